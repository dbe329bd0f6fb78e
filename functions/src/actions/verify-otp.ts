import { verifyOtpSchema, MESSAGES } from '@petwell/domain';
import { ANY_CLIENT } from '../lib/session';
import { defineAction } from '../lib/action';
import { ActionError } from '../lib/errors';
import { codeHash, sameHash } from '../lib/secrets';
import { OTP_RULES, otpKey } from './send-otp';

/**
 * `verify_otp` (POST /api/account/verify_otp): 'Verified' or 'Invalid OTP.'. A code takes at
 * most 5 wrong guesses (counted before the comparison, so parallel guesses cannot exceed it) and
 * is used once.
 */
export const verifyOtpAction = defineAction({
  name: 'verify_otp',
  roles: ANY_CLIENT,
  input: verifyOtpSchema,
  async run({ mobile, otp }, _context, deps) {
    const now = deps.now();
    const { rows } = await deps.db.query<{ id: number; code_hash: string; attempts: number }>(
      `update public.otp_codes set attempts = attempts + 1
        where id = (select id from public.otp_codes
                     where phone = $1 and purpose = 'verify_phone' and verified_at is null and expires_at > $2
                     order by created_at desc limit 1)
          and attempts < $3
        returning id, code_hash, attempts`,
      [mobile, now, OTP_RULES.wrongCodesPerCode],
    );
    const code = rows[0];
    if (!code) {
      const { rows: spent } = await deps.db.query<{ id: number }>(
        `select id from public.otp_codes
          where phone = $1 and purpose = 'verify_phone' and verified_at is null and expires_at > $2
            and attempts >= $3 limit 1`,
        [mobile, now, OTP_RULES.wrongCodesPerCode],
      );
      if (spent.length > 0)
        throw new ActionError(
          'too-many-attempts',
          'Too many wrong codes. Please request a new code.',
        );
      throw new ActionError('invalid-otp', MESSAGES.invalidOtp);
    }
    if (!sameHash(code.code_hash, codeHash(otpKey(deps.env.ACTIONS_SECRET), mobile, otp)))
      throw new ActionError('invalid-otp', MESSAGES.invalidOtp);
    await deps.db.query(`update public.otp_codes set verified_at = $2 where id = $1`, [
      code.id,
      now,
    ]);
    return { status: MESSAGES.verified };
  },
});
