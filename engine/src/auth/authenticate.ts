/**
 * Who a request runs as: admin secret, JWT or the
 * unauthorized role, with Hasura v2's error codes and messages (path `$`).
 *
 * Deliberate differences from Hasura:
 * - With neither HASURA_GRAPHQL_ADMIN_SECRET nor HASURA_GRAPHQL_JWT_SECRET, Hasura treats every
 *   request as admin. This engine never grants admin without a configured secret: such requests
 *   get the unauthorized role (and no session variables from headers, since nobody vouches for
 *   them) or are refused.
 * - In JWT mode a correct admin secret is overruled by a JWT header sent with it (so a
 *   leaked admin secret cannot ride along a user's request; Hasura's own code lets it win).
 * - A token's `alg` must be the configured `type` (Hasura accepts any HMAC alg for an HMAC key).
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import { HasuraError } from '../errors';
import { ADMIN_ROLE, type Session } from '../session';
import type { AuthConfig, JwtConfig } from './auth-config';
import { extractHasuraClaims, verifyJwt } from './jwt';

type Headers = Readonly<Record<string, string | undefined>>;

export interface AuthenticateOptions {
  /** The clock for `exp`/`nbf` checks; tests pass a fixed date. */
  readonly now?: () => Date;
}

const ADMIN_SECRET_HEADER = 'x-hasura-admin-secret';
const ACCESS_KEY_HEADER = 'x-hasura-access-key';
const ROLE_HEADER = 'x-hasura-role';

export const NO_SECRET_CONFIGURED_MESSAGE =
  'the engine has no HASURA_GRAPHQL_ADMIN_SECRET or HASURA_GRAPHQL_JWT_SECRET configured; refusing to treat the request as admin';

/**
 * Resolves the Session, or throws HasuraError with Hasura's code and message. Header names are
 * expected in lower case (they are lower-cased again here, to be safe).
 */
export async function authenticate(
  headers: Headers,
  config: AuthConfig,
  options: AuthenticateOptions = {},
): Promise<Session> {
  const request = lowerCaseNames(headers);
  const sentSecret = request[ADMIN_SECRET_HEADER] ?? request[ACCESS_KEY_HEADER];
  const jwtHeader = config.jwt === undefined ? undefined : jwtHeaderValue(request, config.jwt);

  if (sentSecret !== undefined) {
    if (config.adminSecret === undefined) {
      if (config.jwt === undefined) throw noSecretConfigured();
      if (jwtHeader === undefined) throw invalidAdminSecret();
    } else if (!secretsEqual(sentSecret, config.adminSecret)) {
      throw invalidAdminSecret();
    } else if (jwtHeader === undefined) {
      return adminSecretSession(request);
    }
    // A JWT header was sent too: the token decides.
  }

  if (config.jwt !== undefined) {
    if (jwtHeader !== undefined) {
      return jwtSession(request, jwtHeader, config.jwt, options.now?.() ?? new Date());
    }
    return unauthorizedSession(
      request,
      config.unauthorizedRole,
      () =>
        new HasuraError(
          'invalid-headers',
          "Missing 'Authorization' or 'Cookie' header in JWT authentication mode",
        ),
    );
  }

  if (config.adminSecret !== undefined) {
    return unauthorizedSession(
      request,
      config.unauthorizedRole,
      () =>
        new HasuraError(
          'access-denied',
          `${ADMIN_SECRET_HEADER}/${ACCESS_KEY_HEADER} required, but not found`,
        ),
    );
  }

  // No secret configured at all (the deliberate difference above).
  if (config.unauthorizedRole === undefined) throw noSecretConfigured();
  return {
    role: config.unauthorizedRole,
    variables: { [ROLE_HEADER]: config.unauthorizedRole },
    viaAdminSecret: false,
  };
}

function lowerCaseNames(headers: Headers): Record<string, string> {
  const result: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value !== undefined) result[name.toLowerCase()] = value;
  }
  return result;
}

