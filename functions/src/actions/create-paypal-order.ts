import { paypalOrderInputSchema, toCents } from '@petwell/domain';
import { SIGNED_IN } from '../lib/session';
import { defineAction } from '../lib/action';
import { ActionError } from '../lib/errors';
import { PAYPAL_MESSAGES, PayPalError } from '../providers/paypal';
import { PAYMENT_ACTION_MESSAGES } from './payment';
import { gatewayKey, Refusal, requestHash, resolveBuyer, resolveOrder } from './payment-order';

export const PAYPAL_ORDER_MESSAGES = {
  nothingToPay: 'There is nothing to pay for this order.',
} as const;

export interface PaypalOrderAnswer {
  /** The PayPal order id the browser's buttons approve and `payment` then takes. */
  id: string;
  price: number;
  newPrice: number;
  currency: 'USD';
}

/**
 * `create_paypal_order` (POST /api/payment/paypal_order): a PayPal order (intent AUTHORIZE) for
 * the server's price of the checkout's order, so the amount the buyer approves is the one the
 * server set. The same idempotency key and order give the same PayPal order.
 */
export const createPaypalOrderAction = defineAction({
  name: 'create_paypal_order',
  roles: SIGNED_IN,
  input: paypalOrderInputSchema,
  async run({ order }, context, deps): Promise<PaypalOrderAnswer> {
    if (!deps.payments.enabled)
      throw new ActionError('provider-unavailable', PAYMENT_ACTION_MESSAGES.notSetUp);
    const paypal = deps.payments.paypal;
    if (!paypal)
      throw new ActionError('provider-unavailable', PAYMENT_ACTION_MESSAGES.paypalUnavailable);
    const buyer = resolveBuyer(context.session, order);
    let resolved;
    try {
      resolved = await resolveOrder(deps.db, order, buyer, deps.now());
    } catch (error) {
      if (error instanceof Refusal) throw new ActionError(error.code, error.message);
      throw error;
    }
    const amountCents = toCents(resolved.quote.newPrice);
    if (amountCents === 0 || resolved.waived)
      throw new ActionError('validation-failed', PAYPAL_ORDER_MESSAGES.nothingToPay);
    try {
      const created = await paypal.createOrder({
        idempotencyKey: gatewayKey(
          buyer.userId,
          order.idempotencyKey,
          requestHash(context.session, { ...order, purpose: 'paypal-order' }),
        ),
        amountCents,
        currency: 'USD',
        description: resolved.description,
        customId: `user:${String(buyer.userId)};product:${String(resolved.productId ?? `plan-${String(resolved.quote.planId)}`)}`,
      });
      return {
        id: created.id,
        price: resolved.quote.price,
        newPrice: resolved.quote.newPrice,
        currency: 'USD',
      };
    } catch (error) {
      if (error instanceof PayPalError) {
        deps.log.error('create_paypal_order: PayPal refused the order', error);
        throw new ActionError('provider-unavailable', PAYPAL_MESSAGES.unavailable);
      }
      throw error;
    }
  },
});
