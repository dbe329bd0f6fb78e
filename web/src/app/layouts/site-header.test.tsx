import { act, fireEvent, screen, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { setToken } from '../../lib/auth';
import { fakeToken, renderWithApp } from '../../test/render';
import { server } from '../../test/server';
import { SiteHeader } from './site-header';
import type { ClientPlanLogoQuery, ClientPlanLogoQueryVariables } from '../../generated/shell';

const vendorSite = {
  kind: 'vendor' as const,
  website: {
    id: 1,
    vendorId: 2,
    name: 'Happy Paws',
    logo: null,
    headerSection: null,
    bodySection: null,
  },
};

describe('the site header', () => {
  it('offers the services menu, Pricing, For Vets and Login to a visitor', () => {
    renderWithApp(<SiteHeader />, { path: '/' });
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('button', { name: /Services/ })).toBeVisible();
    expect(within(nav).getByRole('link', { name: 'Pricing' })).toHaveAttribute('href', '/pricing/');
    expect(within(nav).getByRole('link', { name: 'For Vets' })).toHaveAttribute(
      'href',
      '/for-vet/',
    );
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
  });

  it('lists the services when the dropdown opens', async () => {
    const { user } = renderWithApp(<SiteHeader />, { path: '/' });
    await user.click(screen.getByRole('button', { name: /Services/ }));
    expect(await screen.findByRole('link', { name: 'Second Medical Opinion' })).toHaveAttribute(
      'href',
      '/second-medical-opinion/',
    );
  });

  it('closes the services list on Escape, back on its button, and on a click elsewhere', async () => {
    const { user } = renderWithApp(<SiteHeader />, { path: '/' });
    const services = screen.getByRole('button', { name: /Services/ });
    expect(services).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'Second Medical Opinion' })).toBeNull();
    await user.click(services);
    expect(services).toHaveAttribute('aria-expanded', 'true');
    await user.tab();
    expect(screen.getByRole('link', { name: 'Second Medical Opinion' })).toBeVisible();
    await user.keyboard('{Escape}');
    expect(services).toHaveAttribute('aria-expanded', 'false');
    expect(services).toHaveFocus();
    expect(screen.queryByRole('link', { name: 'Second Medical Opinion' })).toBeNull();
    await user.click(services);
    await user.click(screen.getByRole('banner'));
    expect(services).toHaveAttribute('aria-expanded', 'false');
  });

  it('shows the account menu instead of Login when signed in', async () => {
    renderWithApp(<SiteHeader />, { path: '/', token: fakeToken({ email: 'ann@example.com' }) });
    expect(
      await screen.findByRole('button', { name: 'A: Account menu for ann@example.com' }),
    ).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Login' })).toBeNull();
  });

  it("shows the signed-in user's name from the token, and the new one as soon as the token is renewed", async () => {
    renderWithApp(<SiteHeader />, {
      path: '/app/my-profile',
      token: fakeToken({ email: 'ann@example.com', first_name: 'Ann', last_name: 'Lee' }),
    });
    const banner = screen.getByRole('banner');
    expect(await within(banner).findByText('Ann Lee')).toBeVisible();
    expect(within(banner).getByText('AL')).toBeInTheDocument();
    act(() => {
      setToken(fakeToken({ email: 'ann@example.com', first_name: 'Anna', last_name: 'Lee-Park' }));
    });
    expect(await within(banner).findByText('Anna Lee-Park')).toBeVisible();
    expect(within(banner).queryByText('Ann Lee')).toBeNull();
  });

  it('hides the navigation on the login and sign-up pages', () => {
    server.use(
      graphql.query<ClientPlanLogoQuery, ClientPlanLogoQueryVariables>('ClientPlanLogo', () =>
        HttpResponse.json({ data: { plans: [] } }),
      ),
    );
    renderWithApp(<SiteHeader />, { path: '/signup?cc=GOLD' });
    expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Login' })).toBeNull();
  });

  it('turns white only after the page is scrolled more than 100 px', () => {
    renderWithApp(<SiteHeader />, { path: '/' });
    const header = screen.getByRole('banner');
    act(() => {
      window.scrollY = 100;
      fireEvent.scroll(window);
    });
    expect(header).not.toHaveClass('is-solid');
    act(() => {
      window.scrollY = 101;
      fireEvent.scroll(window);
    });
    expect(header).toHaveClass('is-solid');
    act(() => {
      window.scrollY = 0;
      fireEvent.scroll(window);
    });
  });

  it("shows a client's logo from the plan named by the cc parameter", async () => {
    server.use(
      graphql.query<ClientPlanLogoQuery, ClientPlanLogoQueryVariables>(
        'ClientPlanLogo',
        ({ variables }) =>
          HttpResponse.json({
            data: {
              plans:
                variables['code'] === 'GOLD'
                  ? [
                      {
                        id: 2,
                        code: 'GOLD',
                        name: 'Gold',
                        details: { logo: 'https://cdn.example/gold.png' },
                      },
                    ]
                  : [],
            },
          }),
      ),
    );
    renderWithApp(<SiteHeader />, { path: '/pricing/?cc=GOLD' });
    const logo = await screen.findByRole('img', { name: 'Gold member' });
    expect(logo).toHaveAttribute('src', 'https://cdn.example/gold.png');
    // A logo that cannot load is replaced by the plan's name, not left as a broken image.
    fireEvent.error(logo);
    expect(await screen.findByText('Gold member')).toBeVisible();
    expect(screen.queryByRole('img', { name: 'Gold member' })).toBeNull();
  });

  it("shows a practice's name and hides the services menu on its white-label site", () => {
    renderWithApp(<SiteHeader />, { path: '/', site: vendorSite });
    expect(screen.getByRole('link', { name: 'Happy Paws' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('button', { name: /Services/ })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Pricing' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Login' })).toBeVisible();
  });

  it('toggles the navigation with the menu button (mobile layout)', async () => {
    const { user } = renderWithApp(<SiteHeader />, { path: '/' });
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(screen.getByRole('button', { name: 'Close menu' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });
});
