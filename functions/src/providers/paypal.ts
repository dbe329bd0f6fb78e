import type {
  AuthorizeRequest,
  AuthorizeResult,
  CaptureResult,
  PaymentGateway,
  RefundResult,
} from './payment-gateway';
import { centsToDecimal, decimalToCents } from './payment-gateway';

/**
 * PayPal Orders v2 (PAYPAL_CLIENT_ID, PAYPAL_CLIENT_SECRET, PAYPAL_API_BASE). The server creates
 * the order with intent AUTHORIZE and its own amount (create_paypal_order), the buyer approves it
 * with PayPal's buttons, and the payment action authorizes it, checks the authorised amount and
 * currency against the server's price (voiding it when they differ), then captures after the
 * purchase is written, or voids. Every POST carries a `PayPal-Request-Id`, so a retried call is
 * answered by PayPal with the first result instead of being done twice.
 *
 * Endpoints: POST /v1/oauth2/token, POST /v2/checkout/orders, POST
 * /v2/checkout/orders/{id}/authorize, POST /v2/payments/authorizations/{id}/capture, POST
 * /v2/payments/authorizations/{id}/void, POST /v2/payments/captures/{id}/refund (a canceled
 * appointment; its amount is the whole capture).
 */
export const PAYPAL_MESSAGES = {
  unavailable: 'PayPal could not be reached. Please try again later.',
  notApproved: 'The PayPal payment was not approved. Please try again.',
  declined: 'PayPal declined this payment. Please use another payment method.',
  amountMismatch:
    'The PayPal amount does not match the price of your order, so nothing was charged. Please try again.',
  refundRefused: 'PayPal did not make the refund.',
} as const;

export interface PayPalOrder {
  id: string;
  status: string;
}

export interface PayPalGateway extends PaymentGateway {
  readonly name: 'paypal';
  /** An order for the server's amount; the browser's buttons ask the buyer to approve it. */
  createOrder(request: {
    idempotencyKey: string;
    amountCents: number;
    currency: 'USD';
    description: string;
    /** Our reference shown in PayPal's reports (e.g. the user id and product). */
    customId: string;
  }): Promise<PayPalOrder>;
}

export class PayPalError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly issue: string | undefined,
  ) {
    super(message);
    this.name = 'PayPalError';
  }
}

interface Amount {
  currency_code?: unknown;
  value?: unknown;
}

type Json = Record<string, unknown>;

const asObject = (value: unknown): Json =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Json) : {};
const asArray = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

/** PayPal-Request-Id: at most 108 characters; one per operation of one purchase attempt. */
const requestId = (operation: string, key: string) => `${operation}-${key}`.slice(0, 108);

