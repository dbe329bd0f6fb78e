import { HOUSE_CALL_VISIT_MESSAGES } from '@petwell/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type {
  DeleteHouseCallVisitMutation,
  DeleteHouseCallVisitMutationVariables,
  RecordHouseCallVisitMutation,
  RecordHouseCallVisitMutationVariables,
  StaffHouseCallsQuery,
  StaffHouseCallsQueryVariables,
  UpdateHouseCallVisitMutation,
  UpdateHouseCallVisitMutationVariables,
} from '../../generated/practice';
import { fakeToken, renderWithApp } from '../../test/render';
import { server } from '../../test/server';
import type { WithTypename } from '../../test/typename';
import { HouseCallsPage } from './pages/house-calls-page';

type Row = StaffHouseCallsQuery['service_requests'][number];
type Visit = Row['visits'][number];
interface Body<T> {
  data?: T;
  errors?: { message: string; extensions?: Record<string, unknown> }[];
}

const DAY = 86_400_000;
const daysFromNow = (days: number) => new Date(Date.now() + days * DAY).toISOString();

const packageRow = (overrides: Partial<Row> = {}): Row => ({
  id: 4,
  created_at: daysFromNow(-30),
  expires_at: daysFromNow(335),
  details: {
    primaryPhone: '3125550100',
    address: '1 Lake Shore Drive',
    city: 'Chicago',
    state: 'IL',
    zipcode: '60611',
  },
  user: {
    first_name: 'Emma',
    last_name: 'Thompson',
    email: 'emma@example.com',
    phone: '3125550100',
  },
  pet: { name: 'Biscuit', type: 1, breed: 'Golden Retriever' },
  visits: [],
  ...overrides,
});

const visitRow = (overrides: Partial<Visit> = {}): Visit => ({
  id: 31,
  visit_number: 1,
  visited_at: daysFromNow(-3),
  note: 'Vaccines given.',
  ...overrides,
});

const staff = () => fakeToken({ id: 3, role: 'vendor', vendor_id: 2, subrole: 3 });

/** The data service behind the screen: the list (`rows()` each time) and the three mutations. */
function service(
  rows: () => Row[] | Body<never>,
  {
    record,
  }: {
    record?: (
      variables: RecordHouseCallVisitMutationVariables,
    ) => Body<RecordHouseCallVisitMutation>;
  } = {},
) {
  const lists: StaffHouseCallsQueryVariables[] = [];
  const recorded: RecordHouseCallVisitMutationVariables[] = [];
  const updated: UpdateHouseCallVisitMutationVariables[] = [];
  const deleted: DeleteHouseCallVisitMutationVariables[] = [];
  server.use(
    graphql.query<WithTypename<StaffHouseCallsQuery>, StaffHouseCallsQueryVariables>(
      'StaffHouseCalls',
      ({ variables }) => {
        lists.push(variables);
        const answer = rows();
        if (!Array.isArray(answer)) return HttpResponse.json(answer);
        return HttpResponse.json({
          data: {
            service_requests: answer.map((row) => ({
              ...row,
              __typename: 'service_requests',
              visits: row.visits.map((v) => ({ ...v, __typename: 'house_call_visits' })),
            })),
          },
        });
      },
    ),
    graphql.mutation<RecordHouseCallVisitMutation, RecordHouseCallVisitMutationVariables>(
      'RecordHouseCallVisit',
      ({ variables }) => {
        recorded.push(variables);
        return HttpResponse.json(
          record?.(variables) ?? {
            data: {
              insert_house_call_visits_one: {
                id: 40,
                visit_number: 1,
                visited_at: String(variables.visit.visited_at),
                note: variables.visit.note ?? null,
              },
            },
          },
        );
      },
    ),
    graphql.mutation<UpdateHouseCallVisitMutation, UpdateHouseCallVisitMutationVariables>(
      'UpdateHouseCallVisit',
      ({ variables }) => {
        updated.push(variables);
        return HttpResponse.json({
          data: {
            update_house_call_visits_by_pk: {
              id: variables.id,
              visit_number: 1,
              visited_at: String(variables.changes.visited_at),
              note: variables.changes.note ?? null,
            },
          },
        });
      },
    ),
    graphql.mutation<DeleteHouseCallVisitMutation, DeleteHouseCallVisitMutationVariables>(
      'DeleteHouseCallVisit',
      ({ variables }) => {
        deleted.push(variables);
        return HttpResponse.json({
          data: { delete_house_call_visits_by_pk: { id: variables.id } },
        });
      },
    ),
  );
  return { lists, recorded, updated, deleted };
}

