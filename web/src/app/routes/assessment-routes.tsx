import { SignupForm } from '../../features/accounts/signup-form';
import { AssessmentOrderPage } from '../../features/assessment/pages/assessment-order-page';

/**
 * The health assessment's wizard with the accounts feature's owner sign-up form (after Finish,
 * for a visitor without an account).
 */
export function AssessmentOrderRoute() {
  return (
    <AssessmentOrderPage
      renderSignup={(onSignedUp) => <SignupForm role="user" onSignedUp={onSignedUp} />}
    />
  );
}
