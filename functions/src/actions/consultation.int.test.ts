import { CONSULTATION_MESSAGES, LINK_MESSAGES } from '@petwell/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createBooking as insertBooking,
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
import { newKey, ownerToken, slotAt, staffToken, VISA } from '../../test/request-helpers';
import { linkSigningKey, signLink } from '../lib/booking-links';

/**
 * The consultation page's actions through the engine (GraphQL, as the SPA calls them): signed
 * links, the chat, who may get a link, and the links and calendar file the payment mails carry.
 */
let stack: TestStack;
let practice: Practice;
let listing: Listing;
let owner: Owner;
let ownerJwt: string;
let petId: number;

const db = () => stack.stack.db;
const key = () => linkSigningKey(stack.deps.env);

const CONSULTATION = `query Consultation($z: String!) { consultation(z: $z) {
  booking_id code side type status slot duration title line1 address listing_tz
  customer_first_name pet_name summary room } }`;
const MESSAGES = `query Messages($z: String!, $after: Int) {
  consultation_messages(z: $z, after_id: $after) { id sender_role body created_at } }`;
const SEND = `mutation Send($z: String!, $body: String!) {
  send_consultation_message(z: $z, body: $body) { id sender_role body created_at } }`;
const LINK = `query Link($id: Int!) { consultation_link(booking_id: $id) { z url } }`;

let nextHour = 0;

/** A booking of the owner at the test listing, two hours after the previous one (no overlap). */
async function createBooking(
  type: 'video' | 'chat' | 'phone' | 'clinic_visit',
  overrides: { status?: number; userId?: number; petId?: number | null; slot?: Date } = {},
): Promise<{ id: number; roomId: string }> {
  nextHour += 2;
  const slot = overrides.slot ?? new Date(Date.UTC(2031, 0, 5, 0, 0) + nextHour * 3_600_000);
  const row = await insertBooking<{ id: number; room_id: string }>(
    db(),
    { id: overrides.userId ?? owner.id },
    listing,
    {
      type,
      pet_id: overrides.petId === undefined ? petId : overrides.petId,
      slot: slot.toISOString(),
      status: overrides.status ?? 0,
      details: { info: { summary: 'Coughing at night' } },
    },
    'id, room_id::text as room_id',
  );
  return { id: row.id, roomId: row.room_id };
}

async function linkAs(token: string, bookingId: number) {
  return stack.gql(LINK, { id: bookingId }, { token });
}

async function zFor(token: string, bookingId: number): Promise<string> {
  const answer = await linkAs(token, bookingId);
  expect(answer.errors).toBeUndefined();
  return (answer.data?.['consultation_link'] as { z: string }).z;
}

const consultation = (z: string, token?: string) =>
  stack.gql(CONSULTATION, { z }, token ? { token } : {});

function expectInvalidLink(answer: Awaited<ReturnType<TestStack['gql']>>) {
  expect(answer.data?.['consultation'] ?? null).toBeNull();
  expect(answer.errors?.[0]?.message).toBe(LINK_MESSAGES.invalid);
  expect(answer.errors?.[0]?.extensions?.['code']).toBe('invalid-link');
}

beforeAll(async () => {
  stack = await startTestStack();
  practice = await createPractice(db());
  listing = await createListing(db(), practice, {
    consultations: [
      { type: 'video', price: 40, duration: 30 },
      { type: 'chat', price: 20, duration: 30 },
      { type: 'phone', price: 30, duration: 30 },
      { type: 'clinic_visit', price: 60, duration: 30 },
    ],
  });
  owner = await createOwner(db(), { first_name: 'Olivia' });
  ownerJwt = await ownerToken(stack, owner);
  petId = await createPet(db(), owner.id, 'Rex');
});
afterAll(async () => {
  await stack.close();
});