export function createPayPalGateway(options: {
  clientId: string;
  clientSecret: string;
  apiBase: string;
  fetch: typeof fetch;
}): PayPalGateway {
  const base = options.apiBase.replace(/\/+$/, '');
  let token: { value: string; expiresAt: number } | undefined;

  async function accessToken(): Promise<string> {
    if (token && token.expiresAt > Date.now()) return token.value;
    const basic = Buffer.from(`${options.clientId}:${options.clientSecret}`).toString('base64');
    const response = await options.fetch(`${base}/v1/oauth2/token`, {
      method: 'POST',
      headers: {
        authorization: `Basic ${basic}`,
        'content-type': 'application/x-www-form-urlencoded',
        accept: 'application/json',
      },
      body: 'grant_type=client_credentials',
    });
    const body = asObject(await response.json().catch(() => ({})));
    if (!response.ok || typeof body['access_token'] !== 'string')
      throw new PayPalError('PayPal refused the client credentials', response.status, undefined);
    const seconds = typeof body['expires_in'] === 'number' ? body['expires_in'] : 300;
    // Renewed a minute early so that no call goes out with a token about to expire.
    token = {
      value: body['access_token'],
      expiresAt: Date.now() + Math.max(0, seconds - 60) * 1000,
    };
    return token.value;
  }

  async function call(
    path: string,
    body: unknown,
    paypalRequestId: string,
  ): Promise<{ status: number; body: Json }> {
    const response = await options.fetch(`${base}${path}`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${await accessToken()}`,
        'content-type': 'application/json',
        accept: 'application/json',
        prefer: 'return=representation',
        'paypal-request-id': paypalRequestId,
      },
      body: JSON.stringify(body),
    });
    const text = await response.text();
    let parsed: unknown;
    try {
      parsed = text ? JSON.parse(text) : {};
    } catch {
      parsed = {};
    }
    const json = asObject(parsed);
    if (!response.ok) {
      const issue = asObject(asArray(json['details'])[0])['issue'];
      throw new PayPalError(
        `PayPal ${path} answered ${String(response.status)}`,
        response.status,
        typeof issue === 'string'
          ? issue
          : typeof json['name'] === 'string'
            ? json['name']
            : undefined,
      );
    }
    return { status: response.status, body: json };
  }

  const sameAmount = (amount: Amount, cents: number, currency: string) =>
    amount.currency_code === currency && decimalToCents(amount.value) === cents;

  const refusalOf = (error: unknown): { refusal: 'declined' | 'failed'; message: string } => {
    if (!(error instanceof PayPalError) || error.status >= 500 || error.status === 401)
      return { refusal: 'failed', message: PAYPAL_MESSAGES.unavailable };
    if (error.issue === 'ORDER_NOT_APPROVED' || error.issue === 'PAYER_ACTION_REQUIRED')
      return { refusal: 'declined', message: PAYPAL_MESSAGES.notApproved };
    return { refusal: 'declined', message: PAYPAL_MESSAGES.declined };
  };

  const gateway: PayPalGateway = {
    name: 'paypal',

    async createOrder(request) {
      const { body } = await call(
        '/v2/checkout/orders',
        {
          intent: 'AUTHORIZE',
          purchase_units: [
            {
              custom_id: request.customId.slice(0, 127),
              description: request.description.slice(0, 127),
              amount: {
                currency_code: request.currency,
                value: centsToDecimal(request.amountCents),
              },
            },
          ],
        },
        requestId('order', request.idempotencyKey),
      );
      if (typeof body['id'] !== 'string')
        throw new PayPalError('PayPal created no order id', 200, undefined);
      return { id: body['id'], status: typeof body['status'] === 'string' ? body['status'] : '' };
    },

    async authorize(request: AuthorizeRequest): Promise<AuthorizeResult> {
      if (!request.paypalOrderId)
        return { ok: false, refusal: 'failed', message: PAYPAL_MESSAGES.notApproved };
      let body: Json;
      try {
        ({ body } = await call(
          `/v2/checkout/orders/${encodeURIComponent(request.paypalOrderId)}/authorize`,
          {},
          requestId('authorize', request.idempotencyKey),
        ));
      } catch (error) {
        return { ok: false, ...refusalOf(error) };
      }
      const unit = asObject(asArray(body['purchase_units'])[0]);
      const authorization = asObject(asArray(asObject(unit['payments'])['authorizations'])[0]);
      const reference = authorization['id'];
      if (typeof reference !== 'string')
        return { ok: false, refusal: 'failed', message: PAYPAL_MESSAGES.unavailable };
      const amount = asObject(authorization['amount']) as Amount;
      if (!sameAmount(amount, request.amountCents, request.currency)) {
        // Someone else's amount (a tampered or stale order): release the hold, charge nothing.
        await gateway.void(reference, request.idempotencyKey);
        return { ok: false, refusal: 'amount-mismatch', message: PAYPAL_MESSAGES.amountMismatch };
      }
      if (authorization['status'] !== 'CREATED') {
        await gateway.void(reference, request.idempotencyKey).catch(() => undefined);
        return { ok: false, refusal: 'declined', message: PAYPAL_MESSAGES.declined };
      }
      return {
        ok: true,
        reference,
        amountCents: request.amountCents,
        currency: request.currency,
        cardBrand: null,
        cardLast4: null,
      };
    },

    async capture(reference, expected): Promise<CaptureResult> {
      let body: Json;
      try {
        ({ body } = await call(
          `/v2/payments/authorizations/${encodeURIComponent(reference)}/capture`,
          {
            amount: {
              currency_code: expected.currency,
              value: centsToDecimal(expected.amountCents),
            },
            final_capture: true,
          },
          requestId('capture', expected.idempotencyKey),
        ));
      } catch (error) {
        return { ok: false, ...refusalOf(error) };
      }
      const captured = body['id'];
      if (body['status'] !== 'COMPLETED' || typeof captured !== 'string')
        return { ok: false, refusal: 'declined', message: PAYPAL_MESSAGES.declined };
      if (!sameAmount(asObject(body['amount']), expected.amountCents, expected.currency))
        return { ok: false, refusal: 'amount-mismatch', message: PAYPAL_MESSAGES.amountMismatch };
      return { ok: true, reference: captured };
    },

    async refund(reference, expected): Promise<RefundResult> {
      let body: Json;
      try {
        ({ body } = await call(
          `/v2/payments/captures/${encodeURIComponent(reference)}/refund`,
          {
            amount: {
              currency_code: expected.currency,
              value: centsToDecimal(expected.amountCents),
            },
          },
          requestId('refund', expected.idempotencyKey),
        ));
      } catch (error) {
        return { ok: false, ...refusalOf(error) };
      }
      const refund = body['id'];
      if (typeof refund !== 'string')
        return { ok: false, refusal: 'failed', message: PAYPAL_MESSAGES.unavailable };
      if (body['status'] === 'COMPLETED')
        return { ok: true, reference: refund, status: 'completed' };
      if (body['status'] === 'PENDING') return { ok: true, reference: refund, status: 'pending' };
      return { ok: false, refusal: 'declined', message: PAYPAL_MESSAGES.refundRefused };
    },

    async void(reference, idempotencyKey) {
      try {
        await call(
          `/v2/payments/authorizations/${encodeURIComponent(reference)}/void`,
          {},
          requestId('void', idempotencyKey),
        );
      } catch (error) {
        // Already voided is what we wanted.
        if (error instanceof PayPalError && error.issue === 'AUTHORIZATION_ALREADY_VOIDED') return;
        throw error;
      }
    },
  };
  return gateway;
}
