import { screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { CANCEL_BOOKING_MESSAGES } from '@petwell/domain';
import { describe, expect, it } from 'vitest';
import type {
  AppointmentBookingsQuery,
  AppointmentBookingsQueryVariables,
  AppointmentListingsQuery,
  AppointmentListingsQueryVariables,
  CancelBookingMutation,
  CancelBookingMutationVariables,
  ConsultationLinkQuery,
  ConsultationLinkQueryVariables,
} from '../../generated/graphql';
import { fakeToken, renderWithApp } from '../../test/render';
import { server } from '../../test/server';
import type { WithTypename } from '../../test/typename';
import { AppointmentsList } from './appointments-list';
import { bookingRow, bookingRows } from './test-bookings';

type Row = ReturnType<typeof bookingRow>;

/** Answers AppointmentBookings with `pages[offset / 10]` and records every request's variables. */
function bookingsServer(pages: Row[][] | ((v: AppointmentBookingsQueryVariables) => Row[])) {
  const asked: AppointmentBookingsQueryVariables[] = [];
  server.use(
    graphql.query<WithTypename<AppointmentBookingsQuery>, AppointmentBookingsQueryVariables>(
      'AppointmentBookings',
      ({ variables }) => {
        asked.push(variables);
        const rows =
          typeof pages === 'function' ? pages(variables) : (pages[variables.offset / 10] ?? []);
        // urql asks for __typename: its document cache refetches on a bookings mutation.
        const bookings = rows.map((row) => ({ __typename: 'bookings', ...row }));
        return HttpResponse.json({ data: { bookings } });
      },
    ),
  );
  return asked;
}

const owner = () => fakeToken({ role: 'user', id: 7 });
const staff = () => fakeToken({ role: 'vendor', id: 21, vendor_id: 2, subrole: 3 });

describe("an owner's appointments list", () => {
  it('asks for upcoming bookings by appointment date, 10 at a time, and shows each one', async () => {
    const asked = bookingsServer([[bookingRow({ id: 41 })]]);
    renderWithApp(<AppointmentsList mode="owner" />, { token: owner() });
    const row = (await screen.findByRole('heading', { name: 'PQC-41' })).closest('li');
    if (!row) throw new Error('no row');
    const facts = within(row);
    expect(facts.getByText('Happy Paws Clinic')).toBeVisible();
    expect(facts.getByText('Dr. Jane Doe, DVM')).toBeVisible();
    expect(facts.getByText('Video consultation')).toBeVisible();
    expect(facts.getByText('Rex')).toBeVisible();
    expect(facts.getByText('Active')).toBeVisible();
    expect(facts.queryByText('Customer')).toBeNull();
    expect(screen.queryByLabelText('Listing')).toBeNull();
    expect(asked[0]).toMatchObject({
      where: { slot: { _gt: expect.any(String) as string }, status: { _neq: 3 } },
      orderBy: [{ slot: 'asc' }, { id: 'asc' }],
      limit: 10,
      offset: 0,
    });
    const at = Date.parse((asked[0]?.where.slot as { _gt: string })._gt);
    expect(Math.abs(at - Date.now())).toBeLessThan(60_000);
  });

  it('builds the where of each status filter and the order of each sort', async () => {
    const asked = bookingsServer(() => []);
    const { user } = renderWithApp(<AppointmentsList mode="owner" />, { token: owner() });
    expect(await screen.findByText('No Appointments Found')).toBeVisible();
    await user.selectOptions(screen.getByLabelText('Status'), 'Canceled');
    await waitFor(() => {
      expect(asked.at(-1)?.where).toEqual({ status: { _eq: 3 } });
    });
    await user.selectOptions(screen.getByLabelText('Status'), 'Re-Scheduled');
    await waitFor(() => {
      expect(asked.at(-1)?.where).toEqual({ status: { _eq: 2 } });
    });
    await user.selectOptions(screen.getByLabelText('Status'), 'Complete');
    await waitFor(() => {
      expect(asked.at(-1)?.where).toMatchObject({
        slot: { _lte: expect.any(String) as string },
        status: { _neq: 3 },
      });
    });
    await user.selectOptions(screen.getByLabelText('Sort by'), 'Booking Date');
    await waitFor(() => {
      expect(asked.at(-1)?.orderBy).toEqual([{ created_at: 'desc' }, { id: 'desc' }]);
    });
    expect(asked.at(-1)?.where).toMatchObject({ status: { _neq: 3 } });
  });

  it('loads pages on demand and stops at a page shorter than 10', async () => {
    const asked = bookingsServer([bookingRows(1, 10), bookingRows(11, 10), bookingRows(21, 3)]);
    const { user } = renderWithApp(<AppointmentsList mode="owner" />, { token: owner() });
    expect(await screen.findByRole('heading', { name: 'PQC-10' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('heading', { name: 'PQC-20' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('heading', { name: 'PQC-23' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(23);
    expect(asked.map((v) => v.offset)).toEqual([0, 10, 20]);
  });

  it('stops offering more when the next page is empty', async () => {
    bookingsServer([bookingRows(1, 10), []]);
    const { user } = renderWithApp(<AppointmentsList mode="owner" />, { token: owner() });
    await user.click(await screen.findByRole('button', { name: 'Load more' }));
    await waitFor(() => {
      expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    });
    expect(screen.queryByText('No Appointments Found')).toBeNull();
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(10);
  });

  it('shows the badge of each status', async () => {
    bookingsServer([
      [
        bookingRow({ id: 1, status: 3 }),
        bookingRow({ id: 2, status: 2 }),
        bookingRow({ id: 3 }),
        bookingRow({ id: 4, status: 0 }, -2),
      ],
    ]);
    renderWithApp(<AppointmentsList mode="owner" />, { token: owner() });
    const badgeOf = async (code: string) => {
      const row = (await screen.findByRole('heading', { name: code })).closest('li');
      return row?.querySelector('.appointment-badge')?.textContent;
    };
    expect(await badgeOf('PQC-1')).toBe('Canceled');
    expect(await badgeOf('PQC-2')).toBe('Re-Scheduled');
    expect(await badgeOf('PQC-3')).toBe('Active');
    expect(await badgeOf('PQC-4')).toBe('Completed');
  });

  it('offers Cancel only for bookings that are ahead and not canceled', async () => {
    bookingsServer([
      [bookingRow({ id: 1, status: 3 }), bookingRow({ id: 2 }), bookingRow({ id: 3 }, -2)],
    ]);
    renderWithApp(<AppointmentsList mode="owner" />, { token: owner() });
    expect(await screen.findByRole('button', { name: 'Cancel PQC-2' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Cancel PQC-1' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Cancel PQC-3' })).toBeNull();
  });

  it('asks before cancelling, and cancels only on Yes', async () => {
    let status = 0;
    bookingsServer(() => [bookingRow({ id: 5, status })]);
    const cancels: CancelBookingMutationVariables[] = [];
    server.use(
      graphql.mutation<WithTypename<CancelBookingMutation>, CancelBookingMutationVariables>(
        'CancelBooking',
        ({ variables }) => {
          cancels.push(variables);
          status = 3;
          return HttpResponse.json({
            data: {
              cancel_booking: {
                __typename: 'CancelBookingOutput',
                id: variables.id,
                status,
                canceled_by: 'owner',
                payment_status: 'refunded',
              },
            },
          });
        },
      ),
    );
    const { user } = renderWithApp(<AppointmentsList mode="owner" />, { token: owner() });
    await user.click(await screen.findByRole('button', { name: 'Cancel PQC-5' }));
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Are you sure you want to cancel this appointment?',
    });
    await user.click(within(dialog).getByRole('button', { name: 'No' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(cancels).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Cancel PQC-5' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Yes' }),
    );
    await waitFor(() => {
      expect(cancels).toEqual([{ id: 5 }]);
    });
    // The list is asked again and the booking now shows as canceled, without Cancel.
    await waitFor(() => {
      expect(screen.queryByRole('button', { name: 'Cancel PQC-5' })).toBeNull();
    });
    const row = screen.getByRole('heading', { name: 'PQC-5' }).closest('li');
    expect(row?.querySelector('.appointment-badge')?.textContent).toBe('Canceled');
    expect(screen.getByText('Appointment PQC-5 is canceled.')).toBeInTheDocument();
  });

  it('says so when a cancel fails', async () => {
    bookingsServer([[bookingRow({ id: 5 })]]);
    server.use(
      graphql.mutation<CancelBookingMutation, CancelBookingMutationVariables>('CancelBooking', () =>
        HttpResponse.json({ errors: [{ message: 'boom', extensions: { code: 'unexpected' } }] }),
      ),
    );
    const { user } = renderWithApp(<AppointmentsList mode="owner" />, { token: owner() });
    await user.click(await screen.findByRole('button', { name: 'Cancel PQC-5' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Yes' }),
    );
    expect(
      await screen.findByText('Sorry something went wrong. Please try again later.'),
    ).toBeVisible();
  });

  it("shows the server's reason when it refuses a cancel", async () => {
    bookingsServer([[bookingRow({ id: 5 })]]);
    server.use(
      graphql.mutation<CancelBookingMutation, CancelBookingMutationVariables>('CancelBooking', () =>
        HttpResponse.json({
          errors: [
            {
              message: CANCEL_BOOKING_MESSAGES.alreadyCanceled,
              extensions: { code: 'conflict' },
            },
          ],
        }),
      ),
    );
    const { user } = renderWithApp(<AppointmentsList mode="owner" />, { token: owner() });
    await user.click(await screen.findByRole('button', { name: 'Cancel PQC-5' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Yes' }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      CANCEL_BOOKING_MESSAGES.alreadyCanceled,
    );
  });

  it('shows the full clinic address, the refunded payment and who canceled', async () => {
    const row = bookingRow({ id: 9, status: 3, canceled_by: 'practice' });
    bookingsServer([
      [
        {
          ...row,
          payment: { id: 90, status: 'refunded' },
          details: {
            ...(row.details as Record<string, unknown>),
            details: {
              title: 'Happy Paws Clinic',
              line1: 'Dr. Jane Doe, DVM',
              address: '1 Main Street',
              city: 'Brooklyn',
              state: 'NY',
              zipcode: '11201',
              duration: 30,
            },
          },
        },
      ],
    ]);
    const { user } = renderWithApp(<AppointmentsList mode="owner" />, { token: owner() });
    await user.selectOptions(await screen.findByLabelText('Status'), 'Canceled');
    await user.click(await screen.findByRole('button', { name: 'Show details of PQC-9' }));
    const details = within(
      screen.getByRole('heading', { name: 'PQC-9' }).closest('li') as HTMLElement,
    );
    expect(details.getByText('1 Main Street, Brooklyn, NY 11201')).toBeVisible();
    expect(details.getByText('Refunded')).toBeVisible();
    expect(details.getByText('The practice')).toBeVisible();
  });

  it('shows the details on demand', async () => {
    bookingsServer([[bookingRow({ id: 8, price: 55 })]]);
    const { user } = renderWithApp(<AppointmentsList mode="owner" />, { token: owner() });
    const toggle = await screen.findByRole('button', { name: 'Show details of PQC-8' });
    expect(screen.getByText('Limping on the back left leg')).not.toBeVisible();
    await user.click(toggle);
    expect(screen.getByRole('button', { name: 'Hide details of PQC-8' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(screen.getByText('Limping on the back left leg')).toBeVisible();
    expect(screen.getByText('1 Main Street, Brooklyn')).toBeVisible();
    expect(screen.getByText('30 minutes')).toBeVisible();
    expect(screen.getByText('$55.00')).toBeVisible();
  });

  it('shows loading, then the empty message', async () => {
    bookingsServer(() => []);
    renderWithApp(<AppointmentsList mode="owner" />, { token: owner() });
    expect(screen.getByText('loading...')).toBeVisible();
    expect(await screen.findByText('No Appointments Found')).toBeVisible();
  });

  it('shows the error message when the list cannot be loaded', async () => {
    server.use(
      graphql.query<AppointmentBookingsQuery, AppointmentBookingsQueryVariables>(
        'AppointmentBookings',
        () => HttpResponse.error(),
      ),
    );
    renderWithApp(<AppointmentsList mode="owner" />, { token: owner() });
    expect(
      await screen.findByText('Sorry something went wrong. Please try again later.'),
    ).toBeVisible();
  });

  it('opens the consultation page of a remote booking with its signed link', async () => {
    bookingsServer([[bookingRow({ id: 9 }), bookingRow({ id: 10, type: 'clinic_visit' })]]);
    const linkAsked: unknown[] = [];
    server.use(
      graphql.query<ConsultationLinkQuery, ConsultationLinkQueryVariables>(
        'ConsultationLink',
        ({ variables }) => {
          linkAsked.push(variables);
          return HttpResponse.json({
            data: {
              consultation_link: {
                z: '7U9.abcdefghijklmnop',
                url: 'http://localhost:3000/appointments?z=7U9.abcdefghijklmnop',
              },
            },
          });
        },
      ),
    );
    const { user, router } = renderWithApp(<AppointmentsList mode="owner" />, {
      token: owner(),
      path: '/app/my-appointments',
    });
    await screen.findByRole('heading', { name: 'PQC-10' });
    expect(screen.queryByRole('button', { name: 'Join PQC-10' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Join PQC-9' }));
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/appointments');
    });
    expect(router.state.location.search).toBe('?z=7U9.abcdefghijklmnop');
    expect(linkAsked).toEqual([{ bookingId: 9 }]);
  });

  it('offers to open a finished remote consultation', async () => {
    bookingsServer([[bookingRow({ id: 12, type: 'chat' }, -2)]]);
    renderWithApp(<AppointmentsList mode="owner" />, { token: owner() });
    expect(await screen.findByRole('button', { name: 'Open consultation PQC-12' })).toBeVisible();
  });
});

describe("a practice's appointments list", () => {
  it('shows the customer and filters by the listings the staff member may see', async () => {
    const asked = bookingsServer(() => [bookingRow({ id: 30 })]);
    server.use(
      graphql.query<AppointmentListingsQuery, AppointmentListingsQueryVariables>(
        'AppointmentListings',
        () =>
          HttpResponse.json({
            data: {
              vendor_listings: [
                { id: 4, title: 'Downtown Clinic' },
                { id: 6, title: 'Uptown Clinic' },
              ],
            },
          }),
      ),
    );
    const { user } = renderWithApp(<AppointmentsList mode="staff" />, { token: staff() });
    const row = (await screen.findByRole('heading', { name: 'PQC-30' })).closest('li');
    expect(within(row as HTMLElement).getByText('Olivia Owner')).toBeVisible();
    const listing = screen.getByLabelText('Listing');
    await screen.findByRole('option', { name: 'Uptown Clinic' });
    expect(
      within(listing)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All listings', 'Downtown Clinic', 'Uptown Clinic']);
    expect(asked[0]?.where).not.toHaveProperty('vendor_listing_id');
    await user.selectOptions(listing, 'Uptown Clinic');
    await waitFor(() => {
      expect(asked.at(-1)?.where).toMatchObject({
        vendor_listing_id: { _eq: 6 },
        status: { _neq: 3 },
      });
    });
    await user.selectOptions(listing, 'All listings');
    await waitFor(() => {
      expect(asked.at(-1)?.where).not.toHaveProperty('vendor_listing_id');
    });
  });
});
