import { changePasswordSchema, MESSAGES } from '@petwell/domain';
import { accountColumn, findAccount } from '../lib/accounts';
import { ANY_CLIENT } from '../lib/session';
import { defineAction } from '../lib/action';
import { ActionError } from '../lib/errors';
import { hashPassword, verifyPassword } from '../lib/passwords';
import { assertLoginAllowed, recordLoginAttempt, recordPasswordChange } from '../lib/rate-limit';
import { revokeAllSessions } from '../lib/refresh-sessions';
import { tokenHash } from '../lib/secrets';

export const INVALID_RESET_CODE =
  'This password reset link is invalid or has expired. Please request a new one.';

/**
 * `change_password` (POST /api/account/change_password): with the current password (limited like
 * a login) or a forgot code (single use, one hour). Success ends every refresh session of the
 * account, this one included, so a stolen session does not survive a password change; access
 * tokens already issued live out their short lifetime (ACCESS_TOKEN_TTL_SECONDS, 15 minutes).
 */
export const changePasswordAction = defineAction({
  name: 'change_password',
  roles: ANY_CLIENT,
  input: changePasswordSchema,
  async run(input, context, deps) {
    const now = deps.now();
    const account = await findAccount(deps.db, input.role, input.email);
    const newHash = await hashPassword(input.newPassword);
    const column = accountColumn(input.role);
    if (input.forgotCode) {
      const changed = await deps.db.transaction(async (tx) => {
        const { rows } = await tx.query<{ id: number }>(
          `update public.password_resets set used_at = $2
            where token_hash = $1 and role = $3 and ${column} = $4 and used_at is null and expires_at > $2
            returning id`,
          [tokenHash(input.forgotCode ?? ''), now, input.role, account?.id ?? 0],
        );
        if (rows.length === 0) return false;
        const table = input.role === 'user' ? 'public.users' : 'public.vendor_logins';
        await tx.query(`update ${table} set password = $2 where id = $1`, [account?.id, newHash]);
        return true;
      });
      if (!changed || !account) throw new ActionError('invalid-reset-code', INVALID_RESET_CODE);
    } else {
      await assertLoginAllowed(deps, input.email, context.ip);
      const valid = await verifyPassword(input.currentPassword ?? '', account?.passwordHash);
      await recordLoginAttempt(deps, input.email, context.ip, valid);
      if (!account || !valid)
        throw new ActionError('invalid-credentials', MESSAGES.invalidCredentials);
      const table = input.role === 'user' ? 'public.users' : 'public.vendor_logins';
      await deps.db.query(`update ${table} set password = $2 where id = $1`, [account.id, newHash]);
    }
    await revokeAllSessions(deps, input.role, account.id);
    // The owner proved themselves (the mailbox or the password): the sign-in limits start again
    // for the account and this address counts as theirs (lib/rate-limit.ts).
    await recordPasswordChange(deps, input.email, context.ip);
    return { message: MESSAGES.passwordReset };
  },
});
