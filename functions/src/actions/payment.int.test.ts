import {
  DEFAULT_SLOT_MINUTES,
  IHM_STATUS,
  PAYMENT_MESSAGES,
  SLOT_REFUSAL_MESSAGES,
  MESSAGES,
} from '@petwell/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createListing,
  createOwner,
  createPet,
  createPlan,
  createPractice,
  createStaff,
  GOLD_OFFERS,
  makeAssessment,
  type Practice,
  uniqueCode,
} from '../../../test-support/factories';
import { startTestStack, type TestStack } from '../../test/harness';
import { newKey, ownerToken, slotAt, staffToken, VISA } from '../../test/request-helpers';
import { TEST_CARDS, TEST_GATEWAY_MESSAGES } from '../providers/payments-test-gateway';
import { PAYMENT_ACTION_MESSAGES } from './payment';
import { ORDER_MESSAGES } from './payment-order';

type Row = Record<string, unknown>;
interface PayAnswer {
  result: string;
  status: string;
  id: number | null;
  code: string | null;
}

const PAY = `mutation Pay($order: PaymentInput!) { payment(order: $order) { result status id code } }`;

let stack: TestStack;
let practice: Practice;
/** The platform (main vendor), whose online vets give a paid assessment's consultation. */
let platform: Practice;

beforeAll(async () => {
  stack = await startTestStack();
  practice = await createPractice(stack.stack.db);
  platform = await createPractice(stack.stack.db, { isPlatform: true, name: 'Petwell' });
});
afterAll(async () => {
  await stack.close();
});

const db = () => stack.stack.db;
/** The first row of a query, or {} when there is none. */
const firstRow = async (sql: string, params: unknown[]): Promise<Row> =>
  (await db().query<Row>(sql, params)).rows[0] ?? {};

async function ownerWithPet(overrides: Parameters<typeof createOwner>[1] = {}) {
  const owner = await createOwner(db(), overrides);
  return { owner, petId: await createPet(db(), owner.id), token: await ownerToken(stack, owner) };
}

/** A video consultation at $40 for 30 minutes, bookable every day around the clock. */
const videoListing = (price = 40, at: Practice = practice) =>
  createListing(db(), at, { consultations: [{ type: 'video', price, duration: 30 }] });

function appointment(
  listingId: number,
  petId: number,
  slot: Date,
  extra: Record<string, unknown> = {},
) {
  return {
    paymentType: 300,
    productId: 4000,
    vendorId: practice.vendorId,
    vendorServiceId: listingId,
    for_ts: slot.toISOString(),
    petId,
    userTZ: 'America/Chicago',
    details: { summary: 'Limping on the back left leg' },
    paymentInfo: VISA,
    idempotencyKey: newKey(),
    ...extra,
  };
}

async function pay(order: Record<string, unknown>, token: string) {
  return stack.gql(PAY, { order }, { token });
}

const paymentOf = (answer: { data?: Record<string, unknown> }) =>
  answer.data?.['payment'] as PayAnswer | undefined;
const idOf = (answer: { data?: Record<string, unknown> }) => paymentOf(answer)?.id ?? 0;

const count = async (sql: string, params: unknown[]) =>
  Number((await db().query<{ n: number | string }>(sql, params)).rows[0]?.n);

const ledger = () => stack.deps.payments.test.ledger();

