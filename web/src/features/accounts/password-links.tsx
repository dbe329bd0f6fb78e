import { Link } from 'react-router';
import type { AuthMode } from './auth-mode';

/** The 'Forgot password?' and 'Change password' links both account pages offer. */
export function passwordLinks(href: (mode: AuthMode) => string) {
  return {
    forgot: (
      <li key="forgot">
        <Link to={href('forgot')}>Forgot password?</Link>
      </li>
    ),
    change: (
      <li key="change">
        <Link to={href('change')}>Change password</Link>
      </li>
    ),
  };
}
