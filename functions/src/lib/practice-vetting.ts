import { PRACTICE_ACCESS_MESSAGES, type PracticeStatus } from '@petwell/domain';
import { one, type Queryable } from './db';
import { ActionError } from './errors';

/**
 * A practice reaches owners (books for customers, finds them, sees their data) only once the
 * platform has approved it (hasura/README.md, "Access to owners' data"). The permissions enforce
 * the same for reads; actions that reach owners call this first.
 */
export async function requireApprovedPractice(db: Queryable, vendorId: number): Promise<void> {
  const row = await one<{ status: PracticeStatus }>(
    db,
    'select status from public.vendors where id = $1',
    [vendorId],
  );
  if (row?.status === 'approved') return;
  throw new ActionError(
    'access-denied',
    row?.status === 'suspended'
      ? PRACTICE_ACCESS_MESSAGES.suspended
      : PRACTICE_ACCESS_MESSAGES.pending,
  );
}

/**
 * Counts one use of a rate-limited action for `subject` and refuses it when `limit` uses were
 * made in the last `windowSeconds` (the count is shared by every function instance through
 * `action_events`). Refused uses are not counted, so waiting always helps.
 */
export async function takeActionAllowance(
  db: Queryable,
  action: string,
  subject: string,
  limit: number,
  windowSeconds: number,
  now: Date,
): Promise<{ allowed: true } | { allowed: false; retryAfter: number }> {
  const since = new Date(now.getTime() - windowSeconds * 1000);
  const row = await one<{ n: number; oldest: Date | string | null }>(
    db,
    `select count(*)::int as n, min(created_at) as oldest from public.action_events
      where action = $1 and subject = $2 and created_at > $3`,
    [action, subject, since],
  );
  if (row && row.n >= limit) {
    const oldest = row.oldest ? new Date(row.oldest).getTime() : now.getTime();
    return {
      allowed: false,
      retryAfter: Math.max(1, Math.ceil((oldest + windowSeconds * 1000 - now.getTime()) / 1000)),
    };
  }
  await db.query(
    `with gone as (delete from public.action_events where created_at < $3::timestamptz - interval '1 day')
     insert into public.action_events (action, subject, created_at) values ($1, $2, $3)`,
    [action, subject, now],
  );
  return { allowed: true };
}

/**
 * Whether the staff member's practice may see this owner's records outside GraphQL (private
 * files, uploads for the customer): the phr select permission's rule (hasura/README.md, "Access
 * to owners' data") — an approved practice with a live booking the owner shared with it, through
 * a listing the staff member manages unless they are a root admin — or the practice answering
 * the owner's second opinion or question (service_requests.vendor_id; staff: the assignee; the
 * platform's root admins: every second opinion and question, which they may assign and answer).
 */
export async function practiceReachesOwner(
  db: Queryable,
  staff: { loginId: number; vendorId: number; rootAdmin: boolean },
  userId: number,
  now: Date,
): Promise<boolean> {
  const { rows } = await db.query(
    `select 1 from public.vendors v
      where v.id = $2 and v.status = 'approved'
        and (exists (select 1 from public.bookings b
                      where b.user_id = $1 and b.vendor_id = $2 and b.status <> 3
                        and b.record_sharing = 'shared' and b.access_until > $5
                        and ($4 or exists (select 1 from public.listing_managers m
                                            where m.listing_id = b.vendor_listing_id
                                              and m.vendor_login_id = $3)))
             or exists (select 1 from public.service_requests r
                         where r.user_id = $1 and r.vendor_id = $2
                           and ($4 or r.assigned_vendor_login_id = $3))
             or ($4 and v.is_platform
                 and exists (select 1 from public.service_requests r
                              where r.user_id = $1 and r.type in ('smo', 'free_question'))))`,
    [userId, staff.vendorId, staff.loginId, staff.rootAdmin, now],
  );
  return rows.length > 0;
}