describe('consultation: a signed link opens its booking', () => {
  it("opens the owner's U link for anyone holding it, with the booking's details and video room", async () => {
    const booking = await createBooking('video');
    const z = await zFor(ownerJwt, booking.id);
    expect(z).toMatch(
      new RegExp(`^${String(owner.id)}U${String(booking.id)}\\.[A-Za-z0-9_-]{16}$`),
    );
    const answer = await consultation(z);
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.['consultation']).toEqual({
      booking_id: booking.id,
      code: `PQC-${String(booking.id)}`,
      side: 'user',
      type: 'video',
      status: 0,
      slot: expect.stringMatching(/^2031-01-05T/) as string,
      duration: 30,
      title: 'Test Clinic',
      line1: 'Dr. Test, DVM',
      address: '1 Main Street',
      listing_tz: 'America/New_York',
      customer_first_name: 'Olivia',
      pet_name: 'Rex',
      summary: 'Coughing at night',
      room: `petwell-${booking.roomId}`,
    });
    // The same answer for the owner signed in.
    expect((await consultation(z, ownerJwt)).data?.['consultation']).toMatchObject({
      side: 'user',
    });
  });

  it("gives the listing's manager and the root admin the practice's C link", async () => {
    const booking = await createBooking('phone', { petId: null });
    const managerZ = await zFor(await staffToken(stack, practice.staff), booking.id);
    const rootZ = await zFor(await staffToken(stack, practice.rootAdmin), booking.id);
    expect(managerZ).toMatch(new RegExp(`^${String(owner.id)}C${String(booking.id)}\\.`));
    expect(rootZ).toBe(managerZ);
    const answer = await consultation(managerZ);
    expect(answer.data?.['consultation']).toMatchObject({
      booking_id: booking.id,
      side: 'vendor',
      type: 'phone',
      pet_name: null,
      room: null,
    });
    const link = await linkAs(await staffToken(stack, practice.staff), booking.id);
    expect((link.data?.['consultation_link'] as { url: string }).url).toBe(
      `${stack.url}/appointments?z=${managerZ}`,
    );
  });

  it('shows no video room once the appointment is canceled', async () => {
    const booking = await createBooking('video', { status: 3 });
    const answer = await consultation(await zFor(ownerJwt, booking.id));
    expect(answer.data?.['consultation']).toMatchObject({ status: 3, room: null });
  });

  it('shows no video room once the appointment is over: marked complete, or its time has ended', async () => {
    const complete = await createBooking('video', { status: 1 });
    const ended = await createBooking('video', { slot: new Date(Date.now() - 3 * 3_600_000) });
    for (const booking of [complete, ended]) {
      const answer = await consultation(await zFor(ownerJwt, booking.id));
      expect(answer.errors).toBeUndefined();
      expect(answer.data?.['consultation']).toMatchObject({ type: 'video', room: null });
    }
  });

  it("answers 'Invalid link' to a tampered signature, a swapped booking or user, garbage and an unknown booking", async () => {
    const booking = await createBooking('video');
    const second = await createBooking('chat');
    const stranger = await createOwner(db());
    const z = await zFor(ownerJwt, booking.id);
    const [payload = '', sig = ''] = z.split('.');
    const tampered = `${payload}.${sig.slice(0, -1)}${sig.endsWith('A') ? 'B' : 'A'}`;
    const cases = [
      tampered,
      // Another booking of the same owner, with the first booking's signature.
      `${String(owner.id)}U${String(second.id)}.${sig}`,
      // Another user's id with this signature, and correctly signed for a user who is not the booking's.
      `${String(stranger.id)}U${String(booking.id)}.${sig}`,
      signLink(key(), { userId: stranger.id, side: 'U', bookingId: booking.id }),
      // The C side with the U signature.
      `${String(owner.id)}C${String(booking.id)}.${sig}`,
      'garbage',
      '',
      ` ${z}`,
      `0${z}`,
      // Correctly signed, but no such booking.
      signLink(key(), { userId: owner.id, side: 'U', bookingId: 2_000_000_000 }),
    ];
    for (const bad of cases) {
      expectInvalidLink(await consultation(bad));
      const messages = await stack.gql(MESSAGES, { z: bad });
      expect(messages.errors?.[0]?.message, bad).toBe(LINK_MESSAGES.invalid);
      const sent = await stack.gql(SEND, { z: bad, body: 'hello' });
      expect(sent.errors?.[0]?.message, bad).toBe(LINK_MESSAGES.invalid);
    }
    // The genuine link still opens.
    expect((await consultation(z)).errors).toBeUndefined();
  });
});

