import { PlanCheckoutPage } from '../../features/accounts/pages/plan-checkout-page';
import { saveCheckout } from '../../features/checkout/checkout-data';

/**
 * /checkout/plan: the accounts feature's way to pay for the plan chosen at sign-up, with the
 * checkout feature's saveCheckout (features do not import each other; the route joins them).
 */
export function PlanCheckoutRoute() {
  return <PlanCheckoutPage saveOrder={saveCheckout} />;
}
