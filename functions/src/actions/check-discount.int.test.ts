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
  uniqueCode,
} from '../../../test-support/factories';
import { startTestStack, type TestStack } from '../../test/harness';
import { newKey, ownerToken, slotAt, staffToken, VISA } from '../../test/request-helpers';
import { ORDER_MESSAGES } from './payment-order';

const CHECK = `query Check(
  $productId: Int, $planId: Int, $code: String, $vendorServiceId: Int, $customerId: Int
) {
  check_discount(
    productId: $productId, planId: $planId, code: $code, vendorServiceId: $vendorServiceId,
    customerId: $customerId
  ) {
    status price newPrice description applied
  }
}`;

const COVER = `query Cover($productId: Int, $vendorServiceId: Int, $customerId: Int) {
  check_discount(productId: $productId, vendorServiceId: $vendorServiceId, customerId: $customerId) {
    newPrice source plan_name plan_entitlement plan_allowance plan_remaining
  }
}`;

let stack: TestStack;
let practice: Practice;
let gold: { id: number; code: string };
let platinum: { id: number; code: string };
let partner: { id: number; code: string };

beforeAll(async () => {
  stack = await startTestStack();
  practice = await createPractice(stack.stack.db);
  gold = await createGoldPlan(stack.stack.db);
  platinum = await createPlatinumPlan(stack.stack.db);
  partner = await createPlan(stack.stack.db, {
    code: uniqueCode('RESCUE'),
    name: 'Second Chance',
    kind: 'client',
    offers: { pets: 1 },
  });
});
afterAll(async () => {
  await stack.close();
});

const db = () => stack.stack.db;
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);

async function owner(plan?: { id: number }, startedDaysAgo = 30) {
  const created = await createOwner(db(), {
    ...(plan ? { signup_plan_id: plan.id, plan_started_at: daysAgo(startedDaysAgo) } : {}),
  });
  return { ...created, token: await ownerToken(stack, created) };
}

async function check(token: string, variables: Record<string, unknown>) {
  const answer = await stack.gql(CHECK, variables, { token });
  expect(answer.errors).toBeUndefined();
  return answer.data?.['check_discount'] as Record<string, unknown> | undefined;
}

