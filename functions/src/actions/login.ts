import { loginSchema, MESSAGES } from '@petwell/domain';
import { findAccount } from '../lib/accounts';
import { ANY_CLIENT } from '../lib/session';
import { defineAction } from '../lib/action';
import { ActionError } from '../lib/errors';
import { verifyPassword } from '../lib/passwords';
import { assertLoginAllowed, recordLoginAttempt } from '../lib/rate-limit';
import { signIn } from '../lib/refresh-sessions';

/**
 * `login` (POST /api/account/login): any failure answers
 * 'Invalid email or password.', after the same bcrypt work whether or not the e-mail exists.
 */
export const loginAction = defineAction({
  name: 'login',
  roles: ANY_CLIENT,
  input: loginSchema,
  async run(input, context, deps) {
    await assertLoginAllowed(deps, input.email, context.ip);
    const account = await findAccount(deps.db, input.role, input.email);
    const valid = await verifyPassword(input.password, account?.passwordHash);
    await recordLoginAttempt(deps, input.email, context.ip, valid);
    if (!account || !valid)
      throw new ActionError('invalid-credentials', MESSAGES.invalidCredentials);
    return signIn(account, context, deps);
  },
});
