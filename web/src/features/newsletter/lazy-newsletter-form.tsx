import { lazy, Suspense } from 'react';
import { withGraphql } from '../../lib/with-graphql';

// Its own chunk: the footer shows it on every page, the home page included, whose initial
// JavaScript stays without the form library (decision 0006) and the GraphQL client.
const NewsletterFormChunk = lazy(async () => ({
  default: await withGraphql(import('./newsletter-form').then((m) => m.NewsletterForm)),
}));

/** The footer's newsletter box, loaded right after the page; its room is kept meanwhile. */
export function NewsletterForm() {
  return (
    <Suspense fallback={<div className="newsletter" style={{ minHeight: '6.5rem' }} />}>
      <NewsletterFormChunk />
    </Suspense>
  );
}
