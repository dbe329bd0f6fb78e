import type { OutboxAttachment } from '../providers/outbox';
import { type HttpRequest, type HttpResponse, json } from './http';
import type { Deps } from './deps';

/**
 * GET /dev/outbox[?to=<address or number>]: the newest 50 mails and SMS of the outbox, so that a
 * person or a browser test can read an OTP or a reset link without a mail server, with their
 * attachments (`{filename, contentType, content}`, e.g. appointment.ics). Only when DEV_OUTBOX is
 * on (the local default; off in every deployment descriptor).
 */
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
  if (!deps.env.DEV_OUTBOX) return json(404, { message: 'not found', code: 'not-found' });
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
      headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' },
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
