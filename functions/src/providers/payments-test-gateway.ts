import { randomUUID } from 'node:crypto';
import type {
  AuthorizeRequest,
  AuthorizeResult,
  CaptureResult,
  PaymentGateway,
  RefundResult,
} from './payment-gateway';

/**
 * The local test gateway (PAYMENT_PROVIDER=test, the default): no money moves. It keeps an
 * in-memory ledger of authorizations that tests inspect through `deps.payments.test`. Its cards
 * are documented in functions/README.md ("Test cards"):
 * - 4242 4242 4242 4242 (Visa), 5555 5555 5555 4444 (Mastercard), 3782 822463 10005 (Amex) and
 *   any other number that passes the Luhn check: approved;
 * - 4000 0000 0000 0002: declined; 4000 0000 0000 9995: declined, insufficient funds;
 * - 4000 0000 0000 0119: fails (processor error);
 * - 4000 0000 0000 0341: authorised, but the capture is declined;
 * - 4000 0000 0000 5126: authorised and captured, but a refund fails (processor error);
 * - a number that fails the Luhn check: declined as invalid.
 * Each call is idempotent per key, as a real provider's: the same key answers the same result.
 */
export type TestAuthorizationStatus = 'authorized' | 'captured' | 'voided' | 'refunded';

export interface TestAuthorization {
  reference: string;
  idempotencyKey: string;
  amountCents: number;
  currency: string;
  description: string;
  cardBrand: string;
  cardLast4: string;
  status: TestAuthorizationStatus;
  /** Refunds made of this payment (never more than one: a refund is of the whole amount). */
  refunds: number;
}

export interface TestGateway extends PaymentGateway {
  readonly name: 'test';
  /** Every authorization made since start, oldest first (copies). */
  ledger(): TestAuthorization[];
}

export const TEST_CARDS = {
  visa: '4242424242424242',
  mastercard: '5555555555554444',
  amex: '378282246310005',
  declined: '4000000000000002',
  insufficientFunds: '4000000000009995',
  processorError: '4000000000000119',
  captureDeclined: '4000000000000341',
  refundFails: '4000000000005126',
} as const;

export const TEST_GATEWAY_MESSAGES = {
  declined: 'Your card was declined.',
  insufficientFunds: 'Your card has insufficient funds.',
  invalidNumber: 'Your card number is invalid.',
  processorError: 'The card could not be processed. Please try again later.',
  keyReused: 'This payment attempt was already made with another amount.',
  notAuthorized: 'This payment is no longer authorised.',
  notCaptured: 'This payment was not captured, so there is nothing to refund.',
} as const;

