import { MESSAGES } from '@petwell/domain';
import type { AccountRole } from '@petwell/domain';
import type { ActionContext } from './action';
import { type Account, accountColumn, authUser, findAccountById, tokenExtras } from './accounts';
import type { Queryable } from './db';
import type { Deps } from './deps';
import { ActionError } from './errors';
import { randomToken, tokenHash } from './secrets';
import type { IssuedToken } from './tokens';

/**
 * Refresh sessions: an httpOnly, SameSite=Strict cookie holding a random token whose hash is a
 * `refresh_sessions` row. `refresh_token` turns it into a new access token built from the
 * account as it is now (so a profile change shows at once) and rotates it: the row is marked
 * rotated and a new token of the same family (one sign-in) replaces the cookie. A rotated token
 * presented again means two holders (a stolen copy), so the whole family is revoked; only within
 * `ROTATION_GRACE_SECONDS` of its rotation (two tabs refreshing at once with the same cookie) it
 * still gets an access token, without a new refresh token. Logout revokes the family; a password
 * change or reset revokes every session of the account. The family keeps the expiry of its
 * sign-in: rotation never extends it.
 */
export const REFRESH_COOKIE = 'petwell_refresh';
export const SESSION_EXPIRED = MESSAGES.sessionExpired;
export const ROTATION_GRACE_SECONDS = 10;

async function startSession(
  db: Queryable,
  account: Pick<Account, 'role' | 'id'>,
  context: ActionContext,
  expiresAt: Date,
  family: string | undefined,
): Promise<string> {
  const token = randomToken();
  await db.query(
    `insert into public.refresh_sessions (role, ${accountColumn(account.role)}, token_hash, user_agent, expires_at, family)
     values ($1, $2, $3, $4, $5, coalesce($6::uuid, gen_random_uuid()))`,
    [
      account.role,
      account.id,
      tokenHash(token),
      context.userAgent?.slice(0, 300) ?? null,
      expiresAt,
      family ?? null,
    ],
  );
  return token;
}

/** Issues the access token and starts a refresh session (the cookie goes out with the answer). */
export async function signIn(
  account: Account,
  context: ActionContext,
  deps: Deps,
): Promise<IssuedToken> {
  const now = deps.now();
  const maxAge = deps.env.REFRESH_TOKEN_TTL_DAYS * 86_400;
  const token = await startSession(
    deps.db,
    account,
    context,
    new Date(now.getTime() + maxAge * 1000),
    undefined,
  );
  context.setCookie({ name: REFRESH_COOKIE, value: token, maxAge });
  return deps.tokens.issue(authUser(account), now, tokenExtras(account));
}

interface SessionRow {
  id: number;
  role: AccountRole;
  user_id: number | null;
  vendor_login_id: number | null;
  family: string;
  expires_at: Date;
  rotated_at: Date | null;
  revoked_at: Date | null;
}

const clearCookie = (context: ActionContext) => {
  context.setCookie({ name: REFRESH_COOKIE, value: '', maxAge: 0 });
};

async function accountOf(deps: Deps, session: SessionRow): Promise<Account | undefined> {
  const id = session.user_id ?? session.vendor_login_id;
  return id ? findAccountById(deps.db, session.role, id) : undefined;
}

/**
 * The account of a live refresh cookie, with the cookie rotated; or an error asking to log in
 * again (the family revoked when a rotated token comes back).
 */
export async function refreshedAccount(context: ActionContext, deps: Deps): Promise<Account> {
  const token = context.cookies[REFRESH_COOKIE];
  if (!token) throw new ActionError('invalid-jwt', SESSION_EXPIRED);
  // Rotating here would lose the successor (Hasura drops Set-Cookie) and the next refresh would
  // look like a stolen copy; not rotating would let a stolen copy live on through this path.
  if (context.cookiesDropped) throw new ActionError('access-denied', MESSAGES.refreshThroughRest);
  const now = deps.now();
  const hash = tokenHash(token);
  // Claims the token: of two requests with the same cookie, exactly one rotates it.
  const { rows } = await deps.db.query<SessionRow>(
    `update public.refresh_sessions set rotated_at = $2, last_used_at = $2
      where token_hash = $1 and revoked_at is null and rotated_at is null and expires_at > $2
      returning id, role, user_id, vendor_login_id, family, expires_at, rotated_at, revoked_at`,
    [hash, now],
  );
  const claimed = rows[0];
  if (claimed) {
    const account = await accountOf(deps, claimed);
    if (!account) {
      clearCookie(context);
      throw new ActionError('invalid-jwt', SESSION_EXPIRED);
    }
    const expiresAt = new Date(claimed.expires_at);
    const next = await startSession(deps.db, account, context, expiresAt, claimed.family);
    context.setCookie({
      name: REFRESH_COOKIE,
      value: next,
      maxAge: Math.max(1, Math.floor((expiresAt.getTime() - now.getTime()) / 1000)),
    });
    return account;
  }
  const { rows: known } = await deps.db.query<SessionRow>(
    `select id, role, user_id, vendor_login_id, family, expires_at, rotated_at, revoked_at
       from public.refresh_sessions where token_hash = $1`,
    [hash],
  );
  const session = known[0];
  if (session?.rotated_at && !session.revoked_at && new Date(session.expires_at) > now) {
    const age = (now.getTime() - new Date(session.rotated_at).getTime()) / 1000;
    if (age <= ROTATION_GRACE_SECONDS) {
      // The other request of the same client rotated it a moment ago; its answer carries the
      // successor cookie, so this one only needs an access token.
      const account = await accountOf(deps, session);
      if (account) return account;
    } else {
      await revokeFamily(deps, session.family);
      deps.log.info(
        `refresh token reuse: family ${session.family} of ${session.role} ${String(session.user_id ?? session.vendor_login_id)} revoked`,
      );
      clearCookie(context);
      throw new ActionError('invalid-jwt', MESSAGES.sessionReused);
    }
  }
  clearCookie(context);
  throw new ActionError('invalid-jwt', SESSION_EXPIRED);
}

async function revokeFamily(deps: Deps, family: string): Promise<void> {
  await deps.db.query(
    `update public.refresh_sessions set revoked_at = $2 where family = $1 and revoked_at is null`,
    [family, deps.now()],
  );
}

/** Logout: the cookie's whole family (its earlier, rotated tokens included) ends. */
export async function revokeCookieSession(context: ActionContext, deps: Deps): Promise<void> {
  const token = context.cookies[REFRESH_COOKIE];
  if (token) {
    const { rows } = await deps.db.query<{ family: string }>(
      `select family from public.refresh_sessions where token_hash = $1`,
      [tokenHash(token)],
    );
    if (rows[0]) await revokeFamily(deps, rows[0].family);
  }
  clearCookie(context);
}

/** After a password change or reset every session of the account ends. */
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
