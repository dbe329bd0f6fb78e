import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createBooking,
  createListing,
  createOwner,
  createPet,
  createPractice,
  type Listing,
  type Owner,
} from '../../../test-support/factories';
import { startTestStack, type TestStack } from '../../test/harness';

const QUERY = `query Booked($id: Int!) {
  fetch_booked_slots(id: $id) { bookings { details { slot duration } } }
}`;

/** The functions' clock: Monday 15 June 2026, 12:00 UTC. */
const NOW = new Date('2026-06-15T12:00:00Z');

let stack: TestStack;
let owner: Owner;
let listing: Listing;
let other: Listing;

async function book(
  on: Listing,
  slot: string,
  extra: { duration?: number; status?: number; petId?: number } = {},
): Promise<number> {
  const booking = await createBooking(stack.stack.db, owner, on, {
    // Booked without a consultation row: the slots come from the bookings alone.
    consultation_id: null,
    slot,
    duration: extra.duration ?? 30,
    status: extra.status ?? 0,
    pet_id: extra.petId ?? null,
    price: 40,
    details: {
      user: { first_name: 'Olivia', phone: owner.phone },
      info: { summary: 'Limping' },
    },
  });
  return booking.id;
}

beforeAll(async () => {
  stack = await startTestStack({ now: () => NOW });
  const practice = await createPractice(stack.stack.db);
  owner = await createOwner(stack.stack.db);
  const petId = await createPet(stack.stack.db, owner.id);
  listing = await createListing(stack.stack.db, practice);
  other = await createListing(stack.stack.db, practice);
  await book(listing, '2026-06-10T14:00:00Z'); // past
  await book(listing, '2026-06-15T11:45:00Z', { duration: 30 }); // under way: ends 12:15
  await book(listing, '2026-06-17T15:00:00Z', { duration: 45, petId }); // rescheduled, still held
  await book(listing, '2026-06-16T13:00:00Z', { duration: 20, status: 3 }); // canceled
  await book(listing, '2026-06-16T13:00:00Z', { duration: 60 });
  await book(other, '2026-06-16T13:00:00Z');
  await stack.stack.db.query(
    `update public.bookings set status = 2 where vendor_listing_id = $1 and slot = $2`,
    [listing.id, '2026-06-17T15:00:00Z'],
  );
});
afterAll(async () => {
  await stack.close();
});

const EXPECTED = [
  { details: { slot: '2026-06-15T11:45:00.000Z', duration: 30 } },
  { details: { slot: '2026-06-16T13:00:00.000Z', duration: 60 } },
  { details: { slot: '2026-06-17T15:00:00.000Z', duration: 45 } },
];

describe('fetch_booked_slots through GraphQL', () => {
  it("gives anyone the listing's bookings that have not ended, canceled ones left out, by start", async () => {
    const answer = await stack.gql(QUERY, { id: listing.id });
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.['fetch_booked_slots']).toEqual({ bookings: EXPECTED });
  });

  it('answers the user, vendor and root admin roles the same', async () => {
    for (const role of ['user', 'vendor', 'root_admin']) {
      const answer = await stack.gql(
        QUERY,
        { id: listing.id },
        { admin: true, headers: { 'x-hasura-role': role, 'x-hasura-user-id': '1' } },
      );
      expect(answer.errors).toBeUndefined();
      expect(answer.data?.['fetch_booked_slots']).toEqual({ bookings: EXPECTED });
    }
  });

  it('says so for a listing that does not exist', async () => {
    const answer = await stack.gql(QUERY, { id: 999_999 });
    expect(answer.errors?.[0]).toMatchObject({
      message: 'No listing found!',
      extensions: { code: 'not-found' },
    });
  });

  it('gives an empty list for a listing without bookings ahead', async () => {
    const practice = await createPractice(stack.stack.db);
    const empty = await createListing(stack.stack.db, practice);
    const answer = await stack.gql(QUERY, { id: empty.id });
    expect(answer.data?.['fetch_booked_slots']).toEqual({ bookings: [] });
  });
});

describe('POST /api/gql/fetch_booked_slots', () => {
  it("answers the spec's shape, data.bookings with details.slot, and nothing personal", async () => {
    const answer = await stack.rest('/api/gql/fetch_booked_slots', { id: listing.id });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ data: { bookings: EXPECTED } });
    const text = JSON.stringify(answer.body);
    for (const secret of [owner.email, owner.phone, 'Olivia', 'Limping', 'user_id', 'pet'])
      expect(text).not.toContain(secret);
  });

  it('takes the id as a numeric string too', async () => {
    const answer = await stack.rest('/api/gql/fetch_booked_slots', { id: String(other.id) });
    expect(answer.body).toEqual({
      data: { bookings: [{ details: { slot: '2026-06-16T13:00:00.000Z', duration: 30 } }] },
    });
  });

  it('refuses a body without a valid listing id', async () => {
    for (const body of [{}, { id: 'abc' }, { id: -3 }]) {
      const answer = await stack.rest('/api/gql/fetch_booked_slots', body);
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({
        code: 'validation-failed',
        message: 'id: Please choose a listing.',
      });
    }
  });
});
