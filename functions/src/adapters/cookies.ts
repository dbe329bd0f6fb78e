import type { ActionContext, SetCookie } from '../lib/action';
import type { Deps } from '../lib/deps';
import { type HttpRequest, parseCookies } from '../lib/http';
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

const bare = (address: string) => address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, '');

/**
 * The caller's address, for the per-address limits (login, send_otp):
 * - directly (REST, files): the peer; with TRUST_PROXY, the last X-Forwarded-For entry, the one
 *   our own proxy wrote (nginx sets it to $remote_addr; entries before it are the client's word);
 * - through Hasura (the action webhook): the peer is Hasura, so the address is the last entry of
 *   the X-Forwarded-For that Hasura forwards with `forward_client_headers` as
 *   the proxy in front of it wrote it: nginx in docker-compose, the engine itself in `npm start`.
 *   Trailing entries equal to the peer are skipped: a gateway between Hasura and the functions
 *   appends Hasura's own address. Without the header, the address is unknown (undefined), never
 *   Hasura's: that would make every GraphQL caller one address.
 */
export function callerAddress(
  request: HttpRequest,
  options: { trustProxy: boolean; viaHasura: boolean },
): string | undefined {
  const chain = (request.headers['x-forwarded-for'] ?? '')
    .split(',')
    .map((entry) => bare(entry.trim()))
    .filter(Boolean);
  const peer = request.ip === undefined ? undefined : bare(request.ip);
  if (options.viaHasura) {
    while (chain.length > 1 && chain.at(-1) === peer) chain.pop();
    return chain.at(-1);
  }
  if (options.trustProxy) return chain.at(-1) ?? peer;
  return peer;
}

/**
 * The host the client asked for: the Host header directly; with TRUST_PROXY, the first
 * X-Forwarded-Host (our proxy's); through Hasura, the X-Forwarded-Host it sends for the client's
 * Host (`forward_client_headers`). Without a port, lower-cased; undefined when unknown.
 */
export function requestedHost(
  request: HttpRequest,
  options: { trustProxy: boolean; viaHasura: boolean },
): string | undefined {
  const forwarded = request.headers['x-forwarded-host']?.split(',')[0]?.trim();
  const raw = options.viaHasura
    ? forwarded
    : options.trustProxy
      ? (forwarded ?? request.headers['host'])
      : request.headers['host'];
  const host = raw?.replace(/:\d+$/, '').replace(/\.$/, '').toLowerCase();
  return host || undefined;
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
  return {
    cookies,
    context: {
      session,
      ip: callerAddress(request, { trustProxy: deps.env.TRUST_PROXY, viaHasura }),
      userAgent,
      host: requestedHost(request, { trustProxy: deps.env.TRUST_PROXY, viaHasura }),
      cookies: parseCookies(request.headers['cookie']),
      setCookie: (cookie) => cookies.push(cookie),
      ...(viaHasura ? { cookiesDropped: true } : {}),
    },
  };
}
