import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import type { FunctionsEnv } from '../env';
import type { Deps } from './deps';
import type { HttpRequest, HttpResponse } from './http';
import type { RawRoute } from './router';

/**
 * The unsubscribe link of every non-essential mail (appointment and vaccination reminders):
 * `${PUBLIC_URL}/api/unsubscribe?u=<userId>&sig=<signature>`, the signature an HMAC-SHA256 over
 * the user id with a key derived (HKDF, its own label) from LINK_SIGNING_SECRET, or ACTIONS_SECRET
 * when that is not set, like the consultation links. It does not expire: a reminder read weeks
 * later must still unsubscribe. Essential mails (confirmation, cancellation) carry none.
 *
 * GET answers a page with a button and changes nothing, because mail scanners fetch links; POST
 * (the button, or a mail client's one-click `List-Unsubscribe=One-Click`, RFC 8058) turns the
 * owner's reminders off (users.reminders_enabled). The profile turns them on again.
 */
export const UNSUBSCRIBE_PATH = '/api/unsubscribe';

export const UNSUBSCRIBE_MESSAGES = {
  confirm: 'Stop appointment and vaccination reminders from Petwell?',
  button: 'Unsubscribe',
  done: 'You are unsubscribed: Petwell will not send you reminders any more. You can turn them on again in your profile.',
  invalid: 'This unsubscribe link is invalid.',
} as const;

function unsubscribeKey(env: Pick<FunctionsEnv, 'LINK_SIGNING_SECRET' | 'ACTIONS_SECRET'>) {
  const secret = env.LINK_SIGNING_SECRET ?? env.ACTIONS_SECRET;
  return Buffer.from(hkdfSync('sha256', secret, 'petwell', 'petwell unsubscribe v1', 32));
}

function sign(env: Pick<FunctionsEnv, 'LINK_SIGNING_SECRET' | 'ACTIONS_SECRET'>, userId: number) {
  return createHmac('sha256', unsubscribeKey(env))
    .update(`unsubscribe:${String(userId)}`)
    .digest('base64url');
}

export function unsubscribeUrl(
  env: Pick<FunctionsEnv, 'LINK_SIGNING_SECRET' | 'ACTIONS_SECRET' | 'PUBLIC_URL'>,
  userId: number,
): string {
  const query = new URLSearchParams({ u: String(userId), sig: sign(env, userId) });
  return `${env.PUBLIC_URL.replace(/\/+$/, '')}${UNSUBSCRIBE_PATH}?${query.toString()}`;
}

/** The headers that let a mail client offer its own unsubscribe button (RFC 2369, RFC 8058). */
export function unsubscribeHeaders(
  env: Pick<FunctionsEnv, 'LINK_SIGNING_SECRET' | 'ACTIONS_SECRET' | 'PUBLIC_URL'>,
  userId: number,
): Record<string, string> {
  return {
    'List-Unsubscribe': `<${unsubscribeUrl(env, userId)}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  };
}

/** The user id of a link whose signature is right (constant-time compare), else undefined. */
export function verifyUnsubscribe(
  env: Pick<FunctionsEnv, 'LINK_SIGNING_SECRET' | 'ACTIONS_SECRET'>,
  query: URLSearchParams,
): number | undefined {
  const u = query.get('u') ?? '';
  if (!/^[1-9][0-9]{0,9}$/.test(u)) return undefined;
  const userId = Number(u);
  const expected = Buffer.from(sign(env, userId));
  const given = Buffer.from(query.get('sig') ?? '');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  return userId;
}

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

function page(status: number, body: string): HttpResponse {
  return {
    status,
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
      // The page has no script and no other origin; it is never framed.
      'content-security-policy':
        "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'",
      'referrer-policy': 'no-referrer',
    },
    body: `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Petwell: reminders</title><style>body{font-family:system-ui,sans-serif;max-width:32rem;margin:4rem auto;padding:0 1rem}button{font-size:1rem;padding:.5rem 1rem}</style></head><body><main>${body}</main></body></html>`,
  };
}

export async function handleUnsubscribe(
  request: HttpRequest,
  deps: Deps,
): Promise<HttpResponse | undefined> {
  if (request.path !== UNSUBSCRIBE_PATH) return undefined;
  if (request.method !== 'GET' && request.method !== 'POST')
    return { ...page(405, ''), headers: { allow: 'GET, POST' } };
  const userId = verifyUnsubscribe(deps.env, request.query);
  if (userId === undefined)
    return page(400, `<h1>Reminders</h1><p role="alert">${UNSUBSCRIBE_MESSAGES.invalid}</p>`);
  if (request.method === 'GET') {
    const action = `${UNSUBSCRIBE_PATH}?${request.query.toString()}`;
    return page(
      200,
      `<h1>Reminders</h1><p>${UNSUBSCRIBE_MESSAGES.confirm}</p><form method="post" action="${escapeHtml(action)}"><button type="submit">${UNSUBSCRIBE_MESSAGES.button}</button></form>`,
    );
  }
  await deps.db.query('update public.users set reminders_enabled = false where id = $1', [userId]);
  return page(200, `<h1>Reminders</h1><p role="status">${UNSUBSCRIBE_MESSAGES.done}</p>`);
}

export const unsubscribeRoute: RawRoute = handleUnsubscribe;
