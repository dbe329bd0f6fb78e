import { LoginForm } from '../../features/accounts/login-form';
import { SignupForm } from '../../features/accounts/signup-form';
import { CheckoutPage } from '../../features/checkout/pages/checkout-page';
import { PetPicker } from '../../features/pets/pet-picker';
// The forms' layout (rows of the sign-up form, the mobile step) lives with the account pages.
import '../../features/accounts/accounts.css';

/**
 * /checkout: the checkout page with the owner login and sign-up forms in its Login step. The
 * route joins the two features, which do not import each other.
 */
export function CheckoutRoute() {
  return (
    <CheckoutPage
      loginForm={<LoginForm key="login" role="user" />}
      signupForm={<SignupForm key="signup" role="user" />}
      PetPicker={PetPicker}
    />
  );
}
