import type { FunctionsEnv } from '../env';
import { createTestGateway, type TestGateway } from './payments-test-gateway';
import { createPayPalGateway, type PayPalGateway } from './paypal';

/** The gateways the functions use; each implements PaymentGateway (payment-gateway.ts). */
export interface PaymentGateways {
  /** The local gateway (always there; it takes cards only when PAYMENT_PROVIDER=test). */
  test: TestGateway;
  /** PayPal Orders v2, when PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET are set. */
  paypal: PayPalGateway | undefined;
  /** Card details are accepted (the local test gateway is the payment provider). */
  cardsAccepted: boolean;
  /** PAYMENT_PROVIDER=none: nothing with a price can be bought, by card or PayPal. */
  enabled: boolean;
}

export function createPaymentGateways(env: FunctionsEnv, fetchImpl: typeof fetch): PaymentGateways {
  const enabled = env.PAYMENT_PROVIDER !== 'none';
  const paypal =
    enabled && env.PAYPAL_CLIENT_ID && env.PAYPAL_CLIENT_SECRET
      ? createPayPalGateway({
          clientId: env.PAYPAL_CLIENT_ID,
          clientSecret: env.PAYPAL_CLIENT_SECRET,
          apiBase: env.PAYPAL_API_BASE,
          fetch: fetchImpl,
        })
      : undefined;
  return {
    test: createTestGateway(),
    paypal,
    cardsAccepted: env.PAYMENT_PROVIDER === 'test',
    enabled,
  };
}
