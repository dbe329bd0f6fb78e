import { PRACTICE_ACCESS_MESSAGES } from '@petwell/domain';
import { act, screen, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { clearToken, decodeToken } from '../../lib/auth';
import { fakeToken, renderRoutes } from '../../test/render';
import { server } from '../../test/server';
import type {
  AppointmentBookingsQuery,
  AppointmentBookingsQueryVariables,
  AppointmentListingsQuery,
  AppointmentListingsQueryVariables,
  MyAssessmentQuery,
  MyAssessmentQueryVariables,
  RecordSharingBookingsQuery,
  RecordSharingBookingsQueryVariables,
} from '../../generated/graphql';
import type { PlatformCheckQuery, PlatformCheckQueryVariables } from '../../generated/practice';
import type { PracticeBrandQuery, PracticeBrandQueryVariables } from '../../generated/practice';
import type { OwnPracticeQuery, OwnPracticeQueryVariables } from '../../generated/shell';
import { menuFor, OWNER_MENU, PRACTICE_MENU } from '../app-menus';
import { mainRoutes } from '../router';

const OWNER = fakeToken({ role: 'user' });
const STAFF = fakeToken({ role: 'vendor', vendor_id: 2, subrole: 3 });
const ROOT_ADMIN = fakeToken({ role: 'vendor', vendor_id: 2, subrole: 1 });
const PLATFORM_ROOT_ADMIN = fakeToken({
  role: 'vendor',
  vendor_id: 1,
  subrole: 1,
  main_vendor: true,
});
const PLATFORM_STAFF = fakeToken({ role: 'vendor', vendor_id: 1, subrole: 3, main_vendor: true });

/** What the practice's header reads: its site's brand, else the practice's name. */
const HAPPY_PAWS_BRAND: PracticeBrandQuery = {
  vendors_by_pk: { id: 2, name: 'Happy Paws Vets LLC' },
  websites: [{ id: 5, name: 'Happy Paws', logo: 'https://cdn.example.com/happy-paws.png' }],
};

/** The staff member's own practice row, as the layout reads it; the screens answer empty lists. */
function practiceRow(row: { status: string } | null = null, brand = HAPPY_PAWS_BRAND) {
  const asked: unknown[] = [];
  server.use(
    graphql.query<PracticeBrandQuery, PracticeBrandQueryVariables>('PracticeBrand', () =>
      HttpResponse.json({ data: brand }),
    ),
    graphql.query<AppointmentBookingsQuery, AppointmentBookingsQueryVariables>(
      'AppointmentBookings',
      () => HttpResponse.json({ data: { bookings: [] } }),
    ),
    graphql.query<AppointmentListingsQuery, AppointmentListingsQueryVariables>(
      'AppointmentListings',
      () => HttpResponse.json({ data: { vendor_listings: [] } }),
    ),
    graphql.query<RecordSharingBookingsQuery, RecordSharingBookingsQueryVariables>(
      'RecordSharingBookings',
      () => HttpResponse.json({ data: { bookings: [] } }),
    ),
    graphql.query<MyAssessmentQuery, MyAssessmentQueryVariables>('MyAssessment', () =>
      HttpResponse.json({ data: { ihm: [], pets: [] } }),
    ),
    graphql.query<OwnPracticeQuery, OwnPracticeQueryVariables>('OwnPractice', ({ variables }) => {
      asked.push(variables);
      return HttpResponse.json({
        data: { vendors_by_pk: row ? { id: variables['id'], ...row } : null },
      });
    }),
  );
  return asked;
}

const render = (path: string, token?: string) =>
  renderRoutes(mainRoutes('main'), { path, ...(token ? { token } : {}) });

const menuLinks = (name: string) =>
  within(screen.getByRole('navigation', { name }))
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);

