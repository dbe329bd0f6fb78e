// DOMPurify needs a standards-conforming parser for the preview: under happy-dom it lets a script
// through, so this screen's tests run in jsdom.
// @vitest-environment jsdom
import { WEBSITE_MESSAGES } from '@petwell/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { graphql, http, HttpResponse } from 'msw';
import { beforeAll, describe, expect, it } from 'vitest';
import type { PresignFileMutation, PresignFileMutationVariables } from '../generated/graphql';
import type {
  OwnWebsiteQuery,
  OwnWebsiteQueryVariables,
  PracticeBrandQuery,
  PracticeBrandQueryVariables,
  SaveWebsiteMutation,
  SaveWebsiteMutationVariables,
} from '../generated/practice';
import type { OwnPracticeQuery, OwnPracticeQueryVariables } from '../generated/shell';
import { field } from '../features/accounts/test-helpers';
import { fakeToken, renderRoutes } from '../test/render';
import { ORIGIN, server } from '../test/server';
import type { WithTypename } from '../test/typename';
import { mainRoutes } from './router';

type Site = OwnWebsiteQuery['websites'][number];

const ROOT_ADMIN = fakeToken({ id: 10, role: 'vendor', subrole: 1, vendor_id: 2 });
const STAFF = fakeToken({ id: 12, role: 'vendor', subrole: 3, vendor_id: 2 });
const PLATFORM_ADMIN = fakeToken({
  id: 1,
  role: 'vendor',
  subrole: 1,
  vendor_id: 1,
  main_vendor: true,
});

const LOGO = `${ORIGIN}/files/public/brand_logo/vendor-2/5f0c/logo.png`;

