import { CANCEL_BOOKING_MESSAGES, CONSULTATION_MESSAGES } from '@petwell/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
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
import { TEST_CARDS } from '../providers/payments-test-gateway';

type Row = Record<string, unknown>;

const PAY = `mutation Pay($order: PaymentInput!) { payment(order: $order) { result status id code } }`;
const CANCEL = webOperation('appointments', 'cancel-booking.graphql');

let stack: TestStack;
let practice: Practice;
let other: Practice;
let platform: Practice;
let listing: Listing;
/** Days ahead of the next booking, so each test books a free slot. */
let day = 1;

beforeAll(async () => {
  stack = await startTestStack();
  practice = await createPractice(stack.stack.db);
  other = await createPractice(stack.stack.db);
  platform = await createPractice(stack.stack.db, { isPlatform: true, name: 'Petwell' });
  listing = await createListing(stack.stack.db, practice, {
    consultations: [{ type: 'video', price: 40, duration: 30 }],
  });
});
afterAll(async () => {
  await stack.close();
});

const db = () => stack.stack.db;
const firstRow = async (sql: string, params: unknown[]): Promise<Row> =>
  (await db().query<Row>(sql, params)).rows[0] ?? {};
const ledgerOf = (reference: unknown) =>
  stack.deps.payments.test.ledger().find((a) => a.reference === reference);

/** An owner books (and pays for) a video call at the listing with the card given. */
async function paidBooking(card: string = VISA.cardNumber) {
  const owner = await createOwner(db());
  const petId = await createPet(db(), owner.id);
  const token = await ownerToken(stack, owner);
  const answer = await stack.gql(
    PAY,
    {
      order: {
        paymentType: 300,
        productId: 4000,
        vendorId: practice.vendorId,
        vendorServiceId: listing.id,
        for_ts: slotAt(day++, '10:00').toISOString(),
        petId,
        userTZ: 'America/Chicago',
        details: { summary: 'Limping on the back left leg' },
        paymentInfo: { ...VISA, cardNumber: card },
        idempotencyKey: newKey(),
      },
    },
    { token },
  );
  const id = (answer.data?.['payment'] as { id: number | null } | undefined)?.id;
  if (!id) throw new Error(`the booking failed: ${JSON.stringify(answer)}`);
  return { owner, token, id };
}

async function cancel(bookingId: number, token: string) {
  return stack.gql(CANCEL, { id: bookingId }, { token });
}

const bookingOf = (id: number) =>
  firstRow(
    `select b.status, b.canceled_by, p.status as payment_status, p.provider_ref
       from public.bookings b left join public.payments p on p.id = b.payment_id where b.id = $1`,
    [id],
  );

const mailsTo = async (owner: Owner) =>
  (await stack.outbox(owner.email)).filter((m) => m.subject?.includes('was canceled'));