describe('payment: an appointment', () => {
  it("books the slot at the listing's price, captures the card and answers {result, status, id}", async () => {
    const { owner, petId, token } = await ownerWithPet();
    const listing = await videoListing(40);
    const slot = slotAt(2, '10:00');
    const order = appointment(listing.id, petId, slot);
    const answer = await pay(order, token);
    expect(answer.errors).toBeUndefined();
    const paid = paymentOf(answer) as { result: string; status: string; id: number };
    expect(paid).toEqual({
      result: 'Success',
      status: 'Thanks for your Order!',
      id: expect.any(Number) as number,
      code: null,
    });

    const booking = await firstRow(
      `select b.*, p.amount_cents, p.discount_cents, p.provider, p.provider_ref, p.card_brand,
                p.card_last4, p.status as payment_status, p.payment_type, p.product_id, p.idempotency_key
           from public.bookings b join public.payments p on p.id = b.payment_id where b.id = $1`,
      [paid.id],
    );
    expect(booking).toMatchObject({
      user_id: owner.id,
      vendor_id: practice.vendorId,
      vendor_listing_id: listing.id,
      type: 'video',
      pet_id: petId,
      duration: 30,
      price: 40,
      status: 0,
      payment_waived: false,
      user_tz: 'America/Chicago',
      amount_cents: 4000,
      discount_cents: 0,
      provider: 'test',
      card_brand: 'visa',
      card_last4: '4242',
      payment_status: 'captured',
      payment_type: 300,
      product_id: 4000,
      idempotency_key: order.idempotencyKey,
    });
    expect(new Date(booking['slot'] as string)).toEqual(slot);
    // The booking keeps a snapshot of who booked what, so later edits do not rewrite it.
    expect(booking.details).toEqual({
      type: 'video',
      user: { first_name: 'Olivia', last_name: 'Owner', phone: owner.phone, id: owner.id },
      details: {
        title: 'Test Clinic',
        line1: 'Dr. Test, DVM',
        // The whole clinic address, not only the street.
        address: '1 Main Street',
        city: 'Springfield',
        state: null,
        zipcode: '12345',
        duration: 30,
      },
      info: { summary: 'Limping on the back left leg' },
      pet: { id: petId, name: 'Rex', type: 1, breed: null },
      listingTZ: 'America/New_York',
      slot: slot.toISOString(),
    });
    expect(ledger().find((a) => a.reference === booking.provider_ref)).toMatchObject({
      status: 'captured',
      amountCents: 4000,
    });
    // No card data but the brand and last four is stored anywhere.
    const stored = JSON.stringify(
      (await db().query('select * from public.payments where id = $1', [booking.payment_id])).rows,
    );
    expect(stored).not.toContain('4242424242424242');
    expect(stored).not.toContain('"123"');
    // The checkout promises a confirmation e-mail: the booking's insert event sends it.
    const mail = await stack.awaitMail(owner.email, 'Your appointment is booked');
    expect(mail).toHaveLength(1);
    expect(mail[0]?.subject).toBe(`Your appointment is booked: PQC-${String(paid.id)}`);
    expect(mail[0]?.body).toContain('Thanks for your Order!');
    expect(mail[0]?.body).toContain('Paid: $40.00.');
  });

  it('ignores the price and newPrice a client sends (REST /api/payment with the spec checkout data)', async () => {
    const { owner, petId, token } = await ownerWithPet();
    const listing = await videoListing(55);
    const order = appointment(listing.id, petId, slotAt(2, '11:00'), {
      newPrice: 1,
      price: 1,
      userId: 1,
      email: 'someone-else@example.com',
      details: { summary: 'Check-up', price: 1, clinicName: 'Cheap Clinic' },
    });
    const answer = await stack.rest('/api/payment', order, { token });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ result: 'Success', status: 'Thanks for your Order!' });
    const row = await firstRow(
      'select p.amount_cents, p.user_id, b.price from public.bookings b join public.payments p on p.id = b.payment_id where b.id = $1',
      [answer.body.id],
    );
    expect(row).toEqual({ amount_cents: 5500, user_id: owner.id, price: 55 });
  });

  it('"a payment with a decline card changes nothing": the answer is Error with the reason in status', async () => {
    const { owner, petId, token } = await ownerWithPet();
    const listing = await videoListing();
    const before = ledger().length;
    const answer = await pay(
      appointment(listing.id, petId, slotAt(2, '12:00'), {
        paymentInfo: { ...VISA, cardNumber: TEST_CARDS.declined },
      }),
      token,
    );
    expect(paymentOf(answer)).toEqual({
      result: 'Error',
      status: TEST_GATEWAY_MESSAGES.declined,
      id: null,
      code: 'payment-declined',
    });
    expect(
      await count('select count(*) as n from public.bookings where user_id = $1', [owner.id]),
    ).toBe(0);
    expect(
      await count('select count(*) as n from public.payments where user_id = $1', [owner.id]),
    ).toBe(0);
    expect(ledger().length).toBe(before);
    expect(await stack.outbox(owner.email)).toEqual([]);
  });

  it('answers the other test cards: insufficient funds, a processor error, a number failing the Luhn check', async () => {
    const { petId, token } = await ownerWithPet();
    const listing = await videoListing();
    const tryCard = async (cardNumber: string) =>
      paymentOf(
        await pay(
          appointment(listing.id, petId, slotAt(3, '09:00'), {
            paymentInfo: { ...VISA, cardNumber },
          }),
          token,
        ),
      );
    expect(await tryCard(TEST_CARDS.insufficientFunds)).toMatchObject({
      result: 'Error',
      status: TEST_GATEWAY_MESSAGES.insufficientFunds,
      code: 'payment-declined',
    });
    expect(await tryCard(TEST_CARDS.processorError)).toMatchObject({
      result: 'Error',
      status: TEST_GATEWAY_MESSAGES.processorError,
      code: 'provider-unavailable',
    });
    expect(await tryCard('4242424242424241')).toMatchObject({
      result: 'Error',
      status: TEST_GATEWAY_MESSAGES.invalidNumber,
    });
    expect(await tryCard(TEST_CARDS.mastercard)).toMatchObject({ result: 'Success' });
  });

  it('undoes the booking and voids the money when the capture is declined after the booking was written', async () => {
    const { owner, petId, token } = await ownerWithPet();
    const listing = await videoListing();
    const slot = slotAt(3, '10:00');
    const answer = await pay(
      appointment(listing.id, petId, slot, {
        paymentInfo: { ...VISA, cardNumber: TEST_CARDS.captureDeclined },
      }),
      token,
    );
    expect(paymentOf(answer)).toMatchObject({
      result: 'Error',
      status: TEST_GATEWAY_MESSAGES.declined,
    });
    const payment =
      (await db().query<Row>('select * from public.payments where user_id = $1', [owner.id]))
        .rows[0] ?? {};
    expect(payment.status).toBe('failed');
    expect(ledger().find((a) => a.reference === payment.provider_ref)?.status).toBe('voided');
    expect(
      await count('select count(*) as n from public.bookings where user_id = $1 and status <> 3', [
        owner.id,
      ]),
    ).toBe(0);
    // The slot is free again.
    const other = await ownerWithPet();
    expect(
      paymentOf(await pay(appointment(listing.id, other.petId, slot), other.token)),
    ).toMatchObject({
      result: 'Success',
    });
  });

  it('refuses a short number, no security code, no card or an expired card, and books nothing', async () => {
    const { owner, petId, token } = await ownerWithPet();
    const listing = await videoListing();
    const answer = await pay(
      appointment(listing.id, petId, slotAt(3, '11:00'), {
        paymentInfo: { ...VISA, cardNumber: '4242' },
      }),
      token,
    );
    expect(answer.errors?.[0]?.message).toBe(
      `paymentInfo.cardNumber: ${PAYMENT_MESSAGES.cardNumberInvalid}`,
    );
    expect(answer.errors?.[0]?.extensions?.['code']).toBe('validation-failed');
    const noCcv = await pay(
      appointment(listing.id, petId, slotAt(3, '11:00'), { paymentInfo: { ...VISA, ccv: '' } }),
      token,
    );
    expect(noCcv.errors?.[0]?.message).toBe(`paymentInfo.ccv: ${PAYMENT_MESSAGES.ccvRequired}`);
    const noCard = await pay(
      appointment(listing.id, petId, slotAt(3, '11:00'), { paymentInfo: null }),
      token,
    );
    expect(noCard.errors?.[0]?.message).toBe(
      `paymentInfo: ${PAYMENT_MESSAGES.paymentMethodRequired}`,
    );
    const expired = await pay(
      appointment(listing.id, petId, slotAt(3, '11:00'), {
        paymentInfo: { ...VISA, expDt: '01/20' },
      }),
      token,
    );
    expect(paymentOf(expired)).toMatchObject({
      result: 'Error',
      status: PAYMENT_MESSAGES.cardExpired,
    });
    expect(
      await count('select count(*) as n from public.bookings where user_id = $1', [owner.id]),
    ).toBe(0);
  });

  it('takes a card number written as printed, its digits grouped by spaces or dashes', async () => {
    const { petId, token } = await ownerWithPet();
    const listing = await videoListing();
    for (const [hour, cardNumber] of [
      ['12:00', '4242 4242 4242 4242'],
      ['13:00', '4242-4242-4242-4242'],
    ] as const) {
      const answer = await pay(
        appointment(listing.id, petId, slotAt(3, hour), { paymentInfo: { ...VISA, cardNumber } }),
        token,
      );
      expect(answer.errors, cardNumber).toBeUndefined();
      expect(paymentOf(answer), cardNumber).toMatchObject({ result: 'Success' });
    }
  });

  it('re-checks the slot on the server: in the schedule, at least the lead time ahead, within 15 days', async () => {
    const { petId, token } = await ownerWithPet();
    const listing = await createListing(db(), practice, {
      consultations: [
        {
          type: 'video',
          price: 40,
          duration: 30,
          schedules: [{ days: [1, 2, 3, 4, 5, 6, 7], from: '09:00', to: '17:00' }],
        },
      ],
    });
    const refused = async (slot: Date) =>
      paymentOf(await pay(appointment(listing.id, petId, slot), token));
    expect(await refused(slotAt(2, '08:00'))).toMatchObject({
      result: 'Error',
      status: SLOT_REFUSAL_MESSAGES['outside-schedule'],
    });
    expect(await refused(slotAt(2, '09:10'))).toMatchObject({
      status: SLOT_REFUSAL_MESSAGES['outside-schedule'],
    });
    expect(await refused(slotAt(17, '09:00'))).toMatchObject({
      status: SLOT_REFUSAL_MESSAGES['too-far'],
    });
    const allDay = await createListing(db(), practice, {
      consultations: [
        {
          type: 'video',
          price: 40,
          duration: 30,
          schedules: [{ days: [1, 2, 3, 4, 5, 6, 7], from: '00:00', to: '24:00' }],
        },
      ],
    });
    // The next half hour: a scheduled start, but less than the hour of lead time away.
    const soon = new Date(Math.ceil(Date.now() / 1_800_000) * 1_800_000);
    expect(paymentOf(await pay(appointment(allDay.id, petId, soon), token))).toMatchObject({
      result: 'Error',
      status: SLOT_REFUSAL_MESSAGES['too-soon'],
    });
  });

  it('needs a pet of the owner and the reason for consult', async () => {
    const { petId, token } = await ownerWithPet();
    const stranger = await ownerWithPet();
    const listing = await videoListing();
    const slot = slotAt(4, '09:00');
    const noPet = await pay(appointment(listing.id, petId, slot, { petId: null }), token);
    expect(noPet.errors?.[0]?.message).toBe(`petId: ${PAYMENT_MESSAGES.petRequired}`);
    const otherPet = await pay(appointment(listing.id, stranger.petId, slot), token);
    expect(otherPet.errors?.[0]?.message).toBe(`petId: ${PAYMENT_MESSAGES.petRequired}`);
    const noSummary = await pay(appointment(listing.id, petId, slot, { details: {} }), token);
    expect(noSummary.errors?.[0]?.message).toBe(
      `details.summary: ${PAYMENT_MESSAGES.summaryRequired}`,
    );
  });

  it('refuses a disabled consultation: "Consultations are not available currently."', async () => {
    const { petId, token } = await ownerWithPet();
    const listing = await createListing(db(), practice, {
      consultations: [{ type: 'video', enabled: false }],
    });
    expect(paymentOf(await pay(appointment(listing.id, petId, slotAt(2, '10:00')), token))).toEqual(
      {
        result: 'Error',
        status: ORDER_MESSAGES.notAvailable,
        id: null,
        code: 'not-found',
      },
    );
  });
});

