import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createListing,
  createOwner,
  createPet,
  createGoldPlan,
  createPlan,
  createPlatinumPlan,
  createPractice,
  createStaff,
  makePayment,
  type Practice,
} from '../../../test-support/factories';
import { startTestStack, type TestStack } from '../../test/harness';
import { newKey, ownerToken, slotAt, staffToken, VISA } from '../../test/request-helpers';
import { TEST_CARDS } from '../providers/payments-test-gateway';

const MY_PLAN = `query { my_plan {
  plan_id code name price active started_at renews_at
  entitlements { entitlement name allowance used remaining }
} }`;
const PAY = `mutation Pay($order: PaymentInput!) { payment(order: $order) { result status id code } }`;

let stack: TestStack;
let practice: Practice;
let gold: { id: number; code: string };
let platinum: { id: number; code: string };

beforeAll(async () => {
  stack = await startTestStack();
  practice = await createPractice(stack.stack.db);
  gold = await createGoldPlan(stack.stack.db);
  platinum = await createPlatinumPlan(stack.stack.db);
});
afterAll(async () => {
  await stack.close();
});

const db = () => stack.stack.db;
const DAY = 86_400_000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY);

async function owner(columns: Record<string, unknown> = {}) {
  const created = await createOwner(db(), columns);
  return { ...created, token: await ownerToken(stack, created) };
}

async function myPlan(token: string) {
  const answer = await stack.gql(MY_PLAN, {}, { token });
  expect(answer.errors).toBeUndefined();
  return answer.data?.['my_plan'] as Record<string, unknown> | null;
}

type Entitlements = { entitlement: string; used: number; remaining: number | null }[];
const left = (plan: Record<string, unknown> | null, entitlement: string) =>
  (plan?.['entitlements'] as Entitlements).find((e) => e.entitlement === entitlement);

const chatOrder = (listingId: number, petId: number, slot: Date, extra = {}) => ({
  paymentType: 300,
  productId: 6000,
  vendorServiceId: listingId,
  for_ts: slot.toISOString(),
  petId,
  details: { summary: 'A question about food' },
  idempotencyKey: newKey(),
  ...extra,
});

describe('my_plan', () => {
  it('is null for an owner without a plan, or with only a partner code', async () => {
    expect(await myPlan((await owner()).token)).toBeNull();
    const partner = await createPlan(db(), { kind: 'client', offers: { pets: 1 } });
    expect(await myPlan((await owner({ promocode_id: partner.id })).token)).toBeNull();
  });

  it('shows an active plan, what is left of each entitlement this plan year and when it renews', async () => {
    const started = daysAgo(400);
    const buyer = await owner({ signup_plan_id: gold.id, plan_started_at: started });
    const covered = { plan_id: gold.id, amount_cents: 0, payment_type: 300 };
    // One chat this plan year (which began 35 days ago), one last plan year.
    await makePayment(db(), buyer.id, { ...covered, product_id: 6000 });
    await makePayment(db(), buyer.id, { ...covered, product_id: 6000, created_at: daysAgo(380) });
    const plan = await myPlan(buyer.token);
    const yearStart = new Date(started.getTime());
    yearStart.setUTCFullYear(yearStart.getUTCFullYear() + 1);
    const renews = new Date(yearStart.getTime());
    renews.setUTCFullYear(renews.getUTCFullYear() + 1);
    expect(plan).toMatchObject({
      plan_id: gold.id,
      code: gold.code,
      name: 'Gold',
      price: 144,
      active: true,
      started_at: started.toISOString(),
      renews_at: renews.toISOString(),
    });
    expect(plan?.['entitlements']).toEqual([
      {
        entitlement: 'econsults',
        name: 'E-consults (video or phone)',
        allowance: 1,
        used: 0,
        remaining: 1,
      },
      { entitlement: 'chats', name: 'Chat consultations', allowance: 2, used: 1, remaining: 1 },
      { entitlement: 'smo', name: 'Second medical opinions', allowance: 1, used: 0, remaining: 1 },
      {
        entitlement: 'assessments',
        name: 'Health assessment consultations',
        allowance: 1,
        used: 0,
        remaining: 1,
      },
    ]);
  });

  it('says unlimited (null) for Platinum chats', async () => {
    const buyer = await owner({ signup_plan_id: platinum.id, plan_started_at: daysAgo(10) });
    expect(left(await myPlan(buyer.token), 'chats')).toMatchObject({
      allowance: null,
      remaining: null,
    });
  });

  it('shows a plan chosen at sign-up and not paid as not active, with nothing used', async () => {
    const chosen = await owner({ signup_plan_id: gold.id });
    // A covered payment cannot exist without the plan being active, but even so nothing counts.
    await makePayment(db(), chosen.id, { plan_id: gold.id, amount_cents: 0 });
    expect(await myPlan(chosen.token)).toMatchObject({
      plan_id: gold.id,
      price: 144,
      active: false,
      started_at: null,
      renews_at: null,
    });
    expect(left(await myPlan(chosen.token), 'smo')).toMatchObject({ used: 0, remaining: 1 });
  });

  it('is for owners only, each seeing only their own plan', async () => {
    const goldOwner = await owner({ signup_plan_id: gold.id, plan_started_at: daysAgo(5) });
    const other = await owner();
    expect(await myPlan(other.token)).toBeNull();
    expect((await myPlan(goldOwner.token))?.['plan_id']).toBe(gold.id);
    const staff = await stack.gql(MY_PLAN, {}, { token: await staffToken(stack, practice.staff) });
    expect(staff.errors?.[0]?.message).toMatch(/my_plan/);
    const anonymous = await stack.gql(MY_PLAN, {});
    expect(anonymous.errors?.[0]?.message).toMatch(/my_plan/);
  });
});

