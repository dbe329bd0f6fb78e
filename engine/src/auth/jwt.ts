/**
 * JWT verification and Hasura claims. Error codes and texts follow Hasura, whose
 * messages are `Could not verify JWT: <Haskell jose error>`.
 */
import { errors, jwtVerify } from 'jose';
import { aesonTypeName, HasuraError } from '../errors';
import { LruCache } from '../lru-cache';
import type { ClaimsMapValue, JwtClaimsMap, JwtClaimsSource, JwtConfig } from './auth-config';
import { formatJsonPath, isJsonObject, readJsonPath } from './json-path';
import { toSessionValue } from './session-value';

export const ALLOWED_ROLES_CLAIM = 'x-hasura-allowed-roles';
export const DEFAULT_ROLE_CLAIM = 'x-hasura-default-role';

/** Registered claims are not where Hasura looks for its namespace. */
const REGISTERED_CLAIMS = new Set(['iss', 'sub', 'aud', 'exp', 'nbf', 'iat', 'jti']);

const BASE64URL = /^[A-Za-z0-9_-]*$/;

function invalidJwt(detail: string): HasuraError {
  return new HasuraError('invalid-jwt', `Could not verify JWT: ${detail}`);
}

function invalidClaims(message: string): HasuraError {
  return new HasuraError('jwt-invalid-claims', message);
}

/**
 * The tokens each configuration has verified, and their claims sets. A session sends the same
 * token with every request; everything verified about it but its time window (its structure,
 * `alg`, signature, audience and issuer) holds for as long as the configuration's key, which is
 * fixed when the engine starts. So a token seen again is checked against the clock only, as
 * jose checks it, and one outside its window goes through jose again, which gives the error.
 */
const verifiedTokens = new WeakMap<JwtConfig, LruCache<Readonly<Record<string, unknown>>>>();
/** At most this many tokens are remembered per configuration (the least recently used go). */
export const VERIFIED_TOKENS_LIMIT = 1000;

/** jose's `nbf` and `exp` checks (lib/jwt_claims_set.js), on a claims set it has verified. */
function withinTimeWindow(
  payload: Readonly<Record<string, unknown>>,
  now: Date,
  tolerance: number,
): boolean {
  const seconds = Math.floor(now.getTime() / 1000);
  const { nbf, exp } = payload;
  if (typeof nbf === 'number' && nbf > seconds + tolerance) return false;
  if (typeof exp === 'number' && exp <= seconds - tolerance) return false;
  return true;
}

/**
 * Verifies the compact token: structure, `alg` (only the configured type; `none` never), signature,
 * `nbf`/`exp` with `allowed_skew`, then audience and issuer. Returns the claims set.
 */
export async function verifyJwt(
  token: string,
  config: JwtConfig,
  now: Date,
): Promise<Readonly<Record<string, unknown>>> {
  let verified = verifiedTokens.get(config);
  const known = verified?.get(token);
  if (known && withinTimeWindow(known, now, config.allowedSkewSeconds)) return known;
  const parts = token.split('.');
  if (parts.length !== 3) {
    throw invalidJwt(
      `JWSError (CompactDecodeError Invalid number of parts: Expected 3 parts; got ${parts.length})`,
    );
  }
  if (!parts.every((part) => BASE64URL.test(part))) {
    throw invalidJwt('JWSError (JSONDecodeError "Not valid base64url")');
  }
  const alg = protectedHeaderAlg(parts[0] ?? '');
  if (alg === undefined) {
    throw invalidJwt('JWSError (JSONDecodeError "protected header contains invalid JSON")');
  }
  if (!config.algorithms.includes(alg)) {
    // Hasura's jose drops signatures whose algorithm it will not check, `none` among them.
    throw invalidJwt(
      alg.toLowerCase() === 'none'
        ? 'JWSError JWSNoSignatures'
        : `JWSError (AlgorithmMismatch "the token's alg is not ${config.type}")`,
    );
  }

  let payload: Record<string, unknown>;
  try {
    const verified = await jwtVerify(token, config.key, {
      algorithms: [...config.algorithms],
      clockTolerance: config.allowedSkewSeconds,
      currentDate: now,
    });
    payload = verified.payload;
  } catch (error) {
    throw joseErrorToHasura(error);
  }
  checkAudience(payload.aud, config.audience);
  checkIssuer(payload.iss, config.issuer);
  if (!verified) {
    verified = new LruCache(VERIFIED_TOKENS_LIMIT);
    verifiedTokens.set(config, verified);
  }
  const claims = Object.freeze(payload);
  verified.set(token, claims);
  return claims;
}

