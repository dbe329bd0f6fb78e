import { useNavigate, useSearchParams } from 'react-router';
import { decodeToken, setToken } from '../../lib/auth';
import { safeRedirect } from './safe-redirect';

/** The answer of login, register and vendor_signup: the access token (and the user's fields). */
export interface TokenAnswer {
  token?: unknown;
}

/** Reads the token of a login or sign-up answer; null when there is none that decodes. */
export function tokenOf(answer: TokenAnswer | null | undefined): string | null {
  const token = answer?.token;
  return typeof token === 'string' && decodeToken(token) ? token : null;
}

/**
 * Stores the new session's token and goes on: to `to` when given, else to the `redirect` query
 * parameter when it is a path on this site, otherwise to /app. The promise settles once the next
 * page is there, so a form keeps reading 'Please Wait...' until then.
 */
export function useSignIn() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  return (token: string, to?: string) => {
    setToken(token);
    return navigate(to ?? safeRedirect(params.get('redirect')), { replace: true });
  };
}
