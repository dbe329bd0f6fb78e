import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { clearToken } from '../../lib/auth';
import { fakeToken, renderWithApp } from '../../test/render';
import { AppLayout } from './app-layout';

const routes = [{ path: '/login', element: <p>login page</p> }];

describe('the logged-in app shell', () => {
  it('sends a visitor without a session to the login page, to come back afterwards', async () => {
    const { router } = renderWithApp(<AppLayout />, {
      path: '/app?tab=1',
      pattern: '/app',
      routes,
    });
    expect(await screen.findByText('login page')).toBeVisible();
    expect(router.state.location.search).toBe(`?redirect=${encodeURIComponent('/app?tab=1')}`);
  });

  it('goes home, not to the login page, when the session ends on an app screen', async () => {
    const { router } = renderWithApp(<AppLayout />, {
      path: '/app',
      pattern: '/app',
      token: fakeToken(),
      routes: [...routes, { path: '/', element: <p>home page</p> }],
    });
    expect(screen.getByRole('navigation', { name: 'My account' })).toBeVisible();
    act(() => {
      clearToken();
    });
    expect(await screen.findByText('home page')).toBeVisible();
    expect(router.state.location.pathname).toBe('/');
  });

  it('shows the pet owner menu, ending with Logout', () => {
    renderWithApp(<AppLayout />, {
      path: '/app',
      pattern: '/app',
      token: fakeToken({ role: 'user' }),
    });
    const menu = screen.getByRole('navigation', { name: 'My account' });
    const links = within(menu).getAllByRole('link');
    expect(links.at(-1)).toHaveAttribute('href', '/app/logout');
    expect(within(menu).getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('shows the practice menu to vendor staff', () => {
    renderWithApp(<AppLayout />, {
      path: '/app',
      pattern: '/app',
      token: fakeToken({ role: 'vendor', vendor_id: 2, subrole: 1 }),
    });
    expect(screen.getByRole('navigation', { name: 'Practice' })).toBeVisible();
  });
});
