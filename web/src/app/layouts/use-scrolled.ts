import { useCallback, useSyncExternalStore } from 'react';

const subscribe = (onChange: () => void) => {
  window.addEventListener('scroll', onChange, { passive: true });
  return () => {
    window.removeEventListener('scroll', onChange);
  };
};

/**
 * True once the page is scrolled more than `threshold` pixels (the header turns white). False on
 * the server and while a prerendered page hydrates, then the browser's own scroll position.
 */
export function useScrolled(threshold: number): boolean {
  const scrolled = useCallback(() => window.scrollY > threshold, [threshold]);
  return useSyncExternalStore(subscribe, scrolled, () => false);
}
