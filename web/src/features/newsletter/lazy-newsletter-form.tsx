import { Suspense, useEffect, useRef, useState } from 'react';
import { lazyWithGraphql } from '../../lib/with-graphql';

// Its own chunk: the footer shows it on every page, the home page included, whose initial
// JavaScript stays without the form library (decision 0006) and the GraphQL client.
const NewsletterFormChunk = lazyWithGraphql(() =>
  import('./newsletter-form').then((m) => m.NewsletterForm),
);

/** How far below the viewport the footer may still be when its form starts to load. */
const APPROACH_MARGIN = '600px 0px';

/**
 * The footer's newsletter box. Its code (the form library, the GraphQL client) loads when the
 * footer comes near the viewport, not with every page: a visitor who reads the top of a page
 * downloads and runs none of it. Its room is kept meanwhile, so nothing moves when it arrives.
 * Without IntersectionObserver it loads at once.
 */
export function NewsletterForm() {
  const room = useRef<HTMLDivElement>(null);
  // Not near at first, on the server too, so a prerendered page hydrates with the same room.
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = room.current;
    if (near || !element) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: APPROACH_MARGIN },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
    };
  }, [near]);
  const placeholder = <div ref={room} className="newsletter" style={{ minHeight: '6.5rem' }} />;
  if (!near) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <NewsletterFormChunk />
    </Suspense>
  );
}
