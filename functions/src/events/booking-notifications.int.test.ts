import { randomUUID } from 'node:crypto';
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
import { memoryScheduler } from '../providers/scheduler';
import { UNSUBSCRIBE_MESSAGES } from '../lib/unsubscribe';

/**
 * Issue 20: "The confirmation mail and the practice's 'New appointment' mail sent from an insert
 * trigger on bookings (not inside the payment request)", "Reminders by e-mail and SMS 24 hours and
 * 1 hour before an appointment ... never for a canceled or moved booking, exactly once each", and
 * "The handlers in `functions` are idempotent on the event id, so at-least-once delivery becomes
 * exactly-once effect". The webhooks are called here as Hasura (or the engine) calls them; the
 * engine's own worker is slowed to an hour, so only these calls deliver.
 */
const PAY = `mutation Pay($order: PaymentInput!) { payment(order: $order) { result status id code } }`;
const CANCEL = webOperation('appointments', 'cancel-booking.graphql');
const SECRET = 'test-actions-secret-0123456789';

const scheduler = memoryScheduler();
/** The functions' clock: set per test, so reminders are judged at the time they arrive. */
let clock = new Date();
let stack: TestStack;
let practice: Practice;
let listing: Listing;
let day = 2;

beforeAll(async () => {
  stack = await startTestStack({
    scheduler,
    now: () => clock,
    env: { HASURA_GRAPHQL_EVENTS_FETCH_INTERVAL: '3600000' },
  });
  practice = await createPractice(stack.stack.db);
  listing = await createListing(stack.stack.db, practice, {
    consultations: [{ type: 'video', price: 40, duration: 30 }],
  });
});
afterAll(async () => {
  await stack.close();
});

const db = () => stack.stack.db;

