import { useEffect, useRef } from 'react';
import { VET_LIST_TEXT } from './vet-list-messages';

/**
 * The end of the loaded part of an infinite list: when it scrolls near the viewport (an
 * IntersectionObserver) the next page loads; its 'Load more' button does the same for keyboard
 * users and browsers without the observer. `onMore(true)` says the button asked.
 */
export function LoadMore({ onMore }: { onMore: (viaButton: boolean) => void }) {
  const ref = useRef<HTMLDivElement>(null);
  const latest = useRef(onMore);
  useEffect(() => {
    latest.current = onMore;
  }, [onMore]);
  useEffect(() => {
    const node = ref.current;
    if (!node || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) latest.current(false);
      },
      { rootMargin: '300px 0px' },
    );
    observer.observe(node);
    return () => {
      observer.disconnect();
    };
  }, []);
  return (
    <div ref={ref} className="vet-more">
      <button
        type="button"
        className="button button-secondary"
        onClick={() => {
          onMore(true);
        }}
      >
        {VET_LIST_TEXT.loadMore}
      </button>
    </div>
  );
}
