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
  /** The peer is Hasura (or the engine), not the client: its address says nothing of the caller. */
  viaHasura = false,
): { context: ActionContext; cookies: SetCookie[] } {
  const cookies: SetCookie[] = [];
  const peer = clientIp(request, deps.env.TRUST_PROXY);
  return {
    cookies,
    context: {
      session,
      ip: viaHasura && peer === request.ip ? undefined : peer,
      userAgent,
      cookies: parseCookies(request.headers['cookie']),
      setCookie: (cookie) => cookies.push(cookie),
    },
  };
}