describe('a plan bought after sign-up', () => {
  it('becomes active with its entitlements counted only once it is paid', async () => {
    const chosen = await owner({ signup_plan_id: gold.id });
    const petId = await createPet(db(), chosen.id);
    const listing = await createListing(db(), practice, {
      consultations: [{ type: 'chat', price: 25, duration: 15 }],
    });
    // Not paid: the chat costs its price, so a booking without a card is refused.
    const unpaid = await stack.gql(
      PAY,
      { order: chatOrder(listing.id, petId, slotAt(5, '09:00')) },
      { token: chosen.token },
    );
    expect(unpaid.errors?.[0]?.message).toMatch(/^paymentInfo:/);
    const bought = await stack.gql(
      PAY,
      {
        order: { paymentType: 200, planId: gold.id, paymentInfo: VISA, idempotencyKey: newKey() },
      },
      { token: chosen.token },
    );
    expect(bought.data?.['payment']).toMatchObject({ result: 'Success' });
    expect(await myPlan(chosen.token)).toMatchObject({ active: true });
    expect(left(await myPlan(chosen.token), 'chats')).toMatchObject({ used: 0, remaining: 2 });
    const covered = await stack.gql(
      PAY,
      { order: chatOrder(listing.id, petId, slotAt(5, '09:00')) },
      { token: chosen.token },
    );
    expect(covered.data?.['payment']).toMatchObject({ result: 'Success' });
    expect(left(await myPlan(chosen.token), 'chats')).toMatchObject({ used: 1, remaining: 1 });
  });
});

describe('an entitlement use', () => {
  it('is counted once however often the same checkout is sent, and the card never matters', async () => {
    const buyer = await owner({ signup_plan_id: gold.id, plan_started_at: daysAgo(20) });
    const petId = await createPet(db(), buyer.id);
    const listing = await createListing(db(), practice, {
      consultations: [{ type: 'chat', price: 25, duration: 15 }],
    });
    const before = stack.deps.payments.test.ledger().length;
    // A declined card on a covered order: the server prices it at 0 and never uses the card.
    const declined = { ...VISA, cardNumber: TEST_CARDS.declined };
    const order = chatOrder(listing.id, petId, slotAt(6, '10:00'), { paymentInfo: declined });
    for (let i = 0; i < 3; i++) {
      const answer = await stack.gql(PAY, { order }, { token: buyer.token });
      expect(answer.data?.['payment']).toMatchObject({ result: 'Success' });
    }
    expect(stack.deps.payments.test.ledger().length).toBe(before);
    const { rows } = await db().query<{ amount_cents: number; plan_id: number; card: unknown }>(
      'select amount_cents, plan_id, card_last4 as card from public.payments where user_id = $1',
      [buyer.id],
    );
    expect(rows).toEqual([{ amount_cents: 0, plan_id: gold.id, card: null }]);
    expect(left(await myPlan(buyer.token), 'chats')).toMatchObject({ used: 1, remaining: 1 });
  });

  it('runs out: the last covered chat, then the full price and a card again', async () => {
    const buyer = await owner({ signup_plan_id: gold.id, plan_started_at: daysAgo(20) });
    const petId = await createPet(db(), buyer.id);
    const listing = await createListing(db(), practice, {
      consultations: [{ type: 'chat', price: 25, duration: 15 }],
    });
    for (const time of ['11:00', '11:15']) {
      const answer = await stack.gql(
        PAY,
        { order: chatOrder(listing.id, petId, slotAt(6, time)) },
        { token: buyer.token },
      );
      expect(answer.data?.['payment']).toMatchObject({ result: 'Success' });
    }
    expect(left(await myPlan(buyer.token), 'chats')).toMatchObject({ used: 2, remaining: 0 });
    const noCard = await stack.gql(
      PAY,
      { order: chatOrder(listing.id, petId, slotAt(6, '11:30')) },
      { token: buyer.token },
    );
    expect(noCard.errors?.[0]?.message).toMatch(/^paymentInfo:/);
    const declined = await stack.gql(
      PAY,
      {
        order: chatOrder(listing.id, petId, slotAt(6, '11:30'), {
          paymentInfo: { ...VISA, cardNumber: TEST_CARDS.declined },
        }),
      },
      { token: buyer.token },
    );
    expect(declined.data?.['payment']).toMatchObject({ result: 'Error', code: 'payment-declined' });
    const paid = await stack.gql(
      PAY,
      { order: chatOrder(listing.id, petId, slotAt(6, '11:30'), { paymentInfo: VISA }) },
      { token: buyer.token },
    );
    expect(paid.data?.['payment']).toMatchObject({ result: 'Success' });
    const { rows } = await db().query<{ total: number | string }>(
      'select sum(amount_cents) as total from public.payments where user_id = $1',
      [buyer.id],
    );
    expect(Number(rows[0]?.total)).toBe(2500);
  });
});

