import { OTP_CODE_LENGTH, sendOtpSchema, LIMIT_MESSAGES } from '@petwell/domain';
import { ANY_CLIENT } from '../lib/session';
import { defineAction } from '../lib/action';
import type { Deps } from '../lib/deps';
import { ActionError } from '../lib/errors';
import { limitReached } from '../lib/rate-limit';
import { codeHash, numericCode } from '../lib/secrets';

/**
 * A code lives 10 minutes. Every SMS costs money and can be pumped to premium numbers, so sends
 * are limited three ways, each over the last hour: 5 per number, `sendsPerAddressPerHour` per
 * client address (whatever the numbers), and OTP_GLOBAL_PER_HOUR for the whole platform.
 */
export const OTP_RULES = {
  ttlMinutes: 10,
  sendsPerHour: 5,
  sendsPerAddressPerHour: 10,
  wrongCodesPerCode: 5,
} as const;

export const SMS_FAILED = 'We could not send the code. Please try again in a moment.';

export const otpKey = (actionsSecret: string) => `otp:${actionsSecret}`;

interface SendCounts {
  by_number: number;
  number_oldest: Date | null;
  by_address: number;
  address_oldest: Date | null;
  overall: number;
  overall_oldest: Date | null;
}

/** The per-number, per-address and platform-wide limits, with when to try again. */
async function assertOtpAllowed(deps: Deps, mobile: string, ip: string | undefined) {
  const now = deps.now();
  const hourAgo = new Date(now.getTime() - 3_600_000);
  // Served by otp_codes_phone_created_at, otp_codes_ip_created_at and otp_codes_created_at.
  const { rows } = await deps.db.query<SendCounts>(
    `select
       (select count(*)::int from public.otp_codes
         where phone = $1 and purpose = 'verify_phone' and created_at > $3) as by_number,
       (select min(created_at) from public.otp_codes
         where phone = $1 and purpose = 'verify_phone' and created_at > $3) as number_oldest,
       (select count(*)::int from public.otp_codes
         where $2::text is not null and ip = $2 and created_at > $3) as by_address,
       (select min(created_at) from public.otp_codes
         where $2::text is not null and ip = $2 and created_at > $3) as address_oldest,
       (select count(*)::int from public.otp_codes where created_at > $3) as overall,
       (select min(created_at) from public.otp_codes where created_at > $3) as overall_oldest`,
    [mobile, ip ?? null, hourAgo],
  );
  const counts = rows[0];
  if (!counts) return;
  // The hour's oldest send leaves the window first.
  const retryAfter = (oldest: Date | null) =>
    Math.max(
      1,
      Math.ceil(
        ((oldest ? new Date(oldest).getTime() : now.getTime()) + 3_600_000 - now.getTime()) / 1000,
      ),
    );
  if (counts.by_number >= OTP_RULES.sendsPerHour)
    throw limitReached(LIMIT_MESSAGES.otpNumber, retryAfter(counts.number_oldest));
  if (counts.by_address >= OTP_RULES.sendsPerAddressPerHour)
    throw limitReached(LIMIT_MESSAGES.otpAddress, retryAfter(counts.address_oldest));
  if (counts.overall >= deps.env.OTP_GLOBAL_PER_HOUR) {
    deps.log.error(
      `send_otp: the platform-wide limit of ${String(deps.env.OTP_GLOBAL_PER_HOUR)} codes an hour is reached`,
    );
    throw limitReached(LIMIT_MESSAGES.otpGlobal, retryAfter(counts.overall_oldest));
  }
}

/**
 * `send_otp`: a single-use 4-digit code, stored only as a keyed hash, sent by
 * SMS. A new code replaces the number's earlier unused ones.
 */
export const sendOtpAction = defineAction({
  name: 'send_otp',
  roles: ANY_CLIENT,
  input: sendOtpSchema,
  async run({ mobile }, context, deps) {
    const now = deps.now();
    await assertOtpAllowed(deps, mobile, context.ip);
    const code = numericCode(OTP_CODE_LENGTH);
    await deps.db.transaction(async (tx) => {
      await tx.query(
        `update public.otp_codes set expires_at = $2
          where phone = $1 and purpose = 'verify_phone' and verified_at is null and expires_at > $2`,
        [mobile, now],
      );
      await tx.query(
        `insert into public.otp_codes (phone, purpose, code_hash, expires_at, created_at, ip)
         values ($1, 'verify_phone', $2, $3, $4, $5)`,
        [
          mobile,
          codeHash(otpKey(deps.env.ACTIONS_SECRET), mobile, code),
          new Date(now.getTime() + OTP_RULES.ttlMinutes * 60_000),
          now,
          context.ip ?? null,
        ],
      );
    });
    try {
      await deps.sms.send({
        to: mobile,
        body: `Your Petwell verification code is ${code}. It expires in ${String(OTP_RULES.ttlMinutes)} minutes.`,
      });
    } catch (error) {
      deps.log.error(`send_otp: the SMS to ${mobile} failed`, error);
      throw new ActionError('provider-unavailable', SMS_FAILED);
    }
    return { status: 'sent', expires_in: OTP_RULES.ttlMinutes * 60 };
  },
});
