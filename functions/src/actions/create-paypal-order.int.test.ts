import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  createListing,
  createOwner,
  createPet,
  createPlan,
  createPractice,
  GOLD_OFFERS,
  type Practice,
} from '../../../test-support/factories';
import { startTestStack, type TestStack } from '../../test/harness';
import { newKey, ownerToken, slotAt, VISA } from '../../test/request-helpers';
import { PAYPAL_MESSAGES } from '../providers/paypal';
import { PAYMENT_ACTION_MESSAGES } from './payment';
import { PAYPAL_ORDER_MESSAGES } from './create-paypal-order';

/**
 * PayPal Orders v2 through the real stack; PayPal itself is the only thing mocked (msw, at the
 * documented endpoints of the sandbox).
 */
const PAYPAL = 'https://api-m.sandbox.paypal.com';

interface Amount {
  currency_code: string;
  value: string;
}

/** The parts of PayPal request bodies the tests read. */
interface PayPalBody {
  intent?: string;
  purchase_units?: { amount: Amount }[];
  amount?: Amount;
  final_capture?: boolean;
}

interface Call {
  path: string;
  requestId: string | null;
  body: PayPalBody | undefined;
}

const calls: Call[] = [];
/** Orders PayPal knows, with the amount each was created for. */
const orders = new Map<string, Amount>();
/** Orders the buyer did not approve. */
const unapproved = new Set<string>();
/** Refunds PayPal made, by PayPal-Request-Id. */
const refunds = new Map<string, string>();
let tokenRequests = 0;
let nextOrder = 1;

const record = async (request: Request, path: string) => {
  const text = await request.text();
  calls.push({
    path,
    requestId: request.headers.get('paypal-request-id'),
    body: text ? (JSON.parse(text) as PayPalBody) : undefined,
  });
};

const authorized = (request: Request) =>
  request.headers.get('authorization') === 'Bearer A21-test-token';

const paypal = setupServer(
  http.post(`${PAYPAL}/v1/oauth2/token`, ({ request }) => {
    tokenRequests++;
    const expected = `Basic ${Buffer.from('test-client-id:test-client-secret').toString('base64')}`;
    if (request.headers.get('authorization') !== expected)
      return HttpResponse.json({ error: 'invalid_client' }, { status: 401 });
    return HttpResponse.json({
      access_token: 'A21-test-token',
      token_type: 'Bearer',
      expires_in: 32400,
    });
  }),
  http.post(`${PAYPAL}/v2/checkout/orders`, async ({ request }) => {
    if (!authorized(request)) return new HttpResponse(null, { status: 401 });
    await record(request, '/v2/checkout/orders');
    const amount = calls.at(-1)?.body?.purchase_units?.[0]?.amount;
    const id = `5O190127TN36471${String(nextOrder++).padStart(2, '0')}`;
    if (amount) orders.set(id, amount);
    return HttpResponse.json({ id, status: 'CREATED' }, { status: 201 });
  }),
  http.post(`${PAYPAL}/v2/checkout/orders/:id/authorize`, async ({ request, params }) => {
    if (!authorized(request)) return new HttpResponse(null, { status: 401 });
    const id = String(params['id']);
    await record(request, `/v2/checkout/orders/${id}/authorize`);
    const amount = orders.get(id);
    if (!amount || unapproved.has(id))
      return HttpResponse.json(
        {
          name: 'UNPROCESSABLE_ENTITY',
          details: [{ issue: 'ORDER_NOT_APPROVED' }],
        },
        { status: 422 },
      );
    return HttpResponse.json(
      {
        id,
        status: 'COMPLETED',
        purchase_units: [
          { payments: { authorizations: [{ id: `AUTH-${id}`, status: 'CREATED', amount }] } },
        ],
      },
      { status: 201 },
    );
  }),
  http.post(`${PAYPAL}/v2/payments/authorizations/:id/capture`, async ({ request, params }) => {
    if (!authorized(request)) return new HttpResponse(null, { status: 401 });
    const id = String(params['id']);
    await record(request, `/v2/payments/authorizations/${id}/capture`);
    return HttpResponse.json(
      { id: `CAP-${id}`, status: 'COMPLETED', amount: calls.at(-1)?.body?.amount },
      { status: 201 },
    );
  }),
  http.post(`${PAYPAL}/v2/payments/captures/:id/refund`, async ({ request, params }) => {
    if (!authorized(request)) return new HttpResponse(null, { status: 401 });
    const id = String(params['id']);
    await record(request, `/v2/payments/captures/${id}/refund`);
    // PayPal answers a repeated PayPal-Request-Id with the first refund.
    const key = request.headers.get('paypal-request-id') ?? '';
    const refund = refunds.get(key) ?? `REF-${id}-${String(refunds.size + 1)}`;
    refunds.set(key, refund);
    return HttpResponse.json({ id: refund, status: 'COMPLETED' }, { status: 201 });
  }),
  http.post(`${PAYPAL}/v2/payments/authorizations/:id/void`, async ({ request, params }) => {
    if (!authorized(request)) return new HttpResponse(null, { status: 401 });
    await record(request, `/v2/payments/authorizations/${String(params['id'])}/void`);
    return new HttpResponse(null, { status: 204 });
  }),
);

