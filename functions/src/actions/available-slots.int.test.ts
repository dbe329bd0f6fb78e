import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  createBooking,
  createListing,
  createOwner,
  createPractice,
  type Listing,
  type Owner,
  type Practice,
} from '../../../test-support/factories';
import { startTestStack, type TestStack } from '../../test/harness';

const QUERY = `query Slots($listing: Int!, $type: String!, $date: date!, $zone: String!) {
  available_slots(listing_id: $listing, type: $type, date: $date, time_zone: $zone) { slots }
}`;

/** Monday 15 June 2026, 07:00 in New York. The functions read this clock; tests move it. */
const START = new Date('2026-06-15T11:00:00Z');
let clock = START;

let stack: TestStack;
let practice: Practice;
let owner: Owner;
/** New York, Monday to Friday 09:00-12:00: video (30 min), clinic visit (30 min), chat disabled. */
let listing: Listing;

const MORNING = [
  '2026-06-15T13:00:00.000Z',
  '2026-06-15T13:30:00.000Z',
  '2026-06-15T14:00:00.000Z',
  '2026-06-15T14:30:00.000Z',
  '2026-06-15T15:00:00.000Z',
  '2026-06-15T15:30:00.000Z',
];

beforeAll(async () => {
  stack = await startTestStack({ now: () => clock });
  practice = await createPractice(stack.stack.db);
  owner = await createOwner(stack.stack.db);
  const weekdays = [{ days: [1, 2, 3, 4, 5], from: '09:00', to: '12:00' }];
  listing = await createListing(stack.stack.db, practice, {
    timezone: 'America/New_York',
    consultations: [
      { type: 'video', duration: 30, schedules: weekdays },
      { type: 'clinic_visit', duration: 30, schedules: weekdays },
      { type: 'chat', enabled: false, duration: null, schedules: weekdays },
    ],
  });
});
afterAll(async () => {
  await stack.close();
});
beforeEach(async () => {
  clock = START;
  await stack.stack.db.query('delete from public.bookings where vendor_listing_id = $1', [
    listing.id,
  ]);
});

async function slots(
  variables: Partial<{ listing: number; type: string; date: string; zone: string }> = {},
) {
  return stack.gql(QUERY, {
    listing: listing.id,
    type: 'video',
    date: '2026-06-15',
    zone: 'America/New_York',
    ...variables,
  });
}

async function slotList(variables: Parameters<typeof slots>[0] = {}): Promise<string[]> {
  const answer = await slots(variables);
  expect(answer.errors).toBeUndefined();
  return (answer.data?.['available_slots'] as { slots: string[] }).slots;
}

async function book(slot: string, duration = 30, status = 0): Promise<number> {
  return (await createBooking(stack.stack.db, owner, listing, { slot, duration, status })).id;
}

