import { OTP_CODE_LENGTH, sendOtpSchema } from '@petwell/domain';
import { ANY_CLIENT } from '../lib/session';
import { defineAction } from '../lib/action';
import { ActionError } from '../lib/errors';
import { tooManyAttempts } from '../lib/rate-limit';
import { codeHash, numericCode } from '../lib/secrets';

/** A code lives 10 minutes; a number gets at most 5 codes an hour. */
export const OTP_RULES = { ttlMinutes: 10, sendsPerHour: 5, wrongCodesPerCode: 5 } as const;

export const SMS_FAILED = 'We could not send the code. Please try again in a moment.';

export const otpKey = (actionsSecret: string) => `otp:${actionsSecret}`;

/**
 * `send_otp`: a single-use 4-digit code (spec 000 section 5), stored only as a keyed hash, sent by
 * SMS. A new code replaces the number's earlier unused ones.
 */
export const sendOtpAction = defineAction({
  name: 'send_otp',
  roles: ANY_CLIENT,
  input: sendOtpSchema,
  async run({ mobile }, _context, deps) {
    const now = deps.now();
    const hourAgo = new Date(now.getTime() - 3_600_000);
    const { rows } = await deps.db.query<{ sent: number; oldest: Date | null }>(
      `select count(*)::int as sent, min(created_at) as oldest from public.otp_codes
        where phone = $1 and purpose = 'verify_phone' and created_at > $2`,
      [mobile, hourAgo],
    );
    const recent = rows[0];
    if (recent && recent.sent >= OTP_RULES.sendsPerHour) {
      const oldest = recent.oldest ? new Date(recent.oldest).getTime() : now.getTime();
      throw tooManyAttempts(
        'codes sent to this number',
        Math.max(1, Math.ceil((oldest + 3_600_000 - now.getTime()) / 1000)),
      );
    }
    const code = numericCode(OTP_CODE_LENGTH);
    await deps.db.transaction(async (tx) => {
      await tx.query(
        `update public.otp_codes set expires_at = $2
          where phone = $1 and purpose = 'verify_phone' and verified_at is null and expires_at > $2`,
        [mobile, now],
      );
      await tx.query(
        `insert into public.otp_codes (phone, purpose, code_hash, expires_at, created_at)
         values ($1, 'verify_phone', $2, $3, $4)`,
        [
          mobile,
          codeHash(otpKey(deps.env.ACTIONS_SECRET), mobile, code),
          new Date(now.getTime() + OTP_RULES.ttlMinutes * 60_000),
          now,
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