describe('payment: races and repeats', () => {
  it('"20 concurrent payments for one slot give exactly one booking and no captured charge for the others"', async () => {
    const listing = await videoListing(40);
    const slot = slotAt(5, '10:00');
    const buyers = await Promise.all(Array.from({ length: 20 }, () => ownerWithPet()));
    const before = new Set(ledger().map((a) => a.reference));
    const answers = await Promise.all(
      buyers.map(async (b) =>
        paymentOf(await pay(appointment(listing.id, b.petId, slot), b.token)),
      ),
    );
    const successes = answers.filter((a) => a?.result === 'Success');
    expect(successes, JSON.stringify(answers)).toHaveLength(1);
    for (const a of answers.filter((x) => x?.result !== 'Success'))
      expect(a).toMatchObject({
        result: 'Error',
        status: SLOT_REFUSAL_MESSAGES.taken,
        code: 'slot-taken',
      });
    expect(
      await count('select count(*) as n from public.bookings where vendor_listing_id = $1', [
        listing.id,
      ]),
    ).toBe(1);
    const mine = ledger().filter((a) => !before.has(a.reference));
    expect(mine.filter((a) => a.status === 'captured')).toHaveLength(1);
    expect(mine.filter((a) => a.status === 'authorized')).toHaveLength(0);
    expect(mine.filter((a) => a.status === 'voided')).toHaveLength(mine.length - 1);
    // Exactly one captured payment row; the others that were authorised are recorded as voided.
    const ids = buyers.map((b) => b.owner.id);
    expect(
      await count(
        `select count(*) as n from public.payments where user_id = any($1) and status = 'captured'`,
        [ids],
      ),
    ).toBe(1);
    expect(
      await count(
        `select count(*) as n from public.payments where user_id = any($1) and status <> 'captured' and status <> 'voided'`,
        [ids],
      ),
    ).toBe(0);
  });

  it('"a repeated idempotency key charges once" and answers the first answer', async () => {
    const { owner, petId, token } = await ownerWithPet();
    const listing = await videoListing(40);
    const order = appointment(listing.id, petId, slotAt(5, '11:00'));
    const first = await stack.rest('/api/payment', order, { token });
    const again = await stack.rest('/api/payment', order, { token });
    expect(first.body).toMatchObject({ result: 'Success' });
    expect(JSON.stringify(again.body)).toBe(JSON.stringify(first.body));
    const concurrent = await Promise.all(
      Array.from({ length: 10 }, () => stack.rest('/api/payment', order, { token })),
    );
    for (const c of concurrent) expect(JSON.stringify(c.body)).toBe(JSON.stringify(first.body));
    expect(
      await count('select count(*) as n from public.bookings where user_id = $1', [owner.id]),
    ).toBe(1);
    expect(
      await count('select count(*) as n from public.payments where user_id = $1', [owner.id]),
    ).toBe(1);
    const reference = (
      await db().query<Row>('select provider_ref from public.payments where user_id = $1', [
        owner.id,
      ])
    ).rows[0]?.['provider_ref'];
    expect(
      ledger().filter((a) => a.reference === reference && a.status === 'captured'),
    ).toHaveLength(1);
  });

  it('sends 10 concurrent requests with one key for a new order: one booking, one capture, the same answer', async () => {
    const { owner, petId, token } = await ownerWithPet();
    const listing = await videoListing(40);
    const order = appointment(listing.id, petId, slotAt(5, '12:00'));
    const before = new Set(ledger().map((a) => a.reference));
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => stack.rest('/api/payment', order, { token })),
    );
    const bodies = new Set(answers.map((a) => JSON.stringify(a.body)));
    expect(bodies.size).toBe(1);
    expect(answers[0]?.body).toMatchObject({ result: 'Success' });
    expect(
      await count('select count(*) as n from public.bookings where user_id = $1', [owner.id]),
    ).toBe(1);
    const mine = ledger().filter((a) => !before.has(a.reference));
    expect(mine.filter((a) => a.status === 'captured')).toHaveLength(1);
    expect(mine.filter((a) => a.status === 'authorized')).toHaveLength(0);
  });

  it('refuses a reused idempotency key with another body, clearly, and charges nothing more', async () => {
    const { owner, petId, token } = await ownerWithPet();
    const listing = await videoListing(40);
    const order = appointment(listing.id, petId, slotAt(5, '13:00'));
    expect(paymentOf(await pay(order, token))).toMatchObject({ result: 'Success' });
    const changed = await pay({ ...order, for_ts: slotAt(5, '14:00').toISOString() }, token);
    expect(changed.errors?.[0]).toMatchObject({
      message: ORDER_MESSAGES.keyReused,
      extensions: { code: 'idempotency-key-reused' },
    });
    const rest = await stack.rest(
      '/api/payment',
      { ...order, details: { summary: 'Other' } },
      { token },
    );
    expect(rest.status).toBe(422);
    expect(rest.body).toMatchObject({
      code: 'idempotency-key-reused',
      message: ORDER_MESSAGES.keyReused,
    });
    expect(
      await count('select count(*) as n from public.payments where user_id = $1', [owner.id]),
    ).toBe(1);
  });
});