describe('check_discount', () => {
  it('answers a neutral status and the product price when there is no code and nothing applies', async () => {
    const { token } = await owner();
    expect(await check(token, { productId: 7000 })).toEqual({
      status: 'No discount applied.',
      price: 90,
      newPrice: 90,
      description: null,
      applied: false,
    });
  });

  it("prices an appointment at the listing consultation's price, whatever the client says", async () => {
    const { token } = await owner();
    const listing = await createListing(db(), practice, {
      consultations: [{ type: 'phone', price: 65 }],
    });
    expect(await check(token, { productId: 5000, vendorServiceId: listing.id })).toMatchObject({
      price: 65,
      newPrice: 65,
    });
    // The spec's REST call sends productId, price and userId: price and userId are ignored.
    const rest = await stack.rest(
      '/api/payment/check_discount',
      { productId: 5000, vendorServiceId: listing.id, price: 1, userId: 1 },
      { token },
    );
    expect(rest.status).toBe(200);
    expect(rest.body).toMatchObject({ status: 'No discount applied.', price: 65, newPrice: 65 });
    const disabled = await createListing(db(), practice, {
      consultations: [{ type: 'phone', enabled: false }],
    });
    const refused = await stack.gql(
      CHECK,
      { productId: 5000, vendorServiceId: disabled.id },
      { token },
    );
    expect(refused.errors?.[0]?.message).toBe(ORDER_MESSAGES.notAvailable);
  });

  it("applies a promo code matched case-insensitively: 'Promo Applied!' with its description", async () => {
    const { token } = await owner();
    const promo = await createPlan(db(), {
      kind: 'promo',
      code: uniqueCode('WELCOME'),
      description: '20% off your first appointment.',
      offers: { percent_off: 20 },
    });
    const listing = await createListing(db(), practice, {
      consultations: [{ type: 'video', price: 70 }],
    });
    expect(
      await check(token, {
        productId: 4000,
        vendorServiceId: listing.id,
        code: promo.code.toLowerCase(),
      }),
    ).toEqual({
      status: 'Promo Applied!',
      price: 70,
      newPrice: 56,
      description: '20% off your first appointment.',
      applied: true,
    });
  });

  it("answers 'Error! Invalid code.' for an unknown code, an expired promo or someone else's plan", async () => {
    const { token } = await owner(gold);
    const expired = await createPlan(db(), {
      kind: 'promo',
      offers: { percent_off: 10 },
      expiresAt: daysAgo(30),
    });
    for (const code of ['NOSUCHCODE', expired.code, platinum.code, partner.code]) {
      expect(await check(token, { productId: 7000, code })).toEqual({
        status: 'Error! Invalid code.',
        price: 90,
        newPrice: 90,
        description: null,
        applied: false,
      });
    }
  });

  it("accepts the user's own active plan code typed as a promo", async () => {
    const { token } = await owner(gold);
    expect(await check(token, { productId: 7000, code: gold.code.toLowerCase() })).toMatchObject({
      status: 'Promo Applied!',
      newPrice: 0,
    });
  });

  it('applies Gold entitlements only while the plan is active (plan_started_at set)', async () => {
    const inactive = await createOwner(db(), { signup_plan_id: gold.id });
    const token = await ownerToken(stack, inactive);
    expect(await check(token, { productId: 7000 })).toMatchObject({
      status: 'No discount applied.',
      newPrice: 90,
    });
  });

  it('counts a Gold e-consult against the plan year: free once, then the list price', async () => {
    const buyer = await owner(gold);
    const listing = await createListing(db(), practice, {
      consultations: [{ type: 'video', price: 30, duration: 30 }],
    });
    const vars = { productId: 4000, vendorServiceId: listing.id };
    expect(await check(buyer.token, vars)).toEqual({
      status: 'Promo Applied!',
      price: 30,
      newPrice: 0,
      description:
        'Included in your Gold plan. After this one, 0 of 1 e-consults left this plan year.',
      applied: true,
    });
    const petId = await createPet(db(), buyer.id);
    const paid = await stack.rest(
      '/api/payment',
      {
        paymentType: 300,
        productId: 4000,
        vendorServiceId: listing.id,
        for_ts: slotAt(3, '10:00').toISOString(),
        petId,
        details: { summary: 'Itchy ears' },
        idempotencyKey: newKey(),
      },
      { token: buyer.token },
    );
    expect(paid.body).toMatchObject({ result: 'Success' });
    // The allowance is used up: a phone consult (also an e-consult) is at the list price again.
    expect(await check(buyer.token, vars)).toMatchObject({
      status: 'No discount applied.',
      newPrice: 30,
    });
    expect(await check(buyer.token, { productId: 5000 })).toMatchObject({ newPrice: 30 });
    // A canceled booking gives its e-consult back.
    await db().query('update public.bookings set status = 3 where user_id = $1', [buyer.id]);
    expect(await check(buyer.token, vars)).toMatchObject({ newPrice: 0 });
  });

  it('does not count what was used in an earlier plan year', async () => {
    const buyer = await owner(gold, 400);
    const coveredSmo = { plan_id: gold.id, amount_cents: 0, discount_cents: 9000 };
    // An SMO covered 300 days ago, before this plan year's start (35 days ago).
    await makePayment(db(), buyer.id, { ...coveredSmo, created_at: daysAgo(300) });
    expect(await check(buyer.token, { productId: 7000 })).toMatchObject({ newPrice: 0 });
    await makePayment(db(), buyer.id, coveredSmo);
    expect(await check(buyer.token, { productId: 7000 })).toMatchObject({ newPrice: 90 });
  });

  it('gives Platinum unlimited chats', async () => {
    const buyer = await owner(platinum);
    const listing = await createListing(db(), practice, {
      consultations: [{ type: 'chat', price: 20, duration: 20 }],
    });
    const petId = await createPet(db(), buyer.id);
    for (const time of ['09:00', '09:20', '09:40']) {
      const paid = await stack.rest(
        '/api/payment',
        {
          paymentType: 300,
          productId: 6000,
          vendorServiceId: listing.id,
          for_ts: slotAt(4, time).toISOString(),
          petId,
          details: { summary: 'Diet question' },
          paymentInfo: VISA,
          idempotencyKey: newKey(),
        },
        { token: buyer.token },
      );
      expect(paid.body).toMatchObject({ result: 'Success' });
    }
    expect(
      await check(buyer.token, { productId: 6000, vendorServiceId: listing.id }),
    ).toMatchObject({
      status: 'Promo Applied!',
      newPrice: 0,
      description: 'Included in your Platinum plan. Unlimited chats this plan year.',
    });
    const charged = await db().query<{ total: string | number }>(
      'select sum(amount_cents) as total from public.payments where user_id = $1',
      [buyer.id],
    );
    expect(Number(charged.rows[0]?.total)).toBe(0);
  });

  it('answers an unknown product as a validation error', async () => {
    const unknown = await stack.rest(
      '/api/payment/check_discount',
      { productId: 1234 },
      { token: (await owner()).token },
    );
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe('productId: Please choose a product.');
  });

  it('refuses anonymous callers', async () => {
    const answer = await stack.rest('/api/payment/check_discount', { productId: 7000 });
    expect(answer.status).toBe(403);
  });
});

