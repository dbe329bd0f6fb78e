import type { CheckoutOrder } from '@petwell/domain';
import { removeSession, writeSession } from '../../lib/session-store';

/** The sessionStorage key the checkout data lives under between the order form and /checkout. */
export const CHECKOUT_STORAGE_KEY = 'petwell.checkout';

/**
 * Keeps what is being bought (the domain's CheckoutOrder) for /checkout: this tab only, like the
 * original's session data.
 */
export function saveCheckout(data: CheckoutOrder): void {
  writeSession(CHECKOUT_STORAGE_KEY, data);
}

/** Forgets the checkout (after a successful order). */
export function clearCheckout(): void {
  removeSession(CHECKOUT_STORAGE_KEY);
}
