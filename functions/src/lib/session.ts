import { ActionError } from './errors';

/** Hasura roles (hasura/README.md lists what each may do); admin is the admin secret. */
export const ROLES = ['anonymous', 'user', 'vendor', 'root_admin', 'admin'] as const;
export type Role = (typeof ROLES)[number];

/** Every role a client can have: actions open to visitors and logged-in users alike. */
export const ANY_CLIENT: readonly Role[] = ['anonymous', 'user', 'vendor', 'root_admin'];
/** Everyone with an account (owners and practice staff). */
export const SIGNED_IN: readonly Role[] = ['user', 'vendor', 'root_admin'];

/** Who calls: the role and the ids of its session variables (hasura/README.md). */
export interface Session {
  role: Role;
  /** x-hasura-user-id: users.id for role user, vendor_logins.id for vendor and root_admin. */
  userId: number | undefined;
  /** x-hasura-vendor-id: the practice of a vendor or root_admin. */
  vendorId: number | undefined;
}

export const ANONYMOUS: Session = { role: 'anonymous', userId: undefined, vendorId: undefined };

function id(value: unknown): number | undefined {
  if (typeof value === 'number' && Number.isSafeInteger(value) && value > 0) return value;
  if (typeof value === 'string' && /^[1-9][0-9]{0,15}$/.test(value)) return Number(value);
  return undefined;
}

/** Session variables as Hasura sends them (lower- or mixed-case names, string values). */
export function sessionFromVariables(variables: Readonly<Record<string, unknown>>): Session {
  const lower = new Map(Object.entries(variables).map(([k, v]) => [k.toLowerCase(), v]));
  const role = lower.get('x-hasura-role');
  return {
    role: (ROLES as readonly unknown[]).includes(role) ? (role as Role) : 'anonymous',
    userId: id(lower.get('x-hasura-user-id')),
    vendorId: id(lower.get('x-hasura-vendor-id')),
  };
}

const NOT_ALLOWED = 'You are not allowed to do this.';

/** The owner's users.id; refuses every other role. */
export function requireOwner(session: Session): number {
  if (session.role !== 'user' || session.userId === undefined)
    throw new ActionError('access-denied', NOT_ALLOWED);
  return session.userId;
}

/** The staff member's login and practice (vendor or root_admin). */
export function requireStaff(session: Session): { loginId: number; vendorId: number } {
  if (
    (session.role !== 'vendor' && session.role !== 'root_admin') ||
    session.userId === undefined ||
    session.vendorId === undefined
  )
    throw new ActionError('access-denied', NOT_ALLOWED);
  return { loginId: session.userId, vendorId: session.vendorId };
}
