import { WEBSITE_MESSAGES } from '@petwell/domain';
import { screen } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type {
  OwnWebsiteQuery,
  OwnWebsiteQueryVariables,
  SaveWebsiteMutation,
  SaveWebsiteMutationVariables,
  VerifyCustomDomainMutation,
  VerifyCustomDomainMutationVariables,
} from '../generated/practice';
import type { OwnPracticeQuery, OwnPracticeQueryVariables } from '../generated/shell';
import { field } from '../features/accounts/test-helpers';
import { fakeToken, renderRoutes } from '../test/render';
import { server } from '../test/server';
import type { WithTypename } from '../test/typename';
import { mainRoutes } from './router';

type Site = OwnWebsiteQuery['websites'][number];

const ROOT_ADMIN = fakeToken({ id: 10, role: 'vendor', subrole: 1, vendor_id: 2 });
const STAFF = fakeToken({ id: 12, role: 'vendor', subrole: 3, vendor_id: 2 });

const HAPPY_PAWS: Site = {
  id: 1,
  name: 'Happy Paws',
  logo: 'https://files.example/logo.png',
  header_section: '<p>Welcome</p>',
  body_section: '<p>Body</p>',
  sub_domain: 'happypaws',
  custom_domain: 'www.happypaws.example',
  sys_domain: 'happypaws.petwell.example.com',
  hosts: [
    {
      host: 'happypaws.petwell.example.com',
      kind: 'sub_domain',
      verified_at: '2026-01-01T00:00:00Z',
      verification_token: null,
    },
    {
      host: 'www.happypaws.example',
      kind: 'custom_domain',
      verified_at: null,
      verification_token: 'tok-123',
    },
  ],
};

/** The practice's site behind the GraphQL handlers; records what is saved. */
function websiteBackend(site: Site | null = HAPPY_PAWS) {
  const saved: SaveWebsiteMutationVariables[] = [];
  server.use(
    graphql.query<OwnPracticeQuery, OwnPracticeQueryVariables>('OwnPractice', ({ variables }) =>
      HttpResponse.json({ data: { vendors_by_pk: { id: variables.id, status: 'approved' } } }),
    ),
    graphql.query<WithTypename<OwnWebsiteQuery>, OwnWebsiteQueryVariables>('OwnWebsite', () =>
      HttpResponse.json({
        data: {
          websites: site
            ? [
                {
                  __typename: 'websites',
                  ...site,
                  hosts: site.hosts.map((host) => ({
                    __typename: 'website_hosts' as const,
                    ...host,
                  })),
                },
              ]
            : [],
        },
      }),
    ),
    graphql.mutation<WithTypename<SaveWebsiteMutation>, SaveWebsiteMutationVariables>(
      'SaveWebsite',
      ({ variables }) => {
        saved.push(variables);
        return HttpResponse.json({
          data: { save_website: { __typename: 'WebsiteOutput', id: 1, hosts: [] } },
        });
      },
    ),
  );
  return saved;
}

const render = (path: string, token: string) => renderRoutes(mainRoutes('main'), { path, token });

describe("the practice's Domains (/app/settings/domains)", () => {
  it("is a root admin's Settings tab: the domains, the addresses and the TXT record of a pending custom domain", async () => {
    websiteBackend();
    render('/app/settings/domains', ROOT_ADMIN);
    expect(await screen.findByRole('heading', { level: 1, name: 'Domains' })).toBeVisible();
    expect(await screen.findByLabelText(/^Sub-domain/)).toHaveValue('happypaws');
    expect(field('Sub-domain')).toBeRequired();
    expect(field('Custom domain')).toHaveValue('www.happypaws.example');
    expect(screen.getByText('System domain')).toBeVisible();
    expect(screen.getByText('Waiting for verification', { exact: false })).toBeVisible();
    expect(screen.getByText('_petwell-verify.www.happypaws.example')).toBeVisible();
    expect(screen.getByText('tok-123')).toBeVisible();
    expect(screen.queryByLabelText(/^Brand name/)).toBeNull();
  });

  it('needs a sub-domain of at least 4 characters, and saves it trimmed with the rest of the site kept', async () => {
    const saved = websiteBackend();
    const { user } = render('/app/settings/domains', ROOT_ADMIN);
    const sub = await screen.findByLabelText(/^Sub-domain/);
    await user.clear(sub);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Sub-domain is required.')).toBeVisible();
    await user.type(sub, 'hap');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(WEBSITE_MESSAGES.subDomainInvalid)).toBeVisible();
    expect(saved).toEqual([]);
    await user.clear(sub);
    await user.type(sub, 'happy-paws ');
    await user.clear(field('Custom domain'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Updated successfully!')).toBeVisible();
    expect(saved).toEqual([
      {
        name: 'Happy Paws',
        logo: 'https://files.example/logo.png',
        header_section: '<p>Welcome</p>',
        body_section: '<p>Body</p>',
        sub_domain: 'happy-paws',
        custom_domain: null,
      },
    ]);
  });

  it("says 'The domain is already taken!' when another practice has it, and asks a new site for its brand name", async () => {
    websiteBackend(null);
    server.use(
      graphql.mutation<SaveWebsiteMutation, SaveWebsiteMutationVariables>('SaveWebsite', () =>
        HttpResponse.json({
          errors: [{ message: WEBSITE_MESSAGES.domainTaken, extensions: { code: 'domain-taken' } }],
        }),
      ),
    );
    const { user } = render('/app/settings/domains', ROOT_ADMIN);
    await user.type(await screen.findByLabelText(/^Brand name/), 'Riverside');
    await user.type(field('Sub-domain'), 'happypaws');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(WEBSITE_MESSAGES.domainTaken)).toBeVisible();
  });

  it('verifies the custom domain and says what DNS answered', async () => {
    websiteBackend();
    server.use(
      graphql.mutation<
        WithTypename<VerifyCustomDomainMutation>,
        VerifyCustomDomainMutationVariables
      >('VerifyCustomDomain', () =>
        HttpResponse.json({
          data: {
            verify_custom_domain: {
              __typename: 'VerifyCustomDomainOutput',
              host: 'www.happypaws.example',
              verified: false,
              message: WEBSITE_MESSAGES.recordNotFound,
            },
          },
        }),
      ),
    );
    const { user } = render('/app/settings/domains', ROOT_ADMIN);
    await user.click(await screen.findByRole('button', { name: 'Verify domain' }));
    expect(await screen.findByText(WEBSITE_MESSAGES.recordNotFound)).toBeVisible();
  });

  it('is the 404 page for staff who are not root admins', async () => {
    websiteBackend();
    const { router } = render('/app/settings/domains', STAFF);
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/404');
  });
});
