/**
 * The engine's authentication settings, read from Hasura's variables:
 * HASURA_GRAPHQL_ADMIN_SECRET, HASURA_GRAPHQL_JWT_SECRET (Hasura's JSON format) and
 * HASURA_GRAPHQL_UNAUTHORIZED_ROLE. Anything we do not understand is a start-up error.
 */
import { createPublicKey } from 'node:crypto';
import { importSPKI, importX509, type CryptoKey } from 'jose';
import { isJsonObject, parseJsonPath, type JsonPath } from './json-path';

export const DEFAULT_CLAIMS_NAMESPACE = 'https://hasura.io/jwt/claims';

export const JWT_KEY_TYPES = [
  'HS256',
  'HS384',
  'HS512',
  'RS256',
  'RS384',
  'RS512',
  'PS256',
  'PS384',
  'PS512',
  'ES256',
  'ES384',
  'ES512',
  'Ed25519',
] as const;
export type JwtKeyType = (typeof JWT_KEY_TYPES)[number];

export type JwtClaimsFormat = 'json' | 'stringified_json';

/** One value of `claims_map`: a JSONPath into the token (with an optional default) or a literal. */
export type ClaimsMapValue<T> =
  | { readonly kind: 'path'; readonly path: JsonPath; readonly default: T | undefined }
  | { readonly kind: 'literal'; readonly value: T };

export interface JwtClaimsMap {
  readonly allowedRoles: ClaimsMapValue<readonly string[]>;
  readonly defaultRole: ClaimsMapValue<string>;
  /** Other session variables, lower-case names. */
  readonly others: Readonly<Record<string, ClaimsMapValue<string>>>;
}

/** Where the Hasura claims live in the token. */
export type JwtClaimsSource =
  | { readonly kind: 'namespace'; readonly namespace: string; readonly format: JwtClaimsFormat }
  | { readonly kind: 'namespace-path'; readonly path: JsonPath; readonly format: JwtClaimsFormat }
  | { readonly kind: 'map'; readonly map: JwtClaimsMap };

export type JwtHeaderSource =
  { readonly type: 'Authorization' } | { readonly type: 'Cookie'; readonly name: string };

/** HASURA_GRAPHQL_JWT_SECRET, parsed and with its key imported. */
export interface JwtConfig {
  readonly type: JwtKeyType;
  readonly key: CryptoKey | Uint8Array;
  /** The `alg` header values a token may carry: only those of the configured type. */
  readonly algorithms: readonly string[];
  readonly claims: JwtClaimsSource;
  /** Accepted `aud` values; undefined = no audience check. */
  readonly audience: readonly string[] | undefined;
  readonly issuer: string | undefined;
  readonly allowedSkewSeconds: number;
  readonly header: JwtHeaderSource;
}

export interface AuthConfig {
  /** HASURA_GRAPHQL_ADMIN_SECRET */
  adminSecret: string | undefined;
  /** HASURA_GRAPHQL_JWT_SECRET (Hasura's JSON format) */
  jwt: JwtConfig | undefined;
  /** HASURA_GRAPHQL_UNAUTHORIZED_ROLE */
  unauthorizedRole: string | undefined;
}

const JWT_VARIABLE = 'HASURA_GRAPHQL_JWT_SECRET';

const JWT_SECRET_KEYS = new Set([
  'type',
  'key',
  'jwk_url',
  'claims_namespace',
  'claims_namespace_path',
  'claims_format',
  'claims_map',
  'audience',
  'issuer',
  'allowed_skew',
  'header',
]);

/** Auth variables of Hasura this engine does not implement; ignoring them would change who gets in. */
const UNSUPPORTED_VARIABLES: Readonly<Record<string, string>> = {
  HASURA_GRAPHQL_JWT_SECRETS:
    'several JWT secrets are not supported; use HASURA_GRAPHQL_JWT_SECRET',
  HASURA_GRAPHQL_AUTH_HOOK:
    'webhook authentication is not supported; use HASURA_GRAPHQL_JWT_SECRET',
};