function jwtHeaderValue(request: Record<string, string>, jwt: JwtConfig): string | undefined {
  return jwt.header.type === 'Authorization' ? request.authorization : request.cookie;
}

/** Compares digests so that neither the length nor a common prefix shows in the timing. */
function secretsEqual(sent: string, configured: string): boolean {
  const digest = (value: string) => createHash('sha512').update(value, 'utf8').digest();
  return timingSafeEqual(digest(sent), digest(configured));
}

function invalidAdminSecret(): HasuraError {
  return new HasuraError('access-denied', `invalid ${ADMIN_SECRET_HEADER}/${ACCESS_KEY_HEADER}`);
}

function noSecretConfigured(): HasuraError {
  return new HasuraError('access-denied', NO_SECRET_CONFIGURED_MESSAGE);
}

/** The `x-hasura-*` request headers, without the secret itself (Hasura's mkUserInfo drops it). */
function headerVariables(request: Record<string, string>): Record<string, string> {
  const variables: Record<string, string> = {};
  for (const [name, value] of Object.entries(request)) {
    if (
      name.startsWith('x-hasura-') &&
      name !== ADMIN_SECRET_HEADER &&
      name !== ACCESS_KEY_HEADER
    ) {
      variables[name] = value;
    }
  }
  return variables;
}

/** Admin, or the role named by `x-hasura-role` with the headers as session variables. */
function adminSecretSession(request: Record<string, string>): Session {
  const requested = request[ROLE_HEADER];
  const role = requested === undefined || requested === '' ? ADMIN_ROLE : requested;
  return {
    role,
    variables: { ...headerVariables(request), [ROLE_HEADER]: role },
    viaAdminSecret: true,
  };
}

/**
 * No credentials sent: the unauthorized role whatever `x-hasura-role` says. As in Hasura, the
 * other `x-hasura-*` headers become session variables (its docs warn not to trust them).
 */
function unauthorizedSession(
  request: Record<string, string>,
  unauthorizedRole: string | undefined,
  missingCredentials: () => HasuraError,
): Session {
  if (unauthorizedRole === undefined) throw missingCredentials();
  return {
    role: unauthorizedRole,
    variables: { ...headerVariables(request), [ROLE_HEADER]: unauthorizedRole },
    viaAdminSecret: false,
  };
}

async function jwtSession(
  request: Record<string, string>,
  headerValue: string,
  jwt: JwtConfig,
  now: Date,
): Promise<Session> {
  const token =
    jwt.header.type === 'Authorization'
      ? bearerToken(headerValue)
      : cookieToken(headerValue, jwt.header.name);
  const claims = extractHasuraClaims(await verifyJwt(token, jwt, now), jwt);
  const requested = request[ROLE_HEADER];
  const role = requested === undefined || requested === '' ? claims.defaultRole : requested;
  if (!claims.allowedRoles.includes(role)) {
    throw new HasuraError('access-denied', 'Your requested role is not in allowed roles');
  }
  // Only the claims vouch for session variables; other x-hasura-* headers are ignored.
  return { role, variables: { ...claims.variables, [ROLE_HEADER]: role }, viaAdminSecret: false };
}

/** Hasura splits the header on white space and wants exactly `Bearer <token>`. */
function bearerToken(header: string): string {
  const words = header.split(/\s+/).filter((word) => word !== '');
  if (words.length !== 2 || words[0] !== 'Bearer' || words[1] === undefined) {
    throw new HasuraError('invalid-headers', 'Malformed Authorization header');
  }
  return words[1];
}

function cookieToken(header: string, name: string): string {
  for (const pair of header.split(';')) {
    const separator = pair.indexOf('=');
    if (separator === -1) continue;
    if (pair.slice(0, separator).trim() !== name) continue;
    const value = pair.slice(separator + 1).trim();
    return value.length >= 2 && value.startsWith('"') && value.endsWith('"')
      ? value.slice(1, -1)
      : value;
  }
  throw new HasuraError('invalid-headers', `Could not find ${name} in Cookie header`);
}
