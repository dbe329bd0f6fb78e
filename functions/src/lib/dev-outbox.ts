import type { OutboxAttachment } from '../providers/outbox';
import { type HttpRequest, type HttpResponse, json } from './http';
import type { Deps } from './deps';
import type { RawRoute } from './router';

/**
 * GET /dev/outbox[?to=<address or number>]: the newest 50 mails and SMS of the outbox, so that a
 * person or a browser test can read an OTP or a reset link without a mail server, with their
 * attachments (`{filename, contentType, content}`, e.g. appointment.ics).
 *
 * Whoever reads it can take over any account (a reset link is one read away), so it is a tool of
 * the developer's own machine only:
 * - DEV_OUTBOX is off by default; the local stack (`npm start`) turns it on, and the functions'
 *   environment refuses it with NODE_ENV=production;
 * - the functions server of docker-compose and the Lambda functions never register the route
 *   (`withoutDevOutbox`), whatever their environment says;
 * - it answers only a request whose peer is the loopback interface, that no proxy forwarded and
 *   whose Host names this machine (so a page of another site rebinding its name to 127.0.0.1
 *   cannot read it from the developer's browser).
 */

export const DEV_OUTBOX_LOOPBACK_ONLY =
  'The dev outbox is served only to this machine (a loopback address, no proxy).';

const LOOPBACK = /^(127\.\d{1,3}\.\d{1,3}\.\d{1,3}|::1|::ffff:127\.\d{1,3}\.\d{1,3}\.\d{1,3})$/;
/** localhost, *.localhost (practice sites), 127.x and [::1], with any port. */
const LOCAL_HOST =
  /^(localhost|[a-z0-9.-]+\.localhost|127\.\d{1,3}\.\d{1,3}\.\d{1,3}|\[::1\])(:\d+)?$/i;
const PROXY_HEADERS = ['x-forwarded-for', 'forwarded', 'x-real-ip', 'x-forwarded-host'];

/** True for a request made on this machine, directly. */
export function fromThisMachine(request: HttpRequest): boolean {
  if (!request.ip || !LOOPBACK.test(request.ip)) return false;
  if (PROXY_HEADERS.some((name) => request.headers[name] !== undefined)) return false;
  return LOCAL_HOST.test(request.headers['host'] ?? '');
}
interface OutboxRow {
  id: string;
  channel: string;
  recipient: string;
  subject: string | null;
  body: string;
  attachments: OutboxAttachment[] | string | null;
  status: string;
  created_at: Date;
}

/** jsonb arrives parsed (PGlite, pg) or as text; anything but a list of files is no files. */
function attachmentsOf(row: OutboxRow): OutboxAttachment[] {
  const value: unknown =
    typeof row.attachments === 'string' ? JSON.parse(row.attachments) : row.attachments;
  if (!Array.isArray(value)) return [];
  return value.filter(
    (a): a is OutboxAttachment =>
      typeof a === 'object' &&
      a !== null &&
      typeof (a as OutboxAttachment).filename === 'string' &&
      typeof (a as OutboxAttachment).contentType === 'string' &&
      typeof (a as OutboxAttachment).content === 'string',
  );
}

const escape = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

function page(rows: readonly OutboxRow[], to: string | null): string {
  const items = rows
    .map(
      (
        r,
      ) => `<article><h2>${escape(r.channel === 'sms' ? 'SMS' : (r.subject ?? '(no subject)'))}</h2>
<p>To <strong>${escape(r.recipient)}</strong> · ${escape(new Date(r.created_at).toISOString())} · ${escape(r.status)}</p>
<pre>${escape(r.body)}</pre>${attachmentsOf(r)
        .map(
          (a) =>
            `<details><summary>Attachment ${escape(a.filename)} (${escape(a.contentType)})</summary><pre>${escape(a.content)}</pre></details>`,
        )
        .join('')}</article>`,
    )
    .join('\n');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Petwell dev outbox</title>
<style>body{font:15px/1.5 system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem}article{border-top:1px solid #ccc;padding:.5rem 0}pre{white-space:pre-wrap;background:#f6f6f6;padding:.75rem}</style></head>
<body><h1>Dev outbox${to ? ` for ${escape(to)}` : ''}</h1>
<form><label for="to">Recipient</label> <input id="to" name="to" value="${escape(to ?? '')}"> <button>Filter</button></form>
${items || '<p>No messages yet.</p>'}</body></html>`;
}

export async function devOutboxRoute(
  request: HttpRequest,
  deps: Deps,
): Promise<HttpResponse | undefined> {
  if (request.path !== '/dev/outbox' && request.path !== '/dev/outbox/') return undefined;
  if (!deps.env.DEV_OUTBOX || deps.env.NODE_ENV === 'production')
    return json(404, { message: 'not found', code: 'not-found' });
  if (!fromThisMachine(request))
    return json(403, { message: DEV_OUTBOX_LOOPBACK_ONLY, code: 'access-denied' });
  if (request.method !== 'GET') return json(405, { message: 'use GET' }, { allow: 'GET' });
  const to = request.query.get('to');
  const { rows } = await deps.db.query<OutboxRow>(
    `select id, channel, recipient, subject, body, attachments, status, created_at from public.outbox
      where $1::text is null or recipient = $1 order by id desc limit 50`,
    [to],
  );
  if ((request.headers['accept'] ?? '').includes('text/html')) {
    return {
      status: 200,
      headers: {
        'content-type': 'text/html; charset=utf-8',
        'cache-control': 'no-store',
        'content-security-policy':
          "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'",
        'x-frame-options': 'DENY',
        'x-content-type-options': 'nosniff',
      },
      body: page(rows, to),
    };
  }
  return json(200, {
    messages: rows.map((r) => ({
      id: Number(r.id),
      channel: r.channel,
      recipient: r.recipient,
      subject: r.subject,
      body: r.body,
      attachments: attachmentsOf(r),
      status: r.status,
      created_at: new Date(r.created_at).toISOString(),
    })),
  });
}

/** The raw routes of a deployed server (compose, Lambda): never the dev outbox. */
export function withoutDevOutbox(routes: readonly RawRoute[]): RawRoute[] {
  return routes.filter((route) => route !== devOutboxRoute);
}