describe('cancel_booking: the money', () => {
  it('the owner cancels: the booking is canceled, the capture refunded once, the owner mailed with METHOD:CANCEL', async () => {
    const { owner, token, id } = await paidBooking();
    const answer = await cancel(id, token);
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.['cancel_booking']).toEqual({
      id,
      status: 3,
      canceled_by: 'owner',
      payment_status: 'refunded',
    });
    const row = await bookingOf(id);
    expect(row).toMatchObject({ status: 3, canceled_by: 'owner', payment_status: 'refunded' });
    expect(ledgerOf(row['provider_ref'])).toMatchObject({ status: 'refunded', refunds: 1 });

    const [mail] = await mailsTo(owner);
    expect(mail?.body).toContain(`You canceled your appointment PQC-${String(id)}`);
    expect(mail?.body).toContain('Your payment of $40.00 has been refunded.');
    const { rows } = await db().query<{ attachments: { content: string; contentType: string }[] }>(
      `select attachments from public.outbox where recipient = $1 and subject like '%was canceled'`,
      [owner.email],
    );
    const ics = rows[0]?.attachments[0];
    expect(ics?.contentType).toBe('text/calendar; charset=utf-8; method=CANCEL');
    expect(ics?.content).toContain('METHOD:CANCEL');
    expect(ics?.content).toContain('STATUS:CANCELLED');
    expect(ics?.content).toContain(`UID:booking-${String(id)}@`);
  });

  it('refunds once when the request is repeated, and says the second time that it is already canceled', async () => {
    const { owner, token, id } = await paidBooking();
    const [first, second] = await Promise.all([cancel(id, token), cancel(id, token)]);
    const answers = [first, second];
    expect(answers.filter((a) => a.errors === undefined)).toHaveLength(1);
    expect(answers.flatMap((a) => a.errors ?? []).map((e) => e.message)).toEqual([
      CANCEL_BOOKING_MESSAGES.alreadyCanceled,
    ]);
    const again = await cancel(id, token);
    expect(again.errors?.[0]?.message).toBe(CANCEL_BOOKING_MESSAGES.alreadyCanceled);
    expect(again.errors?.[0]?.extensions?.['code']).toBe('conflict');
    const row = await bookingOf(id);
    expect(ledgerOf(row['provider_ref'])).toMatchObject({ refunds: 1 });
    expect(await mailsTo(owner)).toHaveLength(1);
  });

  it('a retry after a crash between the refund and its record finishes it without a second refund', async () => {
    const { token, id } = await paidBooking();
    expect((await cancel(id, token)).errors).toBeUndefined();
    // As if the process had died after the gateway refunded and before the row said so.
    await db().query(
      `update public.payments set status = 'captured' where id = (select payment_id from public.bookings where id = $1)`,
      [id],
    );
    const retried = await cancel(id, token);
    expect(retried.errors).toBeUndefined();
    expect(retried.data?.['cancel_booking']).toMatchObject({ payment_status: 'refunded' });
    const row = await bookingOf(id);
    expect(row['payment_status']).toBe('refunded');
    expect(ledgerOf(row['provider_ref'])).toMatchObject({ refunds: 1 });
  });

  it('a repeat while another request holds the refund is told it is canceled; once that lease runs out it finishes the refund', async () => {
    const { token, id } = await paidBooking();
    expect((await cancel(id, token)).errors).toBeUndefined();
    // As if a request were at the gateway now: the refund is not recorded, its lease is held.
    const hold = (lease: string) =>
      db().query(
        `update public.payments set status = 'captured', settling_until = now() + $2::interval
          where id = (select payment_id from public.bookings where id = $1)`,
        [id, lease],
      );
    await hold('1 minute');
    const repeat = await cancel(id, token);
    expect(repeat.errors?.[0]?.message).toBe(CANCEL_BOOKING_MESSAGES.alreadyCanceled);
    expect((await bookingOf(id))['payment_status']).toBe('captured');
    // The process holding it died: its lease ran out, and the next request finishes the refund.
    await hold('-1 second');
    const retried = await cancel(id, token);
    expect(retried.errors).toBeUndefined();
    const row = await bookingOf(id);
    expect(row['payment_status']).toBe('refunded');
    expect(ledgerOf(row['provider_ref'])).toMatchObject({ refunds: 1 });
  });

  it('when the refund fails the booking stays canceled, the answer says so, and a retry refunds it', async () => {
    const { owner, token, id } = await paidBooking(TEST_CARDS.refundFails);
    const failed = await cancel(id, token);
    expect(failed.errors?.[0]?.message).toBe(CANCEL_BOOKING_MESSAGES.refundPending);
    expect(failed.errors?.[0]?.extensions?.['code']).toBe('provider-unavailable');
    expect(await bookingOf(id)).toMatchObject({ status: 3, payment_status: 'captured' });
    const [mail] = await mailsTo(owner);
    expect(mail?.body).toContain('Your payment of $40.00 will be refunded');
    // The retry tries the refund again (the test card fails every time) and changes nothing else.
    const retried = await cancel(id, token);
    expect(retried.errors?.[0]?.message).toBe(CANCEL_BOOKING_MESSAGES.refundPending);
    expect(await bookingOf(id)).toMatchObject({ status: 3, payment_status: 'captured' });
    expect(await mailsTo(owner)).toHaveLength(1);
  });

  it('releases an authorization that was not captured yet: voided, nothing refunded', async () => {
    // A booking whose capture had not happened yet (the payment action was interrupted).
    const owner = await createOwner(db());
    const authorized = await stack.deps.payments.test.authorize({
      idempotencyKey: newKey(),
      amountCents: 4000,
      currency: 'USD',
      description: 'Video consultation',
      card: {
        number: VISA.cardNumber,
        name: 'Olivia Owner',
        cvc: '123',
        expMonth: 12,
        expYear: 2040,
      },
    });
    if (!authorized.ok) throw new Error('the test gateway refused the card');
    const { rows } = await db().query<{ id: number }>(
      `with p as (
         insert into public.payments (user_id, vendor_id, payment_type, product_id, amount_cents,
                                      provider, provider_ref, status, idempotency_key)
         values ($1, $2, 300, 4000, 4000, 'test', $3, 'authorized', $4) returning id)
       insert into public.bookings (user_id, vendor_id, vendor_listing_id, type, slot, duration,
                                    price, payment_id)
       select $1, $2, $5, 'video', $6, 30, 40, p.id from p returning id`,
      [
        owner.id,
        practice.vendorId,
        authorized.reference,
        newKey(),
        listing.id,
        slotAt(day++, '10:00').toISOString(),
      ],
    );
    const id = rows[0]?.id ?? 0;
    const answer = await cancel(id, await ownerToken(stack, owner));
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.['cancel_booking']).toMatchObject({ payment_status: 'voided' });
    expect(await bookingOf(id)).toMatchObject({ status: 3, payment_status: 'voided' });
    expect(ledgerOf(authorized.reference)).toMatchObject({ status: 'voided', refunds: 0 });
    const [mail] = await mailsTo(owner);
    expect(mail?.body).toContain('The hold of $40.00 on your payment has been released');
  });

  it('a booking with nothing paid is canceled with no payment to settle', async () => {
    const owner = await createOwner(db());
    const { rows } = await db().query<{ id: number }>(
      `insert into public.bookings (user_id, vendor_id, vendor_listing_id, type, slot, duration, payment_waived)
       values ($1, $2, $3, 'video', $4, 30, true) returning id`,
      [owner.id, practice.vendorId, listing.id, slotAt(day++, '10:00').toISOString()],
    );
    const id = rows[0]?.id ?? 0;
    const answer = await cancel(id, await staffToken(stack, practice.staff));
    expect(answer.data?.['cancel_booking']).toEqual({
      id,
      status: 3,
      canceled_by: 'practice',
      payment_status: null,
    });
  });
});

