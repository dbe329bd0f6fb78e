import { addDays, SLOT_MESSAGES, todayIn, WAITLIST_MESSAGES } from '@petwell/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createBooking,
  createListing,
  createOwner,
  createPet,
  createPractice,
  createStaff,
  type Listing,
  type Owner,
  type Practice,
} from '../../../test-support/factories';
import { startTestStack, type TestStack } from '../../test/harness';
import {
  newKey,
  ownerToken,
  slotAt,
  staffToken,
  VISA,
  webOperation,
} from '../../test/request-helpers';
import { memoryScheduler } from '../providers/scheduler';

/**
 * The waitlist (issue 20): "When a slot frees (a cancellation, a schedule change), the waitlisted
 * owners are offered it in order: the first gets a mail and SMS with a link that holds the slot
 * for 15 minutes; if it lapses, the next is offered." The engine's own deliveries go nowhere here
 * (EVENTS_BASE_URL is a closed port), so each test delivers the events itself, with the bodies
 * Hasura POSTs, and may deliver them twice.
 */

type Row = Record<string, unknown>;
const TZ = 'America/New_York';
const JOIN = `mutation Join($listing: Int!, $type: String!, $from: String!, $to: String!, $pet: Int) {
  join_waitlist(listing_id: $listing, type: $type, from_date: $from, to_date: $to, pet_id: $pet) {
    id status message
  }
}`;
const PAY = `mutation Pay($order: PaymentInput!) { payment(order: $order) { result status id code } }`;
const SLOTS = `query Slots($listing: Int!, $date: date!) {
  available_slots(listing_id: $listing, type: "video", date: $date, time_zone: "${TZ}") { slots }
}`;
const ENTRIES = `query { waitlist_entries(order_by: {id: asc}) { id status user_id user { first_name } } }`;
const LEAVE = `mutation Leave($id: Int!, $status: String!) {
  update_waitlist_entries(where: {id: {_eq: $id}}, _set: {status: $status}) { affected_rows }
}`;
const CANCEL = webOperation('appointments', 'cancel-booking.graphql');

let clock = new Date();
const scheduler = memoryScheduler();
let stack: TestStack;
let practice: Practice;
let listing: Listing;
/** Days ahead of each test's full day, so tests do not share slots. */
let day = 2;

beforeAll(async () => {
  stack = await startTestStack({
    scheduler,
    now: () => clock,
    env: { EVENTS_BASE_URL: 'http://127.0.0.1:9/events' },
  });
  practice = await createPractice(stack.stack.db);
  // One 30-minute video slot a day, 10:00 in New York: one booking fills the day.
  listing = await createListing(stack.stack.db, practice, {
    timezone: TZ,
    consultations: [
      {
        type: 'video',
        price: 40,
        duration: 30,
        schedules: [{ days: [1, 2, 3, 4, 5, 6, 7], from: '10:00', to: '10:30' }],
      },
    ],
  });
});
afterAll(async () => {
  await stack.close();
});

const db = () => stack.stack.db;
const rowOf = async (sql: string, params: unknown[]): Promise<Row> =>
  (await db().query<Row>(sql, params)).rows[0] ?? {};
const entry = (id: number) =>
  rowOf(
    `select status, offered_slot, offer_expires_at, lapse_event_id, booking_id
       from public.waitlist_entries where id = $1`,
    [id],
  );
const offerMails = async (owner: Owner) =>
  (await stack.outbox(owner.email)).filter((m) => m.subject?.startsWith('A slot opened up'));
const offerTexts = async (owner: Owner) =>
  (await stack.outbox(owner.phone)).filter((m) => m.channel === 'sms');
const lapses = () => scheduler.events.filter((e) => e.handler === 'waitlist_offer_lapse');
const minutes = (n: number) => n * 60_000;

async function deliver(path: string, body: unknown) {
  return stack.rest(`/events/${path}`, body, {
    headers: { 'x-petwell-action-secret': 'test-actions-secret-0123456789' },
  });
}

