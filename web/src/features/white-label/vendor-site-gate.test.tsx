import { screen } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { useSite } from '../../lib/site-context';
import { renderWithApp } from '../../test/render';
import { server } from '../../test/server';
import { VendorSiteGate } from './vendor-site-gate';
import type {
  FindWebsiteByHostQuery,
  FindWebsiteByHostQueryVariables,
} from '../../generated/shell';

function SiteName() {
  const site = useSite();
  return <p>site: {site.kind === 'vendor' ? site.website.name : site.kind}</p>;
}

const host = {
  kind: 'vendor' as const,
  subDomain: 'happypaws',
  customDomain: 'happypaws.petwell.com',
};

describe("resolving a practice's site from the host", () => {
  it("shows 'loading...' while resolving, then the practice's site", async () => {
    const asked: unknown[] = [];
    server.use(
      graphql.query<FindWebsiteByHostQuery, FindWebsiteByHostQueryVariables>(
        'FindWebsiteByHost',
        ({ variables }) => {
          asked.push(variables);
          return HttpResponse.json({
            data: {
              website_hosts: [
                {
                  host: 'happypaws.petwell.com',
                  website: {
                    id: 1,
                    vendor_id: 2,
                    name: 'Happy Paws',
                    logo: null,
                    header_section: '<h1>Hi</h1>',
                    body_section: null,
                  },
                },
              ],
            },
          });
        },
      ),
    );
    renderWithApp(
      <VendorSiteGate host={host}>
        <SiteName />
      </VendorSiteGate>,
    );
    expect(screen.getByText('loading...')).toBeVisible();
    expect(await screen.findByText('site: Happy Paws')).toBeVisible();
    // One exact look-up of the whole host, never a pattern.
    expect(asked).toEqual([{ host: 'happypaws.petwell.com' }]);
  });

  it('looks the host up in its normal form, whatever its case', async () => {
    const asked: unknown[] = [];
    server.use(
      graphql.query<FindWebsiteByHostQuery, FindWebsiteByHostQueryVariables>(
        'FindWebsiteByHost',
        ({ variables }) => {
          asked.push(variables);
          return HttpResponse.json({ data: { website_hosts: [] } });
        },
      ),
    );
    renderWithApp(
      <VendorSiteGate
        host={{ kind: 'vendor', subDomain: null, customDomain: 'WWW.BrightCare.Example.' }}
      >
        <SiteName />
      </VendorSiteGate>,
    );
    expect(await screen.findByRole('heading', { name: 'Site not found' })).toBeVisible();
    expect(asked).toEqual([{ host: 'www.brightcare.example' }]);
  });

  it("shows 'Site not found' when no website has the host", async () => {
    server.use(
      graphql.query<FindWebsiteByHostQuery, FindWebsiteByHostQueryVariables>(
        'FindWebsiteByHost',
        () => HttpResponse.json({ data: { website_hosts: [] } }),
      ),
    );
    renderWithApp(
      <VendorSiteGate host={{ kind: 'vendor', subDomain: null, customDomain: 'nosuch.example' }}>
        <SiteName />
      </VendorSiteGate>,
    );
    expect(await screen.findByRole('heading', { name: 'Site not found' })).toBeVisible();
    expect(screen.queryByText(/site:/)).toBeNull();
  });

  it('says something went wrong when the lookup fails, without pretending the site is missing', async () => {
    server.use(
      graphql.query<FindWebsiteByHostQuery, FindWebsiteByHostQueryVariables>(
        'FindWebsiteByHost',
        () => HttpResponse.error(),
      ),
    );
    renderWithApp(
      <VendorSiteGate host={host}>
        <SiteName />
      </VendorSiteGate>,
    );
    expect(
      await screen.findByRole('heading', { name: 'Sorry! Something went wrong.' }),
    ).toBeVisible();
  });
});
