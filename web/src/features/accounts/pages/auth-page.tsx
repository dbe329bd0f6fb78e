import { Link, Navigate, useLocation, useSearchParams } from 'react-router';
import { config } from '../../../config/config';
import { useAuthUser } from '../../../lib/auth';
import { useSite } from '../../../lib/site-context';
import { AuthLayout } from '../auth-layout';
import { passwordLinks } from '../password-links';
import { type AuthMode, authMode, modeHref } from '../auth-mode';
import {
  LazyChangePasswordForm,
  LazyForgotPasswordForm,
  LazyLoginForm,
  LazySignupForm,
} from '../lazy-forms';
import { safeRedirect } from '../safe-redirect';
import { useSignupPlanLookup } from '../signup-plan';
import { SignupPromo } from '../signup-promo';

const HEADINGS: Record<AuthMode, string> = {
  login: 'Login',
  signup: 'Sign Up',
  forgot: 'Forgot Password',
  change: 'Change Password',
};

/**
 * /login and /signup, for pet owners: login,
 * sign-up, forgot password and change password, switched by links; a reset link (`?forgot=`)
 * opens change password. The promo section shows on the main site only. An owner who is logged
 * in already does not log in again: login goes on to the `redirect` parameter (a path on this
 * site) or /app.
 */
export function AuthPage() {
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const site = useSite();
  const user = useAuthUser();
  const mode = authMode(pathname, params);
  // Links go to /login and /signup (both served on every host), keeping redirect and cc.
  const href = (to: AuthMode) => modeHref(to === 'signup' ? '/signup' : '/login', to, params);
  const forgotCode = params.get('forgot') || null;
  const linkEmail = params.get('email');
  // The plan of a `cc` link (main site): the promo says which it is, and the sign-up form goes on
  // to pay for a paid one.
  const planCode = site.kind === 'vendor' ? undefined : params.get('cc')?.trim() || undefined;
  const planLookup = useSignupPlanLookup(planCode);

  if (mode === 'login' && user?.role === 'user')
    return <Navigate to={safeRedirect(params.get('redirect'))} replace />;

  const links = {
    login: (
      <li key="login">
        {mode === 'signup' ? 'Already have an account? ' : null}
        <Link to={href('login')}>{mode === 'signup' ? 'Login' : 'Back to Login'}</Link>
      </li>
    ),
    signup: (
      <li key="signup">
        New to {config.brandName}? <Link to={href('signup')}>Sign Up</Link>
      </li>
    ),
    ...passwordLinks(href),
    vet: (
      <li key="vet">
        Are you a vet? <Link to="/vendor/login">Vet Login</Link>
      </li>
    ),
  };
  const shown = {
    login: [links.forgot, links.change, links.signup, links.vet],
    signup: [links.login, links.vet],
    forgot: [links.login, links.signup],
    change: [links.login, links.forgot],
  }[mode];

  return (
    <AuthLayout
      heading={HEADINGS[mode]}
      links={shown}
      aside={
        site.kind === 'vendor' ? null : <SignupPromo planCode={planCode} planLookup={planLookup} />
      }
    >
      {mode === 'login' ? <LazyLoginForm key="login" role="user" /> : null}
      {mode === 'signup' ? (
        <LazySignupForm key="signup" role="user" planLookup={planLookup} />
      ) : null}
      {mode === 'forgot' ? <LazyForgotPasswordForm key="forgot" role="user" /> : null}
      {mode === 'change' ? (
        <LazyChangePasswordForm
          key={`change-${forgotCode ?? ''}`}
          role="user"
          forgotCode={forgotCode}
          initialEmail={linkEmail ?? (user?.role === 'user' ? user.email : '')}
          lockEmail={Boolean(forgotCode && linkEmail)}
          loginHref={href('login')}
        />
      ) : null}
    </AuthLayout>
  );
}
