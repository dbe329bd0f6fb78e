import { MyHealthPage } from '../../features/assessment/pages/my-health-page';
import { saveCheckout } from '../../features/checkout/checkout-storage';

/** The owner's Health Assessment with the checkout feature's storage ('Buy Now'). */
export function MyHealthRoute() {
  return <MyHealthPage saveOrder={saveCheckout} />;
}
