import {
  type CryptoKey,
  importPKCS8,
  importSPKI,
  importX509,
  type JWTPayload,
  jwtVerify,
  type KeyObject,
  SignJWT,
} from 'jose';
import { ActionError } from './errors';
import { ROLES, type Role, type Session } from './session';

/**
 * Access tokens in Hasura's claim format (under `https://hasura.io/jwt/claims`), signed and
 * verified with the key of
 * HASURA_GRAPHQL_JWT_SECRET, so Hasura and the local engine accept what login issues. An HS*
 * secret signs and verifies; for RS*, ES* or EdDSA the functions sign with JWT_PRIVATE_KEY.
 */
export interface HasuraJwtSecret {
  type: string;
  key: string;
  claims_namespace?: string;
  claims_namespace_path?: string;
  claims_format?: 'json' | 'stringified_json';
  audience?: string | string[];
  issuer?: string;
  allowed_skew?: number;
}

/** The auth user the web app decodes from the token, carried beside the Hasura claims. */
export interface AuthUser {
  id: number;
  vendor_id: number | null;
  email: string;
  /** 'user' for pet owners, 'vendor' for practice staff. */
  role: 'user' | 'vendor';
  /** Vendor sub-role: 1 root admin, 2 admin, 3 user; null for owners. */
  subrole: number | null;
  pic: string | null;
}

export interface IssuedToken extends AuthUser {
  token: string;
  /** Expiry in seconds since the epoch (the spec compares in seconds). */
  exp: number;
}

/** Claims the web app reads beside the spec's auth user. */
export interface TokenExtras {
  /**
   * The staff member's practice is the main vendor (the platform, `vendors.is_platform`): the
   * app's menu shows its staff the Users screen. Sent as the `main_vendor` claim.
   */
  mainVendor?: boolean;
  /**
   * The account's names as they are when the token is issued (the `first_name` and `last_name`
   * claims): the header greets the user by name, and a profile change shows at the next refresh.
   */
  names?: { first_name: string; last_name: string };
}

export interface Tokens {
  issue(user: AuthUser, now: Date, extras?: TokenExtras): Promise<IssuedToken>;
  /** The session of a bearer token; ActionError invalid-jwt when it is not valid. */
  verify(token: string, requestedRole: string | undefined, now: Date): Promise<Session>;
}

const DEFAULT_NAMESPACE = 'https://hasura.io/jwt/claims';

/** Which Hasura role a login gets: sub-role 1 is the practice's root admin. */
export function hasuraRole(user: Pick<AuthUser, 'role' | 'subrole'>): Role {
  if (user.role === 'user') return 'user';
  return user.subrole === 1 ? 'root_admin' : 'vendor';
}

export function parseJwtSecret(text: string): HasuraJwtSecret {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new Error('HASURA_GRAPHQL_JWT_SECRET is not JSON (Hasura format: {"type","key"})');
  }
  const secret = value as Partial<HasuraJwtSecret> & { jwk_url?: unknown };
  if (secret.jwk_url !== undefined)
    throw new Error(
      'HASURA_GRAPHQL_JWT_SECRET: jwk_url is not supported by the functions; give "type" and "key"',
    );
  if (typeof secret.type !== 'string' || typeof secret.key !== 'string')
    throw new Error('HASURA_GRAPHQL_JWT_SECRET needs "type" and "key"');
  return secret as HasuraJwtSecret;
}

type Key = CryptoKey | KeyObject | Uint8Array;

async function verificationKey(secret: HasuraJwtSecret): Promise<Key> {
  if (secret.type.startsWith('HS')) return new TextEncoder().encode(secret.key);
  return secret.key.includes('CERTIFICATE')
    ? importX509(secret.key, secret.type)
    : importSPKI(secret.key, secret.type);
}

