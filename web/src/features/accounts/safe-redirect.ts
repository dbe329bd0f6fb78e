/** Where a visitor lands after logging in when no (acceptable) `redirect` was supplied. */
export const DEFAULT_AFTER_LOGIN = '/app';

/**
 * The `redirect` query parameter when it is a path on this site, otherwise '/app'. Anything that
 * could leave the site is refused: absolute URLs, protocol-relative '//host', and '/\host'
 * (browsers read a backslash as a slash), as well as control characters.
 */
export function safeRedirect(target: string | null | undefined): string {
  if (!target?.startsWith('/')) return DEFAULT_AFTER_LOGIN;
  const second = target.charAt(1);
  if (second === '/' || second === '\\') return DEFAULT_AFTER_LOGIN;
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  if (/[\u0000-\u001f\u007f]/.test(target)) return DEFAULT_AFTER_LOGIN;
  return target;
}