describe('available_slots through GraphQL', () => {
  it("gives anyone the day's slots, stepped by the consultation's duration and ending by the row end", async () => {
    expect(await slotList()).toEqual(MORNING);
  });

  it('answers the user, vendor and root admin roles too', async () => {
    for (const role of ['user', 'vendor', 'root_admin']) {
      const answer = await stack.gql(
        QUERY,
        { listing: listing.id, type: 'video', date: '2026-06-15', zone: 'America/New_York' },
        { admin: true, headers: { 'x-hasura-role': role, 'x-hasura-user-id': '1' } },
      );
      expect(answer.errors).toBeUndefined();
      expect((answer.data?.['available_slots'] as { slots: string[] }).slots).toEqual(MORNING);
    }
  });

  it('takes a booked slot out, and gives it back when the booking is canceled', async () => {
    const id = await book('2026-06-15T14:00:00Z');
    expect(await slotList()).toEqual(MORNING.filter((s) => s !== '2026-06-15T14:00:00.000Z'));
    await stack.stack.db.query('update public.bookings set status = 3 where id = $1', [id]);
    expect(await slotList()).toEqual(MORNING);
  });

  it('takes out every slot a longer booking overlaps', async () => {
    await book('2026-06-15T13:45:00Z', 60); // 09:45-10:45 in New York
    expect(await slotList()).toEqual([
      '2026-06-15T13:00:00.000Z',
      '2026-06-15T15:00:00.000Z',
      '2026-06-15T15:30:00.000Z',
    ]);
  });

  it('offers only slots later than 1 hour from now for video and 3 hours for a clinic visit', async () => {
    clock = new Date('2026-06-15T13:40:00Z'); // 09:40 in New York
    expect(await slotList()).toEqual(['2026-06-15T15:00:00.000Z', '2026-06-15T15:30:00.000Z']);
    clock = new Date('2026-06-15T12:00:00Z'); // 08:00
    expect(await slotList({ type: 'clinic_visit' })).toEqual([
      '2026-06-15T15:30:00.000Z', // 11:30, the only start more than 3 hours away
    ]);
  });

  it("filters to the chosen date in the viewer's time zone, across two listing days", async () => {
    // New York 09:00-11:30 is 18:30-21:00 in Kolkata the same day, and 22:00-00:30 in Tokyo.
    expect(await slotList({ zone: 'Asia/Kolkata' })).toEqual(MORNING);
    expect(await slotList({ zone: 'Asia/Tokyo' })).toEqual(MORNING.slice(0, 4));
    expect(await slotList({ zone: 'Asia/Tokyo', date: '2026-06-16' })).toEqual([
      ...MORNING.slice(4),
      '2026-06-16T13:00:00.000Z',
      '2026-06-16T13:30:00.000Z',
      '2026-06-16T14:00:00.000Z',
      '2026-06-16T14:30:00.000Z',
    ]);
  });

  it('offers both instants of a rostered time repeated by the fall-back change', async () => {
    clock = new Date('2026-10-25T12:00:00Z');
    const roster = await createListing(stack.stack.db, practice, {
      timezone: 'America/New_York',
      consultations: [
        {
          type: 'phone',
          duration: 20,
          rosters: [{ date: '2026-11-01', slots: ['01:30', '02:30'] }],
        },
      ],
    });
    expect(await slotList({ listing: roster.id, type: 'phone', date: '2026-11-01' })).toEqual([
      '2026-11-01T05:30:00.000Z',
      '2026-11-01T06:30:00.000Z',
      '2026-11-01T07:30:00.000Z',
    ]);
  });

  it('says consultations are not available for an unknown listing, a disabled or a missing type', async () => {
    for (const variables of [
      { listing: 999_999 },
      { type: 'chat' }, // disabled
      { type: 'phone' }, // the listing has none
    ]) {
      const answer = await slots(variables);
      expect(answer.data?.['available_slots'] ?? null).toBeNull();
      expect(answer.errors?.[0]).toMatchObject({
        message: 'Consultations are not available currently.',
        extensions: { code: 'not-found' },
      });
    }
  });

  it('refuses a date outside today to 15 days ahead', async () => {
    for (const date of ['2026-06-14', '2026-07-01']) {
      const answer = await slots({ date });
      expect(answer.errors?.[0]).toMatchObject({
        message: 'Please select a date from today to 15 days ahead.',
        extensions: { code: 'validation-failed' },
      });
    }
    expect(await slotList({ date: '2026-06-30' })).toHaveLength(6); // today + 15
  });

  it('refuses an unknown time zone or consultation type with a clear message', async () => {
    const zone = await slots({ zone: 'Mars/Olympus_Mons' });
    expect(zone.errors?.[0]).toMatchObject({
      message: 'time_zone: Please choose a valid time zone, such as America/New_York.',
      extensions: { code: 'validation-failed' },
    });
    const type = await slots({ type: 'house_call' });
    expect(type.errors?.[0]?.extensions).toMatchObject({ code: 'validation-failed' });
    expect(type.errors?.[0]?.message).toMatch(/consultation type/);
  });
});

describe('POST /api/gql/available_slots', () => {
  it('answers the slots in a GraphQL-like data envelope', async () => {
    await book('2026-06-15T13:00:00Z');
    const answer = await stack.rest('/api/gql/available_slots', {
      listing_id: listing.id,
      type: 'video',
      date: '2026-06-15',
      time_zone: 'America/New_York',
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ data: { slots: MORNING.slice(1) } });
  });

  it('answers a clear error for a missing date and for an unavailable consultation', async () => {
    const missing = await stack.rest('/api/gql/available_slots', {
      listing_id: listing.id,
      type: 'video',
      time_zone: 'America/New_York',
    });
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({
      code: 'validation-failed',
      message: 'date: Please select a date',
    });
    const disabled = await stack.rest('/api/gql/available_slots', {
      listing_id: listing.id,
      type: 'chat',
      date: '2026-06-15',
      time_zone: 'America/New_York',
    });
    expect(disabled.status).toBe(404);
    expect(disabled.body).toMatchObject({
      code: 'not-found',
      msg: 'Consultations are not available currently.',
    });
  });
});