const packageOf = async (name: string) => within(await screen.findByRole('article', { name }));

describe('the practice’s house calls', () => {
  it('lists the open packages 10 at a time with owner, contact, pet, address, dates and visits', async () => {
    const { lists } = service(() => [
      packageRow({ visits: [visitRow()] }),
      packageRow({ id: 3, created_at: daysFromNow(-400), expires_at: daysFromNow(-35) }),
    ]);
    renderWithApp(<HouseCallsPage />, { token: staff() });
    expect(await screen.findByRole('heading', { level: 1, name: 'House Calls' })).toBeVisible();
    const open = await packageOf('House call 4');
    expect(open.getByText('Active')).toBeVisible();
    expect(open.getByText('1 / 2 visits')).toBeVisible();
    expect(open.getByText('Emma Thompson')).toBeVisible();
    expect(open.getByRole('link', { name: 'emma@example.com' })).toBeVisible();
    expect(open.getByText('(312) 555-0100')).toBeVisible();
    expect(open.getByText('Biscuit (Dog, Golden Retriever)')).toBeVisible();
    expect(open.getByText('1 Lake Shore Drive, Chicago, IL 60611')).toBeVisible();
    expect(open.getByText('Vaccines given.')).toBeVisible();
    expect(open.getByText('Not recorded yet')).toBeVisible();

    const ended = await packageOf('House call 3');
    expect(ended.getByText('Expired')).toBeVisible();
    expect(ended.getByText('0 / 2 visits')).toBeVisible();

    const [first] = lists;
    expect(first).toMatchObject({ limit: 10, offset: 0 });
    // Open packages: no end, or an end after now.
    expect(first?.where.type).toEqual({ _eq: 'house_call' });
    expect(first?.where._or?.[0]).toEqual({ expires_at: { _is_null: true } });
    expect(first?.where._or?.[1]).toHaveProperty('expires_at._gt');
  });

  it('says when there are none, shows all packages on request, and says when the list fails', async () => {
    const { lists } = service(() => []);
    const { user, unmount } = renderWithApp(<HouseCallsPage />, { token: staff() });
    expect(await screen.findByText('No House Calls Found')).toBeVisible();
    await user.selectOptions(screen.getByLabelText('Status'), 'All');
    await waitFor(() => {
      expect(lists.at(-1)?.where).toEqual({ type: { _eq: 'house_call' } });
    });
    unmount();

    service(() => ({ errors: [{ message: 'boom', extensions: { code: 'unexpected' } }] }));
    renderWithApp(<HouseCallsPage />, { token: staff() });
    expect(
      await screen.findByText('Sorry something went wrong. Please try again later.'),
    ).toBeVisible();
  });

  it('records a visit, now by default, with an optional note of at most 1000 characters', async () => {
    let visits: Visit[] = [];
    const { recorded } = service(() => [packageRow({ visits })]);
    const { user } = renderWithApp(<HouseCallsPage />, { token: staff() });
    const item = await packageOf('House call 4');
    await user.click(item.getByRole('button', { name: 'Record visit of House call 4' }));
    const form = within(screen.getByRole('form', { name: 'Record visit of House call 4' }));
    const when = form.getByLabelText(/Date and time of the visit/);
    expect((when as HTMLInputElement).value).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/);
    expect(when).toHaveFocus();
    const note = form.getByLabelText('Note');
    expect(form.getByText('0 / 1000 characters')).toBeVisible();
    await user.type(note, 'Check-up, all well.');
    expect(form.getByText('19 / 1000 characters')).toBeVisible();
    await user.clear(when);
    await user.click(form.getByRole('button', { name: 'Save visit' }));
    expect(await form.findByText(HOUSE_CALL_VISIT_MESSAGES.visitedAtRequired)).toBeVisible();
    expect(recorded).toEqual([]);

    await user.type(when, '2026-11-02T10:30');
    await user.clear(note);
    await user.type(note, 'x'.repeat(1001));
    await user.click(form.getByRole('button', { name: 'Save visit' }));
    expect(await form.findByText('The note can be at most 1000 characters.')).toBeVisible();
    expect(recorded).toEqual([]);

    await user.clear(note);
    await user.type(note, 'Check-up, all well.');
    visits = [visitRow({ id: 40, note: 'Check-up, all well.' })];
    await user.click(form.getByRole('button', { name: 'Save visit' }));
    expect(await screen.findByText('Visit 1 of House call 4 was recorded.')).toBeVisible();
    expect(recorded).toEqual([
      {
        visit: {
          service_request_id: 4,
          visited_at: new Date('2026-11-02T10:30').toISOString(),
          note: 'Check-up, all well.',
        },
      },
    ]);
    expect(screen.queryByRole('form', { name: 'Record visit of House call 4' })).toBeNull();
  });

  it('tells the staff why the database refused a visit: a third one, or outside the package year', async () => {
    const refusals = [
      'Check constraint violation. new row for relation "house_call_visits" violates check constraint "house_call_visits_two_per_package"',
      'Check constraint violation. a house-call visit falls within the package year',
    ];
    let refusal = 0;
    service(() => [packageRow()], {
      record: () => ({
        errors: [{ message: refusals[refusal] ?? '', extensions: { code: 'permission-error' } }],
      }),
    });
    const { user } = renderWithApp(<HouseCallsPage />, { token: staff() });
    const item = await packageOf('House call 4');
    await user.click(item.getByRole('button', { name: 'Record visit of House call 4' }));
    const form = within(screen.getByRole('form', { name: 'Record visit of House call 4' }));
    await user.click(form.getByRole('button', { name: 'Save visit' }));
    expect(await form.findByRole('alert')).toHaveTextContent(
      'This package already has its two visits. Edit or delete a visit to change it.',
    );
    refusal = 1;
    await user.click(form.getByRole('button', { name: 'Save visit' }));
    await waitFor(() => {
      expect(form.getByRole('alert')).toHaveTextContent(
        'The visit must fall within the package year: on or after the order date and before it expires.',
      );
    });
  });

  it('changes a visit, and deletes one only after the question', async () => {
    const visits = [visitRow(), visitRow({ id: 32, visit_number: 2, note: null })];
    const { updated, deleted } = service(() => [packageRow({ visits })]);
    const { user } = renderWithApp(<HouseCallsPage />, { token: staff() });
    const item = await packageOf('House call 4');
    expect(item.getByText('2 / 2 visits')).toBeVisible();
    // Both visits are used: no third can be recorded.
    expect(item.queryByRole('button', { name: /^Record visit/ })).toBeNull();

    await user.click(item.getByRole('button', { name: 'Edit Visit 1 of House call 4' }));
    const form = within(screen.getByRole('form', { name: 'Edit Visit 1 of House call 4' }));
    expect(form.getByLabelText('Note')).toHaveValue('Vaccines given.');
    await user.clear(form.getByLabelText('Note'));
    await user.click(form.getByRole('button', { name: 'Save visit' }));
    expect(await screen.findByText('Visit 1 of House call 4 was saved.')).toBeVisible();
    expect(updated).toHaveLength(1);
    expect(updated[0]).toMatchObject({ id: 31, changes: { note: null } });

    await user.click(item.getByRole('button', { name: 'Delete Visit 2 of House call 4' }));
    const question = await screen.findByRole('alertdialog', {
      name: 'Delete visit 2 of House call 4?',
    });
    await user.click(within(question).getByRole('button', { name: 'Cancel' }));
    expect(deleted).toEqual([]);
    await user.click(item.getByRole('button', { name: 'Delete Visit 2 of House call 4' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }),
    );
    expect(await screen.findByText('Visit 2 of House call 4 was deleted.')).toBeVisible();
    expect(deleted).toEqual([{ id: 32 }]);
  });
});
