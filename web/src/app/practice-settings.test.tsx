import { screen, within } from '@testing-library/react';
import { graphql, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type {
  StaffProfileQuery,
  StaffProfileQueryVariables,
  UpdateStaffProfileMutation,
  UpdateStaffProfileMutationVariables,
} from '../generated/practice';
import type { OwnPracticeQuery, OwnPracticeQueryVariables } from '../generated/shell';
import { getUser } from '../lib/auth';
import { mainRoutes } from './router';
import { fakeToken, renderRoutes } from '../test/render';
import { server } from '../test/server';
import type { WithTypename } from '../test/typename';
import { field } from '../features/accounts/test-helpers';

type StaffRow = NonNullable<StaffProfileQuery['vendor_logins_by_pk']>;

const MARIA: StaffRow = {
  id: 12,
  first_name: 'Maria',
  last_name: 'Gonzalez',
  email: 'maria.gonzalez@happypaws.example.com',
  phone: '5550102000',
  pic: null,
};

const tokenOf = (row: StaffRow, subrole = 3) =>
  fakeToken({
    id: row.id,
    role: 'vendor',
    subrole,
    vendor_id: 2,
    email: row.email,
    first_name: row.first_name,
    last_name: row.last_name,
    pic: row.pic,
  });

/**
 * The staff member's login behind the GraphQL handlers and the refresh path, which re-issues the
 * token from the row as it is now; records each call.
 */
function staffBackend(initial: StaffRow = MARIA, subrole = 3) {
  let row = { ...initial };
  const calls: { op: string; variables: Record<string, unknown> }[] = [];
  server.use(
    graphql.query<OwnPracticeQuery, OwnPracticeQueryVariables>('OwnPractice', ({ variables }) =>
      HttpResponse.json({ data: { vendors_by_pk: { id: variables.id, status: 'approved' } } }),
    ),
    graphql.query<WithTypename<StaffProfileQuery>, StaffProfileQueryVariables>(
      'StaffProfile',
      ({ variables }) => {
        calls.push({ op: 'StaffProfile', variables });
        return HttpResponse.json({
          data: { vendor_logins_by_pk: { __typename: 'vendor_logins', ...row } },
        });
      },
    ),
    graphql.mutation<WithTypename<UpdateStaffProfileMutation>, UpdateStaffProfileMutationVariables>(
      'UpdateStaffProfile',
      ({ variables }) => {
        calls.push({ op: 'UpdateStaffProfile', variables });
        row = { ...row, first_name: variables.first_name, last_name: variables.last_name };
        const { id, first_name, last_name } = row;
        return HttpResponse.json({
          data: {
            update_vendor_logins_by_pk: { __typename: 'vendor_logins', id, first_name, last_name },
          },
        });
      },
    ),
    http.post('/api/account/refresh_token', () => {
      calls.push({ op: 'refresh', variables: {} });
      return HttpResponse.json({ token: tokenOf(row, subrole) });
    }),
  );
  return calls;
}

const render = (path: string, token: string) => renderRoutes(mainRoutes('main'), { path, token });

const tabs = () =>
  within(screen.getByRole('navigation', { name: 'Settings' }))
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);

describe("the practice's Settings (/app/settings)", () => {
  it('opens the first tab a staff member may open: their profile', async () => {
    staffBackend();
    const { router } = render('/app/settings', tokenOf(MARIA));
    expect(await screen.findByRole('heading', { level: 1, name: 'My Profile' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/app/settings/profile');
    expect(tabs()).toEqual([['My Profile', '/app/settings/profile']]);
    expect(
      within(screen.getByRole('navigation', { name: 'Settings' })).getByRole('link', {
        name: 'My Profile',
      }),
    ).toHaveAttribute('aria-current', 'page');
    expect(
      within(screen.getByRole('navigation', { name: 'Practice' })).getByRole('link', {
        name: 'Settings',
      }),
    ).toHaveAttribute('href', '/app/settings');
  });

  it("shows the staff member's own login: names to edit, e-mail and mobile read-only", async () => {
    const calls = staffBackend();
    render('/app/settings/profile', tokenOf(MARIA));
    expect(await screen.findByLabelText(/^First name/)).toHaveValue('Maria');
    expect(field('First name')).toBeRequired();
    expect(field('Last name')).toHaveValue('Gonzalez');
    expect(field('Email')).toHaveValue('maria.gonzalez@happypaws.example.com');
    expect(field('Email')).toHaveAttribute('readonly');
    expect(field('Mobile')).toHaveValue('5550102000');
    expect(field('Mobile')).toHaveAttribute('readonly');
    expect(screen.getByLabelText(/^Choose a picture/)).toHaveAttribute('type', 'file');
    expect(screen.getByRole('heading', { name: 'Change password' })).toBeVisible();
    expect(field('Current password')).toBeRequired();
    expect(calls[0]).toEqual({ op: 'StaffProfile', variables: { id: 12 } });
    expect(document.title).toBe('My Profile | Petwell');
  });

  it('needs both names, sending nothing without them', async () => {
    const calls = staffBackend();
    const { user } = render('/app/settings/profile', tokenOf(MARIA));
    await user.clear(await screen.findByLabelText(/^First name/));
    await user.click(screen.getByRole('button', { name: 'Save details' }));
    expect(await screen.findByText('First name is required.')).toBeVisible();
    expect(calls.map((call) => call.op)).not.toContain('UpdateStaffProfile');
  });

  it('saves the names on the login and renews the session, so the header shows them at once', async () => {
    const calls = staffBackend();
    const { user } = render('/app/settings/profile', tokenOf(MARIA));
    const first = await screen.findByLabelText(/^First name/);
    await user.clear(first);
    await user.type(first, ' Mariela ');
    await user.click(screen.getByRole('button', { name: 'Save details' }));
    expect(await screen.findByText('Updated successfully!')).toBeVisible();
    expect(calls.find((call) => call.op === 'UpdateStaffProfile')).toEqual({
      op: 'UpdateStaffProfile',
      variables: { id: 12, first_name: 'Mariela', last_name: 'Gonzalez' },
    });
    expect(calls.map((call) => call.op)).toContain('refresh');
    expect(getUser()).toMatchObject({ id: 12, first_name: 'Mariela', role: 'vendor' });
  });

  it('says so when the login cannot be loaded', async () => {
    staffBackend();
    server.use(
      graphql.query<StaffProfileQuery, StaffProfileQueryVariables>('StaffProfile', () =>
        HttpResponse.json({ data: { vendor_logins_by_pk: null } }),
      ),
    );
    render('/app/settings/profile', tokenOf(MARIA));
    expect(
      await screen.findByText('Sorry! Something went wrong. Please try again later.'),
    ).toBeVisible();
  });
});
