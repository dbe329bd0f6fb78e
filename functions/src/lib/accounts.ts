import type { AccountRole } from '@petwell/domain';
import type { Queryable } from './db';
import type { AuthUser, TokenExtras } from './tokens';

/**
 * Owners live in `users`, practice staff in `vendor_logins`; the login's role picks the table.
 * E-mails are unique case-insensitively in each (users_email_unique_ci, vendor_logins_email_unique_ci).
 */
export interface Account extends AuthUser {
  passwordHash: string | null;
  /** The staff member's practice is the main vendor (`vendors.is_platform`); false for owners. */
  mainVendor: boolean;
  firstName: string;
  lastName: string;
}

interface AccountRow {
  id: number;
  vendor_id: number | null;
  email: string;
  subrole: number | null;
  pic: string | null;
  first_name: string;
  last_name: string;
  password: string | null;
  is_platform: boolean;
}

const COLUMNS = {
  user: `u.id, u.vendor_id, u.email, null::smallint as subrole, u.pic, u.first_name, u.last_name,
         u.password,
         false as is_platform
           from public.users u`,
  vendor: `l.id, l.vendor_id, l.email, l.subrole, l.pic, l.first_name, l.last_name, l.password,
           coalesce(v.is_platform, false) as is_platform
             from public.vendor_logins l left join public.vendors v on v.id = l.vendor_id`,
} as const;

const SELECT = {
  user: `select ${COLUMNS.user} where lower(u.email) = lower($1)`,
  vendor: `select ${COLUMNS.vendor} where lower(l.email) = lower($1)`,
} as const;

const SELECT_BY_ID = {
  user: `select ${COLUMNS.user} where u.id = $1`,
  vendor: `select ${COLUMNS.vendor} where l.id = $1`,
} as const;

function toAccount(role: AccountRole, row: AccountRow | undefined): Account | undefined {
  if (!row) return undefined;
  return {
    id: row.id,
    // An owner's vendor_id is the practice whose site they signed up on; the token carries only
    // a staff member's practice.
    vendor_id: role === 'vendor' ? row.vendor_id : null,
    email: row.email,
    role,
    subrole: role === 'vendor' ? row.subrole : null,
    pic: row.pic,
    passwordHash: row.password,
    mainVendor: role === 'vendor' && row.is_platform,
    firstName: row.first_name,
    lastName: row.last_name,
  };
}

export async function findAccount(
  db: Queryable,
  role: AccountRole,
  email: string,
): Promise<Account | undefined> {
  const { rows } = await db.query<AccountRow>(SELECT[role], [email]);
  return toAccount(role, rows[0]);
}

export async function findAccountById(
  db: Queryable,
  role: AccountRole,
  id: number,
): Promise<Account | undefined> {
  const { rows } = await db.query<AccountRow>(SELECT_BY_ID[role], [id]);
  return toAccount(role, rows[0]);
}

export function authUser(account: Account): AuthUser {
  return {
    id: account.id,
    vendor_id: account.vendor_id,
    email: account.email,
    role: account.role,
    subrole: account.subrole,
    pic: account.pic,
  };
}

/** The claims beside the auth user: the main-vendor flag and the names, as the account has them now. */
export function tokenExtras(account: Account): TokenExtras {
  return {
    mainVendor: account.mainVendor,
    names: { first_name: account.firstName, last_name: account.lastName },
  };
}

/** The column of password_resets / refresh_sessions that names the account. */
export const accountColumn = (role: AccountRole) =>
  role === 'user' ? 'user_id' : 'vendor_login_id';
