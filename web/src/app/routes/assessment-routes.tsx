import { lazy, Suspense } from 'react';
import { Loading } from '../../components/loading';
import { AssessmentOrderPage } from '../../features/assessment/pages/assessment-order-page';

// The sign-up shows only after Finish, for a visitor: it loads then.
const SignupForm = lazy(() =>
  import('../../features/accounts/signup-form').then((m) => ({ default: m.SignupForm })),
);

/**
 * The health assessment's wizard with the accounts feature's owner sign-up form (after Finish,
 * for a visitor without an account).
 */
export function AssessmentOrderRoute() {
  return (
    <AssessmentOrderPage
      renderSignup={(onSignedUp) => (
        <Suspense fallback={<Loading />}>
          <SignupForm role="user" onSignedUp={onSignedUp} />
        </Suspense>
      )}
    />
  );
}