class JwtSecretError extends Error {
  constructor(problem: string) {
    super(`${JWT_VARIABLE}: ${problem}`);
    this.name = 'JwtSecretError';
  }
}

/**
 * Throws an Error naming the variable and the problem (bad JSON, unknown type or key, missing key,
 * HMAC key too short, jwk_url).
 */
export async function readAuthConfig(
  env: Readonly<Record<string, string | undefined>>,
): Promise<AuthConfig> {
  for (const [name, problem] of Object.entries(UNSUPPORTED_VARIABLES)) {
    if (nonEmpty(env[name]) !== undefined) throw new Error(`${name}: ${problem}`);
  }
  const unauthorizedRole = nonEmpty(env.HASURA_GRAPHQL_UNAUTHORIZED_ROLE)?.trim();
  if (unauthorizedRole === 'admin') {
    throw new Error(
      "HASURA_GRAPHQL_UNAUTHORIZED_ROLE: must not be 'admin' (requests without credentials would get full access)",
    );
  }
  const rawJwt = nonEmpty(env[JWT_VARIABLE]);
  return {
    // An empty secret is treated as unset: it would otherwise be a secret anyone can send.
    adminSecret: nonEmpty(env.HASURA_GRAPHQL_ADMIN_SECRET),
    jwt: rawJwt === undefined ? undefined : await parseJwtSecret(rawJwt),
    unauthorizedRole,
  };
}

function nonEmpty(value: string | undefined): string | undefined {
  return value === undefined || value.trim() === '' ? undefined : value;
}

/** Parses Hasura's JWT secret JSON. */
export async function parseJwtSecret(raw: string): Promise<JwtConfig> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch (error) {
    throw new JwtSecretError(`not valid JSON (${errorMessage(error)})`);
  }
  if (!isJsonObject(parsed)) throw new JwtSecretError('must be a JSON object');
  for (const key of Object.keys(parsed)) {
    if (!JWT_SECRET_KEYS.has(key)) throw new JwtSecretError(`unknown key '${key}'`);
  }
  if (parsed.jwk_url !== undefined) {
    throw new JwtSecretError(
      "'jwk_url' is not supported by this engine; give 'type' and 'key' (a PEM public key or certificate) instead",
    );
  }

  const type = parsed.type;
  if (type === undefined) throw new JwtSecretError("'type' is required");
  if (!isKeyType(type)) {
    throw new JwtSecretError(
      `'type': key type ${JSON.stringify(type)} is not supported (expected one of ${JWT_KEY_TYPES.join(', ')})`,
    );
  }
  const rawKey = parsed.key;
  if (rawKey === undefined) throw new JwtSecretError("'key' is required");
  if (typeof rawKey !== 'string' || rawKey === '') {
    throw new JwtSecretError("'key' must be a non-empty string");
  }

  return {
    type,
    key: await importKey(type, rawKey),
    algorithms: type === 'Ed25519' ? ['EdDSA', 'Ed25519'] : [type],
    claims: parseClaimsSource(parsed),
    audience: parseAudience(parsed.audience),
    issuer: optionalString(parsed.issuer, 'issuer'),
    allowedSkewSeconds: parseAllowedSkew(parsed.allowed_skew),
    header: parseHeader(parsed.header),
  };
}

function isKeyType(value: unknown): value is JwtKeyType {
  return typeof value === 'string' && (JWT_KEY_TYPES as readonly string[]).includes(value);
}

