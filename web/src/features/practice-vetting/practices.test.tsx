import { PRACTICE_ACCESS_MESSAGES } from '@petwell/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type {
  PlatformCheckQuery,
  PlatformCheckQueryVariables,
  PracticesQuery,
  PracticesQueryVariables,
  SetPracticeStatusMutation,
  SetPracticeStatusMutationVariables,
} from '../../generated/practice';
import { fakeToken, renderWithApp } from '../../test/render';
import { server } from '../../test/server';
import { PracticesPage } from './pages/practices-page';

interface VendorRow {
  id: number;
  name: string;
  details: unknown;
  status: string;
  created_at: string;
}

const RIVERSIDE: VendorRow = {
  id: 6,
  name: 'Riverside Pet Care',
  details: {
    mobile: '5035550177',
    email: 'owner@riversidepets.example.com',
    summary: 'New practice in Portland.',
  },
  status: 'pending',
  created_at: '2026-11-20T15:00:00.000Z',
};
const HAPPY_PAWS: VendorRow = {
  id: 2,
  name: 'Happy Paws',
  details: { email: 'hello@happypaws.example.com' },
  status: 'approved',
  created_at: '2026-01-10T15:00:00.000Z',
};

const platformAdmin = () => fakeToken({ id: 1, role: 'root_admin', vendor_id: 1, subrole: 1 });

/**
 * A vendors table behind the handlers: the platform check, the list by status, and
 * set_practice_status (answering `notified`), recording every call.
 */
function vettingBackend(
  initial: VendorRow[],
  { isPlatform = true, notified = true }: { isPlatform?: boolean; notified?: boolean } = {},
) {
  const rows = initial.map((row) => ({ ...row }));
  const lists: PracticesQueryVariables[] = [];
  const changes: SetPracticeStatusMutationVariables[] = [];
  server.use(
    graphql.query<PlatformCheckQuery, PlatformCheckQueryVariables>(
      'PlatformCheck',
      ({ variables }) =>
        HttpResponse.json({
          data: { vendors_by_pk: { id: variables['id'], is_platform: isPlatform } },
        }),
    ),
    graphql.query<PracticesQuery, PracticesQueryVariables>('Practices', ({ variables }) => {
      lists.push(variables);
      return HttpResponse.json({
        data: { vendors: rows.filter((row) => row.status === variables.status) },
      });
    }),
    graphql.mutation<SetPracticeStatusMutation, SetPracticeStatusMutationVariables>(
      'SetPracticeStatus',
      ({ variables }) => {
        changes.push(variables);
        const row = rows.find((r) => r.id === variables.vendorId);
        if (row) row.status = variables.status;
        return HttpResponse.json({
          data: {
            set_practice_status: { id: variables.vendorId, status: variables.status, notified },
          },
        });
      },
    ),
  );
  return { lists, changes };
}