async function deliver(handler: string, body: unknown) {
  const response = await fetch(`${stack.url}/events/${handler}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-petwell-action-secret': SECRET },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** The row as Hasura's trigger captures it (row_to_json). */
async function rowOf(id: number): Promise<Record<string, unknown>> {
  const { rows } = await db().query<{ row: Record<string, unknown> }>(
    'select row_to_json(b) as row from public.bookings b where id = $1',
    [id],
  );
  return rows[0]?.row ?? {};
}

/** Hasura's event trigger payload. */
function tableEvent(
  op: 'INSERT' | 'UPDATE',
  next: Record<string, unknown>,
  old: Record<string, unknown> | null = null,
  session: Record<string, string> | null = null,
) {
  return {
    id: randomUUID(),
    created_at: new Date().toISOString(),
    trigger: { name: 'booking_notifications' },
    table: { schema: 'public', name: 'bookings' },
    delivery_info: { max_retries: 10, current_retry: 0 },
    event: { op, data: { old, new: next }, session_variables: session },
  };
}

/** Hasura's one-off scheduled event payload, as the scheduler asked for it. */
function scheduledEvent(payload: unknown, at: Date) {
  return { id: randomUUID(), scheduled_time: at.toISOString(), payload, comment: 'reminder' };
}

/** An owner pays for a video call at the listing (through GraphQL, as the web app does). */
async function paidBooking(overrides: Parameters<typeof createOwner>[1] = {}) {
  clock = new Date();
  const owner = await createOwner(db(), overrides);
  const petId = await createPet(db(), owner.id);
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

const mailsTo = async (to: string, subject: string) =>
  (await stack.outbox(to)).filter((m) => m.channel === 'email' && m.subject?.includes(subject));
const smsTo = async (owner: Owner) =>
  (await stack.outbox(owner.phone)).filter((m) => m.channel === 'sms');
const remindersOf = (id: number) =>
  scheduler.events.filter(
    (e) =>
      e.handler === 'booking_reminder' && (e.payload as { bookingId: number }).bookingId === id,
  );

async function confirmed(id: number) {
  const answer = await deliver('booking-notifications', tableEvent('INSERT', await rowOf(id)));
  expect(answer.status).toBe(200);
}

describe('booking_notifications: a new booking', () => {
  it('mails nothing inside the payment request: the insert event sends the confirmation and the practice’s New appointment mail, once however often it arrives', async () => {
    const { owner, id } = await paidBooking();
    expect(await mailsTo(owner.email, 'Your appointment is booked')).toEqual([]);

    const event = tableEvent('INSERT', await rowOf(id));
    expect((await deliver('booking-notifications', event)).status).toBe(200);
    expect((await deliver('booking-notifications', event)).status).toBe(200);
    // Hasura may also deliver it as another event id (a redelivery after a lost answer).
    await confirmed(id);

    const confirmation = await mailsTo(
      owner.email,
      `Your appointment is booked: PQC-${String(id)}`,
    );
    expect(confirmation).toHaveLength(1);
    expect(confirmation[0]?.body).toContain('Thanks for your Order!');
    expect(confirmation[0]?.body).toContain('Paid: $40.00.');
    expect(confirmation[0]?.body).toContain('(America/Chicago)');
    // An essential mail: no unsubscribe link.
    expect(confirmation[0]?.body).not.toContain('/api/unsubscribe');
    const practiceMail = await mailsTo(practice.staff.email, `New appointment PQC-${String(id)}`);
    expect(practiceMail).toHaveLength(1);
    expect(practiceMail[0]?.body).toContain('Reason for consult: Limping on the back left leg');

    const { rows } = await db().query<{ attachments: { filename: string; content: string }[] }>(
      `select attachments from public.outbox where recipient = $1 and subject like 'Your appointment is booked%'`,
      [owner.email],
    );
    expect(rows[0]?.attachments[0]?.filename).toBe('appointment.ics');
    expect(rows[0]?.attachments[0]?.content).toContain(`UID:booking-${String(id)}@`);
  });

  it('schedules exactly two reminders, at slot − 24 h and slot − 1 h, however often the event arrives', async () => {
    const { id, slot } = await paidBooking();
    await confirmed(id);
    await confirmed(id);
    const reminders = remindersOf(id);
    expect(
      reminders.map((r) => [r.at.toISOString(), (r.payload as { kind: string }).kind]),
    ).toEqual([
      [new Date(slot.getTime() - 24 * 3_600_000).toISOString(), '24h'],
      [new Date(slot.getTime() - 3_600_000).toISOString(), '1h'],
    ]);
    expect(reminders[0]?.payload).toEqual({ bookingId: id, slot: slot.toISOString(), kind: '24h' });
  });

  it('skips a reminder whose time has passed', async () => {
    const { id, slot } = await paidBooking();
    clock = new Date(slot.getTime() - 2 * 3_600_000);
    await confirmed(id);
    expect(remindersOf(id).map((r) => (r.payload as { kind: string }).kind)).toEqual(['1h']);
  });

  it('fails while the payment is only authorized, so Hasura delivers it again, and confirms once it is captured', async () => {
    const { owner, id } = await paidBooking();
    await db().query(
      `update public.payments set status = 'authorized'
        where id = (select payment_id from public.bookings where id = $1)`,
      [id],
    );
    const event = tableEvent('INSERT', await rowOf(id));
    expect((await deliver('booking-notifications', event)).status).toBe(500);
    expect(await mailsTo(owner.email, 'Your appointment is booked')).toEqual([]);
    expect(remindersOf(id)).toEqual([]);

    await db().query(
      `update public.payments set status = 'captured'
        where id = (select payment_id from public.bookings where id = $1)`,
      [id],
    );
    expect((await deliver('booking-notifications', event)).status).toBe(200);
    expect(await mailsTo(owner.email, 'Your appointment is booked')).toHaveLength(1);
    expect(remindersOf(id)).toHaveLength(2);
  });

  it('sends nothing when the capture failed and the booking was canceled', async () => {
    const { owner, id } = await paidBooking();
    await db().query(
      `update public.payments set status = 'failed'
        where id = (select payment_id from public.bookings where id = $1)`,
      [id],
    );
    await db().query('update public.bookings set status = 3 where id = $1', [id]);
    expect(
      (await deliver('booking-notifications', tableEvent('INSERT', await rowOf(id)))).status,
    ).toBe(200);
    expect(await mailsTo(owner.email, 'Your appointment is booked')).toEqual([]);
    expect(await mailsTo(practice.staff.email, `New appointment PQC-${String(id)}`)).toEqual([]);
    expect(remindersOf(id)).toEqual([]);
  });

  it('refuses a delivery without the shared secret', async () => {
    const { id } = await paidBooking();
    const response = await fetch(`${stack.url}/events/booking-notifications`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-petwell-action-secret': 'wrong' },
      body: JSON.stringify(tableEvent('INSERT', await rowOf(id))),
    });
    expect(response.status).toBe(401);
  });
});

describe('booking_reminder', () => {
  async function remind(id: number, kind: '24h' | '1h') {
    const reminder = remindersOf(id).find((r) => (r.payload as { kind: string }).kind === kind);
    if (!reminder) throw new Error(`no ${kind} reminder for booking ${String(id)}`);
    clock = reminder.at;
    return deliver('booking-reminder', scheduledEvent(reminder.payload, reminder.at));
  }

  it('mails and texts the owner at its time, in their time zone, with the consultation link and an unsubscribe link, once however often it arrives', async () => {
    const { owner, id } = await paidBooking();
    await confirmed(id);
    expect((await remind(id, '24h')).status).toBe(200);
    expect((await remind(id, '24h')).status).toBe(200);

    const mails = await mailsTo(
      owner.email,
      `Reminder: your appointment PQC-${String(id)} is in 24 hours`,
    );
    expect(mails).toHaveLength(1);
    const body = mails[0]?.body ?? '';
    expect(body).toContain('(America/Chicago)');
    expect(body).toMatch(
      /Join the video consultation: http:\/\/127\.0\.0\.1:\d+\/appointments\?z=/,
    );
    expect(body).toMatch(/To stop them: http:\/\/127\.0\.0\.1:\d+\/api\/unsubscribe\?u=/);
    expect(body).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    const texts = await smsTo(owner);
    expect(texts).toHaveLength(1);
    expect(texts[0]?.body).toContain('is in 24 hours');
    expect(texts[0]?.body).toContain('/appointments?z=');

    expect((await remind(id, '1h')).status).toBe(200);
    expect(await mailsTo(owner.email, 'is in 1 hour')).toHaveLength(1);
    expect(await smsTo(owner)).toHaveLength(2);
  });

  it('sends nothing for a booking canceled before the reminder', async () => {
    const { owner, token, id } = await paidBooking();
    await confirmed(id);
    const canceled = await stack.gql(CANCEL, { id }, { token });
    expect(canceled.errors).toBeUndefined();
    expect((await remind(id, '24h')).status).toBe(200);
    expect((await remind(id, '1h')).status).toBe(200);
    expect(await mailsTo(owner.email, 'Reminder:')).toEqual([]);
    expect(await smsTo(owner)).toEqual([]);
  });

  it('sends nothing at the old time of a moved booking, and reminds at the new one', async () => {
    const { owner, id, slot } = await paidBooking();
    await confirmed(id);
    const before = await rowOf(id);
    const moved = new Date(slot.getTime() + 2 * 3_600_000);
    await db().query('update public.bookings set slot = $2, status = 2 where id = $1', [
      id,
      moved.toISOString(),
    ]);
    const update = tableEvent('UPDATE', await rowOf(id), before, {
      'x-hasura-role': 'vendor',
      'x-hasura-user-id': String(practice.staff.id),
    });
    expect((await deliver('booking-notifications', update)).status).toBe(200);
    expect((await deliver('booking-notifications', update)).status).toBe(200);

    // The owner is told (the practice moved it), with the same calendar event, updated.
    const notice = await mailsTo(owner.email, `Appointment PQC-${String(id)} was moved`);
    expect(notice).toHaveLength(1);
    expect(await mailsTo(practice.staff.email, `Appointment PQC-${String(id)} was moved`)).toEqual(
      [],
    );
    const { rows } = await db().query<{ attachments: { content: string }[] }>(
      `select attachments from public.outbox where recipient = $1 and subject like '%was moved'`,
      [owner.email],
    );
    const ics = rows[0]?.attachments[0]?.content ?? '';
    expect(ics).toContain(`UID:booking-${String(id)}@`);
    expect(ics).toContain('METHOD:PUBLISH');
    expect(Number(/SEQUENCE:(\d+)/.exec(ics)?.[1])).toBeGreaterThan(1);

    const old = remindersOf(id).filter(
      (r) => (r.payload as { slot: string }).slot === slot.toISOString(),
    );
    const fresh = remindersOf(id).filter(
      (r) => (r.payload as { slot: string }).slot === moved.toISOString(),
    );
    expect(old).toHaveLength(2);
    expect(fresh.map((r) => r.at.toISOString())).toEqual([
      new Date(moved.getTime() - 24 * 3_600_000).toISOString(),
      new Date(moved.getTime() - 3_600_000).toISOString(),
    ]);
    for (const reminder of old) {
      clock = reminder.at;
      expect(
        (await deliver('booking-reminder', scheduledEvent(reminder.payload, reminder.at))).status,
      ).toBe(200);
    }
    expect(await mailsTo(owner.email, 'Reminder:')).toEqual([]);
    const first = fresh[0];
    if (!first) throw new Error('no reminder at the new time');
    clock = first.at;
    await deliver('booking-reminder', scheduledEvent(first.payload, first.at));
    expect(await mailsTo(owner.email, 'Reminder:')).toHaveLength(1);
  });

  it('follows the owner’s choice: e-mail only, or nothing when reminders are off', async () => {
    const emailOnly = await paidBooking({ notify_sms: false });
    await confirmed(emailOnly.id);
    await remind(emailOnly.id, '24h');
    expect(await mailsTo(emailOnly.owner.email, 'Reminder:')).toHaveLength(1);
    expect(await smsTo(emailOnly.owner)).toEqual([]);

    const smsOnly = await paidBooking({ notify_email: false });
    await confirmed(smsOnly.id);
    await remind(smsOnly.id, '24h');
    expect(await mailsTo(smsOnly.owner.email, 'Reminder:')).toEqual([]);
    expect(await smsTo(smsOnly.owner)).toHaveLength(1);

    const off = await paidBooking({ reminders_enabled: false });
    await confirmed(off.id);
    await remind(off.id, '24h');
    expect(await mailsTo(off.owner.email, 'Reminder:')).toEqual([]);
    expect(await smsTo(off.owner)).toEqual([]);
    // The confirmation is essential: it is sent whatever the choice.
    expect(await mailsTo(off.owner.email, 'Your appointment is booked')).toHaveLength(1);
  });
});

describe('the unsubscribe link of a reminder', () => {
  async function linkOf(owner: Owner): Promise<string> {
    const [mail] = await mailsTo(owner.email, 'Reminder:');
    const link = /To stop them: (\S+)/.exec(mail?.body ?? '')?.[1];
    if (!link) throw new Error('no unsubscribe link');
    return link;
  }
  const remindersOn = async (owner: Owner) =>
    (
      await db().query<{ on: boolean }>(
        'select reminders_enabled as on from public.users where id = $1',
        [owner.id],
      )
    ).rows[0]?.on;

  it('shows a page with a button on GET and changes nothing; the button (POST) turns reminders off', async () => {
    const { owner, id } = await paidBooking();
    await confirmed(id);
    const reminder = remindersOf(id)[0];
    if (!reminder) throw new Error('no reminder');
    clock = reminder.at;
    await deliver('booking-reminder', scheduledEvent(reminder.payload, reminder.at));
    const link = await linkOf(owner);

    const page = await fetch(link);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain(UNSUBSCRIBE_MESSAGES.confirm);
    expect(html).toContain('<button type="submit">Unsubscribe</button>');
    expect(await remindersOn(owner)).toBe(true);

    const done = await fetch(link, { method: 'POST' });
    expect(done.status).toBe(200);
    expect(await done.text()).toContain(UNSUBSCRIBE_MESSAGES.done);
    expect(await remindersOn(owner)).toBe(false);
  });

  it('refuses a tampered link, or one for another owner, and changes nothing', async () => {
    const { owner, id } = await paidBooking();
    const victim = await createOwner(db());
    await confirmed(id);
    const reminder = remindersOf(id)[0];
    if (!reminder) throw new Error('no reminder');
    clock = reminder.at;
    await deliver('booking-reminder', scheduledEvent(reminder.payload, reminder.at));
    const link = new URL(await linkOf(owner));

    const otherUser = new URL(link);
    otherUser.searchParams.set('u', String(victim.id));
    const badSig = new URL(link);
    badSig.searchParams.set('sig', `${link.searchParams.get('sig')?.slice(0, -2) ?? ''}AA`);
    for (const url of [otherUser, badSig]) {
      const response = await fetch(url, { method: 'POST' });
      expect(response.status).toBe(400);
      expect(await response.text()).toContain(UNSUBSCRIBE_MESSAGES.invalid);
    }
    expect(await remindersOn(victim)).toBe(true);
    expect(await remindersOn(owner)).toBe(true);
  });
});
