/**
 * The client headers an action with `forward_client_headers` passes on, as Hasura's
 * `mkClientHeadersForward` does: session variables (`x-hasura-*`, the admin secret included) and
 * the headers of the client's own request are dropped; Host, User-Agent and Origin travel as
 * X-Forwarded-Host, X-Forwarded-User-Agent and X-Forwarded-Origin. Everything else (Authorization,
 * Cookie, other X- headers) is forwarded.
 */

/** Hasura's `commonClientHeadersIgnored`. */
const IGNORED = new Set([
  'content-length',
  'content-md5',
  'user-agent',
  'host',
  'origin',
  'referer',
  'accept',
  'accept-encoding',
  'accept-language',
  'accept-datetime',
  'cache-control',
  'connection',
  'dnt',
  'content-type',
]);

/** Hop-by-hop headers: they describe the client's connection, and fetch refuses some of them. */
const HOP_BY_HOP = new Set([
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'proxy-connection',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
  'expect',
  'http2-settings',
]);

const AS_FORWARDED: Readonly<Record<string, string>> = {
  host: 'x-forwarded-host',
  'user-agent': 'x-forwarded-user-agent',
  origin: 'x-forwarded-origin',
};

/** Lower-case names in, `[name, value]` pairs out; a later pair wins over an earlier one. */
export function forwardedClientHeaders(
  headers: Readonly<Record<string, string | undefined>>,
): [string, string][] {
  const entries = Object.entries(headers).flatMap(([name, value]) =>
    value === undefined ? [] : [[name.toLowerCase(), value] as [string, string]],
  );
  const forwarded = entries.flatMap(([name, value]) => {
    const as = AS_FORWARDED[name];
    return as ? [[as, value] as [string, string]] : [];
  });
  const passed = entries.filter(
    ([name]) =>
      !IGNORED.has(name) &&
      !HOP_BY_HOP.has(name) &&
      !name.startsWith('x-hasura-') &&
      // HTTP/2 pseudo-headers (":authority") are not headers of the handler's request.
      !name.startsWith(':'),
  );
  return [...forwarded, ...passed];
}