describe('consultation_messages and send_consultation_message: the chat', () => {
  it('round-trips messages of both sides, oldest first, and returns only newer ones after an id', async () => {
    const booking = await createBooking('chat');
    const userZ = await zFor(ownerJwt, booking.id);
    const staffJwt = await staffToken(stack, practice.staff);
    const practiceZ = await zFor(staffJwt, booking.id);

    const first = await stack.gql(SEND, { z: userZ, body: '  Rex keeps coughing.  ' });
    expect(first.errors).toBeUndefined();
    const sentByUser = first.data?.['send_consultation_message'] as { id: number };
    expect(sentByUser).toMatchObject({ sender_role: 'user', body: 'Rex keeps coughing.' });
    const reply = await stack.gql(SEND, { z: practiceZ, body: 'Since when?' }, { token: staffJwt });
    expect(reply.data?.['send_consultation_message']).toMatchObject({ sender_role: 'vendor' });
    // A C link opened without signing in still speaks for the practice.
    await stack.gql(SEND, { z: practiceZ, body: 'Any fever?' });

    for (const z of [userZ, practiceZ]) {
      const all = await stack.gql(MESSAGES, { z });
      expect(all.errors).toBeUndefined();
      expect(
        (all.data?.['consultation_messages'] as { sender_role: string; body: string }[]).map(
          (m) => [m.sender_role, m.body],
        ),
      ).toEqual([
        ['user', 'Rex keeps coughing.'],
        ['vendor', 'Since when?'],
        ['vendor', 'Any fever?'],
      ]);
    }
    const newer = await stack.gql(MESSAGES, { z: userZ, after: sentByUser.id });
    expect(
      (newer.data?.['consultation_messages'] as { body: string }[]).map((m) => m.body),
    ).toEqual(['Since when?', 'Any fever?']);

    const { rows } = await db().query<{
      sender_role: string;
      sender_user_id: number | null;
      sender_vendor_login_id: number | null;
    }>(
      'select sender_role, sender_user_id, sender_vendor_login_id from public.consult_messages where booking_id = $1 order by id',
      [booking.id],
    );
    expect(rows).toEqual([
      { sender_role: 'user', sender_user_id: owner.id, sender_vendor_login_id: null },
      { sender_role: 'vendor', sender_user_id: null, sender_vendor_login_id: practice.staff.id },
      { sender_role: 'vendor', sender_user_id: null, sender_vendor_login_id: null },
    ]);
  });

  it('refuses messages for a consultation that is not a chat', async () => {
    const booking = await createBooking('video');
    const z = await zFor(ownerJwt, booking.id);
    const listed = await stack.gql(MESSAGES, { z });
    expect(listed.errors?.[0]?.message).toBe(CONSULTATION_MESSAGES.onlyChat);
    const sent = await stack.gql(SEND, { z, body: 'Hello' });
    expect(sent.errors?.[0]?.message).toBe(CONSULTATION_MESSAGES.onlyChat);
    expect(
      (
        await db().query('select 1 from public.consult_messages where booking_id = $1', [
          booking.id,
        ])
      ).rows,
    ).toHaveLength(0);
  });

  it('refuses an empty or too long message, and any new message once the appointment is canceled', async () => {
    const booking = await createBooking('chat');
    const z = await zFor(ownerJwt, booking.id);
    const blank = await stack.gql(SEND, { z, body: '   ' });
    expect(blank.errors?.[0]?.extensions?.['code']).toBe('validation-failed');
    expect(blank.errors?.[0]?.message).toContain(CONSULTATION_MESSAGES.bodyRequired);
    const long = await stack.gql(SEND, { z, body: 'x'.repeat(4001) });
    expect(long.errors?.[0]?.message).toContain(CONSULTATION_MESSAGES.bodyTooLong);
    expect((await stack.gql(SEND, { z, body: 'x'.repeat(4000) })).errors).toBeUndefined();

    await db().query('update public.bookings set status = 3 where id = $1', [booking.id]);
    const late = await stack.gql(SEND, { z, body: 'Are you there?' });
    expect(late.errors?.[0]?.message).toBe(CONSULTATION_MESSAGES.canceled);
    // The conversation can still be read.
    expect(
      ((await stack.gql(MESSAGES, { z })).data?.['consultation_messages'] as unknown[]).length,
    ).toBe(1);
  });
});

describe('a chat that is over', () => {
  it('takes no new message once marked complete or once its time has ended, and can still be read', async () => {
    const complete = await createBooking('chat');
    const ended = await createBooking('chat', { slot: new Date(Date.now() - 6 * 3_600_000) });
    const staffJwt = await staffToken(stack, practice.staff);
    const completeZ = await zFor(ownerJwt, complete.id);
    expect(
      (await stack.gql(SEND, { z: completeZ, body: 'Before the end.' })).errors,
    ).toBeUndefined();
    await db().query('update public.bookings set status = 1 where id = $1', [complete.id]);

    for (const booking of [complete, ended]) {
      for (const [z, token] of [
        [await zFor(ownerJwt, booking.id), undefined],
        [await zFor(staffJwt, booking.id), staffJwt],
      ] as const) {
        const late = await stack.gql(SEND, { z, body: 'Are you there?' }, token ? { token } : {});
        expect(late.errors?.[0]?.message).toBe(CONSULTATION_MESSAGES.completed);
        expect(late.errors?.[0]?.extensions?.['code']).toBe('conflict');
      }
    }
    const { rows } = await db().query<{ body: string }>(
      'select body from public.consult_messages where booking_id = any($1) order by id',
      [[complete.id, ended.id]],
    );
    expect(rows.map((r) => r.body)).toEqual(['Before the end.']);
    const read = await stack.gql(MESSAGES, { z: completeZ });
    expect(read.data?.['consultation_messages']).toHaveLength(1);
  });
});

