import { SignupForm } from '../../features/accounts/signup-form';
import { AssessmentOrderPage } from '../../features/assessment/pages/assessment-order-page';
import { MyHealthPage } from '../../features/assessment/pages/my-health-page';
import { saveCheckout } from '../../features/checkout/checkout-data';

/**
 * The health assessment's pages with what they take from other features: the accounts
 * feature's owner sign-up form (after Finish, for a visitor without an account) and the checkout
 * feature's storage ('Buy Now').
 */
export function AssessmentOrderRoute() {
  return (
    <AssessmentOrderPage
      renderSignup={(onSignedUp) => <SignupForm role="user" onSignedUp={onSignedUp} />}
    />
  );
}

export function MyHealthRoute() {
  return <MyHealthPage saveOrder={saveCheckout} />;
}
