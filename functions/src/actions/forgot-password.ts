import { forgotPasswordSchema, MESSAGES } from '@petwell/domain';
import { accountColumn, findAccount } from '../lib/accounts';
import { ANY_CLIENT } from '../lib/session';
import { defineAction } from '../lib/action';
import type { Queryable } from '../lib/db';
import { ActionError } from '../lib/errors';
import { randomToken, tokenHash } from '../lib/secrets';

export const MAIL_FAILED = 'We could not send the e-mail. Please try again in a moment.';

export const RESET_RULES = { ttlMinutes: 60, perAccountPerHour: 5 } as const;

/** The page that opens in change-password mode for a `forgot=` code. */
export function resetLink(
  publicUrl: string,
  role: 'user' | 'vendor',
  email: string,
  code: string,
): string {
  const url = new URL(role === 'vendor' ? '/vendor/login' : '/login', publicUrl);
  url.searchParams.set('forgot', code);
  url.searchParams.set('email', email);
  return url.toString();
}

/**
 * Stores a single-use code for the account (valid RESET_RULES.ttlMinutes) and answers the link
 * that opens change-password with it: forgotten passwords, and new team members, who choose
 * their own.
 */
export async function issuePasswordLink(
  deps: { db: Queryable; env: { PUBLIC_URL: string } },
  role: 'user' | 'vendor',
  account: { id: number; email: string },
  now: Date,
): Promise<string> {
  const code = randomToken();
  await deps.db.query(
    `insert into public.password_resets (role, ${accountColumn(role)}, token_hash, expires_at, created_at) values ($1, $2, $3, $4, $5)`,
    [
      role,
      account.id,
      tokenHash(code),
      new Date(now.getTime() + RESET_RULES.ttlMinutes * 60_000),
      now,
    ],
  );
  return resetLink(deps.env.PUBLIC_URL, role, account.email, code);
}

/**
 * `forgot_password`: the same answer for every well-formed e-mail, so it tells nobody whether an
 * account exists; when one does, a single-use link valid one hour is mailed (at most 5 an hour).
 */
export const forgotPasswordAction = defineAction({
  name: 'forgot_password',
  roles: ANY_CLIENT,
  input: forgotPasswordSchema,
  async run({ email, role }, _context, deps) {
    const answer = { message: MESSAGES.forgotPasswordSent };
    const account = await findAccount(deps.db, role, email);
    if (!account) return answer;
    const now = deps.now();
    const column = accountColumn(role);
    const { rows } = await deps.db.query<{ recent: number }>(
      `select count(*)::int as recent from public.password_resets where ${column} = $1 and created_at > $2`,
      [account.id, new Date(now.getTime() - 3_600_000)],
    );
    if ((rows[0]?.recent ?? 0) >= RESET_RULES.perAccountPerHour) {
      deps.log.info(`password reset for ${role} ${String(account.id)} throttled`);
      return answer;
    }
    const link = await issuePasswordLink(deps, role, account, now);
    try {
      await deps.mail.send({
        to: account.email,
        subject: 'Reset your Petwell password',
        text: [
          'We received a request to reset your Petwell password.',
          '',
          `Choose a new password here (the link works once, for one hour): ${link}`,
          '',
          'If you did not ask for this, ignore this e-mail; your password stays as it is.',
        ].join('\n'),
      });
    } catch (error) {
      deps.log.error(`forgot_password: the mail to ${account.email} failed`, error);
      throw new ActionError('provider-unavailable', MAIL_FAILED);
    }
    return answer;
  },
});