async function importKey(type: JwtKeyType, rawKey: string): Promise<CryptoKey | Uint8Array> {
  if (type === 'HS256' || type === 'HS384' || type === 'HS512') {
    const secret = new TextEncoder().encode(rawKey);
    const minimum = Number(type.slice(2)) / 8;
    if (secret.length < minimum) {
      // Hasura's rule: the HMAC key must be at least as long as the hash output.
      throw new JwtSecretError(
        `key size too small for ${type}; should be at least ${minimum} characters`,
      );
    }
    // Imported once: jose would otherwise import raw bytes again on every verification.
    return crypto.subtle.importKey(
      'raw',
      secret,
      { name: 'HMAC', hash: `SHA-${type.slice(2)}` },
      false,
      ['verify'],
    );
  }
  const pem = rawKey.trim();
  if (/-----BEGIN [A-Z ]*PRIVATE KEY-----/.test(pem)) {
    throw new JwtSecretError(
      "'key' must be a public key or an X509 certificate, not a private key",
    );
  }
  const alg = type === 'Ed25519' ? 'EdDSA' : type;
  let key: CryptoKey;
  try {
    if (pem.includes('-----BEGIN CERTIFICATE-----')) {
      key = await importX509(pem, alg, { extractable: false });
    } else if (pem.includes('-----BEGIN RSA PUBLIC KEY-----')) {
      // PKCS#1, which Hasura also accepts; jose reads SPKI only.
      const spki = createPublicKey({ key: pem, format: 'pem', type: 'pkcs1' }).export({
        type: 'spki',
        format: 'pem',
      });
      key = await importSPKI(spki.toString(), alg, { extractable: false });
    } else if (pem.includes('-----BEGIN PUBLIC KEY-----')) {
      key = await importSPKI(pem, alg, { extractable: false });
    } else {
      throw new Error('no PEM public key or certificate found');
    }
  } catch (error) {
    throw new JwtSecretError(
      `could not read 'key' as a ${type} public key or X509 certificate: ${errorMessage(error)}`,
    );
  }
  const { modulusLength } = key.algorithm as { modulusLength?: unknown };
  if (typeof modulusLength === 'number' && modulusLength < 2048) {
    // Checked here because the verifier would otherwise fail on every request.
    throw new JwtSecretError(`the RSA key has ${modulusLength} bits; at least 2048 are required`);
  }
  return key;
}

function parseClaimsSource(secret: Record<string, unknown>): JwtClaimsSource {
  const namespace = optionalString(secret.claims_namespace, 'claims_namespace');
  const namespacePath = optionalString(secret.claims_namespace_path, 'claims_namespace_path');
  const formatValue = secret.claims_format;
  if (formatValue !== undefined && formatValue !== 'json' && formatValue !== 'stringified_json') {
    throw new JwtSecretError("'claims_format' must be 'json' or 'stringified_json'");
  }
  const format: JwtClaimsFormat = formatValue ?? 'json';

  if (secret.claims_map !== undefined) {
    const conflicting = ['claims_namespace', 'claims_namespace_path', 'claims_format'].filter(
      (key) => secret[key] !== undefined,
    );
    if (conflicting.length > 0) {
      // Hasura silently ignores these next to claims_map; here that would hide a mistake.
      throw new JwtSecretError(
        `'claims_map' cannot be combined with ${conflicting.map((k) => `'${k}'`).join(', ')}`,
      );
    }
    return { kind: 'map', map: parseClaimsMap(secret.claims_map) };
  }
  if (namespace !== undefined && namespacePath !== undefined) {
    throw new JwtSecretError('claims_namespace and claims_namespace_path both cannot be set');
  }
  if (namespacePath !== undefined) {
    return {
      kind: 'namespace-path',
      path: jsonPath(namespacePath, 'claims_namespace_path'),
      format,
    };
  }
  return { kind: 'namespace', namespace: namespace ?? DEFAULT_CLAIMS_NAMESPACE, format };
}

const ALLOWED_ROLES_CLAIM = 'x-hasura-allowed-roles';
const DEFAULT_ROLE_CLAIM = 'x-hasura-default-role';