describe('consultation_link: who may get a link', () => {
  it("refuses an owner another owner's booking, and an unknown booking, alike", async () => {
    const booking = await createBooking('video');
    const stranger = await createOwner(db());
    for (const [token, id] of [
      [await ownerToken(stack, stranger), booking.id],
      [ownerJwt, 2_000_000_000],
    ] as const) {
      const answer = await linkAs(token, id);
      expect(answer.errors?.[0]?.message).toBe(CONSULTATION_MESSAGES.appointmentNotFound);
      expect(answer.errors?.[0]?.extensions?.['code']).toBe('not-found');
    }
  });

  it('refuses staff who do not manage the listing, and staff and root admins of another practice', async () => {
    const booking = await createBooking('video');
    const colleague = await createStaff(db(), practice.vendorId, { subrole: 3 });
    const other = await createPractice(db());
    for (const staff of [colleague, other.staff, other.rootAdmin]) {
      const answer = await linkAs(await staffToken(stack, staff), booking.id);
      expect(answer.errors?.[0]?.message, staff.email).toBe(
        CONSULTATION_MESSAGES.appointmentNotFound,
      );
    }
    // Once the colleague manages the listing, the link is theirs too.
    await db().query(
      'insert into public.listing_managers (listing_id, vendor_login_id, vendor_id) values ($1, $2, $3)',
      [listing.id, colleague.id, practice.vendorId],
    );
    expect((await linkAs(await staffToken(stack, colleague), booking.id)).errors).toBeUndefined();
  });

  it('is not offered to anonymous callers', async () => {
    const booking = await createBooking('video');
    const answer = await stack.gql(LINK, { id: booking.id });
    expect(answer.data).toBeUndefined();
    expect(answer.errors?.[0]?.extensions?.['code']).toBe('validation-failed');
  });
});

interface OutboxMessage {
  subject: string | null;
  body: string;
  attachments: { filename: string; contentType: string; content: string }[];
}

async function outbox(to: string): Promise<OutboxMessage[]> {
  const listed = await stack.rest(`/dev/outbox?to=${encodeURIComponent(to)}`, undefined, {
    method: 'GET',
  });
  expect(listed.status).toBe(200);
  return (listed.body as unknown as { messages: OutboxMessage[] }).messages;
}

/** The content lines of an iCalendar text, unfolded (RFC 5545 section 3.1). */
const icsLines = (ics: string) => ics.replace(/\r\n[ \t]/g, '').split('\r\n');
const icsValue = (ics: string, name: string) =>
  icsLines(ics)
    .find((line) => line.startsWith(`${name}:`))
    ?.slice(name.length + 1);

const PAY = `mutation Pay($order: PaymentInput!) { payment(order: $order) { result status id code } }`;

