import { PRACTICE_ACCESS_MESSAGES } from '@petwell/domain';
import { act, screen, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { clearToken } from '../../lib/auth';
import { fakeToken, renderWithApp } from '../../test/render';
import { server } from '../../test/server';
import { AppLayout } from './app-layout';
import type { OwnPracticeQuery, OwnPracticeQueryVariables } from '../../generated/graphql';

const routes = [{ path: '/login', element: <p>login page</p> }];

/** The staff member's own practice row, as the layout reads it. */
function ownPractice(row: { status: string; is_platform: boolean } | null) {
  const asked: unknown[] = [];
  server.use(
    graphql.query<OwnPracticeQuery, OwnPracticeQueryVariables>('OwnPractice', ({ variables }) => {
      asked.push(variables);
      return HttpResponse.json({
        data: { vendors_by_pk: row ? { id: variables['id'], ...row } : null },
      });
    }),
  );
  return asked;
}

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

  it('shows the practice menu to vendor staff', async () => {
    const asked = ownPractice({ status: 'approved', is_platform: false });
    renderWithApp(<AppLayout />, {
      path: '/app',
      pattern: '/app',
      token: fakeToken({ role: 'vendor', vendor_id: 2, subrole: 1 }),
    });
    const menu = screen.getByRole('navigation', { name: 'Practice' });
    expect(menu).toBeVisible();
    await expect.poll(() => asked).toEqual([{ id: 2 }]);
    expect(within(menu).queryByRole('link', { name: 'Practices' })).toBeNull();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it("offers 'Practices' only to the platform's root admins", async () => {
    ownPractice({ status: 'approved', is_platform: true });
    const { unmount } = renderWithApp(<AppLayout />, {
      path: '/app',
      pattern: '/app',
      token: fakeToken({ role: 'root_admin', vendor_id: 1, subrole: 1 }),
    });
    const menu = screen.getByRole('navigation', { name: 'Practice' });
    expect(await within(menu).findByRole('link', { name: 'Practices' })).toHaveAttribute(
      'href',
      '/app/practices',
    );
    unmount();
    // A platform staff member with sub-role user does not vet practices.
    const asked = ownPractice({ status: 'approved', is_platform: true });
    renderWithApp(<AppLayout />, {
      path: '/app',
      pattern: '/app',
      token: fakeToken({ role: 'vendor', vendor_id: 1, subrole: 3 }),
    });
    await expect.poll(() => asked.length).toBe(1);
    expect(
      within(screen.getByRole('navigation', { name: 'Practice' })).queryByRole('link', {
        name: 'Practices',
      }),
    ).toBeNull();
  });

  it('tells the staff of a practice waiting for approval, or suspended, on every screen', async () => {
    ownPractice({ status: 'pending', is_platform: false });
    const { unmount } = renderWithApp(<AppLayout />, {
      path: '/app',
      pattern: '/app',
      token: fakeToken({ role: 'root_admin', vendor_id: 6, subrole: 1 }),
    });
    expect(await screen.findByRole('status')).toHaveTextContent(PRACTICE_ACCESS_MESSAGES.pending);
    unmount();
    ownPractice({ status: 'suspended', is_platform: false });
    renderWithApp(<AppLayout />, {
      path: '/app',
      pattern: '/app',
      token: fakeToken({ role: 'vendor', vendor_id: 6, subrole: 3 }),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(PRACTICE_ACCESS_MESSAGES.suspended);
  });

  it("offers owners 'Record Sharing' and asks nothing about a practice", () => {
    renderWithApp(<AppLayout />, {
      path: '/app',
      pattern: '/app',
      token: fakeToken({ role: 'user' }),
    });
    const menu = screen.getByRole('navigation', { name: 'My account' });
    expect(within(menu).getByRole('link', { name: 'Record Sharing' })).toHaveAttribute(
      'href',
      '/app/record-sharing',
    );
    expect(within(menu).queryByRole('link', { name: 'Practices' })).toBeNull();
  });
});
