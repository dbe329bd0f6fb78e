import { LIMIT_MESSAGES } from '@petwell/domain';
import type { Deps } from './deps';
import { ActionError } from './errors';

/**
 * Sign-in limits that slow a guesser without locking the owner out. Every
 * attempt is a `login_attempts` row, so every function instance shares the count.
 *
 * - Per account: the first `freePerAccount` failures since the account's last password change
 *   are free (a successful sign-in does not reset them: the owner's sign-ins would renew a
 *   guesser's allowance); after that each failure must wait a delay that doubles with every further failure
 *   (`firstDelaySeconds`, capped at `maxAccountDelaySeconds`). A refused attempt is not counted,
 *   so hammering does not lengthen the wait.
 * - The owner's own address is exempt from the account's delay: an address this e-mail signed in
 *   from successfully in the last `knownAddressDays` days. So a stranger failing again and again
 *   cannot keep the owner out, only other strangers.
 * - A password change or a used reset link is recorded as a successful sign-in from the address
 *   that made it (`password_changed`): the account's count starts again and that address becomes
 *   known, so the owner gets in after a reset whatever a guesser keeps doing.
 * - Per address: `freePerAddress` failures in the window across every account, then the same
 *   doubling delays (capped at `maxAddressDelaySeconds`): password spraying from one network.
 *   Successes do not reset it (knowing one password says nothing about the others).
 * Failures older than `windowMinutes` are forgotten.
 */
export const LOGIN_LIMITS = {
  windowMinutes: 60,
  freePerAccount: 5,
  freePerAddress: 20,
  firstDelaySeconds: 30,
  maxAccountDelaySeconds: 15 * 60,
  maxAddressDelaySeconds: 60 * 60,
  knownAddressDays: 90,
} as const;

/** '<subject>. Please try again in 12 minutes<hint>.' with the seconds for Retry-After. */
export function limitReached(subject: string, retryAfterSeconds: number, hint = ''): ActionError {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return new ActionError(
    'too-many-attempts',
    `${subject}. Please try again in ${String(minutes)} minute${minutes === 1 ? '' : 's'}${hint}.`,
    { retryAfter: Math.max(1, Math.ceil(retryAfterSeconds)) },
  );
}

export function tooManyAttempts(what: string, retryAfterSeconds: number): ActionError {
  return limitReached(`Too many ${what}`, retryAfterSeconds);
}

/** The wait after `failures` failures when `free` of them cost nothing; 0 while still free. */
export function delaySeconds(failures: number, free: number, maxSeconds: number): number {
  if (failures < free) return 0;
  const doublings = Math.min(failures - free, 30);
  return Math.min(maxSeconds, LOGIN_LIMITS.firstDelaySeconds * 2 ** doublings);
}

interface WindowRow {
  account_failures: number;
  account_last: Date | null;
  address_failures: number;
  address_last: Date | null;
  known_address: boolean;
}

/** Throws 'too-many-attempts' when this e-mail or this address must wait before trying again. */
export async function assertLoginAllowed(
  deps: Deps,
  email: string,
  ip: string | undefined,
): Promise<void> {
  const now = deps.now();
  const since = new Date(now.getTime() - LOGIN_LIMITS.windowMinutes * 60_000);
  const knownSince = new Date(now.getTime() - LOGIN_LIMITS.knownAddressDays * 86_400_000);
  // One statement; each part is served by an index (login_attempts_email_created_at, _ip_created_at).
  const { rows } = await deps.db.query<WindowRow>(
    `with account as (
       select created_at from public.login_attempts
        where lower(email) = lower($1) and not succeeded and created_at > $3
          and created_at > coalesce((select max(created_at) from public.login_attempts
                                      where lower(email) = lower($1) and password_changed), '-infinity')
     ), address as (
       select created_at from public.login_attempts
        where $2::text is not null and ip = $2 and not succeeded and created_at > $3
     )
     select (select count(*)::int from account) as account_failures,
            (select max(created_at) from account) as account_last,
            (select count(*)::int from address) as address_failures,
            (select max(created_at) from address) as address_last,
            exists (select 1 from public.login_attempts
                     where $2::text is not null and lower(email) = lower($1) and ip = $2
                       and succeeded and created_at > $4) as known_address`,
    [email, ip ?? null, since, knownSince],
  );
  const row = rows[0];
  if (!row) return;
  const waitLeft = (last: Date | null, delay: number) =>
    last && delay > 0 ? (new Date(last).getTime() + delay * 1000 - now.getTime()) / 1000 : 0;
  const addressWait = waitLeft(
    row.address_last,
    delaySeconds(
      row.address_failures,
      LOGIN_LIMITS.freePerAddress,
      LOGIN_LIMITS.maxAddressDelaySeconds,
    ),
  );
  if (addressWait > 0) throw limitReached(LIMIT_MESSAGES.loginAddress, addressWait);
  if (row.known_address) return;
  const accountWait = waitLeft(
    row.account_last,
    delaySeconds(
      row.account_failures,
      LOGIN_LIMITS.freePerAccount,
      LOGIN_LIMITS.maxAccountDelaySeconds,
    ),
  );
  if (accountWait > 0)
    throw limitReached(LIMIT_MESSAGES.loginAccount, accountWait, LIMIT_MESSAGES.loginAccountHint);
}

/** A sign-in attempt; a success also marks the address as the owner's. */
export async function recordLoginAttempt(
  deps: Deps,
  email: string,
  ip: string | undefined,
  succeeded: boolean,
  passwordChanged = false,
): Promise<void> {
  await deps.db.query(
    `insert into public.login_attempts (email, ip, succeeded, created_at, password_changed)
     values (lower($1), $2, $3, $4, $5)`,
    [email, ip ?? null, succeeded, deps.now(), passwordChanged],
  );
}

/** A password change or a used reset link: the account's failures start again (see above). */
export function recordPasswordChange(
  deps: Deps,
  email: string,
  ip: string | undefined,
): Promise<void> {
  return recordLoginAttempt(deps, email, ip, true, true);
}
