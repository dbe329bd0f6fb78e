import { loginSchema, MESSAGES, PRACTICE_SITE_MESSAGES } from '@petwell/domain';
import { type Account, findAccount } from '../lib/accounts';
import type { Queryable } from '../lib/db';
import { ANY_CLIENT } from '../lib/session';
import { defineAction } from '../lib/action';
import { ActionError } from '../lib/errors';
import { verifyPassword } from '../lib/passwords';
import { assertLoginAllowed, recordLoginAttempt } from '../lib/rate-limit';
import { signIn } from '../lib/refresh-sessions';
import { practiceOfHost } from './website-hosts';

/**
 * `login` (POST /api/account/login): any failure answers
 * 'Invalid email or password.', after the same bcrypt work whether or not the e-mail exists.
 * On a practice's own site (a host its website answers to) only that practice's staff log in;
 * staff of another practice, told only once their password is right, log in on the main site.
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
    if (!(await mayLogInHere(deps.db, account, context.host)))
      throw new ActionError('access-denied', PRACTICE_SITE_MESSAGES.otherPracticeSite);
    return signIn(account, context, deps);
  },
});

/**
 * Owners log in anywhere; staff anywhere but on another practice's site: a host a practice's
 * website is served on (a sub-domain, or a verified custom domain).
 */
async function mayLogInHere(
  db: Queryable,
  account: Account,
  host: string | undefined,
): Promise<boolean> {
  if (account.role !== 'vendor') return true;
  const sitePractice = await practiceOfHost(db, host);
  return sitePractice === null || sitePractice === account.vendor_id;
}
