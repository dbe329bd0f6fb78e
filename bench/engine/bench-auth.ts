/**
 * Real Hasura-style JWTs for the benchmark. The engine verifies them with its own JWT support;
 * the raw SQL server and PostGraphile verify the same token with jose, so all three pay for
 * authentication on every request.
 */
import { jwtVerify, SignJWT } from 'jose';

export const CLAIMS_NAMESPACE = 'https://hasura.io/jwt/claims';

export type BenchRole = 'anonymous' | 'user' | 'vendor' | 'root_admin';

export interface BenchSession {
  role: BenchRole;
  /** users.id for a user, vendor_logins.id for staff. */
  userId?: number;
  /** vendors.id, for staff (vendor and root_admin) only. */
  vendorId?: number;
}

export interface BenchSecrets {
  adminSecret: string;
  /** The HS256 key (at least 32 characters). */
  jwtKey: string;
}

export function engineEnv(secrets: BenchSecrets): Record<string, string> {
  return {
    HASURA_GRAPHQL_ADMIN_SECRET: secrets.adminSecret,
    HASURA_GRAPHQL_JWT_SECRET: JSON.stringify({ type: 'HS256', key: secrets.jwtKey }),
    HASURA_GRAPHQL_UNAUTHORIZED_ROLE: 'anonymous',
    // Actions are not exercised; nothing listens on port 9.
    ACTIONS_BASE_URL: 'http://127.0.0.1:9/actions',
    EVENTS_BASE_URL: 'http://127.0.0.1:9/events',
    ACTIONS_SECRET: 'x',
  };
}

export async function signSession(session: BenchSession, jwtKey: string): Promise<string> {
  const claims: Record<string, unknown> = {
    'x-hasura-allowed-roles': [session.role],
    'x-hasura-default-role': session.role,
  };
  if (session.userId !== undefined) claims['x-hasura-user-id'] = String(session.userId);
  if (session.vendorId !== undefined) claims['x-hasura-vendor-id'] = String(session.vendorId);
  return new SignJWT({ [CLAIMS_NAMESPACE]: claims })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt()
    .setExpirationTime('2h')
    .sign(new TextEncoder().encode(jwtKey));
}

/**
 * Verifies a bearer token and returns its Hasura session variables (lower-case names). As the
 * engine does (engine/src/auth/jwt.ts), a token verified once is remembered until its `exp`, so
 * the baselines do not pay for a verification the engine skips: the ratios compare the reads.
 */
export function makeVerifier(
  jwtKey: string,
): (authorization: string | undefined) => Promise<Record<string, string>> {
  const key = new TextEncoder().encode(jwtKey);
  const verified = new Map<string, { session: Record<string, string>; exp: number }>();
  return async (authorization) => {
    if (authorization === undefined) return {};
    const match = /^Bearer (.+)$/.exec(authorization);
    const token = match?.[1];
    if (!token) throw new Error('malformed authorization header');
    const known = verified.get(token);
    if (known && known.exp > Math.floor(Date.now() / 1000)) return known.session;
    const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
    const claims = payload[CLAIMS_NAMESPACE];
    if (typeof claims !== 'object' || claims === null) throw new Error('no Hasura claims');
    const session: Record<string, string> = {};
    for (const [name, value] of Object.entries(claims)) {
      if (typeof value === 'string') session[name.toLowerCase()] = value;
    }
    if (typeof payload.exp === 'number' && verified.size < 10_000) {
      verified.set(token, { session, exp: payload.exp });
    }
    return session;
  };
}
