import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createListing,
  createOwner,
  createPet,
  createPractice,
  type Listing,
  type Owner,
  type Practice,
} from '../../../test-support/factories';
import { startTestStack, type TestStack } from '../../test/harness';
import { newKey, ownerToken, slotAt, VISA, webOperation } from '../../test/request-helpers';

/**
 * The whole chain of issue 20, through the real engine and its REAL scheduler (no
 * memoryScheduler): the payment inserts a booking, the engine's event trigger calls
 * booking_notifications, which creates two one-off scheduled events through the engine's
 * /v1/metadata (create_scheduled_event), which the engine delivers to booking_reminder at their
 * time. "Tests: a booking yields exactly one confirmation and exactly two reminders, at the right
 * times; cancelling before the reminder yields none."
 *
 * The stack's `now` is also the engine's delivery clock, and its polling workers are off
 * (`deliverEvents: false`): only `stack.deliverEvents()` (the engine's deliverDue()) delivers, so
 * the bookings event is delivered after the payment's capture, as it would be on a worker's
 * next poll.
 */
const PAY = `mutation Pay($order: PaymentInput!) { payment(order: $order) { result status id code } }`;
const CANCEL = webOperation('appointments', 'cancel-booking.graphql');
const HOUR = 3_600_000;

let clock = new Date();
let stack: TestStack;
let practice: Practice;
let listing: Listing;
let day = 2;

beforeAll(async () => {
  stack = await startTestStack({
    now: () => clock,
    deliverEvents: false,
  });
  practice = await createPractice(stack.stack.db);
  listing = await createListing(stack.stack.db, practice, {
    consultations: [{ type: 'video', price: 40, duration: 30 }],
  });
});
afterAll(async () => {
  await stack.close();
});

/** Lets the engine deliver what is due at `clock`, until nothing is left. */
async function deliverDue(): Promise<void> {
  // A delivery may create more due events (the insert schedules reminders): until none is left.
  for (let round = 0; round < 10; round += 1) if ((await stack.deliverEvents()) === 0) return;
  throw new Error('events kept coming after ten rounds of delivery');
}

async function advanceTo(at: Date): Promise<void> {
  clock = at;
  await deliverDue();
}

async function paidBooking() {
  clock = new Date();
  const owner = await createOwner(stack.stack.db);
  const petId = await createPet(stack.stack.db, owner.id);
  const token = await ownerToken(stack, owner);
  const slot = slotAt(day++, '10:00');
  const answer = await stack.gql(
    PAY,
    {
      order: {
        paymentType: 300,
        productId: 4000,
        vendorId: practice.vendorId,
        vendorServiceId: listing.id,
        for_ts: slot.toISOString(),
        petId,
        userTZ: 'America/Chicago',
        details: { summary: 'Limping on the back left leg' },
        paymentInfo: VISA,
        idempotencyKey: newKey(),
      },
    },
    { token },
  );
  const id = (answer.data?.['payment'] as { id: number | null } | undefined)?.id;
  if (!id) throw new Error(`the booking failed: ${JSON.stringify(answer)}`);
  return { owner, token, id, slot };
}

const mails = async (owner: Owner, subject: string) =>
  (await stack.outbox(owner.email)).filter((m) => m.subject?.startsWith(subject));
const texts = async (owner: Owner) =>
  (await stack.outbox(owner.phone)).filter((m) => m.channel === 'sms');

describe('a booking through the engine: confirmation and reminders exactly once', () => {
  it('yields one confirmation, and exactly two reminders at slot − 24 h and slot − 1 h', async () => {
    const { owner, id, slot } = await paidBooking();
    await deliverDue();
    expect(await mails(owner, `Your appointment is booked: PQC-${String(id)}`)).toHaveLength(1);
    expect(await mails(owner, 'Reminder:')).toEqual([]);

    // A minute before the first reminder: nothing yet.
    await advanceTo(new Date(slot.getTime() - 24 * HOUR - 60_000));
    expect(await mails(owner, 'Reminder:')).toEqual([]);
    await advanceTo(new Date(slot.getTime() - 24 * HOUR));
    expect((await mails(owner, 'Reminder:')).map((m) => m.subject)).toEqual([
      `Reminder: your appointment PQC-${String(id)} is in 24 hours`,
    ]);
    await advanceTo(new Date(slot.getTime() - 2 * HOUR));
    expect(await mails(owner, 'Reminder:')).toHaveLength(1);
    await advanceTo(new Date(slot.getTime() - HOUR));
    await advanceTo(new Date(slot.getTime() + HOUR));
    expect((await mails(owner, 'Reminder:')).map((m) => m.subject)).toEqual([
      `Reminder: your appointment PQC-${String(id)} is in 1 hour`,
      `Reminder: your appointment PQC-${String(id)} is in 24 hours`,
    ]);
    expect(await texts(owner)).toHaveLength(2);
    expect(await mails(owner, 'Your appointment is booked')).toHaveLength(1);
  });

  it('yields no reminder for a booking canceled before it', async () => {
    const { owner, token, id, slot } = await paidBooking();
    await deliverDue();
    expect(await mails(owner, `Your appointment is booked: PQC-${String(id)}`)).toHaveLength(1);
    const canceled = await stack.gql(CANCEL, { id }, { token });
    expect(canceled.errors).toBeUndefined();
    await deliverDue();
    await advanceTo(new Date(slot.getTime() - 24 * HOUR));
    await advanceTo(new Date(slot.getTime() - HOUR));
    expect(await mails(owner, 'Reminder:')).toEqual([]);
    expect(await texts(owner)).toEqual([]);
    // The cancellation itself is one notice, from cancel_booking.
    expect(await mails(owner, `Your appointment PQC-${String(id)} was canceled`)).toHaveLength(1);
  });
});
