import type { Queryable } from '../lib/db';

/**
 * The `outbox` table: every mail and SMS is recorded here. Without a delivery (the local
 * default) the outbox is the destination and the dev outbox page shows it; with one (SMTP, SES,
 * SNS) the row records the result. A failed delivery throws, so the action answers with an error
 * instead of only logging it.
 *
 * Bodies carry sign-up codes, reset links and consultation links, so the table keeps them in
 * plain text only while they are the delivery (OUTBOX_RULES):
 * - delivered by a provider (SMTP, SES, SNS): the body and attachments are redacted as soon as
 *   the provider accepted the message, or refused it (a failed code is useless: a new one is
 *   asked for);
 * - kept for the local dev outbox (no provider): the row is the delivery a developer reads; it is
 *   redacted after `plainTextHours` (longer than any code or reset link lives);
 * - every row is deleted after `retentionDays`, a delivery log of recipient, subject and status.
 * Both clean-ups run on each write, in the same statement round as the insert: no scheduler is
 * needed, and a quiet system holds nothing new to clean.
 */
export const OUTBOX_RULES = { plainTextHours: 24, retentionDays: 30 } as const;

/** What a redacted row's body says instead of the message. */
export const REDACTED_BODY = '[redacted: the message was delivered; its text is not kept]';

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

/** Redacts local rows past their plain-text period and deletes rows past the retention. */
export async function cleanOutbox(db: Queryable): Promise<void> {
  await db.query(
    `update public.outbox set body = $1, attachments = '[]'::jsonb, redacted_at = now()
      where redacted_at is null and created_at < now() - make_interval(hours => $2)`,
    [REDACTED_BODY, OUTBOX_RULES.plainTextHours],
  );
  await db.query(`delete from public.outbox where created_at < now() - make_interval(days => $1)`, [
    OUTBOX_RULES.retentionDays,
  ]);
}

async function record(
  db: Queryable,
  entry: OutboxEntry,
  status: 'pending' | 'sent',
): Promise<number> {
  await cleanOutbox(db);
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

/** The provider answered: the result is kept, the text is not. */
async function mark(db: Queryable, id: number, error: unknown): Promise<void> {
  if (error === undefined) {
    await db.query(
      `update public.outbox set status = 'sent', sent_at = now(), attempts = attempts + 1,
              body = $2, attachments = '[]'::jsonb, redacted_at = now()
        where id = $1`,
      [id, REDACTED_BODY],
    );
  } else {
    await db.query(
      `update public.outbox set status = 'failed', attempts = attempts + 1, last_error = $2,
              body = $3, attachments = '[]'::jsonb, redacted_at = now()
        where id = $1`,
      [id, error instanceof Error ? error.message : JSON.stringify(error), REDACTED_BODY],
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