describe('payment: a practice booking for a customer', () => {
  it('"only a vendor may waive": an owner asking to waive is refused', async () => {
    const { owner, petId, token } = await ownerWithPet();
    const listing = await videoListing();
    const answer = await pay(
      appointment(listing.id, petId, slotAt(6, '09:00'), { waivePayment: true }),
      token,
    );
    expect(answer.errors?.[0]).toMatchObject({
      message: ORDER_MESSAGES.onlyStaffWaive,
      extensions: { code: 'access-denied' },
    });
    expect(
      await count('select count(*) as n from public.bookings where user_id = $1', [owner.id]),
    ).toBe(0);
  });

  it("a manager of the listing books with 'Payment Waived': price 0 and no payment row", async () => {
    const { owner, petId } = await ownerWithPet();
    const listing = await videoListing(40);
    const token = await staffToken(stack, practice.staff);
    // A practice names no pet: the owner chooses which pet's records to share.
    const order = appointment(listing.id, petId, slotAt(6, '10:00'), {
      customerId: owner.id,
      waivePayment: true,
      paymentInfo: null,
      petId: null,
    });
    const answer = await pay(order, token);
    expect(paymentOf(answer)).toMatchObject({ result: 'Success', status: 'Payment Waived' });
    const id = idOf(answer);
    const booking = (await db().query<Row>('select * from public.bookings where id = $1', [id]))
      .rows[0];
    expect(booking).toMatchObject({
      user_id: owner.id,
      price: 0,
      payment_waived: true,
      payment_id: null,
      booked_by_vendor_login_id: practice.staff.id,
      pet_id: null,
      record_sharing: 'requested',
    });
    expect(
      await count('select count(*) as n from public.payments where user_id = $1', [owner.id]),
    ).toBe(0);
    // The same request again answers the same booking.
    expect(paymentOf(await pay(order, token))).toEqual(paymentOf(answer));
    expect((await stack.awaitMail(owner.email, 'Your appointment is booked'))[0]?.body).toContain(
      'Payment was waived by the practice.',
    );
  });

  it('staff pay by card for a customer; the payment is the customer’s', async () => {
    const { owner, petId } = await ownerWithPet();
    const listing = await videoListing(40);
    const token = await staffToken(stack, practice.staff);
    const answer = await pay(
      appointment(listing.id, petId, slotAt(6, '11:00'), { customerId: owner.id, petId: null }),
      token,
    );
    expect(paymentOf(answer)).toMatchObject({
      result: 'Success',
      status: 'Thanks for your Order!',
    });
    const row = await firstRow(
      'select p.user_id, p.amount_cents, b.booked_by_vendor_login_id from public.payments p join public.bookings b on b.payment_id = p.id where b.id = $1',
      [idOf(answer)],
    );
    expect(row).toEqual({
      user_id: owner.id,
      amount_cents: 4000,
      booked_by_vendor_login_id: practice.staff.id,
    });
  });

  it('staff may book only listings they manage; a root admin any listing of its practice', async () => {
    const { owner, petId } = await ownerWithPet();
    const listing = await videoListing(40);
    const outsider = await createStaff(db(), practice.vendorId);
    const other = await createPractice(db());
    const order = (time: string) =>
      appointment(listing.id, petId, slotAt(6, time), {
        customerId: owner.id,
        waivePayment: true,
        petId: null,
      });
    const notManaged = await pay(order('13:00'), await staffToken(stack, outsider));
    expect(notManaged.errors?.[0]).toMatchObject({
      message: ORDER_MESSAGES.notManaged,
      extensions: { code: 'access-denied' },
    });
    const otherAdmin = await pay(order('13:00'), await staffToken(stack, other.rootAdmin));
    expect(otherAdmin.errors?.[0]?.message).toBe(ORDER_MESSAGES.notManaged);
    const admin = await pay(order('13:00'), await staffToken(stack, practice.rootAdmin));
    expect(paymentOf(admin)).toMatchObject({ result: 'Success', status: 'Payment Waived' });
  });

  it('needs the customer: "Customer not found" for an unknown one', async () => {
    const listing = await videoListing(40);
    const token = await staffToken(stack, practice.staff);
    const missing = await pay(
      appointment(listing.id, 1, slotAt(6, '14:00'), { customerId: 999_999, petId: null }),
      token,
    );
    expect(missing.errors?.[0]?.message).toBe(`customerId: ${ORDER_MESSAGES.customerNotFound}`);
    const none = await pay(appointment(listing.id, 1, slotAt(6, '14:00'), { petId: null }), token);
    expect(none.errors?.[0]?.message).toBe(PAYMENT_MESSAGES.customerRequired);
  });
});