describe('the logged-in app under /app', () => {
  it('sends a visitor without a session to the owner login page, to come back afterwards', async () => {
    const { router } = render('/app/my-appointments?tab=1');
    await expect.poll(() => router.state.location.pathname).toBe('/login');
    expect(router.state.location.search).toBe(
      `?redirect=${encodeURIComponent('/app/my-appointments?tab=1')}`,
    );
  });

  it("sends a visitor without a session to a practice's screen to the vet login page", async () => {
    const { router } = render('/app/appointments');
    await expect.poll(() => router.state.location.pathname).toBe('/vendor/login');
    expect(router.state.location.search).toBe(
      `?redirect=${encodeURIComponent('/app/appointments')}`,
    );
  });

  it('sends a visitor without a session from /app to the login page', async () => {
    const { router } = render('/app');
    await expect.poll(() => router.state.location.pathname).toBe('/login');
    expect(router.state.location.search).toBe(`?redirect=${encodeURIComponent('/app')}`);
  });

  it('sends an owner\'s /app to their Health Assessment ("/app redirects to /app/my-health")', async () => {
    practiceRow();
    const { router } = render('/app', OWNER);
    await expect.poll(() => router.state.location.pathname).toBe('/app/my-health');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Health Assessment' }),
    ).toBeVisible();
  });

  it("sends a practice's /app to its appointments, for staff and root admins alike", async () => {
    practiceRow();
    for (const token of [STAFF, ROOT_ADMIN]) {
      const { router, unmount } = render('/app', token);
      await expect.poll(() => router.state.location.pathname).toBe('/app/appointments');
      unmount();
    }
  });

  it('sends an unknown /app path to /404', async () => {
    practiceRow();
    for (const token of [OWNER, STAFF, undefined]) {
      const { router, unmount } = render('/app/no-such-screen', token);
      await expect.poll(() => router.state.location.pathname).toBe('/404');
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Page not found' }),
      ).toBeVisible();
      unmount();
    }
  });

  it("sends an owner to /404 from the practice's screens, and staff from the owner's", async () => {
    practiceRow();
    for (const [path, token] of [
      ['/app/appointments', OWNER],
      ['/app/practices', OWNER],
      ['/app/my-appointments', STAFF],
      ['/app/my-health', STAFF],
      ['/app/record-sharing', ROOT_ADMIN],
      ['/app/my-pets', STAFF],
      ['/app/my-profile', ROOT_ADMIN],
    ] as const) {
      const { router, unmount } = render(path, token);
      await expect.poll(() => router.state.location.pathname).toBe('/404');
      unmount();
    }
  });

  it('lets only root admins reach the Practices screen', async () => {
    practiceRow();
    const staff = render('/app/practices', PLATFORM_STAFF);
    await expect.poll(() => staff.router.state.location.pathname).toBe('/404');
    staff.unmount();
    server.use(
      graphql.query<PlatformCheckQuery, PlatformCheckQueryVariables>('PlatformCheck', () =>
        HttpResponse.json({ data: { vendors_by_pk: { id: 2, is_platform: false } } }),
      ),
    );
    const admin = render('/app/practices', ROOT_ADMIN);
    expect(await screen.findByText(PRACTICE_ACCESS_MESSAGES.platformOnly)).toBeVisible();
    expect(admin.router.state.location.pathname).toBe('/app/practices');
  });

  it('goes home, not to the login page, when the session ends on an app screen', async () => {
    practiceRow();
    const { router } = render('/app/my-appointments', OWNER);
    expect(await screen.findByRole('navigation', { name: 'My account' })).toBeVisible();
    act(() => {
      clearToken();
    });
    await expect.poll(() => router.state.location.pathname).toBe('/');
  });

  it("shows the owner's menu: the screens that exist, ending with Logout", async () => {
    practiceRow();
    render('/app/my-appointments', OWNER);
    await screen.findByRole('navigation', { name: 'My account' });
    expect(menuLinks('My account')).toEqual([
      ['Health Assessment', '/app/my-health'],
      ['eConsults', '/app/my-appointments'],
      ['Record Sharing', '/app/record-sharing'],
      ['SMO', '/app/my-smo'],
      ['Questions', '/app/my-questions'],
      ['House Calls', '/app/my-house-calls'],
      ['Medical Records', '/app/medical-records'],
      ['My Pets', '/app/my-pets'],
      ['Settings', '/app/my-profile'],
      ['Logout', '/app/logout'],
    ]);
    expect(
      within(screen.getByRole('navigation', { name: 'My account' })).getByRole('link', {
        name: 'eConsults',
      }),
    ).toHaveAttribute('aria-current', 'page');
  });

  it("shows the practice's menu with its Customers, the platform's Users, SMO Requests and Questions, and Practices for its root admins only", async () => {
    const asked = practiceRow({ status: 'approved' });
    const first = render('/app/appointments', ROOT_ADMIN);
    await screen.findByRole('navigation', { name: 'Practice' });
    expect(menuLinks('Practice')).toEqual([
      ['My Appointments', '/app/appointments'],
      ['My Listings', '/app/listings'],
      ['Settings', '/app/settings'],
      ['Reports', '/app/reports'],
      // Beyond the spec: a practice's own customers, on the main vendor's Users screen.
      ['Customers', '/app/users'],
      // Beyond the spec: the house-call packages the practice serves.
      ['House Calls', '/app/house-calls'],
      ['Logout', '/app/logout'],
    ]);
    await expect.poll(() => asked).toEqual([{ id: 2 }]);
    expect(screen.queryByText(PRACTICE_ACCESS_MESSAGES.pending)).toBeNull();
    expect(screen.queryByText(PRACTICE_ACCESS_MESSAGES.suspended)).toBeNull();
    first.unmount();

    for (const [token, practices] of [
      [PLATFORM_ROOT_ADMIN, true],
      [PLATFORM_STAFF, false],
    ] as const) {
      const { unmount } = render('/app/appointments', token);
      await screen.findByRole('navigation', { name: 'Practice' });
      expect(menuLinks('Practice')).toEqual([
        ['My Appointments', '/app/appointments'],
        ['My Listings', '/app/listings'],
        ['Settings', '/app/settings'],
        ...(practices ? [['Reports', '/app/reports']] : []),
        ['Users', '/app/users'],
        ['SMO Requests', '/app/smo-requests'],
        ['Questions', '/app/questions'],
        ['House Calls', '/app/house-calls'],
        ...(practices ? [['Practices', '/app/practices']] : []),
        ['Logout', '/app/logout'],
      ]);
      unmount();
    }
  });

  it("shows the practice's site brand in its header, not the platform's, with the avatar menu only", async () => {
    practiceRow({ status: 'approved' });
    render('/app/appointments', STAFF);
    const banner = await screen.findByRole('banner');
    const brand = await within(banner).findByRole('link', { name: 'Happy Paws' });
    expect(brand).toHaveAttribute('href', '/app');
    expect(brand.querySelector('img')).toHaveAttribute(
      'src',
      'https://cdn.example.com/happy-paws.png',
    );
    expect(within(banner).queryByText('Petwell')).toBeNull();
    expect(within(banner).queryByRole('navigation', { name: 'Main' })).toBeNull();
    expect(await within(banner).findByRole('button', { name: /Account menu for/ })).toBeVisible();
  });

  it("shows the practice's name when it has no site yet", async () => {
    practiceRow(
      { status: 'pending' },
      { vendors_by_pk: { id: 2, name: 'Riverside Vets' }, websites: [] },
    );
    render('/app/appointments', ROOT_ADMIN);
    expect(
      await within(await screen.findByRole('banner')).findByRole('link', {
        name: 'Riverside Vets',
      }),
    ).toBeVisible();
  });

  it('tells the staff of a practice waiting for approval, or suspended, on every screen', async () => {
    practiceRow({ status: 'pending' });
    const { unmount } = render('/app/appointments', ROOT_ADMIN);
    expect(await screen.findByText(PRACTICE_ACCESS_MESSAGES.pending)).toBeVisible();
    unmount();
    practiceRow({ status: 'suspended' });
    render('/app/appointments', STAFF);
    expect(await screen.findByText(PRACTICE_ACCESS_MESSAGES.suspended)).toBeVisible();
  });

  it('asks nothing about a practice for an owner', async () => {
    const asked = practiceRow();
    render('/app/record-sharing', OWNER);
    await screen.findByRole('navigation', { name: 'My account' });
    expect(asked).toEqual([]);
  });
});

