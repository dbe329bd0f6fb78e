import type { Queryable } from '../lib/db';

/**
 * The `outbox` table: every mail and SMS is recorded here. Without a delivery (the local
 * default) the outbox is the destination and the dev outbox page shows it; with one (SMTP, SES,
 * SNS) the row records the result. A failed delivery throws, so the action answers with an error
 * instead of only logging it.
 */
export interface OutboxEntry {
  channel: 'email' | 'sms';
  recipient: string;
  subject: string | null;
  body: string;
  /** Files sent with a mail, kept in the `attachments` jsonb column (the dev outbox shows them). */
  attachments?: readonly OutboxAttachment[];
}

/** A text file of a mail (e.g. appointment.ics). */
export interface OutboxAttachment {
  filename: string;
  /** MIME type, e.g. 'text/calendar; charset=utf-8; method=PUBLISH'. */
  contentType: string;
  /** The file's text (UTF-8). */
  content: string;
}

async function record(
  db: Queryable,
  entry: OutboxEntry,
  status: 'pending' | 'sent',
): Promise<number> {
  const { rows } = await db.query<{ id: string }>(
    `insert into public.outbox (channel, recipient, subject, body, status, sent_at, attachments)
     values ($1, $2, $3, $4, $5, case when $5 = 'sent' then now() end, $6::jsonb)
     returning id`,
    [
      entry.channel,
      entry.recipient,
      entry.subject,
      entry.body,
      status,
      JSON.stringify(entry.attachments ?? []),
    ],
  );
  return Number(rows[0]?.id);
}

async function mark(db: Queryable, id: number, error: unknown): Promise<void> {
  if (error === undefined) {
    await db.query(
      `update public.outbox set status = 'sent', sent_at = now(), attempts = attempts + 1 where id = $1`,
      [id],
    );
  } else {
    await db.query(
      `update public.outbox set status = 'failed', attempts = attempts + 1, last_error = $2 where id = $1`,
      [id, error instanceof Error ? error.message : JSON.stringify(error)],
    );
  }
}

export async function sendThroughOutbox(
  db: Queryable,
  entry: OutboxEntry,
  deliver: (() => Promise<void>) | undefined,
  log?: (line: string) => void,
): Promise<void> {
  if (!deliver) {
    await record(db, entry, 'sent');
    log?.(`${entry.channel} to ${entry.recipient} (dev outbox)`);
    return;
  }
  const id = await record(db, entry, 'pending');
  try {
    await deliver();
  } catch (error) {
    await mark(db, id, error);
    throw error;
  }
  await mark(db, id, undefined);
}
