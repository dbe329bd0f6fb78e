import { type CheckoutOrder, checkoutOrderSchema } from '@petwell/domain';
import { readSession } from '../../lib/session-store';
import { CHECKOUT_STORAGE_KEY } from './checkout-storage';

/** Saving and clearing need no zod (the vet list ships them); loading checks the shape. */
export { CHECKOUT_STORAGE_KEY, clearCheckout, saveCheckout } from './checkout-storage';

/**
 * The stored checkout, shape-checked with the domain's schema; undefined when there is none or
 * it is not a checkout.
 */
export function loadCheckout(): CheckoutOrder | undefined {
  return readSession(CHECKOUT_STORAGE_KEY, checkoutOrderSchema);
}