describe('payment: services, the assessment upgrade and plans', () => {
  const houseCall = {
    primaryPhone: '3125550171',
    address: '1847 N Orchard Street',
    city: 'Chicago',
    state: 'IL',
    zipcode: '60614',
  };

  it('buys the yearly house-call package at $360, valid for one year', async () => {
    const { owner, token } = await ownerWithPet();
    const answer = await pay(
      {
        paymentType: 100,
        productId: 3000,
        vendorId: practice.vendorId,
        details: houseCall,
        paymentInfo: VISA,
        idempotencyKey: newKey(),
      },
      token,
    );
    expect(paymentOf(answer)).toMatchObject({
      result: 'Success',
      status: 'Thanks for your Order!',
    });
    const row = await firstRow(
      `select r.type, r.product_id, r.vendor_id, r.details, r.expires_at, r.created_at, p.amount_cents, p.payment_type
           from public.service_requests r join public.payments p on p.id = r.payment_id where r.id = $1`,
      [idOf(answer)],
    );
    expect(row).toMatchObject({
      type: 'house_call',
      product_id: 3000,
      vendor_id: practice.vendorId,
      details: houseCall,
      amount_cents: 36000,
      payment_type: 100,
    });
    const year =
      new Date(row['expires_at'] as string).getTime() -
      new Date(row['created_at'] as string).getTime();
    expect(Math.round(year / 86_400_000)).toBeGreaterThanOrEqual(365);
    expect((await stack.outbox(owner.email))[0]?.subject).toBe(
      'Your vet house call package is confirmed',
    );
  });

  it('says which house-call detail is missing', async () => {
    const { token } = await ownerWithPet();
    const answer = await pay(
      {
        paymentType: 100,
        productId: 3000,
        details: { ...houseCall, city: ' ' },
        paymentInfo: VISA,
        idempotencyKey: newKey(),
      },
      token,
    );
    expect(answer.errors?.[0]?.message).toBe(`details.city: ${PAYMENT_MESSAGES.cityRequired}`);
  });

  it('orders a second medical opinion with the pet, the first opinion, the query and the authorization', async () => {
    const { owner, petId, token } = await ownerWithPet();
    const details = {
      firstOpinion: 'Partial cruciate tear; TPLO advised.',
      query: 'Is a brace enough?',
      authorization: true,
      pet: petId,
    };
    const answer = await pay(
      { paymentType: 100, productId: 7000, details, paymentInfo: VISA, idempotencyKey: newKey() },
      token,
    );
    expect(paymentOf(answer)).toMatchObject({ result: 'Success' });
    const row = await firstRow(
      'select r.type, r.pet_id, r.details, p.amount_cents from public.service_requests r join public.payments p on p.id = r.payment_id where r.user_id = $1',
      [owner.id],
    );
    expect(row).toMatchObject({
      type: 'smo',
      pet_id: petId,
      amount_cents: 9000,
      details: {
        firstOpinion: details.firstOpinion,
        query: details.query,
        authorization: true,
        files: [],
        pet: petId,
        petName: 'Rex',
        petType: 1,
        petBreed: null,
      },
    });
    const unauthorized = await pay(
      {
        paymentType: 100,
        productId: 7000,
        details: { ...details, authorization: false },
        paymentInfo: VISA,
        idempotencyKey: newKey(),
      },
      token,
    );
    expect(unauthorized.errors?.[0]?.message).toBe(
      `details.authorization: ${PAYMENT_MESSAGES.authorizationRequired}`,
    );
  });

  it('asks a free question without a card: card validation is skipped when the price is 0', async () => {
    const { owner, petId, token } = await ownerWithPet();
    const answer = await stack.rest(
      '/api/payment',
      {
        paymentType: 100,
        productId: 8000,
        petId,
        details: { question: 'Is it normal that my dog sneezes after walks?' },
        paymentInfo: { cardNumber: '', name: '', ccv: '', expDt: '' },
        idempotencyKey: newKey(),
      },
      { token },
    );
    expect(answer.body).toMatchObject({ result: 'Success' });
    const row = await firstRow(
      'select r.type, r.details, p.amount_cents, p.status from public.service_requests r join public.payments p on p.id = r.payment_id where r.user_id = $1',
      [owner.id],
    );
    expect(row).toEqual({
      type: 'free_question',
      details: { question: 'Is it normal that my dog sneezes after walks?', pet: petId },
      amount_cents: 0,
      status: 'captured',
    });
    const tooLong = await stack.rest(
      '/api/payment',
      {
        paymentType: 100,
        productId: 8000,
        petId,
        details: { question: 'x'.repeat(501) },
        idempotencyKey: newKey(),
      },
      { token },
    );
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.message).toBe(`details.question: ${PAYMENT_MESSAGES.questionTooLong}`);
  });

  it('upgrades the assessment for $49: status paid (2); refused without an assessment or when already paid', async () => {
    const { owner, token } = await ownerWithPet();
    const order = () => ({
      paymentType: 400,
      productId: 9000,
      paymentInfo: VISA,
      idempotencyKey: newKey(),
    });
    expect(paymentOf(await pay(order(), token))).toEqual({
      result: 'Error',
      status: ORDER_MESSAGES.assessmentMissing,
      id: null,
      code: 'not-found',
    });
    const ihmId = await makeAssessment(db(), owner.id);
    const answer = await pay(order(), token);
    expect(paymentOf(answer)).toEqual({
      result: 'Success',
      status: 'Thanks for your Order!',
      id: ihmId,
      code: null,
    });
    expect(
      (await db().query<Row>('select status from public.ihm where id = $1', [ihmId])).rows[0]?.[
        'status'
      ],
    ).toBe(IHM_STATUS.paid);
    expect(
      await count(
        `select amount_cents as n from public.payments where user_id = $1 and payment_type = 400`,
        [owner.id],
      ),
    ).toBe(4900);
    expect(paymentOf(await pay(order(), token))).toMatchObject({
      result: 'Error',
      status: ORDER_MESSAGES.assessmentPaid,
    });
  });

  it("books the e-consultation a paid assessment includes with the platform for nothing, links it and marks the assessment 'booked appointment' (3); the next one is charged", async () => {
    const { owner, petId, token } = await ownerWithPet();
    const listing = await videoListing(40, platform);
    const ihmId = await makeAssessment(db(), owner.id, { status: IHM_STATUS.paid });
    const CHECK = `query ($listing: Int!) { check_discount(productId: 4000, vendorServiceId: $listing) { status price newPrice description } }`;
    const quoted = await stack.gql(CHECK, { listing: listing.id }, { token });
    expect(quoted.data?.['check_discount']).toMatchObject({
      price: 40,
      newPrice: 0,
      description: 'Included with your health assessment.',
    });
    const noCard = appointment(listing.id, petId, slotAt(2, '11:00'), { paymentInfo: undefined });
    const booked = await pay(noCard, token);
    expect(paymentOf(booked)).toMatchObject({ result: 'Success' });
    const bookingId = idOf(booked);
    expect(
      await firstRow('select status, booking_id from public.ihm where id = $1', [ihmId]),
    ).toEqual({ status: IHM_STATUS.bookedAppointment, booking_id: bookingId });
    expect(await firstRow('select price from public.bookings where id = $1', [bookingId])).toEqual({
      price: 0,
    });
    expect(
      (await stack.gql(CHECK, { listing: listing.id }, { token })).data?.['check_discount'],
    ).toMatchObject({ newPrice: 40 });
    const secondNoCard = appointment(listing.id, petId, slotAt(3, '11:00'), {
      paymentInfo: undefined,
    });
    const second = await pay(secondNoCard, token);
    expect(second.errors?.[0]?.message).toBe(
      `paymentInfo: ${PAYMENT_MESSAGES.paymentMethodRequired}`,
    );
    expect(await firstRow('select booking_id from public.ihm where id = $1', [ihmId])).toEqual({
      booking_id: bookingId,
    });
  });

  it('includes no consultation at another practice, for a clinic visit, or in a price staff ask for the owner', async () => {
    const { owner, petId, token } = await ownerWithPet();
    const ihmId = await makeAssessment(db(), owner.id, { status: IHM_STATUS.paid });
    const CHECK = `query ($listing: Int!, $product: Int!, $customer: Int) {
      check_discount(productId: $product, vendorServiceId: $listing, customerId: $customer) { newPrice description } }`;
    const elsewhere = await videoListing(40);
    expect(
      (await stack.gql(CHECK, { listing: elsewhere.id, product: 4000 }, { token })).data?.[
        'check_discount'
      ],
    ).toEqual({ newPrice: 40, description: null });
    const clinic = await createListing(db(), platform, {
      consultations: [{ type: 'clinic_visit', price: 60, duration: 30 }],
    });
    expect(
      (await stack.gql(CHECK, { listing: clinic.id, product: 2000 }, { token })).data?.[
        'check_discount'
      ],
    ).toEqual({ newPrice: 60, description: null });
    const online = await videoListing(40, platform);
    const asStaff = await stack.gql(
      CHECK,
      { listing: online.id, product: 4000, customer: owner.id },
      { token: await staffToken(stack, platform.rootAdmin) },
    );
    expect(asStaff.errors).toBeUndefined();
    expect(asStaff.data?.['check_discount']).toMatchObject({ newPrice: 40 });
    const paid = await pay(appointment(elsewhere.id, petId, slotAt(2, '13:00')), token);
    expect(await firstRow('select price from public.bookings where id = $1', [idOf(paid)])).toEqual(
      { price: 40 },
    );
    expect(
      await firstRow('select status, booking_id from public.ihm where id = $1', [ihmId]),
    ).toEqual({ status: IHM_STATUS.paid, booking_id: null });
  });

  it('includes no consultation before the assessment is paid', async () => {
    const { owner, petId, token } = await ownerWithPet();
    const listing = await videoListing(40);
    const ihmId = await makeAssessment(db(), owner.id);
    const answer = await pay(appointment(listing.id, petId, slotAt(2, '12:00')), token);
    expect(paymentOf(answer)).toMatchObject({ result: 'Success' });
    expect(
      await firstRow('select price from public.bookings where id = $1', [idOf(answer)]),
    ).toEqual({ price: 40 });
    expect(
      await firstRow('select status, booking_id from public.ihm where id = $1', [ihmId]),
    ).toEqual({ status: IHM_STATUS.basicReport, booking_id: null });
  });

  it('buys a plan (payment type 200): the plan is the user’s from now on', async () => {
    const { owner, token } = await ownerWithPet();
    const gold = await createPlan(db(), { name: 'Gold', offers: GOLD_OFFERS, price: 144 });
    const answer = await pay(
      {
        paymentType: 200,
        code: gold.code.toLowerCase(),
        paymentInfo: VISA,
        idempotencyKey: newKey(),
      },
      token,
    );
    expect(paymentOf(answer)).toMatchObject({ result: 'Success' });
    const user = await firstRow(
      'select signup_plan_id, plan_started_at from public.users where id = $1',
      [owner.id],
    );
    expect(user.signup_plan_id).toBe(gold.id);
    expect(user.plan_started_at).not.toBeNull();
    const payment =
      (await db().query<Row>('select * from public.payments where user_id = $1', [owner.id]))
        .rows[0] ?? {};
    expect(payment).toMatchObject({
      payment_type: 200,
      plan_id: gold.id,
      product_id: null,
      amount_cents: 14400,
    });
    expect(payment.id).toBe(idOf(answer));
    // Bought again while active: refused.
    expect(
      paymentOf(
        await pay(
          { paymentType: 200, planId: gold.id, paymentInfo: VISA, idempotencyKey: newKey() },
          token,
        ),
      ),
    ).toMatchObject({ result: 'Error', status: ORDER_MESSAGES.planActive });
    const promo = await createPlan(db(), { kind: 'promo', offers: { percent_off: 10 } });
    expect(
      paymentOf(
        await pay(
          { paymentType: 200, code: promo.code, paymentInfo: VISA, idempotencyKey: newKey() },
          token,
        ),
      ),
    ).toMatchObject({ result: 'Error', status: MESSAGES.invalidCode });
  });
});

