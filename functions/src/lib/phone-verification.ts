import { MESSAGES } from '@petwell/domain';
import type { Queryable } from './db';
import { ActionError } from './errors';

/** A verified code counts for sign-up within 15 minutes of its verification, once. */
export const VERIFIED_PHONE_MINUTES = 15;

/** Marks the phone's latest verification as used, or refuses: 'Mobile number must be verified'. */
export async function consumeVerifiedPhone(tx: Queryable, phone: string, now: Date): Promise<void> {
  const { rows } = await tx.query<{ id: number }>(
    `update public.otp_codes set consumed_at = $3
      where id = (select id from public.otp_codes
                   where phone = $1 and purpose = 'verify_phone' and consumed_at is null
                     and verified_at is not null and verified_at > $2
                   order by verified_at desc limit 1
                   for update skip locked)
      returning id`,
    [phone, new Date(now.getTime() - VERIFIED_PHONE_MINUTES * 60_000), now],
  );
  if (rows.length === 0)
    throw new ActionError('mobile-not-verified', MESSAGES.mobileNotVerified, {
      fields: { phone: MESSAGES.mobileNotVerified },
    });
}
