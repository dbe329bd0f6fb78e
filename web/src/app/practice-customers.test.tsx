import { MESSAGES, PHR_MESSAGES } from '@petwell/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { HealthRecordsQuery, HealthRecordsQueryVariables } from '../generated/graphql';
import type {
  CustomerPetsQuery,
  InsertCustomerRecordMutation,
  InsertCustomerRecordMutationVariables,
  CustomerPetsQueryVariables,
  PlatformCustomersQuery,
  PlatformCustomersQueryVariables,
  PracticeCustomersQuery,
  PracticeCustomersQueryVariables,
} from '../generated/practice';
import { fakeToken, renderWithApp } from '../test/render';
import { server } from '../test/server';
import { CustomersRoute } from './routes/customers-route';

const PLATFORM_ADMIN = fakeToken({
  id: 1,
  role: 'vendor',
  subrole: 1,
  vendor_id: 1,
  main_vendor: true,
});
const MARIA = fakeToken({ id: 12, role: 'vendor', subrole: 1, vendor_id: 2 });

type PlatformRow = PlatformCustomersQuery['users'][number];

const owner = (id: number): PlatformRow => ({
  id,
  created_at: '2026-10-01T12:00:00Z',
  first_name: `First${String(id)}`,
  last_name: `Last${String(id)}`,
  signup_plan: null,
  source: {},
  phone: null,
  email: `owner${String(id)}@example.com`,
  promocode: null,
});

const EMMA: PlatformRow = {
  id: 30,
  created_at: '2026-11-02T09:00:00Z',
  first_name: 'Emma',
  last_name: 'Thompson',
  signup_plan: { id: 2, name: 'Gold' },
  source: { medium: 'Web', browser: 'Firefox', os: 'Linux' },
  phone: '5550101000',
  email: 'emma.thompson@example.com',
  promocode: { id: 9, code: 'WELCOME10' },
};

/** The platform's owners behind the query: each page by offset and limit, and the total. */
function platformOwners(rows: PlatformRow[] | 'error') {
  const asked: PlatformCustomersQueryVariables[] = [];
  server.use(
    graphql.query<PlatformCustomersQuery, PlatformCustomersQueryVariables>(
      'PlatformCustomers',
      ({ variables }) => {
        asked.push(variables);
        if (rows === 'error')
          return HttpResponse.json({
            errors: [{ message: 'boom', extensions: { code: 'unexpected' } }],
          });
        return HttpResponse.json({
          data: {
            users: rows.slice(variables.offset, variables.offset + variables.limit),
            users_aggregate: { aggregate: { count: rows.length } },
          },
        });
      },
    ),
  );
  return asked;
}

function customerCard(answer: CustomerPetsQuery) {
  const asked: CustomerPetsQueryVariables[] = [];
  server.use(
    graphql.query<CustomerPetsQuery, CustomerPetsQueryVariables>(
      'CustomerPets',
      ({ variables }) => {
        asked.push(variables);
        return HttpResponse.json({ data: answer });
      },
    ),
  );
  return asked;
}

function petRecords() {
  const asked: HealthRecordsQueryVariables[] = [];
  server.use(
    graphql.query<HealthRecordsQuery, HealthRecordsQueryVariables>(
      'HealthRecords',
      ({ variables }) => {
        asked.push(variables);
        return HttpResponse.json({
          data: {
            phr: [
              {
                id: 70,
                category: 'hh_cond',
                details: { name: 'Ear infection', type: 'Clinic', visit_date: '2026-10-20' },
                created_at: '2026-10-20T10:00:00Z',
              },
            ],
          },
        });
      },
    ),
  );
  return asked;
}

const render = (token: string, path = '/app/users') =>
  renderWithApp(<CustomersRoute />, { path, token });