describe('a practice booking for a customer with a plan', () => {
  it("is priced by the customer's plan: no card while it covers the booking, then the list price", async () => {
    const customer = await owner({ signup_plan_id: gold.id, plan_started_at: daysAgo(20) });
    const listing = await createListing(db(), practice, {
      consultations: [{ type: 'video', price: 40, duration: 20 }],
    });
    const token = await staffToken(stack, practice.staff);
    const order = (time: string, extra = {}) => ({
      paymentType: 300,
      productId: 4000,
      vendorServiceId: listing.id,
      for_ts: slotAt(7, time).toISOString(),
      customerId: customer.id,
      details: { summary: 'Booked at the front desk' },
      idempotencyKey: newKey(),
      ...extra,
    });
    const covered = await stack.gql(PAY, { order: order('09:00') }, { token });
    expect(covered.data?.['payment']).toMatchObject({ result: 'Success' });
    const { rows } = await db().query(
      `select p.amount_cents, p.plan_id, b.price, b.payment_waived
         from public.bookings b join public.payments p on p.id = b.payment_id
        where b.id = $1`,
      [(covered.data?.['payment'] as { id: number }).id],
    );
    expect(rows[0]).toEqual({ amount_cents: 0, plan_id: gold.id, price: 0, payment_waived: false });
    expect(left(await myPlan(customer.token), 'econsults')).toMatchObject({
      used: 1,
      remaining: 0,
    });
    // Gold has one e-consult: the next costs the listing's price, paid by card.
    const noCard = await stack.gql(PAY, { order: order('10:00') }, { token });
    expect(noCard.errors?.[0]?.message).toMatch(/^paymentInfo:/);
    const paid = await stack.gql(PAY, { order: order('10:00', { paymentInfo: VISA }) }, { token });
    expect(paid.data?.['payment']).toMatchObject({ result: 'Success' });
  });

  it("cannot use another practice's or an unmanaged listing to reach the customer's plan", async () => {
    const customer = await owner({ signup_plan_id: gold.id, plan_started_at: daysAgo(20) });
    const listing = await createListing(db(), practice, {
      consultations: [{ type: 'video', price: 40, duration: 20 }],
    });
    const unmanaged = await createStaff(db(), practice.vendorId, { subrole: 3 });
    const answer = await stack.gql(
      PAY,
      {
        order: {
          paymentType: 300,
          productId: 4000,
          vendorServiceId: listing.id,
          for_ts: slotAt(7, '12:00').toISOString(),
          customerId: customer.id,
          details: { summary: 'Booked at the front desk' },
          idempotencyKey: newKey(),
        },
      },
      { token: await staffToken(stack, unmanaged) },
    );
    expect(answer.errors?.[0]?.extensions?.['code']).toBe('access-denied');
    expect(left(await myPlan(customer.token), 'econsults')).toMatchObject({ used: 0 });
  });
});

describe("another owner and someone else's plan", () => {
  it('cannot book on it: an order for another owner is refused, and nothing is used', async () => {
    const goldOwner = await owner({ signup_plan_id: gold.id, plan_started_at: daysAgo(20) });
    const other = await owner();
    const petId = await createPet(db(), other.id);
    const listing = await createListing(db(), practice, {
      consultations: [{ type: 'chat', price: 25, duration: 15 }],
    });
    const asCustomer = await stack.gql(
      PAY,
      { order: chatOrder(listing.id, petId, slotAt(8, '09:00'), { customerId: goldOwner.id }) },
      { token: other.token },
    );
    expect(asCustomer.errors?.[0]?.extensions?.['code']).toBe('access-denied');
    const withCode = await stack.gql(
      PAY,
      { order: chatOrder(listing.id, petId, slotAt(8, '09:00'), { code: gold.code }) },
      { token: other.token },
    );
    expect(withCode.data?.['payment']).toMatchObject({ result: 'Error', code: 'invalid-code' });
    expect(left(await myPlan(goldOwner.token), 'chats')).toMatchObject({ used: 0 });
  });
});