describe('payment: discounts', () => {
  it('applies a promo code, matched case-insensitively, at the server’s percentage', async () => {
    const { owner, petId, token } = await ownerWithPet();
    const promo = await createPlan(db(), {
      kind: 'promo',
      offers: { percent_off: 20 },
      code: uniqueCode('WELCOME'),
    });
    const listing = await videoListing(70);
    const answer = await pay(
      appointment(listing.id, petId, slotAt(7, '09:00'), { code: promo.code.toLowerCase() }),
      token,
    );
    expect(paymentOf(answer)).toMatchObject({ result: 'Success' });
    const row = await firstRow(
      'select amount_cents, discount_cents, plan_id from public.payments where user_id = $1',
      [owner.id],
    );
    expect(row).toEqual({ amount_cents: 5600, discount_cents: 1400, plan_id: promo.id });
  });

  it("answers 'Error! Invalid code.' for an unknown or expired code, and charges nothing", async () => {
    const { owner, petId, token } = await ownerWithPet();
    const listing = await videoListing(70);
    const expired = await createPlan(db(), {
      kind: 'promo',
      offers: { percent_off: 10 },
      expiresAt: new Date(Date.now() - 86_400_000),
    });
    for (const code of ['NOSUCHCODE', expired.code])
      expect(
        (await pay(appointment(listing.id, petId, slotAt(7, '10:00'), { code }), token)).data?.[
          'payment'
        ],
      ).toEqual({
        result: 'Error',
        status: 'Error! Invalid code.',
        id: null,
        code: 'invalid-code',
      });
    expect(
      await count('select count(*) as n from public.payments where user_id = $1', [owner.id]),
    ).toBe(0);
  });

  it('covers a Gold e-consult without a card, then charges the next one', async () => {
    const gold = await createPlan(db(), { name: 'Gold', offers: GOLD_OFFERS, price: 144 });
    const { owner, petId, token } = await ownerWithPet({
      signup_plan_id: gold.id,
      plan_started_at: new Date(Date.now() - 30 * 86_400_000),
    });
    const listing = await videoListing(30);
    const first = await pay(
      appointment(listing.id, petId, slotAt(7, '11:00'), { paymentInfo: null }),
      token,
    );
    expect(paymentOf(first)).toMatchObject({ result: 'Success' });
    const covered = await firstRow(
      'select amount_cents, discount_cents, plan_id, status from public.payments where user_id = $1',
      [owner.id],
    );
    expect(covered).toEqual({
      amount_cents: 0,
      discount_cents: 3000,
      plan_id: gold.id,
      status: 'captured',
    });
    expect((await stack.awaitMail(owner.email, 'Your appointment is booked'))[0]?.body).toContain(
      'Included in your plan: nothing was charged.',
    );
    const second = await pay(
      appointment(listing.id, petId, slotAt(7, '12:00'), { paymentInfo: null }),
      token,
    );
    expect(second.errors?.[0]?.message).toBe(
      `paymentInfo: ${PAYMENT_MESSAGES.paymentMethodRequired}`,
    );
    const paid = await pay(appointment(listing.id, petId, slotAt(7, '12:00')), token);
    expect(paymentOf(paid)).toMatchObject({ result: 'Success' });
    expect(
      await count(`select sum(amount_cents) as n from public.payments where user_id = $1`, [
        owner.id,
      ]),
    ).toBe(3000);
  });
});