/** A waitlisted owner: joined the listing's waitlist for the date, a second after the last. */
async function waitlisted(date: string) {
  const owner = await createOwner(db());
  const token = await ownerToken(stack, owner);
  const petId = await createPet(db(), owner.id);
  clock = new Date(clock.getTime() + 1000);
  const answer = await stack.gql(
    JOIN,
    { listing: listing.id, type: 'video', from: date, to: date, pet: petId },
    { token },
  );
  const id = (answer.data?.['join_waitlist'] as { id?: number } | undefined)?.id;
  if (!id) throw new Error(`joining failed: ${JSON.stringify(answer)}`);
  return { owner, token, petId, id };
}

/** A day whose one slot is booked: the booking, its owner's token, the slot and the date. */
async function fullDay() {
  const daysAhead = day++;
  const slot = slotAt(daysAhead, '10:00', TZ);
  const date = addDays(todayIn(new Date(), TZ), daysAhead);
  const booker = await createOwner(db());
  const booking = await createBooking(db(), booker, listing, {
    slot: slot.toISOString(),
    duration: 30,
  });
  return {
    slot,
    date,
    booker,
    bookerToken: await ownerToken(stack, booker),
    bookingId: booking.id,
  };
}

/** Cancels the booking through cancel_booking; the event Hasura would deliver for it. */
async function cancelAndEvent(bookingId: number, token: string) {
  const before = await rowOf('select * from public.bookings where id = $1', [bookingId]);
  const answer = await stack.gql(CANCEL, { id: bookingId }, { token });
  expect(answer.errors).toBeUndefined();
  const after = await rowOf('select * from public.bookings where id = $1', [bookingId]);
  const json = (row: Row) => JSON.parse(JSON.stringify(row)) as Row;
  return {
    id: `event-${String(bookingId)}`,
    created_at: new Date().toISOString(),
    trigger: { name: 'waitlist_slot_freed' },
    table: { schema: 'public', name: 'bookings' },
    delivery_info: { max_retries: 5, current_retry: 0 },
    event: {
      op: 'UPDATE',
      data: { old: json(before), new: json(after) },
      session_variables: { 'x-hasura-role': 'user' },
    },
  };
}

const lapseEvent = (event: { id: string; at: Date; payload: unknown }) => ({
  id: event.id,
  scheduled_time: event.at.toISOString(),
  payload: event.payload,
  comment: 'lapse',
});