describe('the menus once every screen exists', () => {
  const every = new Set([...OWNER_MENU, ...PRACTICE_MENU].map((item) => item.to));
  const labels = (token: string) => {
    const user = decodeToken(token);
    if (!user) throw new Error('bad token');
    return menuFor(user, every).map((item) => item.label);
  };

  it('give the owner their menu, in order, Record Sharing included', () => {
    expect(labels(OWNER)).toEqual([
      'Health Assessment',
      'eConsults',
      'Record Sharing',
      'SMO',
      'Questions',
      'House Calls',
      'Medical Records',
      'My Pets',
      'Settings',
      'Logout',
    ]);
  });

  it('give Reports to root admins only, and Users, SMO Requests and Questions to the main vendor only', () => {
    // Beyond the spec: other practices reach their own customers on /app/users as 'Customers'.
    expect(labels(STAFF)).toEqual([
      'My Appointments',
      'My Listings',
      'Settings',
      'Customers',
      'House Calls',
      'Logout',
    ]);
    expect(labels(ROOT_ADMIN)).toEqual([
      'My Appointments',
      'My Listings',
      'Settings',
      'Reports',
      'Customers',
      'House Calls',
      'Logout',
    ]);
    expect(labels(PLATFORM_STAFF)).toEqual([
      'My Appointments',
      'My Listings',
      'Settings',
      'Users',
      'SMO Requests',
      'Questions',
      'House Calls',
      'Logout',
    ]);
    expect(labels(PLATFORM_ROOT_ADMIN)).toEqual([
      'My Appointments',
      'My Listings',
      'Settings',
      'Reports',
      'Users',
      'SMO Requests',
      'Questions',
      'House Calls',
      'Practices',
      'Logout',
    ]);
  });
});
