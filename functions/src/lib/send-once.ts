import type { Queryable } from './db';

/** How long a claim may stay 'sending' before another delivery takes it over. */
export const SEND_CLAIM_MINUTES = 5;

/**
 * Sends a message at most once per key (e.g. `reminder-24h:booking:12:2026-12-01T10:00:00.000Z`),
 * however often Hasura delivers the event that asks for it:
 * - the key is claimed in public.notification_log; a key already sent, or claimed by a delivery
 *   under way, is skipped ('skipped');
 * - a failed send gives the claim back and throws, so the event is retried and sends again;
 * - a claim left 'sending' longer than SEND_CLAIM_MINUTES (the process died mid-send) is taken
 *   over: the message may then go twice, the one case where it can.
 */
export async function sendOnce(
  db: Queryable,
  key: string,
  now: Date,
  send: () => Promise<void>,
): Promise<'sent' | 'skipped'> {
  const claimed = await db.query(
    `insert into public.notification_log (key, status, claimed_at) values ($1, 'sending', $2)
     on conflict (key) do update set claimed_at = excluded.claimed_at
       where notification_log.status = 'sending'
         and notification_log.claimed_at < $2::timestamptz - make_interval(mins => $3)
     returning key`,
    [key, now.toISOString(), SEND_CLAIM_MINUTES],
  );
  if (claimed.rows.length === 0) return 'skipped';
  try {
    await send();
  } catch (error) {
    await db.query(`delete from public.notification_log where key = $1 and status = 'sending'`, [
      key,
    ]);
    throw error;
  }
  await db.query(
    `update public.notification_log set status = 'sent', sent_at = $2 where key = $1`,
    [key, now.toISOString()],
  );
  return 'sent';
}