describe('the waitlist: freed slots are offered in order', () => {
  it('a cancellation offers the slot to the first waitlisted owner and, after the hold lapses, to the second', async () => {
    const { slot, date, bookingId, bookerToken } = await fullDay();
    const first = await waitlisted(date);
    const second = await waitlisted(date);
    const freed = await cancelAndEvent(bookingId, bookerToken);
    const lapsesBefore = lapses().length;

    const answer = await deliver('waitlist-slot-freed', freed);
    expect(answer.status).toBe(200);
    const offered = await entry(first.id);
    expect(offered['status']).toBe('offered');
    expect(new Date(offered['offered_slot'] as string).getTime()).toBe(slot.getTime());
    expect(new Date(offered['offer_expires_at'] as string).getTime()).toBe(
      clock.getTime() + minutes(15),
    );
    expect((await entry(second.id))['status']).toBe('waiting');
    // The hold lapses by a one-off scheduled event at the offer's expiry.
    expect(lapses()).toHaveLength(lapsesBefore + 1);
    const lapse = lapses().at(-1);
    expect(lapse?.at.getTime()).toBe(clock.getTime() + minutes(15));
    expect(lapse?.payload).toEqual({ entry_id: first.id, slot: slot.toISOString() });
    expect(offered['lapse_event_id']).toBe(lapse?.id);
    // "the first gets a mail and SMS with a link that holds the slot"
    const [mail] = await offerMails(first.owner);
    expect(mail?.body).toContain(
      `/vet-appointments/book/${String(practice.vendorId)}?listing=${String(listing.id)}&type=video&slot=${encodeURIComponent(slot.toISOString())}`,
    );
    expect(mail?.body).toContain('15 minutes');
    expect(await offerTexts(first.owner)).toHaveLength(1);
    expect(await offerMails(second.owner)).toHaveLength(0);

    // Hasura delivers at least once: a second delivery offers nothing again.
    expect((await deliver('waitlist-slot-freed', freed)).status).toBe(200);
    expect(await offerMails(first.owner)).toHaveLength(1);
    expect(await offerTexts(first.owner)).toHaveLength(1);
    expect(lapses()).toHaveLength(lapsesBefore + 1);
    expect((await entry(second.id))['status']).toBe('waiting');

    // The hold lapses: the first owner's entry expires, the second is offered the slot.
    clock = new Date(clock.getTime() + minutes(15));
    if (!lapse) throw new Error('no lapse event');
    expect((await deliver('waitlist-offer-lapse', lapseEvent(lapse))).status).toBe(200);
    expect((await entry(first.id))['status']).toBe('expired');
    const next = await entry(second.id);
    expect(next['status']).toBe('offered');
    expect(new Date(next['offered_slot'] as string).getTime()).toBe(slot.getTime());
    expect(await offerMails(second.owner)).toHaveLength(1);
    expect(await offerTexts(second.owner)).toHaveLength(1);
    expect(lapses()).toHaveLength(lapsesBefore + 2);

    // The lapse delivered again changes nothing.
    expect((await deliver('waitlist-offer-lapse', lapseEvent(lapse))).status).toBe(200);
    expect((await entry(second.id))['status']).toBe('offered');
    expect(await offerMails(second.owner)).toHaveLength(1);
    expect(lapses()).toHaveLength(lapsesBefore + 2);
  });

  it('offers nothing when the freed slot is taken again or no one waits', async () => {
    const { slot, date, bookingId, bookerToken } = await fullDay();
    const freed = await cancelAndEvent(bookingId, bookerToken);
    // Nobody waits yet.
    const quiet = await deliver('waitlist-slot-freed', freed);
    expect(quiet.body['result']).toEqual({ none: 'no-one-waiting' });
    // Another owner booked the slot before the event came: it is not free, nobody is offered it.
    const other = await createOwner(db());
    await createBooking(db(), other, listing, { slot: slot.toISOString(), duration: 30 });
    const waiting = await waitlisted(date);
    const late = await deliver('waitlist-slot-freed', freed);
    expect(late.body['result']).toEqual({ none: 'not-free' });
    expect((await entry(waiting.id))['status']).toBe('waiting');
  });

  it('a schedule change that opens time offers the new slot to the first waiting owner', async () => {
    const daysAhead = day++;
    const date = addDays(todayIn(new Date(), TZ), daysAhead);
    // The day's one slot is booked; the practice then opens 15:00-15:30 on that date (a roster).
    const booker = await createOwner(db());
    await createBooking(db(), booker, listing, {
      slot: slotAt(daysAhead, '10:00', TZ).toISOString(),
      duration: 30,
    });
    const waiting = await waitlisted(date);
    const consultationId = listing.consultations['video'];
    const roster = await rowOf(
      `insert into public.consultation_rosters (consultation_id, date, slots)
       values ($1, $2, $3) returning id, consultation_id, date, slots`,
      [consultationId, date, JSON.stringify(['10:00', '15:00'])],
    );
    const answer = await deliver('waitlist-roster-changed', {
      id: `roster-${String(roster['id'])}`,
      trigger: { name: 'waitlist_roster_changed' },
      table: { schema: 'public', name: 'consultation_rosters' },
      event: { op: 'INSERT', data: { old: null, new: JSON.parse(JSON.stringify(roster)) as Row } },
    });
    expect(answer.status).toBe(200);
    const offered = await entry(waiting.id);
    expect(offered['status']).toBe('offered');
    expect(new Date(offered['offered_slot'] as string).getTime()).toBe(
      slotAt(daysAhead, '15:00', TZ).getTime(),
    );
  });
});

