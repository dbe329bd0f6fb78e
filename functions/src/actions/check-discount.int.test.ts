import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createListing,
  createOwner,
  createPet,
  createPlan,
  createPractice,
  GOLD_OFFERS,
  makePayment,
  PLATINUM_OFFERS,
  type Practice,
  uniqueCode,
} from '../../../test-support/factories';
import { startTestStack, type TestStack } from '../../test/harness';
import { newKey, ownerToken, slotAt, staffToken, VISA } from '../../test/request-helpers';
import { ORDER_MESSAGES } from './payment-order';

const CHECK = `query Check($productId: Int!, $code: String, $vendorServiceId: Int) {
  check_discount(productId: $productId, code: $code, vendorServiceId: $vendorServiceId) {
    status price newPrice description applied
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
  gold = await createPlan(stack.stack.db, {
    code: uniqueCode('GOLD'),
    name: 'Gold',
    offers: GOLD_OFFERS,
    price: 144,
  });
  platinum = await createPlan(stack.stack.db, {
    code: uniqueCode('PLATINUM'),
    name: 'Platinum',
    offers: PLATINUM_OFFERS,
    price: 299,
  });
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
      description: 'Included in your Gold plan (1 of 1 e-consults left this plan year).',
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
      description: 'Included in your Platinum plan (unlimited chats).',
    });
    const charged = await db().query<{ total: string | number }>(
      'select sum(amount_cents) as total from public.payments where user_id = $1',
      [buyer.id],
    );
    expect(Number(charged.rows[0]?.total)).toBe(0);
  });

  it('is for pet owners only', async () => {
    const token = await staffToken(stack, practice.staff);
    const answer = await stack.rest('/api/payment/check_discount', { productId: 7000 }, { token });
    expect(answer.status).toBe(403);
    const unknown = await stack.rest(
      '/api/payment/check_discount',
      { productId: 1234 },
      { token: (await owner()).token },
    );
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe('productId: Please choose a product.');
  });
});