function parseClaimsMap(value: unknown): JwtClaimsMap {
  if (!isJsonObject(value)) throw new JwtSecretError("'claims_map' must be an object");
  const entries = new Map<string, unknown>();
  for (const [name, entry] of Object.entries(value)) {
    const lower = name.toLowerCase();
    if (!lower.startsWith('x-hasura-')) {
      throw new JwtSecretError(`claims_map: '${name}' is not a session variable (x-hasura-*)`);
    }
    entries.set(lower, entry);
  }
  const required = (name: string): unknown => {
    if (!entries.has(name))
      throw new JwtSecretError(`claims_map: ${name} is expected but not found`);
    return entries.get(name);
  };
  const allowedRoles = claimsMapValue(
    required(ALLOWED_ROLES_CLAIM),
    ALLOWED_ROLES_CLAIM,
    isRoleList,
  );
  const defaultRole = claimsMapValue(required(DEFAULT_ROLE_CLAIM), DEFAULT_ROLE_CLAIM, isRoleName);
  const others: Record<string, ClaimsMapValue<string>> = {};
  for (const [name, entry] of entries) {
    if (name === ALLOWED_ROLES_CLAIM || name === DEFAULT_ROLE_CLAIM) continue;
    others[name] = claimsMapValue(entry, name, (v): v is string => typeof v === 'string');
  }
  return { allowedRoles, defaultRole, others };
}

function claimsMapValue<T>(
  value: unknown,
  name: string,
  isValue: (v: unknown) => v is T,
): ClaimsMapValue<T> {
  if (isJsonObject(value)) {
    for (const key of Object.keys(value)) {
      if (key !== 'path' && key !== 'default') {
        throw new JwtSecretError(`claims_map.${name}: unknown key '${key}'`);
      }
    }
    if (typeof value.path !== 'string') {
      throw new JwtSecretError(`claims_map.${name}: 'path' must be a JSONPath string`);
    }
    const fallback = value.default;
    if (fallback !== undefined && !isValue(fallback)) {
      throw new JwtSecretError(`claims_map.${name}: 'default' has the wrong type`);
    }
    return {
      kind: 'path',
      path: jsonPath(value.path, `claims_map.${name}.path`),
      default: fallback,
    };
  }
  if (!isValue(value)) {
    throw new JwtSecretError(`claims_map.${name}: expected {path, default?} or a literal value`);
  }
  return { kind: 'literal', value };
}

function isRoleName(value: unknown): value is string {
  return typeof value === 'string' && value !== '';
}

function isRoleList(value: unknown): value is readonly string[] {
  return Array.isArray(value) && value.every(isRoleName);
}

function jsonPath(source: string, where: string): JsonPath {
  try {
    return parseJsonPath(source);
  } catch (error) {
    throw new JwtSecretError(`invalid JSON path ${where} error: ${errorMessage(error)}`);
  }
}

function parseAudience(value: unknown): readonly string[] | undefined {
  if (value === undefined) return undefined;
  if (typeof value === 'string') return [value];
  if (Array.isArray(value) && value.every((v) => typeof v === 'string')) return value;
  throw new JwtSecretError("'audience' must be a string or a list of strings");
}

function parseAllowedSkew(value: unknown): number {
  if (value === undefined) return 0;
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0) {
    throw new JwtSecretError("'allowed_skew' must be a number of seconds (0 or more)");
  }
  return value;
}

function parseHeader(value: unknown): JwtHeaderSource {
  if (value === undefined) return { type: 'Authorization' };
  if (!isJsonObject(value)) throw new JwtSecretError("'header' must be an object");
  for (const key of Object.keys(value)) {
    if (key !== 'type' && key !== 'name') throw new JwtSecretError(`header: unknown key '${key}'`);
  }
  const type = typeof value.type === 'string' ? value.type.toLowerCase() : undefined;
  if (type === 'authorization') {
    if (value.name !== undefined) {
      throw new JwtSecretError("header: 'name' is only used with type 'Cookie'");
    }
    return { type: 'Authorization' };
  }
  if (type === 'cookie') {
    if (typeof value.name !== 'string' || value.name === '') {
      throw new JwtSecretError("header: type 'Cookie' needs the cookie 'name'");
    }
    return { type: 'Cookie', name: value.name };
  }
  throw new JwtSecretError("header: expected 'type' is 'Authorization' or 'Cookie'");
}

function optionalString(value: unknown, key: string): string | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== 'string') throw new JwtSecretError(`'${key}' must be a string`);
  return value;
}

function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
