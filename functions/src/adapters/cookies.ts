import type { SetCookie } from '../lib/action';

/** HttpOnly, SameSite=Strict; Secure when the site is served over https. */
export function setCookieHeader(
  cookies: readonly SetCookie[],
  publicUrl: string,
): Record<string, string[]> {
  if (cookies.length === 0) return {};
  const secure = publicUrl.startsWith('https:') ? '; Secure' : '';
  return {
    'set-cookie': cookies.map(
      (c) =>
        `${c.name}=${encodeURIComponent(c.value)}; Path=/; HttpOnly; SameSite=Strict; Max-Age=${String(c.maxAge)}${secure}`,
    ),
  };
}