describe('the Users screen of the main vendor', () => {
  it('shows the spec’s users list row, ten a page, newest id first, and the real total', async () => {
    const rows = [EMMA, ...Array.from({ length: 22 }, (_, i) => owner(29 - i))];
    const asked = platformOwners(rows);
    const { user } = render(PLATFORM_ADMIN);
    expect(screen.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
    expect(await screen.findByText('23 users')).toBeVisible();
    const table = screen.getByRole('table');
    // "Users list row: id, created_at, first_name, last_name, signup_plan, source, phone, email,
    // promocode.code."
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual([
      'Actions',
      'Id',
      'Created',
      'First name',
      'Last name',
      'Signup plan',
      'Source',
      'Phone',
      'E-mail',
      'Promo code',
    ]);
    const first = within(table).getAllByRole('row')[1];
    if (!first) throw new Error('no row');
    for (const text of [
      '30',
      'Emma',
      'Thompson',
      'Gold',
      'Web · Firefox · Linux',
      '5550101000',
      'emma.thompson@example.com',
      'WELCOME10',
    ])
      expect(within(first).getByText(text)).toBeVisible();
    expect(within(table).getAllByRole('row')).toHaveLength(11);
    expect(screen.getByText('Page 1 of 3')).toBeVisible();
    expect(asked[0]).toMatchObject({ limit: 10, offset: 0, where: {} });

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Page 2 of 3')).toBeVisible();
    expect(asked.at(-1)).toMatchObject({ limit: 10, offset: 10 });
    expect(await screen.findByText('owner20@example.com')).toBeVisible();
  });

  it('filters on the server: the e-mail becomes the where, and the list starts again at page 1', async () => {
    const asked = platformOwners([EMMA]);
    const { user } = render(PLATFORM_ADMIN, '/app/users?page=2');
    await screen.findByText('1 user');
    await user.type(screen.getByLabelText('E-mail'), 'emma.thompson');
    await user.type(screen.getByLabelText('Name'), 'Emma');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => {
      expect(asked.at(-1)).toEqual({
        limit: 10,
        offset: 0,
        where: {
          _and: [
            {
              _or: [{ first_name: { _ilike: '%Emma%' } }, { last_name: { _ilike: '%Emma%' } }],
            },
            { email: { _ilike: '%emma.thompson%' } },
          ],
        },
      });
    });
  });

  it('refuses a date range that ends before it starts, and asks nothing', async () => {
    const asked = platformOwners([EMMA]);
    const { user } = render(PLATFORM_ADMIN);
    await screen.findByText('1 user');
    await user.type(screen.getByLabelText('Created from'), '2026-11-10');
    await user.type(screen.getByLabelText('Created to'), '2026-11-01');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The “Created to” date must not be before the “Created from” date.',
    );
    expect(asked).toHaveLength(1);
  });

  it("says 'No Records Found' when nothing matches, and the lists' message when loading fails", async () => {
    platformOwners([]);
    const { unmount } = render(PLATFORM_ADMIN);
    expect(await screen.findByText(PHR_MESSAGES.noRecords)).toBeVisible();
    expect(screen.queryByRole('table')).toBeNull();
    unmount();
    platformOwners('error');
    render(PLATFORM_ADMIN);
    expect(await screen.findByText(MESSAGES.loadFailed)).toBeVisible();
  });

  it('View leads to the pet selector and the chosen pet’s records, read-only, and goes back', async () => {
    platformOwners([EMMA]);
    const card = customerCard({
      users_by_pk: { id: 30, first_name: 'Emma', last_name: 'Thompson', email: EMMA.email },
      pets: [
        { id: 5, name: 'Biscuit', type: 1, breed: 'Beagle' },
        { id: 6, name: 'Mochi', type: 2, breed: null },
      ],
      bookings: [{ id: 40, record_sharing: 'shared' }],
    });
    const records = petRecords();
    const { user, router } = render(PLATFORM_ADMIN, '/app/users?email=emma');
    await user.click(await screen.findByRole('link', { name: 'View Emma Thompson' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Emma Thompson' })).toBeVisible();
    // The platform reads every practice's bookings: the card asks about its own only.
    expect(card[0]).toMatchObject({ userId: 30, vendorId: 1 });
    await user.click(screen.getByRole('button', { name: /Mochi/ }));
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Mochi’s health records' }),
    ).toBeVisible();
    expect(await screen.findByRole('article', { name: 'Ear infection' })).toBeVisible();
    expect(records.at(-1)).toEqual({
      where: { pet_id: { _eq: 6 }, user_id: { _eq: 30 } },
    });
    // The owner's records are read-only to the practice.
    expect(screen.queryByRole('button', { name: /^Edit/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Delete/ })).toBeNull();

    await user.click(screen.getByRole('link', { name: 'Back to Users' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
    expect(router.state.location.search).toBe('?email=emma');
    expect(screen.getByLabelText('E-mail')).toHaveValue('emma');
  });
  it('adds a record to the pet as the practice, naming the owner and the pet', async () => {
    platformOwners([EMMA]);
    customerCard({
      users_by_pk: { id: 30, first_name: 'Emma', last_name: 'Thompson', email: EMMA.email },
      pets: [{ id: 6, name: 'Mochi', type: 2, breed: null }],
      bookings: [{ id: 40, record_sharing: 'shared' }],
    });
    const records = petRecords();
    const added: InsertCustomerRecordMutationVariables[] = [];
    server.use(
      graphql.mutation<InsertCustomerRecordMutation, InsertCustomerRecordMutationVariables>(
        'InsertCustomerRecord',
        ({ variables }) => {
          added.push(variables);
          return HttpResponse.json({ data: { insert_phr_one: { id: 71 } } });
        },
      ),
    );
    const { user } = render(PLATFORM_ADMIN, '/app/users?uid=30');
    // A single shared pet is chosen already.
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Mochi’s health records' }),
    ).toBeVisible();
    await user.click(await screen.findByRole('button', { name: /^Food plan/ }));
    await user.click(screen.getByRole('button', { name: 'Add record' }));
    await user.type(screen.getByLabelText(/^Name( \*)?$/), 'Renal diet');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => {
      expect(added).toEqual([
        { userId: 30, petId: 6, category: 'hh_foodplan', details: { name: 'Renal diet' } },
      ]);
    });
    // Saving closes the form and the list is asked for again.
    expect(await screen.findByRole('button', { name: 'Add record' })).toBeVisible();
    await waitFor(() => {
      expect(records.length).toBeGreaterThan(1);
    });
  });
});

describe("a practice's Customers", () => {
  it("lists the practice's customers by name and contact, without the platform's plan columns", async () => {
    const asked: PracticeCustomersQueryVariables[] = [];
    server.use(
      graphql.query<PracticeCustomersQuery, PracticeCustomersQueryVariables>(
        'PracticeCustomers',
        ({ variables }) => {
          asked.push(variables);
          return HttpResponse.json({
            data: {
              users: [
                {
                  id: 30,
                  created_at: EMMA.created_at,
                  first_name: 'Emma',
                  last_name: 'Thompson',
                  phone: '5550101000',
                  email: EMMA.email,
                },
              ],
              users_aggregate: { aggregate: { count: 1 } },
            },
          });
        },
      ),
    );
    platformOwners([EMMA]);
    render(MARIA);
    expect(screen.getByRole('heading', { level: 1, name: 'Customers' })).toBeVisible();
    expect(await screen.findByText('1 customer')).toBeVisible();
    expect(screen.queryByRole('columnheader', { name: 'Signup plan' })).toBeNull();
    expect(screen.queryByRole('columnheader', { name: 'Promo code' })).toBeNull();
    expect(screen.getByText('emma.thompson@example.com')).toBeVisible();
    expect(asked).toHaveLength(1);
  });

  it('says so, and how to ask, when the customer has not shared a pet', async () => {
    const card = customerCard({
      users_by_pk: { id: 31, first_name: 'Liam', last_name: 'Carter', email: 'l@example.org' },
      pets: [],
      bookings: [{ id: 41, record_sharing: 'requested' }],
    });
    render(MARIA, '/app/users?uid=31');
    expect(
      await screen.findByText(
        'Your practice asked Liam Carter to share a pet’s health records when it booked for them; they have not answered yet.',
      ),
    ).toBeVisible();
    expect(
      screen.getByRole('link', { name: 'Book for this customer to ask them' }),
    ).toHaveAttribute('href', '/app/appointments');
    expect(screen.getByRole('link', { name: 'Back to Customers' })).toBeVisible();
    expect(card[0]).toMatchObject({ userId: 31, vendorId: 2 });
  });

  it('says an owner who is not a customer is not one, rather than failing', async () => {
    customerCard({ users_by_pk: null, pets: [], bookings: [] });
    render(MARIA, '/app/users?uid=99');
    expect(
      await screen.findByText('This owner is not among your customers, or no longer is.'),
    ).toBeVisible();
  });
});