function protectedHeaderAlg(encoded: string): string | undefined {
  try {
    const header: unknown = JSON.parse(Buffer.from(encoded, 'base64url').toString('utf8'));
    return isJsonObject(header) && typeof header.alg === 'string' ? header.alg : undefined;
  } catch {
    return undefined;
  }
}

function joseErrorToHasura(error: unknown): unknown {
  if (error instanceof errors.JWSSignatureVerificationFailed) {
    return invalidJwt('JWSError JWSInvalidSignature');
  }
  if (error instanceof errors.JWTExpired) return invalidJwt('JWTExpired');
  if (error instanceof errors.JWTClaimValidationFailed) {
    return error.claim === 'nbf' && error.reason === 'check_failed'
      ? invalidJwt('JWTNotYetValid')
      : invalidJwt(`JWTClaimsSetDecodeError ${JSON.stringify(error.message)}`);
  }
  if (error instanceof errors.JWTInvalid) {
    return invalidJwt(`JWTClaimsSetDecodeError ${JSON.stringify(error.message)}`);
  }
  if (error instanceof errors.JOSEError) {
    return invalidJwt(`JWSError (CompactDecodeError ${error.message})`);
  }
  return error;
}

/**
 * As in Hasura (hs-jose), a token without `aud` or `iss` passes; one that has them must match.
 */
function checkAudience(aud: unknown, accepted: readonly string[] | undefined): void {
  if (aud === undefined) return;
  const values = typeof aud === 'string' ? [aud] : aud;
  if (!Array.isArray(values) || !values.every((v) => typeof v === 'string')) {
    throw invalidJwt('JWTClaimsSetDecodeError "aud must be a string or a list of strings"');
  }
  if (accepted !== undefined && !values.some((v) => accepted.includes(v))) {
    throw invalidJwt('JWTNotInAudience');
  }
}

function checkIssuer(iss: unknown, accepted: string | undefined): void {
  if (iss === undefined) return;
  if (typeof iss !== 'string') {
    throw invalidJwt('JWTClaimsSetDecodeError "iss must be a string"');
  }
  if (accepted !== undefined && iss !== accepted) throw invalidJwt('JWTNotInIssuer');
}

export interface HasuraClaims {
  readonly allowedRoles: readonly string[];
  readonly defaultRole: string;
  /** The other `x-hasura-*` claims, lower-case names, values as Postgres literals. */
  readonly variables: Readonly<Record<string, string>>;
}

/** Reads the Hasura claims from a verified claims set, by namespace, namespace path or claims_map. */
export function extractHasuraClaims(
  payload: Record<string, unknown>,
  config: JwtConfig,
): HasuraClaims {
  const source = config.claims;
  const claims =
    source.kind === 'map'
      ? claimsFromMap(payload, source.map)
      : sessionClaims(namespacedClaims(payload, source));
  return parseHasuraClaims(claims);
}

function namespacedClaims(
  payload: Record<string, unknown>,
  source: Exclude<JwtClaimsSource, { kind: 'map' }>,
): Record<string, unknown> {
  const unregistered = Object.fromEntries(
    Object.entries(payload).filter(([name]) => !REGISTERED_CLAIMS.has(name)),
  );
  const location =
    source.kind === 'namespace'
      ? `claims_namespace ${source.namespace}`
      : `claims_namespace_path ${formatJsonPath(source.path)}`;
  const value =
    source.kind === 'namespace'
      ? Object.hasOwn(unregistered, source.namespace)
        ? unregistered[source.namespace]
        : undefined
      : readJsonPath(unregistered, source.path);
  if (value === undefined) {
    throw invalidClaims(
      source.kind === 'namespace'
        ? `claims key: '${source.namespace}' not found`
        : `claims not found at claims_namespace_path: '${formatJsonPath(source.path)}'`,
    );
  }
  if (source.format === 'stringified_json') {
    if (typeof value !== 'string') {
      throw invalidClaims('expecting a string when claims_format is stringified_json');
    }
    let parsed: unknown;
    try {
      parsed = JSON.parse(value);
    } catch {
      parsed = undefined;
    }
    if (!isJsonObject(parsed)) {
      throw invalidClaims(`expecting stringified json at: '${location}', but found: ${value}`);
    }
    return parsed;
  }
  if (!isJsonObject(value)) {
    throw invalidClaims('expecting a json object when claims_format is json');
  }
  return value;
}

