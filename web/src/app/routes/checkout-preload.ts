import { getUser } from '../../lib/auth';

/**
 * The payment step's code (the card form, the checkout's schemas: payment-panel-body.tsx), loaded
 * with the checkout route when someone is signed in, whose checkout opens at that step; a visitor
 * starts at the login step, which needs none of it. A failed load is tried again when it shows.
 */
export function preloadCheckoutPayment(): void {
  if (getUser() === null) return;
  import('../../features/checkout/payment-panel-body').catch(() => undefined);
}
