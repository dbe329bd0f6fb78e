import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createListing,
  createOwner,
  createPet,
  createPractice,
  type Practice,
} from '../../../test-support/factories';
import { startTestStack, type TestStack } from '../../test/harness';
import { newKey, ownerToken, slotAt, VISA } from '../../test/request-helpers';
import { PAYMENT_ACTION_MESSAGES } from './payment';

/**
 * PAYMENT_PROVIDER=none, what a production site runs until an operator chooses a provider: the
 * test gateway's cards are not taken (no booking without real money) and PayPal is not offered.
 */
let stack: TestStack;
let practice: Practice;

beforeAll(async () => {
  stack = await startTestStack({
    env: { PAYMENT_PROVIDER: 'none' },
  });
  practice = await createPractice(stack.stack.db);
});
afterAll(async () => {
  await stack.close();
});

const db = () => stack.stack.db;

async function bookingOrder() {
  const owner = await createOwner(db());
  const petId = await createPet(db(), owner.id);
  const listing = await createListing(db(), practice, {
    consultations: [{ type: 'video', price: 40, duration: 30 }],
  });
  return {
    token: await ownerToken(stack, owner),
    order: {
      paymentType: 300,
      productId: 4000,
      vendorId: practice.vendorId,
      vendorServiceId: listing.id,
      for_ts: slotAt(2, '10:00').toISOString(),
      petId,
      userTZ: 'America/Chicago',
      details: { summary: 'Limping on the back left leg' },
      paymentInfo: VISA,
      idempotencyKey: newKey(),
    },
  };
}

const bookings = async () =>
  Number(
    (await db().query<{ n: number | string }>('select count(*) as n from public.bookings')).rows[0]
      ?.n,
  );

describe('payments off (PAYMENT_PROVIDER=none)', () => {
  it('refuses a paid booking with a test card, says payments are not set up and books nothing', async () => {
    const { token, order } = await bookingOrder();
    const before = await bookings();
    const answer = await stack.rest('/api/payment', order, { token });
    expect(answer.status).toBe(503);
    expect(answer.body).toMatchObject({
      code: 'provider-unavailable',
      message: PAYMENT_ACTION_MESSAGES.notSetUp,
    });
    expect(await bookings()).toBe(before);
    expect(stack.deps.payments.test.ledger()).toEqual([]);
  });

  it('refuses to create a PayPal order with the same message', async () => {
    const { token, order } = await bookingOrder();
    const answer = await stack.rest(
      '/api/payment/paypal_order',
      { ...order, paymentInfo: null },
      { token },
    );
    expect(answer.status).toBe(503);
    expect(answer.body).toMatchObject({
      code: 'provider-unavailable',
      message: PAYMENT_ACTION_MESSAGES.notSetUp,
    });
  });
});