describe('check_discount: what the plan covers, as the checkout shows it', () => {
  it('names the plan, the allowance and what is left after this order', async () => {
    const buyer = await owner(gold);
    const listing = await createListing(db(), practice, {
      consultations: [{ type: 'chat', price: 25, duration: 15 }],
    });
    const vars = { productId: 6000, vendorServiceId: listing.id };
    const cover = async (): Promise<unknown> =>
      (await stack.gql(COVER, vars, { token: buyer.token })).data?.['check_discount'];
    expect(await cover()).toEqual({
      newPrice: 0,
      source: 'plan',
      plan_name: 'Gold',
      plan_entitlement: 'chats',
      plan_allowance: 2,
      plan_remaining: 1,
    });
    // One chat used this plan year (a covered payment): the next is the last.
    await makePayment(db(), buyer.id, {
      payment_type: 300,
      product_id: 6000,
      plan_id: gold.id,
      amount_cents: 0,
      discount_cents: 2500,
    });
    expect(await cover()).toMatchObject({ newPrice: 0, plan_allowance: 2, plan_remaining: 0 });
    await makePayment(db(), buyer.id, {
      payment_type: 300,
      product_id: 6000,
      plan_id: gold.id,
      amount_cents: 0,
      discount_cents: 2500,
    });
    // Used up: the full price, and nothing about the plan.
    expect(await cover()).toEqual({
      newPrice: 25,
      source: 'none',
      plan_name: null,
      plan_entitlement: null,
      plan_allowance: null,
      plan_remaining: null,
    });
  });

  it('does not count a voided or failed payment as a use', async () => {
    const buyer = await owner(gold);
    for (const status of ['voided', 'failed'])
      await makePayment(db(), buyer.id, {
        product_id: 7000,
        plan_id: gold.id,
        amount_cents: 0,
        discount_cents: 9000,
        status,
      });
    const answer = await stack.gql(COVER, { productId: 7000 }, { token: buyer.token });
    expect(answer.data?.['check_discount']).toMatchObject({ newPrice: 0, plan_remaining: 0 });
  });

  it('gives an unpaid plan chosen at sign-up nothing', async () => {
    const chosen = await createOwner(db(), { signup_plan_id: platinum.id });
    const token = await ownerToken(stack, chosen);
    const answer = await stack.gql(COVER, { productId: 6000 }, { token });
    expect(answer.data?.['check_discount']).toMatchObject({ newPrice: 30, source: 'none' });
  });

  it('prices a plan order at the plan’s yearly price', async () => {
    const { token } = await owner();
    expect(await check(token, { planId: gold.id })).toEqual({
      status: 'No discount applied.',
      price: 144,
      newPrice: 144,
      description: null,
      applied: false,
    });
    const promo = await createPlan(db(), { kind: 'promo', offers: { percent_off: 10 } });
    const refused = await stack.gql(CHECK, { planId: promo.id }, { token });
    expect(refused.errors?.[0]?.message).toBe('Error! Invalid code.');
  });

  it('lets no owner price an order for another owner, nor see their plan', async () => {
    const goldOwner = await owner(gold);
    const other = await owner();
    const answer = await stack.gql(
      COVER,
      { productId: 7000, customerId: goldOwner.id },
      { token: other.token },
    );
    expect(answer.errors?.[0]?.message).toBe(ORDER_MESSAGES.ownOrdersOnly);
    expect(answer.data?.['check_discount'] ?? null).toBeNull();
  });
});

