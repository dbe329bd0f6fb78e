import { type ReactNode, Suspense } from 'react';
import { lazyWithGraphql } from '../../lib/with-graphql';
import { type VendorHost, VendorSiteLoading } from './vendor-site-loading';

// The look-up and the GraphQL client (urql) load together, in parallel, with 'loading...' shown
// meanwhile, as while the look-up runs: a practice's site never shows the main site's pages.
const VendorSiteLookup = lazyWithGraphql(() =>
  import('./vendor-site-lookup').then((m) => m.VendorSiteLookup),
);

/**
 * Resolves a practice's site from the host: 'loading...' while the lookup runs, 'Site not found'
 * when no site answers to this host, otherwise the practice's site (vendor-site-lookup.tsx). Its
 * children render only once the site is known.
 */
export function VendorSiteGate({ host, children }: { host: VendorHost; children: ReactNode }) {
  return (
    <Suspense fallback={<VendorSiteLoading />}>
      <VendorSiteLookup host={host}>{children}</VendorSiteLookup>
    </Suspense>
  );
}
