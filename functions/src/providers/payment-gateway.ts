/**
 * Payment providers behind one interface (implementations: payments-test-gateway.ts, paypal.ts;
 * payments.ts picks them).
 * Money is authorised first, then captured once what was bought is written, or voided; a captured
 * payment is refunded when the appointment is canceled. Every call
 * carries an idempotency key, so a retried call never moves money twice. Amounts are cents.
 */
export interface CardDetails {
  /** Digits only. */
  number: string;
  name: string;
  cvc: string;
  expMonth: number;
  expYear: number;
}

export interface AuthorizeRequest {
  /** Stable for one purchase attempt: a retry with the same key gets the same authorization. */
  idempotencyKey: string;
  /** What the server priced; the provider's amount is checked against it. */
  amountCents: number;
  currency: 'USD';
  description: string;
  /** The test gateway takes card details. */
  card?: CardDetails;
  /** PayPal takes an order the server created (create_paypal_order) and the buyer approved. */
  paypalOrderId?: string;
}

export type PaymentRefusal = 'declined' | 'failed' | 'amount-mismatch';

export type AuthorizeResult =
  | {
      ok: true;
      /** The authorization to capture or void. */
      reference: string;
      amountCents: number;
      currency: string;
      cardBrand: string | null;
      cardLast4: string | null;
    }
  | { ok: false; refusal: PaymentRefusal; message: string };

export type CaptureResult =
  { ok: true; reference: string } | { ok: false; refusal: PaymentRefusal; message: string };

export type RefundResult =
  | {
      ok: true;
      /** The provider's refund. */
      reference: string;
      /** PayPal may hold a refund for review before it completes. */
      status: 'completed' | 'pending';
    }
  | { ok: false; refusal: PaymentRefusal; message: string };

export interface PaymentGateway {
  readonly name: 'test' | 'paypal';
  authorize(request: AuthorizeRequest): Promise<AuthorizeResult>;
  /** Captures exactly the authorised amount; refused unless the provider confirms that amount. */
  capture(
    reference: string,
    expected: { amountCents: number; currency: 'USD'; idempotencyKey: string },
  ): Promise<CaptureResult>;
  /** Releases an authorization; voiding a voided one is a no-op. */
  void(reference: string, idempotencyKey: string): Promise<void>;
  /**
   * Gives a captured payment back in full. `reference` is the capture (CaptureResult.reference);
   * a retry with the same key is answered with the first refund, never a second one.
   */
  refund(
    reference: string,
    expected: { amountCents: number; currency: 'USD'; idempotencyKey: string },
  ): Promise<RefundResult>;
}

/** 12.5 -> '12.50' (PayPal's decimal strings); cents are integers. */
export function centsToDecimal(cents: number): string {
  return `${String(Math.trunc(cents / 100))}.${String(cents % 100).padStart(2, '0')}`;
}

/** '12.50' -> 1250; undefined for anything that is not a non-negative decimal with <= 2 places. */
export function decimalToCents(value: unknown): number | undefined {
  if (typeof value !== 'string') return undefined;
  const match = /^([0-9]+)(?:\.([0-9]{1,2}))?$/.exec(value);
  if (!match) return undefined;
  return Number(match[1]) * 100 + Number((match[2] ?? '0').padEnd(2, '0'));
}
