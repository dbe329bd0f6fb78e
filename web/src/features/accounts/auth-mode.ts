/** The four modes of the account pages. */
export type AuthMode = 'login' | 'signup' | 'forgot' | 'change';

const LINK_MODES = new Set<string>(['login', 'signup', 'forgot', 'change']);

/**
 * The mode an address asks for: a reset link (`forgot=`) changes the password; otherwise a `mode`
 * query parameter (from the page's links, so back and forward work), otherwise login when the path
 * contains /login and sign-up elsewhere.
 */
export function authMode(pathname: string, params: URLSearchParams): AuthMode {
  if (params.has('forgot')) return 'change';
  const asked = params.get('mode');
  if (asked !== null && LINK_MODES.has(asked)) return asked as AuthMode;
  return pathname.includes('/login') ? 'login' : 'signup';
}

/** Query parameters a mode switch keeps: where to go after login, and the sign-up plan. */
const KEPT = ['redirect', 'cc'] as const;

/** A link to `pathname` in `mode` (no `mode` parameter when the path implies it). */
export function modeHref(pathname: string, mode: AuthMode, params: URLSearchParams): string {
  const next = new URLSearchParams();
  for (const key of KEPT) {
    const value = params.get(key);
    if (value) next.set(key, value);
  }
  const implied = pathname.includes('/login') ? 'login' : 'signup';
  if (mode !== implied) next.set('mode', mode);
  const search = next.toString();
  return search ? `${pathname}?${search}` : pathname;
}