describe('the hold: the offered slot is the offered owner’s for 15 minutes', () => {
  it('refuses another buyer with the waitlist message and lets the offered owner book it', async () => {
    const { slot, date, bookingId, bookerToken } = await fullDay();
    const offeredTo = await waitlisted(date);
    await deliver('waitlist-slot-freed', await cancelAndEvent(bookingId, bookerToken));
    expect((await entry(offeredTo.id))['status']).toBe('offered');

    const stranger = await createOwner(db());
    const strangerToken = await ownerToken(stack, stranger);
    const strangerPet = await createPet(db(), stranger.id);
    const slots = async (token: string) =>
      (
        (await stack.gql(SLOTS, { listing: listing.id, date }, { token })).data?.[
          'available_slots'
        ] as { slots: string[] }
      ).slots;
    expect(await slots(strangerToken)).not.toContain(slot.toISOString());
    expect(await slots(offeredTo.token)).toContain(slot.toISOString());

    const order = (petId: number) => ({
      paymentType: 300,
      productId: 4000,
      vendorId: practice.vendorId,
      vendorServiceId: listing.id,
      for_ts: slot.toISOString(),
      petId,
      userTZ: TZ,
      details: { summary: 'Itchy ears for a week' },
      paymentInfo: VISA,
      idempotencyKey: newKey(),
    });
    const refused = await stack.gql(PAY, { order: order(strangerPet) }, { token: strangerToken });
    expect(refused.data?.['payment']).toMatchObject({
      result: 'Error',
      status: WAITLIST_MESSAGES.held,
      code: 'slot-taken',
    });

    const paid = await stack.gql(
      PAY,
      { order: order(offeredTo.petId) },
      { token: offeredTo.token },
    );
    const bookingIdNew = (paid.data?.['payment'] as { id?: number } | undefined)?.id;
    expect(bookingIdNew).toBeTypeOf('number');
    expect(await entry(offeredTo.id)).toMatchObject({ status: 'booked', booking_id: bookingIdNew });
    // The lapse that comes later leaves the booked entry and offers the taken slot to no one.
    const lapse = lapses().at(-1);
    if (!lapse) throw new Error('no lapse event');
    clock = new Date(clock.getTime() + minutes(15));
    const late = await deliver('waitlist-offer-lapse', lapseEvent(lapse));
    expect(late.body['result']).toMatchObject({ expired: false, next: { none: 'not-free' } });
    expect((await entry(offeredTo.id))['status']).toBe('booked');
  });
});

describe('join_waitlist', () => {
  it('refuses a range in the past, beyond the booking window, reversed, a foreign pet and a second active entry', async () => {
    const owner = await createOwner(db());
    const token = await ownerToken(stack, owner);
    const today = todayIn(clock, TZ);
    const join = (vars: Row) =>
      stack.gql(
        JOIN,
        { listing: listing.id, type: 'video', from: today, to: today, ...vars },
        {
          token,
        },
      );
    const messageOf = (answer: Awaited<ReturnType<typeof join>>) => answer.errors?.[0]?.message;
    expect(messageOf(await join({ from: addDays(today, -1) }))).toBe(WAITLIST_MESSAGES.rangePast);
    expect(messageOf(await join({ to: addDays(today, 16) }))).toBe(WAITLIST_MESSAGES.rangeTooFar);
    expect(messageOf(await join({ from: addDays(today, 2), to: addDays(today, 1) }))).toContain(
      WAITLIST_MESSAGES.rangeOrder,
    );
    const someoneElse = await createOwner(db());
    const theirPet = await createPet(db(), someoneElse.id);
    expect(messageOf(await join({ pet: theirPet }))).toBe(WAITLIST_MESSAGES.petInvalid);
    expect(messageOf(await join({ listing: 2_000_000 }))).toBe(SLOT_MESSAGES.notAvailable);
    expect((await join({})).data?.['join_waitlist']).toMatchObject({
      status: 'waiting',
      message: WAITLIST_MESSAGES.joined,
    });
    expect(messageOf(await join({}))).toBe(WAITLIST_MESSAGES.alreadyWaiting);
  });

  it('is for pet owners only: anonymous callers and practice staff do not have it', async () => {
    const today = todayIn(clock, TZ);
    const vars = { listing: listing.id, type: 'video', from: today, to: today };
    const anonymous = await stack.gql(JOIN, vars);
    expect(anonymous.data).toBeUndefined();
    const staff = await stack.gql(JOIN, vars, { token: await staffToken(stack, practice.staff) });
    expect(staff.data).toBeUndefined();
    expect(staff.errors?.[0]?.message).toContain('join_waitlist');
  });
});