describe('cancel_booking: who may cancel', () => {
  it('the practice cancels: the owner is told the practice canceled and the money is refunded', async () => {
    const { owner, id } = await paidBooking();
    const answer = await cancel(id, await staffToken(stack, practice.staff));
    expect(answer.errors).toBeUndefined();
    expect(await bookingOf(id)).toMatchObject({
      status: 3,
      canceled_by: 'practice',
      payment_status: 'refunded',
    });
    const [mail] = await mailsTo(owner);
    expect(mail?.body).toContain(
      `Dr. Test, DVM (Test Clinic) canceled your appointment PQC-${String(id)}`,
    );
    expect(mail?.body).toContain('Your payment of $40.00 has been refunded.');
  });

  it("the practice's root admin cancels any booking of the practice", async () => {
    const { id } = await paidBooking();
    const answer = await cancel(id, await staffToken(stack, practice.rootAdmin));
    expect(answer.data?.['cancel_booking']).toMatchObject({ canceled_by: 'practice' });
  });

  it("the platform's root admin cancels a booking of any practice, as it reads them all", async () => {
    const { id } = await paidBooking();
    const answer = await cancel(id, await staffToken(stack, platform.rootAdmin));
    expect(answer.data?.['cancel_booking']).toMatchObject({ canceled_by: 'practice' });
  });

  it('nobody else cancels: another owner, a staff member who does not manage the listing, another practice, anonymous', async () => {
    const { id } = await paidBooking();
    const outsider = await createOwner(db());
    const colleague = await createStaff(db(), practice.vendorId);
    const refusals = await Promise.all([
      cancel(id, await ownerToken(stack, outsider)),
      cancel(id, await staffToken(stack, colleague)),
      cancel(id, await staffToken(stack, other.rootAdmin)),
      cancel(id, await staffToken(stack, other.staff)),
    ]);
    for (const refused of refusals) {
      expect(refused.errors?.[0]?.message).toBe(CONSULTATION_MESSAGES.appointmentNotFound);
      expect(refused.errors?.[0]?.extensions?.['code']).toBe('not-found');
    }
    const anonymous = await stack.gql(CANCEL, { id });
    expect(anonymous.errors?.[0]?.message).toMatch(/cancel_booking/);
    expect(await bookingOf(id)).toMatchObject({ status: 0, payment_status: 'captured' });
  });

  it('refuses a booking that has begun, and changes nothing', async () => {
    const { token, id } = await paidBooking();
    await db().query(`update public.bookings set slot = now() - interval '1 hour' where id = $1`, [
      id,
    ]);
    const refused = await cancel(id, token);
    expect(refused.errors?.[0]?.message).toBe(CANCEL_BOOKING_MESSAGES.past);
    expect(await bookingOf(id)).toMatchObject({ status: 0, payment_status: 'captured' });
  });

  it('refuses a booking that does not exist as one the caller may not see', async () => {
    const { token } = await paidBooking();
    const refused = await cancel(2_000_000_000, token);
    expect(refused.errors?.[0]?.message).toBe(CONSULTATION_MESSAGES.appointmentNotFound);
  });

  it('no role changes a booking around the action', async () => {
    const { token, id } = await paidBooking();
    const direct = `mutation ($id: Int!) { update_bookings_by_pk(pk_columns: {id: $id}, _set: {status: 3}) { id } }`;
    for (const who of [
      token,
      await staffToken(stack, practice.staff),
      await staffToken(stack, practice.rootAdmin),
    ]) {
      const refused = await stack.gql(direct, { id }, { token: who });
      expect(refused.errors?.[0]?.message).toBe(
        "field 'update_bookings_by_pk' not found in type: 'mutation_root'",
      );
    }
    expect(await bookingOf(id)).toMatchObject({ status: 0, payment_status: 'captured' });
  });
});