/** Keeps the `x-hasura-*` claims; names are case-insensitive, so they are lower-cased. */
function sessionClaims(claims: Record<string, unknown>): Map<string, unknown> {
  const result = new Map<string, unknown>();
  for (const [name, value] of Object.entries(claims)) {
    const lower = name.toLowerCase();
    if (lower.startsWith('x-hasura-')) result.set(lower, value);
  }
  return result;
}

function claimsFromMap(payload: Record<string, unknown>, map: JwtClaimsMap): Map<string, unknown> {
  const result = new Map<string, unknown>();
  const allowedRoles = mapValue(payload, map.allowedRoles);
  if (allowedRoles !== undefined) result.set(ALLOWED_ROLES_CLAIM, allowedRoles);
  const defaultRole = mapValue(payload, map.defaultRole);
  if (defaultRole !== undefined) result.set(DEFAULT_ROLE_CLAIM, defaultRole);
  for (const [name, entry] of Object.entries(map.others)) {
    const value = mapValue(payload, entry);
    if (value === undefined) throw invalidClaims(`JWT claim from claims_map, ${name} not found`);
    result.set(name, value);
  }
  return result;
}

function mapValue<T>(payload: Record<string, unknown>, entry: ClaimsMapValue<T>): unknown {
  if (entry.kind === 'literal') return entry.value;
  return readJsonPath(payload, entry.path) ?? entry.default;
}

function parseHasuraClaims(claims: Map<string, unknown>): HasuraClaims {
  const allowedRoles = claims.get(ALLOWED_ROLES_CLAIM);
  if (allowedRoles === undefined) {
    throw new HasuraError(
      'jwt-missing-role-claims',
      `JWT claim does not contain ${ALLOWED_ROLES_CLAIM}`,
    );
  }
  if (!Array.isArray(allowedRoles)) {
    throw invalidClaims(
      `invalid ${ALLOWED_ROLES_CLAIM}; should be a list of roles: parsing [] failed, expected Array, but encountered ${aesonTypeName(allowedRoles)}`,
    );
  }
  const roles: string[] = [];
  for (const role of allowedRoles) {
    if (!isRoleName(role)) {
      throw invalidClaims(
        `invalid ${ALLOWED_ROLES_CLAIM}; should be a list of roles: ${roleNameProblem(role)}`,
      );
    }
    roles.push(role);
  }

  const defaultRole = claims.get(DEFAULT_ROLE_CLAIM);
  if (defaultRole === undefined) {
    throw new HasuraError(
      'jwt-missing-role-claims',
      `JWT claim does not contain ${DEFAULT_ROLE_CLAIM}`,
    );
  }
  if (!isRoleName(defaultRole)) {
    throw invalidClaims(
      `invalid ${DEFAULT_ROLE_CLAIM}; should be a single role name: ${roleNameProblem(defaultRole)}`,
    );
  }

  const variables: Record<string, string> = {};
  for (const [name, value] of claims) {
    if (name === ALLOWED_ROLES_CLAIM || name === DEFAULT_ROLE_CLAIM) continue;
    const text = toSessionValue(value);
    if (text !== undefined) variables[name] = text;
  }
  return { allowedRoles: roles, defaultRole, variables };
}

function isRoleName(value: unknown): value is string {
  return typeof value === 'string' && value !== '';
}

/** Aeson's wording for a role name that does not parse (Hasura role names are non-empty text). */
function roleNameProblem(value: unknown): string {
  return typeof value === 'string'
    ? 'empty string not allowed'
    : `parsing String failed, expected String, but encountered ${aesonTypeName(value)}`;
}
