import { modeHref } from '../../features/accounts/auth-mode';
import { LoginForm } from '../../features/accounts/login-form';
import { SignupForm } from '../../features/accounts/signup-form';
import { PickAnotherTime } from '../../features/booking/pick-another-time';
import { CHECKOUT_PATH, CheckoutPage } from '../../features/checkout/pages/checkout-page';
import { PetPicker } from '../../features/pets/pet-picker';
// The forms' layout (rows of the sign-up form, the mobile step) lives with the account pages.
import '../../features/accounts/accounts.css';

/** The login page's 'Forgot password?' link, as the login page shows it to a visitor from here. */
const FORGOT_PASSWORD_HREF = modeHref(
  '/login',
  'forgot',
  new URLSearchParams({ redirect: CHECKOUT_PATH }),
);

/**
 * /checkout: the checkout page with the owner login and sign-up forms in its Login step, the
 * pet picker and the way back to the booking wizard. The route joins the features, which do not
 * import each other.
 */
export function CheckoutRoute() {
  return (
    <CheckoutPage
      loginForm={<LoginForm key="login" role="user" />}
      signupForm={<SignupForm key="signup" role="user" />}
      forgotPasswordHref={FORGOT_PASSWORD_HREF}
      PetPicker={PetPicker}
      PickAnotherTime={PickAnotherTime}
    />
  );
}
