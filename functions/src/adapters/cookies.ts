import type { ActionContext, SetCookie } from '../lib/action';
import type { Deps } from '../lib/deps';
import { clientIp, type HttpRequest, parseCookies } from '../lib/http';
import type { Session } from '../lib/session';

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

/** The context of one request, and the cookies the action asks to set (sent with the answer). */
export function requestContext(
  request: HttpRequest,
  session: Session,
  deps: Deps,
  userAgent: string | undefined,
): { context: ActionContext; cookies: SetCookie[] } {
  const cookies: SetCookie[] = [];
  return {
    cookies,
    context: {
      session,
      ip: clientIp(request, deps.env.TRUST_PROXY),
      userAgent,
      cookies: parseCookies(request.headers['cookie']),
      setCookie: (cookie) => cookies.push(cookie),
    },
  };
}
