import type { HostKind } from '../../lib/site';

/** A practice's host (lib/site.ts). */
export type VendorHost = Extract<HostKind, { kind: 'vendor' }>;

/** What a practice's host shows until its site is known (vendor-site-gate.tsx). */
export function VendorSiteLoading() {
  return (
    <main id="main" className="container status-page">
      <p role="status">loading...</p>
    </main>
  );
}
