import type { AccountRole } from '@petwell/domain';
import type { ActionContext } from './action';
import { type Account, accountColumn, authUser, findAccountById } from './accounts';
import type { Deps } from './deps';
import { ActionError } from './errors';
import { randomToken, tokenHash } from './secrets';
import type { IssuedToken } from './tokens';

/**
 * Refresh sessions: an httpOnly, SameSite=Strict cookie holding a random token whose hash is a
 * `refresh_sessions` row. `refresh_token` turns it into a new access token built from the
 * account as it is now (so a profile change shows at once); logout revokes the row.
 */
export const REFRESH_COOKIE = 'petwell_refresh';
export const SESSION_EXPIRED = 'Your session has expired. Please log in again.';

/** Issues the access token and starts a refresh session (the cookie goes out with the answer). */
export async function signIn(
  account: Account,
  context: ActionContext,
  deps: Deps,
): Promise<IssuedToken> {
  const now = deps.now();
  const token = randomToken();
  const maxAge = deps.env.REFRESH_TOKEN_TTL_DAYS * 86_400;
  await deps.db.query(
    `insert into public.refresh_sessions (role, ${accountColumn(account.role)}, token_hash, user_agent, expires_at)
     values ($1, $2, $3, $4, $5)`,
    [
      account.role,
      account.id,
      tokenHash(token),
      context.userAgent?.slice(0, 300) ?? null,
      new Date(now.getTime() + maxAge * 1000),
    ],
  );
  context.setCookie({ name: REFRESH_COOKIE, value: token, maxAge });
  return deps.tokens.issue(authUser(account), now);
}

interface SessionRow {
  id: number;
  role: AccountRole;
  user_id: number | null;
  vendor_login_id: number | null;
}

/** The account of a live refresh cookie, or an error asking to log in again. */
export async function refreshedAccount(context: ActionContext, deps: Deps): Promise<Account> {
  const token = context.cookies[REFRESH_COOKIE];
  if (!token) throw new ActionError('invalid-jwt', SESSION_EXPIRED);
  const { rows } = await deps.db.query<SessionRow>(
    `update public.refresh_sessions set last_used_at = $2
      where token_hash = $1 and revoked_at is null and expires_at > $2
      returning id, role, user_id, vendor_login_id`,
    [tokenHash(token), deps.now()],
  );
  const session = rows[0];
  const id = session?.user_id ?? session?.vendor_login_id;
  const account = session && id ? await findAccountById(deps.db, session.role, id) : undefined;
  if (!account) {
    context.setCookie({ name: REFRESH_COOKIE, value: '', maxAge: 0 });
    throw new ActionError('invalid-jwt', SESSION_EXPIRED);
  }
  return account;
}

export async function revokeCookieSession(context: ActionContext, deps: Deps): Promise<void> {
  const token = context.cookies[REFRESH_COOKIE];
  if (token) {
    await deps.db.query(
      `update public.refresh_sessions set revoked_at = $2 where token_hash = $1 and revoked_at is null`,
      [tokenHash(token), deps.now()],
    );
  }
  context.setCookie({ name: REFRESH_COOKIE, value: '', maxAge: 0 });
}

/** After a password change every session of the account ends. */
export async function revokeAllSessions(
  deps: Deps,
  role: AccountRole,
  accountId: number,
): Promise<void> {
  await deps.db.query(
    `update public.refresh_sessions set revoked_at = $2
      where ${accountColumn(role)} = $1 and role = $3 and revoked_at is null`,
    [accountId, deps.now(), role],
  );
}
