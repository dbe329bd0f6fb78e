import { useEffect, useState } from 'react';

/** True once the page is scrolled more than `threshold` pixels (the header turns white). */
export function useScrolled(threshold: number): boolean {
  const [scrolled, setScrolled] = useState(() =>
    typeof window === 'undefined' ? false : window.scrollY > threshold,
  );
  useEffect(() => {
    const update = () => {
      setScrolled(window.scrollY > threshold);
    };
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => {
      window.removeEventListener('scroll', update);
    };
  }, [threshold]);
  return scrolled;
}