describe('payment: entitlements under concurrency', () => {
  it('lets five concurrent checkouts use the last Gold e-consult once; the others pay or are told the price changed', async () => {
    const gold = await createPlan(db(), { name: 'Gold', offers: GOLD_OFFERS, price: 144 });
    const { owner, petId, token } = await ownerWithPet({
      signup_plan_id: gold.id,
      plan_started_at: new Date(Date.now() - 86_400_000),
    });
    const listing = await videoListing(30);
    const times = ['09:00', '09:30', '10:00', '10:30', '11:00'];
    const answers = await Promise.all(
      times.map(async (time) =>
        paymentOf(await pay(appointment(listing.id, petId, slotAt(9, time)), token)),
      ),
    );
    for (const answer of answers)
      expect(
        answer?.result === 'Success' || answer?.status === ORDER_MESSAGES.priceChanged,
        JSON.stringify(answer),
      ).toBe(true);
    expect(
      await count(
        `select count(*) as n from public.payments where user_id = $1 and amount_cents = 0 and status = 'captured'`,
        [owner.id],
      ),
    ).toBe(1);
    expect(
      await count(
        `select count(*) as n from public.payments where user_id = $1 and status not in ('captured', 'voided')`,
        [owner.id],
      ),
    ).toBe(0);
    const references = new Set(
      (
        await db().query<Row>('select provider_ref from public.payments where user_id = $1', [
          owner.id,
        ])
      ).rows.map((r) => r['provider_ref']),
    );
    expect(
      ledger().filter((a) => references.has(a.reference) && a.status === 'authorized'),
    ).toEqual([]);
  });
});

describe('payment: a promo code for one use per user', () => {
  it('is redeemed exactly once by ten concurrent checkouts, and is then an invalid code', async () => {
    const promo = await createPlan(db(), {
      kind: 'promo',
      name: 'Welcome offer',
      description: '20% off your first appointment.',
      offers: { percent_off: 20, uses_per_user: 1 },
    });
    const { owner, petId, token } = await ownerWithPet();
    const listing = await videoListing(50);
    const times = [
      '08:00',
      '08:30',
      '09:00',
      '09:30',
      '10:00',
      '10:30',
      '11:00',
      '11:30',
      '12:00',
      '12:30',
    ];
    const answers = await Promise.all(
      times.map(async (time) =>
        paymentOf(
          await pay(appointment(listing.id, petId, slotAt(10, time), { code: promo.code }), token),
        ),
      ),
    );
    for (const answer of answers)
      expect(
        answer?.result === 'Success' ||
          answer?.status === ORDER_MESSAGES.priceChanged ||
          answer?.status === 'Error! Invalid code.',
        JSON.stringify(answer),
      ).toBe(true);
    expect(
      await count(
        `select count(*) as n from public.payments where user_id = $1 and plan_id = $2 and status = 'captured'`,
        [owner.id, promo.id],
      ),
    ).toBe(1);
    expect(
      await count(
        `select count(*) as n from public.payments where user_id = $1 and status = 'captured' and amount_cents <> 4000`,
        [owner.id],
      ),
    ).toBe(0);
    const again = await stack.gql(
      'query ($code: String!, $listing: Int!) { check_discount(productId: 4000, code: $code, vendorServiceId: $listing) { status newPrice } }',
      { code: promo.code.toLowerCase(), listing: listing.id },
      { token },
    );
    expect(again.data?.['check_discount']).toEqual({
      status: 'Error! Invalid code.',
      newPrice: 50,
    });
    // Another owner still has their one use.
    const other = await ownerWithPet();
    const theirs = await stack.gql(
      'query ($code: String!, $listing: Int!) { check_discount(productId: 4000, code: $code, vendorServiceId: $listing) { status newPrice } }',
      { code: promo.code, listing: listing.id },
      { token: other.token },
    );
    expect(theirs.data?.['check_discount']).toEqual({ status: 'Promo Applied!', newPrice: 40 });
  });
});