let stack: TestStack;
let practice: Practice;

beforeAll(async () => {
  // Everything but PayPal (the stack's own GraphQL and action calls) goes through untouched.
  paypal.listen({ onUnhandledRequest: 'bypass' });
  stack = await startTestStack({
    env: {
      PAYMENT_PROVIDER: 'paypal',
      PAYPAL_CLIENT_ID: 'test-client-id',
      PAYPAL_CLIENT_SECRET: 'test-client-secret',
      PAYPAL_API_BASE: PAYPAL,
    },
    fetch: (input, init) => globalThis.fetch(input, init),
  });
  practice = await createPractice(stack.stack.db);
});
afterAll(async () => {
  await stack.close();
  paypal.close();
});
beforeEach(() => {
  calls.length = 0;
});

const db = () => stack.stack.db;

async function buyer(overrides: Parameters<typeof createOwner>[1] = {}) {
  const owner = await createOwner(db(), overrides);
  return { owner, petId: await createPet(db(), owner.id), token: await ownerToken(stack, owner) };
}

async function appointmentOrder(petId: number, price = 40, time = '10:00') {
  const listing = await createListing(db(), practice, {
    consultations: [{ type: 'video', price, duration: 30 }],
  });
  return {
    paymentType: 300,
    productId: 4000,
    vendorServiceId: listing.id,
    for_ts: slotAt(2, time).toISOString(),
    petId,
    details: { summary: 'Coughing at night' },
    idempotencyKey: newKey(),
  };
}

/** The PayPal order id create_paypal_order answered. */
const orderIdOf = (answer: { body: unknown }) => (answer.body as { id: string }).id;

const CANCEL = `mutation ($id: Int!) { cancel_booking(booking_id: $id) { payment_status } }`;

const CREATE = `mutation Create($order: PaymentInput!) {
  create_paypal_order(order: $order) { id price newPrice currency }
}`;