describe('check_discount for a practice booking for a customer', () => {
  async function customerWithGold() {
    return owner(gold);
  }
  const chatListing = () =>
    createListing(db(), practice, { consultations: [{ type: 'chat', price: 25, duration: 15 }] });

  it("prices the appointment with the customer's plan", async () => {
    const customer = await customerWithGold();
    const listing = await chatListing();
    const token = await staffToken(stack, practice.staff);
    const answer = await stack.gql(
      COVER,
      { productId: 6000, vendorServiceId: listing.id, customerId: customer.id },
      { token },
    );
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.['check_discount']).toEqual({
      newPrice: 0,
      source: 'plan',
      plan_name: 'Gold',
      plan_entitlement: 'chats',
      plan_allowance: 2,
      plan_remaining: 1,
    });
    // A customer without a plan pays the listing's price.
    const plain = await owner();
    const list = await stack.gql(
      COVER,
      { productId: 6000, vendorServiceId: listing.id, customerId: plain.id },
      { token },
    );
    expect(list.data?.['check_discount']).toMatchObject({ newPrice: 25, source: 'none' });
  });

  it('needs the customer, an appointment of a listing the staff member may book, and no code', async () => {
    const customer = await customerWithGold();
    const listing = await chatListing();
    const token = await staffToken(stack, practice.staff);
    const noCustomer = await stack.rest(
      '/api/payment/check_discount',
      { productId: 6000, vendorServiceId: listing.id },
      { token },
    );
    expect(noCustomer.status).toBe(400);
    expect(noCustomer.body.message).toBe('customerId: Please choose the customer.');
    for (const body of [
      { productId: 7000, customerId: customer.id },
      { productId: 6000, customerId: customer.id },
      { productId: 6000, vendorServiceId: listing.id, customerId: customer.id, code: gold.code },
    ]) {
      const refused = await stack.rest('/api/payment/check_discount', body, { token });
      expect(refused.status, JSON.stringify(body)).toBe(403);
      expect(refused.body.message).toBe(ORDER_MESSAGES.staffBooksAppointments);
    }
    const unknown = await stack.gql(
      COVER,
      { productId: 6000, vendorServiceId: listing.id, customerId: 2_000_000_000 },
      { token },
    );
    expect(unknown.errors?.[0]?.message).toBe(`customerId: ${ORDER_MESSAGES.customerNotFound}`);
  });

  it('is refused to staff of another practice and to staff who do not manage the listing', async () => {
    const customer = await customerWithGold();
    const listing = await chatListing();
    const vars = { productId: 6000, vendorServiceId: listing.id, customerId: customer.id };
    const elsewhere = await createPractice(db());
    const unmanaged = await createStaff(db(), practice.vendorId, { subrole: 3 });
    for (const staff of [elsewhere.staff, elsewhere.rootAdmin, unmanaged]) {
      const answer = await stack.gql(COVER, vars, { token: await staffToken(stack, staff) });
      expect(answer.errors?.[0]?.message).toBe(ORDER_MESSAGES.notManaged);
      expect(answer.data?.['check_discount'] ?? null).toBeNull();
    }
    // The practice's root admin may book any of its listings.
    const root = await stack.gql(COVER, vars, {
      token: await staffToken(stack, practice.rootAdmin),
    });
    expect(root.data?.['check_discount']).toMatchObject({ newPrice: 0, source: 'plan' });
  });

  it('is refused to a practice the platform has not approved', async () => {
    const pending = await createPractice(db(), { status: 'pending' });
    const listing = await createListing(db(), pending, {
      consultations: [{ type: 'chat', price: 25 }],
    });
    const customer = await customerWithGold();
    const answer = await stack.gql(
      COVER,
      { productId: 6000, vendorServiceId: listing.id, customerId: customer.id },
      { token: await staffToken(stack, pending.staff) },
    );
    expect(answer.errors?.[0]?.extensions?.['code']).toBe('access-denied');
  });
});