function claimsOf(payload: JWTPayload, secret: HasuraJwtSecret): Record<string, unknown> {
  let claims: unknown;
  if (secret.claims_namespace_path) {
    claims = secret.claims_namespace_path
      .replace(/^\$\.?/, '')
      .split('.')
      .filter(Boolean)
      .reduce<unknown>(
        (at, key) =>
          at && typeof at === 'object' ? (at as Record<string, unknown>)[key] : undefined,
        payload,
      );
  } else {
    claims = payload[secret.claims_namespace ?? DEFAULT_NAMESPACE];
  }
  if (secret.claims_format === 'stringified_json' && typeof claims === 'string') {
    try {
      claims = JSON.parse(claims);
    } catch {
      claims = undefined;
    }
  }
  if (!claims || typeof claims !== 'object')
    throw new ActionError('invalid-jwt', 'claims key not found');
  const lower: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(claims)) lower[k.toLowerCase()] = v;
  return lower;
}

export async function createTokens(options: {
  secret: HasuraJwtSecret;
  /** PKCS8 PEM for asymmetric secrets. */
  privateKey?: string | undefined;
  ttlSeconds: number;
}): Promise<Tokens> {
  const { secret, ttlSeconds } = options;
  const verifyKey = await verificationKey(secret);
  let signKey: Key;
  if (secret.type.startsWith('HS')) signKey = verifyKey;
  else if (options.privateKey) signKey = await importPKCS8(options.privateKey, secret.type);
  else throw new Error(`JWT_PRIVATE_KEY is required to sign ${secret.type} tokens`);

  return {
    async issue(user, now, extras = {}) {
      const iat = Math.floor(now.getTime() / 1000);
      const exp = iat + ttlSeconds;
      const role = hasuraRole(user);
      const claims: Record<string, unknown> = {
        'x-hasura-allowed-roles': [role],
        'x-hasura-default-role': role,
        'x-hasura-user-id': String(user.id),
        ...(user.vendor_id === null ? {} : { 'x-hasura-vendor-id': String(user.vendor_id) }),
      };
      const namespaced =
        secret.claims_format === 'stringified_json' ? JSON.stringify(claims) : claims;
      const payload: JWTPayload = {
        ...user,
        main_vendor: user.role === 'vendor' && extras.mainVendor === true,
        ...extras.names,
        [secret.claims_namespace ?? DEFAULT_NAMESPACE]: namespaced,
      };
      let jwt = new SignJWT(payload)
        .setProtectedHeader({ alg: secret.type, typ: 'JWT' })
        .setSubject(`${user.role}:${String(user.id)}`)
        .setIssuedAt(iat)
        .setExpirationTime(exp);
      if (secret.issuer) jwt = jwt.setIssuer(secret.issuer);
      if (secret.audience) jwt = jwt.setAudience(secret.audience);
      return { ...user, token: await jwt.sign(signKey), exp };
    },

    async verify(token, requestedRole, now) {
      let payload: JWTPayload;
      try {
        ({ payload } = await jwtVerify(token, verifyKey, {
          algorithms: [secret.type],
          currentDate: now,
          clockTolerance: secret.allowed_skew ?? 0,
          ...(secret.issuer ? { issuer: secret.issuer } : {}),
          ...(secret.audience ? { audience: secret.audience } : {}),
        }));
      } catch (error) {
        const reason = error instanceof Error && 'code' in error ? String(error.code) : 'invalid';
        throw new ActionError(
          'invalid-jwt',
          reason === 'ERR_JWT_EXPIRED'
            ? 'Could not verify JWT: JWTExpired'
            : 'Could not verify JWT: JWSError',
          { cause: error },
        );
      }
      const claims = claimsOf(payload, secret);
      const allowed = claims['x-hasura-allowed-roles'];
      const fallback = claims['x-hasura-default-role'];
      if (!Array.isArray(allowed) || typeof fallback !== 'string')
        throw new ActionError(
          'invalid-jwt',
          'JWT claims lack x-hasura-allowed-roles or x-hasura-default-role',
        );
      const role = requestedRole ?? fallback;
      if (!allowed.includes(role) || !(ROLES as readonly string[]).includes(role))
        throw new ActionError('access-denied', `Your requested role is not in allowed roles`);
      const id = (value: unknown) =>
        typeof value === 'string' && /^[1-9][0-9]{0,15}$/.test(value) ? Number(value) : undefined;
      return {
        role: role as Role,
        userId: id(claims['x-hasura-user-id']),
        vendorId: id(claims['x-hasura-vendor-id']),
      };
    },
  };
}
