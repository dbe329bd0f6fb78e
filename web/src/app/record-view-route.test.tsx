import { screen, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { mainRoutes } from './router';
import type { PetRecordViewQuery, PetRecordViewQueryVariables } from '../generated/graphql';
import { fakeToken, renderRoutes } from '../test/render';
import { server } from '../test/server';

const BISCUIT = { id: 1, name: 'Biscuit', type: 1, breed: 'Labrador', user_id: 7 };

const RECORDS: PetRecordViewQuery['phr'] = [
  {
    id: 1,
    category: 'ht_weight',
    details: { date: '2026-08-20', lbs: 68, oz: 4 },
    created_at: '2026-08-20T10:00:00Z',
  },
  {
    id: 2,
    category: 'ht_weight',
    details: { date: '2026-10-20', lbs: 66 },
    created_at: '2026-10-20T10:00:00Z',
  },
  {
    id: 3,
    category: 'hh_immunizations',
    details: { name: 'Rabies', date: '2025-05-14' },
    created_at: '2025-05-14T10:00:00Z',
  },
];

/** What the permissions let the session see: the pet and its records, or nothing. */
function view(pet: PetRecordViewQuery['pets_by_pk'], phr: PetRecordViewQuery['phr']) {
  const asked: PetRecordViewQueryVariables[] = [];
  server.use(
    graphql.query<PetRecordViewQuery, PetRecordViewQueryVariables>(
      'PetRecordView',
      ({ variables }) => {
        asked.push(variables);
        return HttpResponse.json({ data: { pets_by_pk: pet, phr } });
      },
    ),
  );
  return asked;
}

const open = (path: string, claims: Record<string, unknown> | null) =>
  renderRoutes(mainRoutes('main'), {
    path,
    site: { kind: 'main' },
    ...(claims ? { token: fakeToken(claims) } : {}),
  });

const OWNER = { id: 7, role: 'user' };
const STAFF = { id: 40, role: 'vendor', vendor_id: 2, subrole: 'user' };

describe("the pet's read-only record view ('/3*?pid=&uid=')", () => {
  it('shows the owner every record by group and category, with the weight chart, and no actions', async () => {
    const asked = view(BISCUIT, RECORDS);
    open('/3?pid=1&uid=7', OWNER);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Biscuit’s health records' }),
    ).toBeVisible();
    expect(asked).toEqual([{ petId: 1, userId: 7 }]);
    const measurements = screen.getByRole('heading', { level: 2, name: 'Measurements' });
    expect(measurements).toBeVisible();
    expect(screen.getByRole('heading', { level: 3, name: 'Weight' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 3, name: 'Immunizations' })).toBeVisible();
    expect(
      screen.getByRole('img', {
        name: 'Weight over time: 2 values from Aug 20, 2026 to Oct 20, 2026, between 66 and 68.3 lbs.',
      }),
    ).toBeVisible();
    const rabies = screen.getByRole('article', { name: 'Rabies' });
    expect(within(rabies).getByText('May 14, 2025')).toBeVisible();
    expect(screen.queryByRole('button', { name: /Edit|Delete/ })).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to Medical Records' })).toHaveAttribute(
      'href',
      '/app/medical-records?pid=1',
    );
  });

  it('works for a practice with access, under any path starting with /3', async () => {
    view(BISCUIT, []);
    open('/3/records?pid=1&uid=7', STAFF);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Biscuit’s health records' }),
    ).toBeVisible();
    expect(screen.getByText('Oops! Sorry no records here')).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Back to Medical Records' })).toBeNull();
  });

  it('gives anyone else the 404 page: no pet answered, another owner’s id, or no pid', async () => {
    view(null, []);
    const { router, unmount } = open('/3?pid=1&uid=7', STAFF);
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/404');
    unmount();

    view(BISCUIT, []);
    const other = open('/3?pid=1&uid=8', OWNER);
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    other.unmount();

    open('/3?uid=7', OWNER);
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  });

  it('sends a visitor without a session to log in and back', async () => {
    const asked = view(BISCUIT, []);
    const { router } = open('/3?pid=1&uid=7', null);
    await expect.poll(() => router.state.location.pathname).toBe('/login');
    expect(router.state.location.search).toBe(`?redirect=${encodeURIComponent('/3?pid=1&uid=7')}`);
    expect(asked).toEqual([]);
  });

  it('says so when the records cannot be loaded', async () => {
    server.use(
      graphql.query('PetRecordView', () => HttpResponse.json({ errors: [{ message: 'down' }] })),
    );
    open('/3?pid=1&uid=7', OWNER);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Error! Sorry! Something went wrong. Please try again later.',
    );
  });
});
