/**
 * Who a request runs as, after authentication. Session variable names
 * are lower-cased; values are strings that Postgres casts to the column type.
 */
export interface Session {
  /** The active role: `admin`, the unauthorized role, or a role of the metadata. */
  readonly role: string;
  /** Every `x-hasura-*` variable, lower-case keys, including `x-hasura-role`. */
  readonly variables: Readonly<Record<string, string>>;
  /** Authenticated by the admin secret (required for backend-only permissions). */
  readonly viaAdminSecret: boolean;
}

export const ADMIN_ROLE = 'admin';