/** The Luhn (mod 10) check digit test of card numbers. */
export function passesLuhn(number: string): boolean {
  if (!/^[0-9]{12,19}$/.test(number)) return false;
  let sum = 0;
  for (let i = 0; i < number.length; i++) {
    let digit = Number(number[number.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** The card network from the number's prefix. */
export function cardBrand(number: string): string {
  if (/^4/.test(number)) return 'visa';
  if (/^(5[1-5]|2(2[2-9][1-9]|2[3-9][0-9]|[3-6][0-9]{2}|7[01][0-9]|720))/.test(number))
    return 'mastercard';
  if (/^3[47]/.test(number)) return 'amex';
  if (/^(6011|65|64[4-9])/.test(number)) return 'discover';
  return 'card';
}

/** A capture or refund must move exactly what was authorised. */
const sameAmount = (
  authorization: { amountCents: number; currency: string },
  expected: { amountCents: number; currency: string },
) =>
  authorization.amountCents === expected.amountCents &&
  authorization.currency === expected.currency;

const AMOUNT_MISMATCH = {
  ok: false,
  refusal: 'amount-mismatch',
  message: TEST_GATEWAY_MESSAGES.keyReused,
} as const;

export function createTestGateway(): TestGateway {
  const authorizations = new Map<string, TestAuthorization>();
  const byKey = new Map<string, { amountCents: number; result: AuthorizeResult }>();
  const captures = new Map<string, CaptureResult>();
  const declineOnCapture = new Set<string>();
  const failOnRefund = new Set<string>();
  const refunds = new Map<string, RefundResult>();

  function decide(request: AuthorizeRequest): AuthorizeResult {
    const card = request.card;
    if (!card) return { ok: false, refusal: 'failed', message: 'The test gateway takes cards.' };
    const refuse = (refusal: 'declined' | 'failed', message: string): AuthorizeResult => ({
      ok: false,
      refusal,
      message,
    });
    if (!passesLuhn(card.number)) return refuse('declined', TEST_GATEWAY_MESSAGES.invalidNumber);
    if (card.number === TEST_CARDS.declined)
      return refuse('declined', TEST_GATEWAY_MESSAGES.declined);
    if (card.number === TEST_CARDS.insufficientFunds)
      return refuse('declined', TEST_GATEWAY_MESSAGES.insufficientFunds);
    if (card.number === TEST_CARDS.processorError)
      return refuse('failed', TEST_GATEWAY_MESSAGES.processorError);
    const authorization: TestAuthorization = {
      reference: `test_auth_${randomUUID()}`,
      idempotencyKey: request.idempotencyKey,
      amountCents: request.amountCents,
      currency: request.currency,
      description: request.description,
      cardBrand: cardBrand(card.number),
      cardLast4: card.number.slice(-4),
      status: 'authorized',
      refunds: 0,
    };
    authorizations.set(authorization.reference, authorization);
    if (card.number === TEST_CARDS.captureDeclined) declineOnCapture.add(authorization.reference);
    if (card.number === TEST_CARDS.refundFails) failOnRefund.add(authorization.reference);
    return {
      ok: true,
      reference: authorization.reference,
      amountCents: authorization.amountCents,
      currency: authorization.currency,
      cardBrand: authorization.cardBrand,
      cardLast4: authorization.cardLast4,
    };
  }

  return {
    name: 'test',
    authorize(request) {
      const seen = byKey.get(request.idempotencyKey);
      if (seen) {
        return Promise.resolve(
          seen.amountCents === request.amountCents
            ? seen.result
            : { ok: false, refusal: 'failed', message: TEST_GATEWAY_MESSAGES.keyReused },
        );
      }
      const result = decide(request);
      byKey.set(request.idempotencyKey, { amountCents: request.amountCents, result });
      return Promise.resolve(result);
    },
    capture(reference, expected) {
      const done = captures.get(reference);
      if (done) return Promise.resolve(done);
      const authorization = authorizations.get(reference);
      let result: CaptureResult;
      if (authorization?.status !== 'authorized') {
        result = { ok: false, refusal: 'failed', message: TEST_GATEWAY_MESSAGES.notAuthorized };
      } else if (!sameAmount(authorization, expected)) {
        result = AMOUNT_MISMATCH;
      } else if (declineOnCapture.has(reference)) {
        result = { ok: false, refusal: 'declined', message: TEST_GATEWAY_MESSAGES.declined };
      } else {
        authorization.status = 'captured';
        result = { ok: true, reference };
      }
      captures.set(reference, result);
      return Promise.resolve(result);
    },
    void(reference) {
      const authorization = authorizations.get(reference);
      if (authorization?.status === 'captured')
        return Promise.reject(new Error(`test gateway: ${reference} is captured, not voidable`));
      if (authorization) authorization.status = 'voided';
      return Promise.resolve();
    },
    refund(reference, expected) {
      // Only a refund that was made is remembered: a failed one may be tried again with its key.
      const done = refunds.get(expected.idempotencyKey);
      if (done) return Promise.resolve(done);
      const authorization = authorizations.get(reference);
      let result: RefundResult;
      if (!authorization) {
        // Its ledger lives in memory: a payment from before this start (the demo seeds, a
        // restarted stack) is refunded as the database records it captured, as a void is.
        result = { ok: true, reference: `test_refund_${randomUUID()}`, status: 'completed' };
        refunds.set(expected.idempotencyKey, result);
      } else if (authorization.status !== 'captured') {
        result = { ok: false, refusal: 'failed', message: TEST_GATEWAY_MESSAGES.notCaptured };
      } else if (!sameAmount(authorization, expected)) {
        result = AMOUNT_MISMATCH;
      } else if (failOnRefund.has(reference)) {
        result = { ok: false, refusal: 'failed', message: TEST_GATEWAY_MESSAGES.processorError };
      } else {
        authorization.status = 'refunded';
        authorization.refunds += 1;
        result = { ok: true, reference: `test_refund_${randomUUID()}`, status: 'completed' };
        refunds.set(expected.idempotencyKey, result);
      }
      return Promise.resolve(result);
    },
    ledger() {
      return [...authorizations.values()].map((a) => ({ ...a }));
    },
  };
}
