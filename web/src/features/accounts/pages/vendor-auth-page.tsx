import { Link, Navigate, useLocation, useSearchParams } from 'react-router';
import { config } from '../../../config/config';
import { isStaff, useAuthUser } from '../../../lib/auth';
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

const HEADINGS: Record<AuthMode, string> = {
  login: 'Vet Login',
  signup: 'Vet Signup',
  forgot: 'Forgot Password',
  change: 'Change Password',
};

/**
 * /vendor/login, /vendor/signup and /for-vet/signup, for vets: the heading reads 'Vet Login' or 'Vet Signup', toggled by
 * a link; it starts on login when the path contains /login. Login and sign-up go to /app. The
 * modes are query parameters on the same path, since a practice's site serves only /vendor/login.
 * Staff who are logged in already go on from login to the `redirect` parameter (a path on this
 * site) or /app. A practice's own site offers no 'Vet Signup': only its staff log in there.
 */
export function VendorAuthPage() {
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const user = useAuthUser();
  const practiceSite = useSite().kind === 'vendor';
  const asked = authMode(pathname, params);
  const mode = practiceSite && asked === 'signup' ? 'login' : asked;
  const href = (to: AuthMode) => modeHref(pathname, to, params);
  const forgotCode = params.get('forgot') || null;
  const linkEmail = params.get('email');

  if (mode === 'login' && user && isStaff(user))
    return <Navigate to={safeRedirect(params.get('redirect'))} replace />;

  const links = {
    login: (
      <li key="login">
        Already registered? <Link to={href('login')}>Vet Login</Link>
      </li>
    ),
    signup: (
      <li key="signup">
        New to {config.brandName}? <Link to={href('signup')}>Vet Signup</Link>
      </li>
    ),
    ...passwordLinks(href),
    owner: (
      <li key="owner">
        Pet owner? <Link to="/login">Login</Link>
      </li>
    ),
  };
  const signup = practiceSite ? [] : [links.signup];
  const shown = {
    login: [links.forgot, links.change, ...signup, links.owner],
    signup: [links.login, links.owner],
    forgot: [links.login, ...signup],
    change: [links.login, links.forgot],
  }[mode];

  return (
    <AuthLayout heading={HEADINGS[mode]} links={shown}>
      {mode === 'login' ? <LazyLoginForm key="login" role="vendor" /> : null}
      {mode === 'signup' ? <LazySignupForm key="signup" role="vendor" /> : null}
      {mode === 'forgot' ? <LazyForgotPasswordForm key="forgot" role="vendor" /> : null}
      {mode === 'change' ? (
        <LazyChangePasswordForm
          key={`change-${forgotCode ?? ''}`}
          role="vendor"
          forgotCode={forgotCode}
          initialEmail={linkEmail ?? (user && isStaff(user) ? user.email : '')}
          lockEmail={Boolean(forgotCode && linkEmail)}
          loginHref={href('login')}
        />
      ) : null}
    </AuthLayout>
  );
}