describe('create_paypal_order and payment through PayPal Orders v2', () => {
  it("creates the order with intent AUTHORIZE for the server's amount, then authorizes and captures it", async () => {
    const { owner, petId, token } = await buyer();
    const order = await appointmentOrder(petId, 40);
    const created = await stack.rest(
      '/api/payment/paypal_order',
      { ...order, price: 1, newPrice: 1 },
      { token },
    );
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({ price: 40, newPrice: 40, currency: 'USD' });
    const orderCall = calls.find((c) => c.path === '/v2/checkout/orders');
    expect(orderCall?.body).toMatchObject({
      intent: 'AUTHORIZE',
      purchase_units: [{ amount: { currency_code: 'USD', value: '40.00' } }],
    });
    expect(orderCall?.requestId).toMatch(/^order-pw[0-9a-f]{48}$/);

    const paid = await stack.rest(
      '/api/payment',
      { ...order, paypalOrderId: orderIdOf(created) },
      { token },
    );
    expect(paid.body).toMatchObject({ result: 'Success', status: 'Thanks for your Order!' });
    const row = (
      await db().query(
        `select p.provider, p.provider_ref, p.status, p.amount_cents, p.card_brand, p.card_last4, b.price
           from public.payments p join public.bookings b on b.payment_id = p.id where p.user_id = $1`,
        [owner.id],
      )
    ).rows[0];
    expect(row).toEqual({
      provider: 'paypal',
      provider_ref: `AUTH-${orderIdOf(created)}`,
      status: 'captured',
      amount_cents: 4000,
      card_brand: null,
      card_last4: null,
      price: 40,
    });
    const capture = calls.find((c) => c.path.endsWith('/capture'));
    expect(capture?.body).toEqual({
      amount: { currency_code: 'USD', value: '40.00' },
      final_capture: true,
    });
    for (const call of calls) expect(call.requestId).toMatch(/^[a-z]+-pw[0-9a-f]{48}$/);
    expect(calls.filter((c) => c.path.endsWith('/void'))).toEqual([]);
    // One OAuth token serves every call until it is about to expire.
    expect(tokenRequests).toBe(1);
  });

  it('refuses an order whose amount is not the server price, and voids its authorization', async () => {
    const { owner, petId, token } = await buyer();
    const order = await appointmentOrder(petId, 40, '11:00');
    // An order made outside the server (e.g. by a tampered browser) for $1.00.
    orders.set('TAMPERED0000001', { currency_code: 'USD', value: '1.00' });
    const answer = await stack.rest(
      '/api/payment',
      { ...order, paypalOrderId: 'TAMPERED0000001' },
      { token },
    );
    expect(answer.body).toEqual({
      result: 'Error',
      status: PAYPAL_MESSAGES.amountMismatch,
      id: null,
      code: 'payment-declined',
    });
    expect(calls.map((c) => c.path)).toEqual([
      '/v2/checkout/orders/TAMPERED0000001/authorize',
      '/v2/payments/authorizations/AUTH-TAMPERED0000001/void',
    ]);
    expect(
      (await db().query('select 1 from public.bookings where user_id = $1', [owner.id])).rows,
    ).toEqual([]);
    expect(
      (await db().query('select 1 from public.payments where user_id = $1', [owner.id])).rows,
    ).toEqual([]);
  });

  it('refuses the right value in another currency, and voids it too', async () => {
    const { petId, token } = await buyer();
    const order = await appointmentOrder(petId, 40, '12:00');
    orders.set('EUROS000000001', { currency_code: 'EUR', value: '40.00' });
    const answer = await stack.rest(
      '/api/payment',
      { ...order, paypalOrderId: 'EUROS000000001' },
      { token },
    );
    expect(answer.body).toMatchObject({ result: 'Error', status: PAYPAL_MESSAGES.amountMismatch });
    expect(calls.some((c) => c.path.endsWith('AUTH-EUROS000000001/void'))).toBe(true);
  });

  it('answers an order the buyer did not approve with a clear status', async () => {
    const { petId, token } = await buyer();
    const order = await appointmentOrder(petId, 40, '13:00');
    const created = await stack.rest('/api/payment/paypal_order', order, { token });
    unapproved.add(orderIdOf(created));
    const answer = await stack.rest(
      '/api/payment',
      { ...order, paypalOrderId: orderIdOf(created) },
      { token },
    );
    expect(answer.body).toMatchObject({ result: 'Error', status: PAYPAL_MESSAGES.notApproved });
  });

  it('takes no money from a second buyer whose slot was taken after their PayPal order was made', async () => {
    const first = await buyer();
    const second = await buyer();
    const order = await appointmentOrder(first.petId, 40, '14:00');
    const createdFirst = await stack.rest('/api/payment/paypal_order', order, {
      token: first.token,
    });
    const secondOrder = { ...order, petId: second.petId, idempotencyKey: newKey() };
    const createdSecond = await stack.rest('/api/payment/paypal_order', secondOrder, {
      token: second.token,
    });
    expect(
      (
        await stack.rest(
          '/api/payment',
          { ...order, paypalOrderId: orderIdOf(createdFirst) },
          { token: first.token },
        )
      ).body,
    ).toMatchObject({ result: 'Success' });
    // The second buyer's checkout got its PayPal order before the slot went.
    const late = await stack.rest(
      '/api/payment',
      { ...secondOrder, paypalOrderId: orderIdOf(createdSecond) },
      { token: second.token },
    );
    expect(late.body).toMatchObject({ result: 'Error', code: 'slot-taken' });
    // Refused before PayPal was asked to authorize: no hold on the second buyer's money at all.
    expect(calls.some((c) => c.path.includes(orderIdOf(createdSecond)))).toBe(false);
  });

  it('takes no card details when PayPal is the provider, and makes no order for a free one', async () => {
    const { petId, token } = await buyer();
    const order = await appointmentOrder(petId, 40, '15:00');
    const card = await stack.rest('/api/payment', { ...order, paymentInfo: VISA }, { token });
    expect(card.status).toBe(400);
    expect(card.body.message).toBe(`paymentInfo: ${PAYMENT_ACTION_MESSAGES.cardsThroughPayPal}`);

    const gold = await createPlan(db(), { offers: GOLD_OFFERS, price: 144 });
    const member = await buyer({
      signup_plan_id: gold.id,
      plan_started_at: new Date(Date.now() - 86_400_000),
    });
    const free = await stack.gql(
      CREATE,
      { order: { ...(await appointmentOrder(member.petId, 40, '16:00')) } },
      { token: member.token },
    );
    expect(free.errors?.[0]).toMatchObject({
      message: PAYPAL_ORDER_MESSAGES.nothingToPay,
      extensions: { code: 'validation-failed' },
    });
  });
});

describe('cancel_booking through PayPal', () => {
  it('refunds the capture (not the authorization) with a PayPal-Request-Id, once', async () => {
    const { owner, petId, token } = await buyer();
    const order = await appointmentOrder(petId, 40, '15:00');
    const created = await stack.rest('/api/payment/paypal_order', order, { token });
    const paid = await stack.rest(
      '/api/payment',
      { ...order, paypalOrderId: orderIdOf(created) },
      { token },
    );
    const bookingId = (paid.body as { id: number }).id;
    expect(
      (await db().query('select capture_ref from public.payments where user_id = $1', [owner.id]))
        .rows[0],
    ).toEqual({ capture_ref: `CAP-AUTH-${orderIdOf(created)}` });
    calls.length = 0;
    const canceled = await stack.gql(CANCEL, { id: bookingId }, { token });
    expect(canceled.data?.['cancel_booking']).toEqual({ payment_status: 'refunded' });
    const [refund] = calls.filter((c) => c.path.endsWith('/refund'));
    expect(refund?.path).toBe(`/v2/payments/captures/CAP-AUTH-${orderIdOf(created)}/refund`);
    expect(refund?.body).toEqual({ amount: { currency_code: 'USD', value: '40.00' } });
    expect(refund?.requestId).toMatch(/^refund-cancel-payment-[0-9]+$/);
    expect(
      (await db().query('select status from public.payments where user_id = $1', [owner.id]))
        .rows[0],
    ).toEqual({ status: 'refunded' });
  });
});