describe('payment: the price is checked again when it is written', () => {
  it("answers 'price changed' to the second of two checkouts priced with the same last entitlement", async () => {
    const gold = await createPlan(db(), { name: 'Gold', offers: GOLD_OFFERS, price: 144 });
    const { owner, petId, token } = await ownerWithPet({
      signup_plan_id: gold.id,
      plan_started_at: new Date(Date.now() - 86_400_000),
    });
    const listing = await videoListing(30);
    // Hold both checkouts at the door of their transaction until both have been priced.
    const deps = stack.deps;
    const original = deps.db.transaction.bind(deps.db);
    let arrived = 0;
    let open: () => void = () => undefined;
    const bothPriced = new Promise<void>((resolve) => {
      open = resolve;
    });
    deps.db.transaction = async (fn) => {
      if (++arrived === 2) open();
      await bothPriced;
      return original(fn);
    };
    try {
      const answers = await Promise.all(
        ['13:00', '13:30'].map(async (time) =>
          paymentOf(
            await pay(
              appointment(listing.id, petId, slotAt(9, time), { paymentInfo: null }),
              token,
            ),
          ),
        ),
      );
      expect(answers.filter((a) => a?.result === 'Success')).toHaveLength(1);
      expect(answers.find((a) => a?.result === 'Error')).toEqual({
        result: 'Error',
        status: ORDER_MESSAGES.priceChanged,
        id: null,
        code: 'conflict',
      });
    } finally {
      deps.db.transaction = original;
    }
    expect(
      await count('select count(*) as n from public.bookings where user_id = $1', [owner.id]),
    ).toBe(1);
  });
});

describe('payment: the confirmation e-mail', () => {
  it('a mail failure does not undo a paid booking: the answer is success, and the booking event fails (logged) so Hasura delivers it again', async () => {
    const { owner, petId, token } = await ownerWithPet();
    const listing = await videoListing(40);
    const { mail, log } = stack.deps;
    const logged: string[] = [];
    stack.deps.mail = { send: () => Promise.reject(new Error('smtp is down')) };
    stack.deps.log = { info: () => undefined, error: (message) => logged.push(message) };
    try {
      const answer = await pay(appointment(listing.id, petId, slotAt(8, '09:00')), token);
      expect(paymentOf(answer)).toMatchObject({
        result: 'Success',
        status: 'Thanks for your Order!',
      });
      const id = idOf(answer);
      expect(
        (
          await db().query<Row>(
            'select p.status from public.bookings b join public.payments p on p.id = b.payment_id where b.id = $1',
            [id],
          )
        ).rows[0]?.['status'],
      ).toBe('captured');
      // The mails are the booking event's (functions/src/events/booking-notifications.ts).
      const until = Date.now() + 15_000;
      while (logged.length === 0 && Date.now() < until)
        await new Promise((resolve) => setTimeout(resolve, 100));
      expect(logged).toContain('event booking_notifications: failed, Hasura will deliver it again');
      expect(await stack.outbox(owner.email)).toEqual([]);
    } finally {
      stack.deps.mail = mail;
      stack.deps.log = log;
    }
  });
});

describe('payment: who may call it', () => {
  it('refuses anonymous callers', async () => {
    const listing = await videoListing();
    const answer = await stack.rest('/api/payment', appointment(listing.id, 1, slotAt(2, '10:00')));
    expect(answer.status).toBe(403);
  });

  it('lets owners order only for themselves, and staff book only appointments', async () => {
    const { petId, token } = await ownerWithPet();
    const other = await ownerWithPet();
    const listing = await videoListing();
    const forOther = await pay(
      appointment(listing.id, petId, slotAt(2, '10:30'), { customerId: other.owner.id }),
      token,
    );
    expect(forOther.errors?.[0]).toMatchObject({
      message: ORDER_MESSAGES.ownOrdersOnly,
      extensions: { code: 'access-denied' },
    });
    const staffService = await pay(
      {
        paymentType: 100,
        productId: 8000,
        customerId: other.owner.id,
        petId: other.petId,
        details: { question: 'Why?' },
        idempotencyKey: newKey(),
      },
      await staffToken(stack, practice.staff),
    );
    expect(staffService.errors?.[0]?.message).toBe(ORDER_MESSAGES.staffBooksAppointments);
  });

  it('answers a PayPal order id clearly when PayPal is not configured', async () => {
    const { petId, token } = await ownerWithPet();
    const listing = await videoListing();
    const answer = await stack.rest(
      '/api/payment',
      appointment(listing.id, petId, slotAt(2, '11:30'), {
        paymentInfo: null,
        paypalOrderId: 'ORDER1',
      }),
      { token },
    );
    expect(answer.status).toBe(503);
    expect(answer.body).toMatchObject({
      code: 'provider-unavailable',
      message: PAYMENT_ACTION_MESSAGES.paypalUnavailable,
    });
  });

  it(`uses the slot length of the consultation, ${String(DEFAULT_SLOT_MINUTES)} minutes when none is set`, async () => {
    const { petId, token } = await ownerWithPet();
    const listing = await createListing(db(), practice, {
      consultations: [{ type: 'chat', price: 20, duration: 20 }],
    });
    const answer = await pay(
      appointment(listing.id, petId, slotAt(2, '10:20'), { productId: 6000 }),
      token,
    );
    expect(paymentOf(answer)).toMatchObject({ result: 'Success' });
    const id = idOf(answer);
    expect(
      (await db().query<Row>('select duration from public.bookings where id = $1', [id])).rows[0]?.[
        'duration'
      ],
    ).toBe(20);
  });
});
