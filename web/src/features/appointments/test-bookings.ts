import type { AppointmentBookingsQuery } from '../../generated/graphql';

type Row = AppointmentBookingsQuery['bookings'][number];

const DAY = 24 * 60 * 60_000;

/** A booking row as the data service answers it, with the payment action's details snapshot. */
export function bookingRow(overrides: Partial<Row> & { id: number }, inDays = 2): Row {
  const slot = new Date(Date.now() + inDays * DAY).toISOString();
  return {
    slot,
    status: 0,
    created_at: new Date(Date.now() - DAY).toISOString(),
    type: 'video',
    duration: 30,
    price: 40,
    payment_waived: false,
    canceled_by: null,
    payment: { id: overrides.id * 10, status: 'captured' },
    details: {
      type: 'video',
      user: { first_name: 'Olivia', last_name: 'Owner', phone: '5550001111', id: 7 },
      details: {
        title: 'Happy Paws Clinic',
        line1: 'Dr. Jane Doe, DVM',
        address: '1 Main Street, Brooklyn',
        duration: 30,
      },
      info: { summary: 'Limping on the back left leg' },
      pet: { id: 3, name: 'Rex', type: 1, breed: null },
      listingTZ: 'America/New_York',
      slot,
    },
    ...overrides,
  };
}

/** n rows with ids from `first`. */
export const bookingRows = (first: number, n: number): Row[] =>
  Array.from({ length: n }, (_, i) => bookingRow({ id: first + i }));