const HAPPY_PAWS: Site = {
  id: 1,
  name: 'Happy Paws',
  logo: 'https://files.example/logo.png',
  header_section: '<h1>Happy Paws Veterinary Clinic</h1><p>Family vet care in Brooklyn.</p>',
  body_section: '<h2>Why families choose us</h2><ul><li>Dental suite</li></ul>',
  sub_domain: 'happypaws',
  custom_domain: null,
  sys_domain: null,
  hosts: [
    {
      host: 'happypaws.localhost',
      kind: 'sub_domain',
      verified_at: '2026-01-01T00:00:00Z',
      verification_token: null,
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
    graphql.query<WithTypename<PracticeBrandQuery>, PracticeBrandQueryVariables>(
      'PracticeBrand',
      ({ variables }) =>
        HttpResponse.json({
          data: {
            vendors_by_pk: { __typename: 'vendors', id: variables.vendorId, name: 'Practice' },
            websites: [],
          },
        }),
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

beforeAll(() => {
  // jsdom has no scrolling; the router restores the scroll position on each navigation.
  window.scrollTo = () => undefined;
});

const render = (path: string, token: string) => renderRoutes(mainRoutes('main'), { path, token });

const preview = () => screen.getByTestId('website-preview');

const tabs = () =>
  within(screen.getByRole('navigation', { name: 'Settings' }))
    .getAllByRole('link')
    .map((link) => link.textContent);

describe("the practice's Website (/app/settings/site)", () => {
  it("is a root admin's first Settings tab: brand name, logo, and the header and body in rich-text editors", async () => {
    websiteBackend();
    const { router } = render('/app/settings', ROOT_ADMIN);
    expect(await screen.findByRole('heading', { level: 1, name: 'Website' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/app/settings/site');
    expect(tabs()).toEqual(['Website', 'Domains', 'Team', 'My Profile']);
    expect(await screen.findByLabelText(/^Brand name/)).toHaveValue('Happy Paws');
    expect(field('Brand name')).toBeRequired();
    expect(screen.getByLabelText('Logo')).toHaveAttribute('type', 'file');
    expect(screen.getByRole('img', { name: 'Your logo' })).toHaveAttribute(
      'src',
      'https://files.example/logo.png',
    );
    // The editors load on demand, with the site's sections in them.
    const header = await screen.findByRole('textbox', { name: 'Header section' });
    expect(header).toHaveTextContent('Happy Paws Veterinary Clinic');
    expect(header).toHaveAttribute('contenteditable', 'true');
    expect(await screen.findByRole('textbox', { name: 'Body section' })).toHaveTextContent(
      'Dental suite',
    );
    expect(screen.getByRole('toolbar', { name: 'Header section formatting' })).toBeVisible();
    // The preview shows the site as it renders, and links to it.
    expect(within(preview()).getByRole('heading', { name: 'Happy Paws Veterinary Clinic' }));
    expect(within(preview()).getByText('Dental suite')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Open your site' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^https?:\/\/happypaws\.localhost(:\d+)?\/$/),
    );
  });

  it("needs a brand name ('Brand name is required.') and saves nothing without one", async () => {
    const saved = websiteBackend();
    const { user } = render('/app/settings/site', ROOT_ADMIN);
    await user.clear(await screen.findByLabelText(/^Brand name/));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(WEBSITE_MESSAGES.nameRequired)).toBeVisible();
    expect(field('Brand name')).toHaveFocus();
    expect(saved).toEqual([]);
  });

  it("saves the brand with the sections and the domains as they are: 'Updated successfully!'", async () => {
    const saved = websiteBackend();
    const { user } = render('/app/settings/site', ROOT_ADMIN);
    const name = await screen.findByLabelText(/^Brand name/);
    await user.clear(name);
    await user.type(name, '  Happy Paws Brooklyn ');
    // The preview follows the form before it is saved.
    expect(within(preview()).getByText('Happy Paws Brooklyn')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Updated successfully!')).toBeVisible();
    expect(saved).toEqual([
      {
        name: 'Happy Paws Brooklyn',
        logo: 'https://files.example/logo.png',
        header_section: HAPPY_PAWS.header_section,
        body_section: HAPPY_PAWS.body_section,
        sub_domain: 'happypaws',
        custom_domain: null,
      },
    ]);
  });

  it("says 'The domain is already taken!' and the loading state stops", async () => {
    websiteBackend();
    server.use(
      graphql.mutation<SaveWebsiteMutation, SaveWebsiteMutationVariables>('SaveWebsite', () =>
        HttpResponse.json({
          errors: [{ message: WEBSITE_MESSAGES.domainTaken, extensions: { code: 'domain-taken' } }],
        }),
      ),
    );
    const { user } = render('/app/settings/site', ROOT_ADMIN);
    await screen.findByLabelText(/^Brand name/);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(WEBSITE_MESSAGES.domainTaken)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
    expect(screen.queryByText('Updated successfully!')).toBeNull();
  });

  it('shows the sections sanitised in the preview: no script, event handler or javascript: link', async () => {
    websiteBackend({
      ...HAPPY_PAWS,
      header_section:
        '<p>Welcome</p><img src="x" onerror="alert(1)"><script>alert(2)</script><a href="javascript:alert(3)">Click</a>',
      body_section:
        '<iframe src="https://evil.example"></iframe><p style="position:fixed">Body</p>',
    });
    render('/app/settings/site', ROOT_ADMIN);
    await screen.findByLabelText(/^Brand name/);
    const site = preview();
    expect(within(site).getByText('Welcome')).toBeVisible();
    expect(within(site).getByText('Body')).toBeVisible();
    expect(site.innerHTML).not.toMatch(/<script|onerror|javascript:|<iframe|style=/i);
  });

  it('uploads a logo as a brand_logo file and saves its address', async () => {
    const saved = websiteBackend({ ...HAPPY_PAWS, logo: null });
    const presigned: PresignFileMutationVariables[] = [];
    server.use(
      graphql.mutation<PresignFileMutation, PresignFileMutationVariables>(
        'PresignFile',
        ({ variables }) => {
          presigned.push(variables);
          return HttpResponse.json({
            data: {
              presign_file: { fileUrl: LOGO, uploadUrl: `${ORIGIN}/files/upload/77?sig=x` },
            },
          });
        },
      ),
      http.put(`${ORIGIN}/files/upload/77`, () => new HttpResponse(null, { status: 200 })),
    );
    const { user } = render('/app/settings/site', ROOT_ADMIN);
    await screen.findByLabelText(/^Brand name/);
    expect(screen.queryByRole('img', { name: 'Your logo' })).toBeNull();
    fireEvent.change(screen.getByLabelText('Logo'), {
      target: { files: [new File(['png'], 'logo.png', { type: 'image/png' })] },
    });
    expect(await screen.findByText('Logo uploaded: save to show it on your site.')).toBeVisible();
    expect(presigned).toEqual([
      expect.objectContaining({ serviceType: 'brand_logo', fileName: 'logo.png' }),
    ]);
    expect(screen.getByRole('img', { name: 'Your logo' })).toHaveAttribute('src', LOGO);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Updated successfully!');
    expect(saved[0]?.logo).toBe(LOGO);
  });

  it('is the 404 page for staff who are not root admins', async () => {
    websiteBackend();
    const { router } = render('/app/settings/site', STAFF);
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/404');
  });

  it("tells the platform's own practice, which has no site, that the main site is the platform's (Website and Domains)", async () => {
    websiteBackend(null);
    const { router } = render('/app/settings/site', PLATFORM_ADMIN);
    expect(
      await screen.findByRole('heading', { name: 'The main site is the platform’s' }),
    ).toBeVisible();
    expect(screen.queryByLabelText(/^Brand name/)).toBeNull();
    await router.navigate('/app/settings/domains');
    expect(await screen.findByRole('heading', { level: 1, name: 'Domains' })).toBeVisible();
    await waitFor(() => {
      expect(
        screen.getByRole('heading', { name: 'The main site is the platform’s' }),
      ).toBeVisible();
    });
    expect(screen.getByText('System domain')).toBeVisible();
    expect(screen.queryByLabelText(/^Sub-domain/)).toBeNull();
  });
});
