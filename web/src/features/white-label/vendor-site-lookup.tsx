import { normaliseHost } from '@petwell/domain';
import type { ReactNode } from 'react';
import { PageTitle } from '../../components/page-title';
import { useFindWebsiteByHostQuery } from '../../generated/shell';
import { SiteContext } from '../../lib/site-context';
import { type VendorHost, VendorSiteLoading } from './vendor-site-loading';

/**
 * The look-up behind VendorSiteGate (vendor-site-gate.tsx), with urql: its own chunk, so that the
 * shell holds no GraphQL client. One exact match of the whole host (`<sub>.<main domain>` or a
 * verified custom domain), never a pattern, so no other site's row can answer for it.
 */
export function VendorSiteLookup({ host, children }: { host: VendorHost; children: ReactNode }) {
  const [{ data, fetching, error }] = useFindWebsiteByHostQuery({
    variables: { host: normaliseHost(host.customDomain) },
  });
  if (fetching) return <VendorSiteLoading />;
  const website = data?.website_hosts[0]?.website;
  if (error && !website) {
    return (
      <main id="main" className="container status-page">
        <PageTitle title="Something went wrong" />
        <h1>Sorry! Something went wrong.</h1>
        <p>Please reload the page in a moment.</p>
      </main>
    );
  }
  if (!website) {
    return (
      <main id="main" className="container status-page">
        <PageTitle title="Site not found" />
        <h1>Site not found</h1>
        <p>No practice site is set up at {host.customDomain}.</p>
      </main>
    );
  }
  return (
    <SiteContext.Provider
      value={{
        kind: 'vendor',
        website: {
          id: website.id,
          vendorId: website.vendor_id,
          name: website.name ?? host.customDomain,
          logo: website.logo ?? null,
          headerSection: website.header_section ?? null,
          bodySection: website.body_section ?? null,
        },
      }}
    >
      {children}
    </SiteContext.Provider>
  );
}