describe('the platform’s practices screen', () => {
  it('lists the practices waiting for approval with their contact, summary and sign-up date', async () => {
    const { lists } = vettingBackend([RIVERSIDE, HAPPY_PAWS]);
    renderWithApp(<PracticesPage />, { token: platformAdmin() });
    expect(screen.getByRole('heading', { level: 1, name: 'Practices' })).toBeVisible();
    const list = await screen.findByRole('list', { name: 'Waiting for approval' });
    const item = within(list).getByRole('listitem');
    expect(within(item).getByRole('heading', { name: 'Riverside Pet Care' })).toBeVisible();
    expect(within(item).getByText('Waiting for approval')).toBeVisible();
    expect(
      within(item).getByRole('link', { name: 'owner@riversidepets.example.com' }),
    ).toHaveAttribute('href', 'mailto:owner@riversidepets.example.com');
    expect(within(item).getByText('5035550177')).toBeVisible();
    expect(within(item).getByText('New practice in Portland.')).toBeVisible();
    expect(within(item).getByText(/Nov 2\d, 2026/)).toBeVisible();
    expect(screen.getByLabelText('Status')).toHaveValue('pending');
    expect(lists[0]).toEqual({ status: 'pending', limit: 25 });
  });

  it('approves a practice: it leaves the waiting list and the outcome is said', async () => {
    const { changes } = vettingBackend([RIVERSIDE]);
    const { user } = renderWithApp(<PracticesPage />, { token: platformAdmin() });
    await user.click(await screen.findByRole('button', { name: 'Approve Riverside Pet Care' }));
    expect(await screen.findByText('Riverside Pet Care was approved.')).toBeVisible();
    expect(changes).toEqual([{ vendorId: 6, status: 'approved' }]);
    expect(await screen.findByText('No practice is waiting for approval.')).toBeVisible();
    await waitFor(() => {
      expect(screen.getByRole('status', { name: '' })).toHaveFocus();
    });

    await user.selectOptions(screen.getByLabelText('Status'), 'approved');
    const list = await screen.findByRole('list', { name: 'Approved' });
    expect(within(list).getByRole('heading', { name: 'Riverside Pet Care' })).toBeVisible();
    expect(within(list).queryByRole('button', { name: /^Approve/ })).toBeNull();
  });

  it('asks before suspending, and says when the practice could not be e-mailed', async () => {
    const { changes } = vettingBackend([HAPPY_PAWS], { notified: false });
    const { user } = renderWithApp(<PracticesPage />, { token: platformAdmin() });
    await screen.findByText('No practice is waiting for approval.');
    await user.selectOptions(screen.getByLabelText('Status'), 'approved');
    await user.click(await screen.findByRole('button', { name: 'Suspend Happy Paws' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Suspend Happy Paws?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(changes).toEqual([]);
    expect(screen.getByRole('button', { name: 'Suspend Happy Paws' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Suspend Happy Paws' }));
    await user.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Suspend' }),
    );
    expect(
      await screen.findByText('Happy Paws was suspended. The practice could not be e-mailed.'),
    ).toBeVisible();
    expect(changes).toEqual([{ vendorId: 2, status: 'suspended' }]);
    expect(await screen.findByText('No practice is approved yet.')).toBeVisible();
  });

  it('shows the action’s message when the change is refused', async () => {
    vettingBackend([RIVERSIDE]);
    server.use(
      graphql.mutation<SetPracticeStatusMutation, SetPracticeStatusMutationVariables>(
        'SetPracticeStatus',
        () =>
          HttpResponse.json({
            errors: [
              {
                message: PRACTICE_ACCESS_MESSAGES.practiceNotFound,
                extensions: { code: 'not-found' },
              },
            ],
          }),
      ),
    );
    const { user } = renderWithApp(<PracticesPage />, { token: platformAdmin() });
    await user.click(await screen.findByRole('button', { name: 'Approve Riverside Pet Care' }));
    expect(await screen.findByText(PRACTICE_ACCESS_MESSAGES.practiceNotFound)).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Riverside Pet Care' })).toBeVisible();
  });

  it('shows loading, then an error when the list cannot be read', async () => {
    vettingBackend([]);
    server.use(
      graphql.query<PracticesQuery, PracticesQueryVariables>('Practices', () =>
        HttpResponse.json({ errors: [{ message: 'boom', extensions: { code: 'unexpected' } }] }),
      ),
    );
    renderWithApp(<PracticesPage />, { token: platformAdmin() });
    expect(await screen.findByText('loading...')).toBeVisible();
    expect(
      await screen.findByText('Sorry! Something went wrong. Please try again later.'),
    ).toBeVisible();
  });

  it('tells a root admin of another practice that only the platform approves', async () => {
    const { lists } = vettingBackend([RIVERSIDE], { isPlatform: false });
    renderWithApp(<PracticesPage />, {
      token: fakeToken({ id: 3, role: 'root_admin', vendor_id: 2, subrole: 1 }),
    });
    expect(await screen.findByText(PRACTICE_ACCESS_MESSAGES.platformOnly)).toBeVisible();
    expect(screen.queryByRole('button', { name: /Approve/ })).toBeNull();
    expect(lists).toEqual([]);
  });
});
