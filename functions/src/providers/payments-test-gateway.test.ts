import { describe, expect, it } from 'vitest';
import { centsToDecimal, decimalToCents } from './payment-gateway';
import {
  cardBrand,
  createTestGateway,
  passesLuhn,
  TEST_CARDS,
  TEST_GATEWAY_MESSAGES,
} from './payments-test-gateway';

const card = (number: string) => ({
  number,
  name: 'Olivia Owner',
  cvc: '123',
  expMonth: 12,
  expYear: 2040,
});

const request = (key: string, number: string, amountCents = 4000) => ({
  idempotencyKey: key,
  amountCents,
  currency: 'USD' as const,
  description: 'Video consultation',
  card: card(number),
});

describe('the test gateway', () => {
  it('knows its documented cards, all of which pass the Luhn check', () => {
    for (const number of Object.values(TEST_CARDS)) expect(passesLuhn(number)).toBe(true);
    expect(passesLuhn('4242424242424241')).toBe(false);
    expect(cardBrand(TEST_CARDS.visa)).toBe('visa');
    expect(cardBrand(TEST_CARDS.mastercard)).toBe('mastercard');
    expect(cardBrand(TEST_CARDS.amex)).toBe('amex');
    expect(cardBrand('6011111111111117')).toBe('discover');
  });

  it('approves, declines and fails by card number', async () => {
    const gateway = createTestGateway();
    expect(await gateway.authorize(request('a', TEST_CARDS.visa))).toMatchObject({
      ok: true,
      cardBrand: 'visa',
      cardLast4: '4242',
      amountCents: 4000,
    });
    expect(await gateway.authorize(request('b', TEST_CARDS.declined))).toEqual({
      ok: false,
      refusal: 'declined',
      message: TEST_GATEWAY_MESSAGES.declined,
    });
    expect(await gateway.authorize(request('c', TEST_CARDS.processorError))).toMatchObject({
      ok: false,
      refusal: 'failed',
    });
    expect(await gateway.authorize(request('d', '4242424242424241'))).toMatchObject({
      ok: false,
      message: TEST_GATEWAY_MESSAGES.invalidNumber,
    });
    // Declines authorise nothing.
    expect(gateway.ledger()).toHaveLength(1);
  });

  it('answers the same key with the same authorization, and captures it once', async () => {
    const gateway = createTestGateway();
    const first = await gateway.authorize(request('same', TEST_CARDS.visa));
    const again = await gateway.authorize(request('same', TEST_CARDS.visa));
    expect(again).toEqual(first);
    expect(gateway.ledger()).toHaveLength(1);
    if (!first.ok) throw new Error('expected an authorization');
    const expected = { amountCents: 4000, currency: 'USD' as const, idempotencyKey: 'same' };
    expect(await gateway.capture(first.reference, expected)).toEqual({
      ok: true,
      reference: first.reference,
    });
    expect(await gateway.capture(first.reference, expected)).toMatchObject({ ok: true });
    expect(gateway.ledger()[0]?.status).toBe('captured');
    expect(await gateway.authorize(request('same', TEST_CARDS.visa, 100))).toMatchObject({
      ok: false,
      message: TEST_GATEWAY_MESSAGES.keyReused,
    });
  });

  it('voids an authorization, which then cannot be captured', async () => {
    const gateway = createTestGateway();
    const auth = await gateway.authorize(request('v', TEST_CARDS.visa));
    if (!auth.ok) throw new Error('expected an authorization');
    await gateway.void(auth.reference, 'v');
    await gateway.void(auth.reference, 'v');
    expect(gateway.ledger()[0]?.status).toBe('voided');
    expect(
      await gateway.capture(auth.reference, {
        amountCents: 4000,
        currency: 'USD',
        idempotencyKey: 'v',
      }),
    ).toMatchObject({ ok: false, message: TEST_GATEWAY_MESSAGES.notAuthorized });
  });

  it('authorises the capture-declined card but declines its capture', async () => {
    const gateway = createTestGateway();
    const auth = await gateway.authorize(request('x', TEST_CARDS.captureDeclined));
    if (!auth.ok) throw new Error('expected an authorization');
    expect(
      await gateway.capture(auth.reference, {
        amountCents: 4000,
        currency: 'USD',
        idempotencyKey: 'x',
      }),
    ).toMatchObject({ ok: false, refusal: 'declined' });
  });
});

describe('PayPal amounts', () => {
  it('are decimal strings with two places; cents are integers', () => {
    expect(centsToDecimal(4000)).toBe('40.00');
    expect(centsToDecimal(4905)).toBe('49.05');
    expect(centsToDecimal(7)).toBe('0.07');
    expect(decimalToCents('40.00')).toBe(4000);
    expect(decimalToCents('40.5')).toBe(4050);
    expect(decimalToCents('40')).toBe(4000);
    expect(decimalToCents('40.005')).toBeUndefined();
    expect(decimalToCents(40)).toBeUndefined();
  });

  it('refunds a capture once per key, refuses what was not captured, and fails the refund test card', async () => {
    const gateway = createTestGateway();
    const expected = { amountCents: 4000, currency: 'USD' as const, idempotencyKey: 'r1' };
    const held = await gateway.authorize(request('h', TEST_CARDS.visa));
    if (!held.ok) throw new Error('authorize failed');
    expect(await gateway.refund(held.reference, expected)).toEqual({
      ok: false,
      refusal: 'failed',
      message: TEST_GATEWAY_MESSAGES.notCaptured,
    });
    await gateway.capture(held.reference, { ...expected, idempotencyKey: 'h' });
    const first = await gateway.refund(held.reference, expected);
    expect(first).toMatchObject({ ok: true, status: 'completed' });
    expect(await gateway.refund(held.reference, expected)).toEqual(first);
    expect(gateway.ledger()[0]).toMatchObject({ status: 'refunded', refunds: 1 });
    // Another key for the same payment finds nothing captured left to refund.
    expect(
      await gateway.refund(held.reference, { ...expected, idempotencyKey: 'r2' }),
    ).toMatchObject({ ok: false });

    const failing = await gateway.authorize(request('f', TEST_CARDS.refundFails));
    if (!failing.ok) throw new Error('authorize failed');
    await gateway.capture(failing.reference, { ...expected, idempotencyKey: 'f' });
    expect(
      await gateway.refund(failing.reference, { ...expected, idempotencyKey: 'r3' }),
    ).toMatchObject({ ok: false, refusal: 'failed' });
    expect(gateway.ledger()[1]).toMatchObject({ status: 'captured', refunds: 0 });
  });
});
