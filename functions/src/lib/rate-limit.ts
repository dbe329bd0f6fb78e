import type { Deps } from './deps';
import { ActionError } from './errors';

/**
 * Login attempts are limited per e-mail and per address, counted in the `login_attempts` table so
 * that every function instance shares the count (a Lambda fleet, several stack processes).
 * Only failures count; a success does not reset the window (an attacker who knows one password
 * gains nothing against the others).
 */
export const LOGIN_LIMITS = {
  windowMinutes: 15,
  perEmail: 10,
  perAddress: 20,
} as const;

export function tooManyAttempts(what: string, retryAfterSeconds: number): ActionError {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return new ActionError(
    'too-many-attempts',
    `Too many ${what}. Please try again in ${String(minutes)} minute${minutes === 1 ? '' : 's'}.`,
    { retryAfter: retryAfterSeconds },
  );
}

interface WindowRow {
  by_email: number;
  by_address: number;
  email_oldest: Date | null;
  address_oldest: Date | null;
}

export async function assertLoginAllowed(
  deps: Deps,
  email: string,
  ip: string | undefined,
): Promise<void> {
  const now = deps.now();
  const since = new Date(now.getTime() - LOGIN_LIMITS.windowMinutes * 60_000);
  // One statement; each count is served by its index (login_attempts_email_created_at, _ip_created_at).
  const { rows } = await deps.db.query<WindowRow>(
    `select
       (select count(*)::int from public.login_attempts
         where lower(email) = lower($1) and created_at > $3 and not succeeded) as by_email,
       (select min(created_at) from public.login_attempts
         where lower(email) = lower($1) and created_at > $3 and not succeeded) as email_oldest,
       (select count(*)::int from public.login_attempts
         where $2::text is not null and ip = $2 and created_at > $3 and not succeeded) as by_address,
       (select min(created_at) from public.login_attempts
         where $2::text is not null and ip = $2 and created_at > $3 and not succeeded) as address_oldest`,
    [email, ip ?? null, since],
  );
  const row = rows[0];
  if (!row) return;
  const retryAfter = (oldest: Date | null) =>
    oldest
      ? Math.max(
          1,
          Math.ceil(
            (new Date(oldest).getTime() + LOGIN_LIMITS.windowMinutes * 60_000 - now.getTime()) /
              1000,
          ),
        )
      : LOGIN_LIMITS.windowMinutes * 60;
  if (row.by_email >= LOGIN_LIMITS.perEmail)
    throw tooManyAttempts('login attempts', retryAfter(row.email_oldest));
  if (row.by_address >= LOGIN_LIMITS.perAddress)
    throw tooManyAttempts('login attempts from your network', retryAfter(row.address_oldest));
}

export async function recordLoginAttempt(
  deps: Deps,
  email: string,
  ip: string | undefined,
  succeeded: boolean,
): Promise<void> {
  await deps.db.query(
    `insert into public.login_attempts (email, ip, succeeded, created_at) values (lower($1), $2, $3, $4)`,
    [email, ip ?? null, succeeded, deps.now()],
  );
}