describe('payment: the booking mails carry the links and appointment.ics', () => {
  it("mails the owner the U link and the listing's owner the C link, each with the same calendar event", async () => {
    const buyer = await createOwner(db());
    const buyerPet = await createPet(db(), buyer.id, 'Bella');
    const slot = slotAt(3, '11:00');
    const answer = await stack.gql(
      PAY,
      {
        order: {
          paymentType: 300,
          productId: 4000,
          vendorId: practice.vendorId,
          vendorServiceId: listing.id,
          for_ts: slot.toISOString(),
          petId: buyerPet,
          userTZ: 'America/Chicago',
          details: { summary: 'Itchy ears' },
          paymentInfo: VISA,
          idempotencyKey: newKey(),
        },
      },
      { token: await ownerToken(stack, buyer) },
    );
    expect(answer.errors).toBeUndefined();
    const bookingId = (answer.data?.['payment'] as { id: number }).id;
    const code = `PQC-${String(bookingId)}`;
    const host = new URL(stack.url).hostname;

    // The booking's insert event sends the mails, after the payment answered.
    await stack.awaitMail(buyer.email, 'Your appointment is booked');
    await stack.awaitMail(practice.staff.email, `New appointment ${code}`);
    const [mail] = await outbox(buyer.email);
    expect(mail?.subject).toBe(`Your appointment is booked: ${code}`);
    const userLink = /Your appointment page: (\S+)/.exec(mail?.body ?? '')?.[1] ?? '';
    expect(userLink.startsWith(`${stack.url}/appointments?z=`)).toBe(true);
    const userZ = new URL(userLink).searchParams.get('z') ?? '';
    expect((await consultation(userZ)).data?.['consultation']).toMatchObject({
      booking_id: bookingId,
      side: 'user',
      summary: 'Itchy ears',
      pet_name: 'Bella',
    });

    const [ics] = mail?.attachments ?? [];
    expect(ics?.filename).toBe('appointment.ics');
    expect(ics?.contentType).toMatch(/^text\/calendar/);
    const userIcs = ics?.content ?? '';
    expect(icsLines(userIcs)[0]).toBe('BEGIN:VCALENDAR');
    expect(icsLines(userIcs)).toContain('BEGIN:VEVENT');
    const utc = (date: Date) =>
      date
        .toISOString()
        .replace(/[-:]/g, '')
        .replace(/\.\d{3}/, '');
    expect(icsValue(userIcs, 'DTSTART')).toBe(utc(slot));
    expect(icsValue(userIcs, 'DTSTART')).toMatch(/^\d{8}T\d{6}Z$/);
    expect(icsValue(userIcs, 'DTEND')).toBe(utc(new Date(slot.getTime() + 30 * 60_000)));
    expect(icsValue(userIcs, 'UID')).toBe(`booking-${String(bookingId)}@${host}`);
    expect(icsValue(userIcs, 'LOCATION')).toBe(userLink);
    expect(icsValue(userIcs, 'DESCRIPTION')).toContain(code);

    const [ownerMail] = await outbox(practice.staff.email);
    expect(ownerMail?.subject).toBe(`New appointment ${code}`);
    expect(ownerMail?.body).toContain('Reason for consult: Itchy ears');
    const practiceLink = /Consultation page \(practice side\): (\S+)/.exec(
      ownerMail?.body ?? '',
    )?.[1];
    const practiceZ = new URL(practiceLink ?? 'http://x').searchParams.get('z') ?? '';
    expect((await consultation(practiceZ)).data?.['consultation']).toMatchObject({
      booking_id: bookingId,
      side: 'vendor',
    });
    const ownerIcs = ownerMail?.attachments[0]?.content ?? '';
    // One event, two renderings: the UID (and the times) are the same in both files.
    expect(icsValue(ownerIcs, 'UID')).toBe(icsValue(userIcs, 'UID'));
    expect(icsValue(ownerIcs, 'DTSTART')).toBe(icsValue(userIcs, 'DTSTART'));
    expect(icsValue(ownerIcs, 'DESCRIPTION')).toContain(practiceZ);

    const stored = await db().query<{ attachments: unknown }>(
      'select attachments from public.outbox where recipient = $1 order by id desc limit 1',
      [buyer.email],
    );
    expect(stored.rows[0]?.attachments).toEqual(mail?.attachments);
    const page = await fetch(`${stack.url}/dev/outbox?to=${encodeURIComponent(buyer.email)}`, {
      headers: { accept: 'text/html' },
    });
    expect(await page.text()).toContain('Attachment appointment.ics (text/calendar');
  });

  it('puts the clinic address in the mail and the location of a clinic visit', async () => {
    const buyer = await createOwner(db());
    const buyerPet = await createPet(db(), buyer.id);
    const answer = await stack.gql(
      PAY,
      {
        order: {
          paymentType: 300,
          productId: 2000,
          vendorId: practice.vendorId,
          vendorServiceId: listing.id,
          for_ts: slotAt(4, '15:00').toISOString(),
          petId: buyerPet,
          userTZ: 'America/New_York',
          details: { summary: 'Vaccination' },
          paymentInfo: VISA,
          idempotencyKey: newKey(),
        },
      },
      { token: await ownerToken(stack, buyer) },
    );
    expect(answer.errors).toBeUndefined();
    await stack.awaitMail(buyer.email, 'Your appointment is booked');
    const [mail] = await outbox(buyer.email);
    // The full address: street, city and zip code (LISTING of the factories).
    expect(mail?.body).toContain('Address: 1 Main Street, Springfield, 12345');
    expect(icsValue(mail?.attachments[0]?.content ?? '', 'LOCATION')).toBe(
      'Test Clinic\\, 1 Main Street\\, Springfield\\, 12345',
    );
  });
});