describe('waitlist_entries permissions', () => {
  it('owners see their own entries, the practice staff who serve the listing see its entries, nobody else sees any', async () => {
    const date = addDays(todayIn(clock, TZ), 10);
    const mine = await waitlisted(date);
    const ids = async (token?: string) => {
      const answer = await stack.gql(ENTRIES, {}, token ? { token } : {});
      return answer.data
        ? (answer.data['waitlist_entries'] as { id: number }[]).map((e) => e.id)
        : answer.errors?.[0]?.message;
    };
    expect(await ids(mine.token)).toEqual([mine.id]);
    const another = await createOwner(db());
    expect(await ids(await ownerToken(stack, another))).toEqual([]);
    // The staff member who manages the listing sees it; a colleague who does not, does not.
    expect(await ids(await staffToken(stack, practice.staff))).toContain(mine.id);
    const colleague = await createStaff(db(), practice.vendorId, { subrole: 3 });
    expect(await ids(await staffToken(stack, colleague))).toEqual([]);
    // The practice's root admin sees every entry of its listings; an unrelated practice's none.
    expect(await ids(await staffToken(stack, practice.rootAdmin))).toContain(mine.id);
    const unrelated = await createPractice(db());
    expect(await ids(await staffToken(stack, unrelated.rootAdmin))).toEqual([]);
    // Anonymous visitors have no such field at all.
    expect(await ids()).toContain('waitlist_entries');
  });

  it('an owner may only leave their own active entry; nobody else may change it', async () => {
    const date = addDays(todayIn(clock, TZ), 11);
    const mine = await waitlisted(date);
    const affected = async (token: string, status: string) =>
      (await stack.gql(LEAVE, { id: mine.id, status }, { token })).data?.[
        'update_waitlist_entries'
      ] as { affected_rows: number } | undefined;
    // Not to another status: only 'left'.
    const promoted = await stack.gql(
      LEAVE,
      { id: mine.id, status: 'offered' },
      {
        token: mine.token,
      },
    );
    expect(promoted.errors?.[0]?.extensions?.['code']).toBe('permission-error');
    // Another owner, or the practice's staff, cannot make it leave.
    const another = await createOwner(db());
    expect(await affected(await ownerToken(stack, another), 'left')).toEqual({ affected_rows: 0 });
    const staffAnswer = await stack.gql(
      LEAVE,
      { id: mine.id, status: 'left' },
      {
        token: await staffToken(stack, practice.staff),
      },
    );
    expect(staffAnswer.data).toBeUndefined();
    expect((await entry(mine.id))['status']).toBe('waiting');
    // The owner leaves; a left entry cannot be changed back.
    expect(await affected(mine.token, 'left')).toEqual({ affected_rows: 1 });
    expect((await entry(mine.id))['status']).toBe('left');
    expect(await affected(mine.token, 'left')).toEqual({ affected_rows: 0 });
  });
});
