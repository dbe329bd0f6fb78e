import { exportSPKI, generateKeyPair, SignJWT, type JWTPayload } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { HasuraError } from '../errors';
import { readAuthConfig, type AuthConfig } from './auth-config';
import { authenticate, NO_SECRET_CONFIGURED_MESSAGE } from './authenticate';

const ADMIN_SECRET = 'test-admin-secret';
const HS_SECRET = 'hmac-secret-for-tests-at-least-32-chars!';
const NAMESPACE = 'https://hasura.io/jwt/claims';
/** Every token is checked against this fixed clock, never the wall clock. */
const NOW = new Date('2030-01-01T00:00:00Z');
const NOW_SECONDS = NOW.getTime() / 1000;
const clock = { now: () => NOW };

const userClaims = {
  'x-hasura-allowed-roles': ['user', 'vendor'],
  'x-hasura-default-role': 'user',
  'x-hasura-user-id': '7',
};

function payload(claims: unknown = userClaims, extra: JWTPayload = {}): JWTPayload {
  return {
    sub: '7',
    iat: NOW_SECONDS - 60,
    exp: NOW_SECONDS + 3600,
    [NAMESPACE]: claims,
    ...extra,
  };
}

function hsToken(body: JWTPayload, secret = HS_SECRET, alg = 'HS256'): Promise<string> {
  return new SignJWT(body)
    .setProtectedHeader({ alg, typ: 'JWT' })
    .sign(new TextEncoder().encode(secret));
}

function base64url(value: unknown): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

function authConfig(
  jwtSecret: Record<string, unknown> | undefined,
  env: Record<string, string> = {},
): Promise<AuthConfig> {
  return readAuthConfig({
    HASURA_GRAPHQL_ADMIN_SECRET: ADMIN_SECRET,
    ...(jwtSecret === undefined ? {} : { HASURA_GRAPHQL_JWT_SECRET: JSON.stringify(jwtSecret) }),
    ...env,
  });
}

const hs256 = { type: 'HS256', key: HS_SECRET };

async function authFailure(
  headers: Record<string, string>,
  config: AuthConfig,
): Promise<{ code: string; message: string; path: string }> {
  const error: unknown = await authenticate(headers, config, clock).then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!(error instanceof HasuraError))
    throw new Error(`expected a HasuraError, got ${String(error)}`);
  return { code: error.code, message: error.message, path: error.path };
}

function bearer(token: string): Record<string, string> {
  return { authorization: `Bearer ${token}` };
}

describe('JWT mode: accepted tokens', () => {
  let config: AuthConfig;
  beforeAll(async () => {
    config = await authConfig(hs256);
  });

  it('runs an HS256 token as its default role with the claims as session variables', async () => {
    const session = await authenticate(bearer(await hsToken(payload())), config, clock);
    expect(session).toEqual({
      role: 'user',
      variables: { 'x-hasura-user-id': '7', 'x-hasura-role': 'user' },
      viaAdminSecret: false,
    });
  });

  it('accepts an RS256 token signed by the configured public key', async () => {
    const { publicKey, privateKey } = await generateKeyPair('RS256', { extractable: true });
    const rsConfig = await authConfig({ type: 'RS256', key: await exportSPKI(publicKey) });
    const token = await new SignJWT(payload())
      .setProtectedHeader({ alg: 'RS256' })
      .sign(privateKey);
    expect((await authenticate(bearer(token), rsConfig, clock)).role).toBe('user');
  });

  it('accepts an Ed25519 token', async () => {
    const { publicKey, privateKey } = await generateKeyPair('EdDSA', { extractable: true });
    const edConfig = await authConfig({ type: 'Ed25519', key: await exportSPKI(publicKey) });
    const token = await new SignJWT(payload())
      .setProtectedHeader({ alg: 'EdDSA' })
      .sign(privateKey);
    expect((await authenticate(bearer(token), edConfig, clock)).role).toBe('user');
  });

  it('lets x-hasura-role pick another allowed role', async () => {
    const token = await hsToken(payload());
    const session = await authenticate(
      { ...bearer(token), 'x-hasura-role': 'vendor' },
      config,
      clock,
    );
    expect(session.role).toBe('vendor');
    expect(session.variables['x-hasura-role']).toBe('vendor');
  });

  it('reads claim names case-insensitively into lower-case session variables', async () => {
    const token = await hsToken(
      payload({
        'X-Hasura-Allowed-Roles': ['user'],
        'X-HASURA-DEFAULT-ROLE': 'user',
        'X-Hasura-User-Id': '7',
        'X-Hasura-Org-Id': '3',
        'not-a-session-variable': 'ignored',
      }),
    );
    expect((await authenticate(bearer(token), config, clock)).variables).toEqual({
      'x-hasura-user-id': '7',
      'x-hasura-org-id': '3',
      'x-hasura-role': 'user',
    });
  });

  it('ignores x-hasura-* request headers other than x-hasura-role', async () => {
    const token = await hsToken(payload());
    const session = await authenticate(
      { ...bearer(token), 'x-hasura-user-id': '999', 'x-hasura-org-id': '1' },
      config,
      clock,
    );
    expect(session.variables).toEqual({ 'x-hasura-user-id': '7', 'x-hasura-role': 'user' });
  });

  it('turns array and number claims into Postgres literals', async () => {
    const token = await hsToken(
      payload({
        ...userClaims,
        'x-hasura-user-id': 7,
        'x-hasura-pet-ids': [1, 2],
        'x-hasura-tags': ['a b', 'c'],
      }),
    );
    expect((await authenticate(bearer(token), config, clock)).variables).toMatchObject({
      'x-hasura-user-id': '7',
      'x-hasura-pet-ids': '{1,2}',
      'x-hasura-tags': '{"a b",c}',
    });
  });

  it('lets the admin role in only when the token lists it', async () => {
    const token = await hsToken(payload());
    expect(await authFailure({ ...bearer(token), 'x-hasura-role': 'admin' }, config)).toEqual({
      code: 'access-denied',
      message: 'Your requested role is not in allowed roles',
      path: '$',
    });
    const adminToken = await hsToken(
      payload({ 'x-hasura-allowed-roles': ['user', 'admin'], 'x-hasura-default-role': 'user' }),
    );
    const session = await authenticate(
      { ...bearer(adminToken), 'x-hasura-role': 'admin' },
      config,
      clock,
    );
    expect(session).toMatchObject({ role: 'admin', viaAdminSecret: false });
  });

  it('accepts several spaces between Bearer and the token, as Hasura does', async () => {
    const token = await hsToken(payload());
    expect((await authenticate({ authorization: `Bearer   ${token}` }, config, clock)).role).toBe(
      'user',
    );
  });
});

describe('JWT mode: claims location', () => {
  it('reads a custom claims_namespace', async () => {
    const config = await authConfig({ ...hs256, claims_namespace: 'hasura' });
    const token = await hsToken({ exp: NOW_SECONDS + 60, hasura: userClaims });
    expect((await authenticate(bearer(token), config, clock)).role).toBe('user');
  });

  it('reads stringified claims at claims_namespace_path', async () => {
    const config = await authConfig({
      ...hs256,
      claims_namespace_path: '$.hasura.claims',
      claims_format: 'stringified_json',
    });
    const token = await hsToken({ hasura: { claims: JSON.stringify(userClaims) } });
    expect((await authenticate(bearer(token), config, clock)).variables).toEqual({
      'x-hasura-user-id': '7',
      'x-hasura-role': 'user',
    });
  });

  it('reports claims missing at the namespace path', async () => {
    const config = await authConfig({ ...hs256, claims_namespace_path: '$.hasura.claims' });
    expect(await authFailure(bearer(await hsToken({ hasura: {} })), config)).toEqual({
      code: 'jwt-invalid-claims',
      message: "claims not found at claims_namespace_path: '$.hasura.claims'",
      path: '$',
    });
  });

  it('refuses claims that are not stringified JSON when claims_format says so', async () => {
    const config = await authConfig({ ...hs256, claims_format: 'stringified_json' });
    expect(await authFailure(bearer(await hsToken(payload(userClaims))), config)).toMatchObject({
      code: 'jwt-invalid-claims',
      message: 'expecting a string when claims_format is stringified_json',
    });
    expect(await authFailure(bearer(await hsToken(payload('{oops'))), config)).toMatchObject({
      code: 'jwt-invalid-claims',
      message: `expecting stringified json at: 'claims_namespace ${NAMESPACE}', but found: {oops`,
    });
  });

  it('refuses claims that are not an object', async () => {
    const config = await authConfig(hs256);
    expect(await authFailure(bearer(await hsToken(payload('x'))), config)).toMatchObject({
      code: 'jwt-invalid-claims',
      message: 'expecting a json object when claims_format is json',
    });
  });

  it('maps claims with claims_map paths, defaults and literals', async () => {
    const config = await authConfig({
      ...hs256,
      claims_map: {
        'x-hasura-allowed-roles': { path: '$.roles' },
        'x-hasura-default-role': 'user',
        'x-hasura-user-id': { path: '$.sub' },
        'x-hasura-org-id': { path: '$.org.id', default: 'none' },
      },
    });
    const session = await authenticate(
      bearer(await hsToken({ sub: '7', roles: ['user'] })),
      config,
      clock,
    );
    expect(session.variables).toEqual({
      'x-hasura-user-id': '7',
      'x-hasura-org-id': 'none',
      'x-hasura-role': 'user',
    });
  });

  it('reports a claims_map claim that is missing and has no default', async () => {
    const config = await authConfig({
      ...hs256,
      claims_map: {
        'x-hasura-allowed-roles': ['user'],
        'x-hasura-default-role': 'user',
        'x-hasura-user-id': { path: '$.sub' },
      },
    });
    expect(await authFailure(bearer(await hsToken({ roles: ['user'] })), config)).toEqual({
      code: 'jwt-invalid-claims',
      message: 'JWT claim from claims_map, x-hasura-user-id not found',
      path: '$',
    });
  });
});

describe('JWT mode: refused tokens, with Hasura v2 error codes', () => {
  let config: AuthConfig;
  beforeAll(async () => {
    config = await authConfig(hs256);
  });

  const invalidJwt = (detail: string) => ({
    code: 'invalid-jwt',
    message: `Could not verify JWT: ${detail}`,
    path: '$',
  });

  it('refuses an expired token', async () => {
    const token = await hsToken(payload(userClaims, { exp: NOW_SECONDS - 1 }));
    expect(await authFailure(bearer(token), config)).toEqual(invalidJwt('JWTExpired'));
  });

  it('accepts a token expired within allowed_skew, and refuses it beyond', async () => {
    const skewed = await authConfig({ ...hs256, allowed_skew: 30 });
    const recent = await hsToken(payload(userClaims, { exp: NOW_SECONDS - 20 }));
    expect((await authenticate(bearer(recent), skewed, clock)).role).toBe('user');
    const old = await hsToken(payload(userClaims, { exp: NOW_SECONDS - 40 }));
    expect(await authFailure(bearer(old), skewed)).toEqual(invalidJwt('JWTExpired'));
  });

  it('refuses a token that is not valid yet', async () => {
    const token = await hsToken(payload(userClaims, { nbf: NOW_SECONDS + 120 }));
    expect(await authFailure(bearer(token), config)).toEqual(invalidJwt('JWTNotYetValid'));
  });

  it('refuses a token signed with another secret', async () => {
    const token = await hsToken(payload(), 'another-secret-that-is-also-32-chars-long');
    expect(await authFailure(bearer(token), config)).toEqual(
      invalidJwt('JWSError JWSInvalidSignature'),
    );
  });

  it('refuses a token whose payload was changed after signing', async () => {
    const [header, , signature] = (await hsToken(payload())).split('.');
    const forged = base64url(
      payload({ 'x-hasura-allowed-roles': ['admin'], 'x-hasura-default-role': 'admin' }),
    );
    expect(
      await authFailure(bearer(`${header ?? ''}.${forged}.${signature ?? ''}`), config),
    ).toEqual(invalidJwt('JWSError JWSInvalidSignature'));
  });

  it('refuses an unsigned token (alg none)', async () => {
    const token = `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url(payload())}.`;
    expect(await authFailure(bearer(token), config)).toEqual(
      invalidJwt('JWSError JWSNoSignatures'),
    );
  });

  it('refuses a token whose alg differs from the configured type', async () => {
    const token = await hsToken(payload(), HS_SECRET, 'HS512');
    expect(await authFailure(bearer(token), config)).toMatchObject({
      code: 'invalid-jwt',
      message: expect.stringContaining('AlgorithmMismatch') as unknown,
    });
  });

  it('refuses an HS256 token made with the RS256 public key as its HMAC secret', async () => {
    const { publicKey } = await generateKeyPair('RS256', { extractable: true });
    const pem = await exportSPKI(publicKey);
    const rsConfig = await authConfig({ type: 'RS256', key: pem });
    const token = await hsToken(payload(), pem);
    expect((await authFailure(bearer(token), rsConfig)).code).toBe('invalid-jwt');
  });

  it('refuses a token for another audience, and accepts one for a listed audience', async () => {
    const withAudience = await authConfig({ ...hs256, audience: ['app', 'console'] });
    const other = await hsToken(payload(userClaims, { aud: 'elsewhere' }));
    expect(await authFailure(bearer(other), withAudience)).toEqual(invalidJwt('JWTNotInAudience'));
    const listed = await hsToken(payload(userClaims, { aud: ['x', 'console'] }));
    expect((await authenticate(bearer(listed), withAudience, clock)).role).toBe('user');
  });

  it('accepts a token without aud or iss, as Hasura does', async () => {
    const strict = await authConfig({ ...hs256, audience: 'app', issuer: 'https://auth.example' });
    expect((await authenticate(bearer(await hsToken(payload())), strict, clock)).role).toBe('user');
  });

  it('refuses a token from another issuer, and accepts one from the configured issuer', async () => {
    const withIssuer = await authConfig({ ...hs256, issuer: 'https://auth.example' });
    const other = await hsToken(payload(userClaims, { iss: 'https://evil.example' }));
    expect(await authFailure(bearer(other), withIssuer)).toEqual(invalidJwt('JWTNotInIssuer'));
    const own = await hsToken(payload(userClaims, { iss: 'https://auth.example' }));
    expect((await authenticate(bearer(own), withIssuer, clock)).role).toBe('user');
  });

  it('refuses a token that is not three dot-separated parts', async () => {
    expect(await authFailure(bearer('abc'), config)).toEqual(
      invalidJwt('JWSError (CompactDecodeError Invalid number of parts: Expected 3 parts; got 1)'),
    );
  });

  it('refuses a token with a part that is not base64url', async () => {
    expect(await authFailure(bearer('a+b.c.d'), config)).toEqual(
      invalidJwt('JWSError (JSONDecodeError "Not valid base64url")'),
    );
  });

  it('refuses a token whose header is not JSON', async () => {
    const token = `${Buffer.from('not json').toString('base64url')}.${base64url(payload())}.sig`;
    expect(await authFailure(bearer(token), config)).toEqual(
      invalidJwt('JWSError (JSONDecodeError "protected header contains invalid JSON")'),
    );
  });

  it('refuses an Authorization header that is not "Bearer <token>"', async () => {
    const token = await hsToken(payload());
    for (const authorization of [
      token,
      `Token ${token}`,
      'Bearer',
      `bearer ${token}`,
      `Bearer ${token} x`,
    ]) {
      expect(await authFailure({ authorization }, config)).toEqual({
        code: 'invalid-headers',
        message: 'Malformed Authorization header',
        path: '$',
      });
    }
  });

  it('reports a missing claims namespace', async () => {
    const token = await hsToken({ exp: NOW_SECONDS + 60, other: userClaims });
    expect(await authFailure(bearer(token), config)).toEqual({
      code: 'jwt-invalid-claims',
      message: "claims key: 'https://hasura.io/jwt/claims' not found",
      path: '$',
    });
  });

  it('reports missing role claims', async () => {
    const noAllowed = await hsToken(payload({ 'x-hasura-default-role': 'user' }));
    expect(await authFailure(bearer(noAllowed), config)).toEqual({
      code: 'jwt-missing-role-claims',
      message: 'JWT claim does not contain x-hasura-allowed-roles',
      path: '$',
    });
    const noDefault = await hsToken(payload({ 'x-hasura-allowed-roles': ['user'] }));
    expect(await authFailure(bearer(noDefault), config)).toEqual({
      code: 'jwt-missing-role-claims',
      message: 'JWT claim does not contain x-hasura-default-role',
      path: '$',
    });
  });

  it('reports allowed roles that are not a list', async () => {
    const token = await hsToken(
      payload({ 'x-hasura-allowed-roles': 'user', 'x-hasura-default-role': 'user' }),
    );
    expect(await authFailure(bearer(token), config)).toEqual({
      code: 'jwt-invalid-claims',
      message:
        'invalid x-hasura-allowed-roles; should be a list of roles: parsing [] failed, expected Array, but encountered String',
      path: '$',
    });
  });

  it('refuses a requested role that is not allowed', async () => {
    const token = await hsToken(payload());
    expect(await authFailure({ ...bearer(token), 'x-hasura-role': 'manager' }, config)).toEqual({
      code: 'access-denied',
      message: 'Your requested role is not in allowed roles',
      path: '$',
    });
  });

  it('refuses a default role that is not among the allowed roles', async () => {
    const token = await hsToken(
      payload({ 'x-hasura-allowed-roles': ['vendor'], 'x-hasura-default-role': 'user' }),
    );
    expect((await authFailure(bearer(token), config)).code).toBe('access-denied');
  });
});

describe('JWT mode: without a token', () => {
  it('refuses a request without the Authorization header', async () => {
    const config = await authConfig(hs256);
    expect(await authFailure({ 'x-hasura-role': 'user' }, config)).toEqual({
      code: 'invalid-headers',
      message: "Missing 'Authorization' or 'Cookie' header in JWT authentication mode",
      path: '$',
    });
  });

  it('runs a request without a token as the unauthorized role, never as the role it asks for', async () => {
    const config = await authConfig(hs256, { HASURA_GRAPHQL_UNAUTHORIZED_ROLE: 'anonymous' });
    const session = await authenticate(
      { 'x-hasura-role': 'admin', 'x-hasura-pet-id': '4' },
      config,
      clock,
    );
    // As in Hasura, the request's x-hasura-* headers are (untrusted) session variables here.
    expect(session).toEqual({
      role: 'anonymous',
      variables: { 'x-hasura-role': 'anonymous', 'x-hasura-pet-id': '4' },
      viaAdminSecret: false,
    });
  });

  it('does not fall back to the unauthorized role when the token is bad', async () => {
    const config = await authConfig(hs256, { HASURA_GRAPHQL_UNAUTHORIZED_ROLE: 'anonymous' });
    expect((await authFailure(bearer('abc'), config)).code).toBe('invalid-jwt');
    expect((await authFailure({ authorization: 'Basic xyz' }, config)).code).toBe(
      'invalid-headers',
    );
  });
});

describe('JWT mode: cookie header', () => {
  let config: AuthConfig;
  beforeAll(async () => {
    config = await authConfig({ ...hs256, header: { type: 'Cookie', name: 'petwell_token' } });
  });

  it('reads the token from the named cookie', async () => {
    const token = await hsToken(payload());
    const session = await authenticate(
      { cookie: `theme=dark; petwell_token=${token}; x=1` },
      config,
      clock,
    );
    expect(session.role).toBe('user');
  });

  it('reports a Cookie header without the named cookie', async () => {
    expect(await authFailure({ cookie: 'theme=dark' }, config)).toEqual({
      code: 'invalid-headers',
      message: 'Could not find petwell_token in Cookie header',
      path: '$',
    });
  });

  it('does not read the Authorization header in cookie mode', async () => {
    const token = await hsToken(payload());
    expect((await authFailure(bearer(token), config)).message).toBe(
      "Missing 'Authorization' or 'Cookie' header in JWT authentication mode",
    );
  });
});

describe('admin secret', () => {
  let config: AuthConfig;
  beforeAll(async () => {
    config = await authConfig(undefined);
  });

  it('runs a request with the admin secret as admin', async () => {
    const session = await authenticate({ 'x-hasura-admin-secret': ADMIN_SECRET }, config, clock);
    expect(session).toEqual({
      role: 'admin',
      variables: { 'x-hasura-role': 'admin' },
      viaAdminSecret: true,
    });
  });

  it('accepts the legacy x-hasura-access-key header', async () => {
    const session = await authenticate({ 'x-hasura-access-key': ADMIN_SECRET }, config, clock);
    expect(session).toMatchObject({ role: 'admin', viaAdminSecret: true });
  });

  it('acts as the role in x-hasura-role with the x-hasura-* headers as session variables', async () => {
    const session = await authenticate(
      {
        'x-hasura-admin-secret': ADMIN_SECRET,
        'X-Hasura-Role': 'user',
        'x-hasura-user-id': '12',
        'content-type': 'application/json',
      },
      config,
      clock,
    );
    expect(session).toEqual({
      role: 'user',
      variables: { 'x-hasura-role': 'user', 'x-hasura-user-id': '12' },
      viaAdminSecret: true,
    });
  });

  it('refuses a wrong admin secret', async () => {
    const expected = {
      code: 'access-denied',
      message: 'invalid x-hasura-admin-secret/x-hasura-access-key',
      path: '$',
    };
    expect(await authFailure({ 'x-hasura-admin-secret': 'guess' }, config)).toEqual(expected);
    expect(await authFailure({ 'x-hasura-admin-secret': `${ADMIN_SECRET} ` }, config)).toEqual(
      expected,
    );
    expect(await authFailure({ 'x-hasura-access-key': '' }, config)).toEqual(expected);
  });

  it('refuses a request without credentials when there is no unauthorized role', async () => {
    expect(await authFailure({ 'x-hasura-role': 'admin' }, config)).toEqual({
      code: 'access-denied',
      message: 'x-hasura-admin-secret/x-hasura-access-key required, but not found',
      path: '$',
    });
  });

  it('runs a request without credentials as the unauthorized role, even when it asks for admin', async () => {
    const withRole = await authConfig(undefined, { HASURA_GRAPHQL_UNAUTHORIZED_ROLE: 'anonymous' });
    const session = await authenticate(
      { 'x-hasura-role': 'admin', 'x-hasura-user-id': '1' },
      withRole,
      clock,
    );
    expect(session).toEqual({
      role: 'anonymous',
      variables: { 'x-hasura-role': 'anonymous', 'x-hasura-user-id': '1' },
      viaAdminSecret: false,
    });
  });

  it('does not fall back to the unauthorized role when the secret is wrong', async () => {
    const withRole = await authConfig(undefined, { HASURA_GRAPHQL_UNAUTHORIZED_ROLE: 'anonymous' });
    expect((await authFailure({ 'x-hasura-admin-secret': 'guess' }, withRole)).code).toBe(
      'access-denied',
    );
  });
});

describe('admin secret in JWT mode', () => {
  let config: AuthConfig;
  beforeAll(async () => {
    config = await authConfig(hs256);
  });

  it('lets a correct admin secret without a token act as admin', async () => {
    const session = await authenticate({ 'x-hasura-admin-secret': ADMIN_SECRET }, config, clock);
    expect(session).toMatchObject({ role: 'admin', viaAdminSecret: true });
  });

  it('enforces the token when an Authorization header comes with the admin secret', async () => {
    const token = await hsToken(payload());
    const session = await authenticate(
      { ...bearer(token), 'x-hasura-admin-secret': ADMIN_SECRET },
      config,
      clock,
    );
    expect(session).toMatchObject({ role: 'user', viaAdminSecret: false });
    expect(
      (
        await authFailure(
          { authorization: 'Bearer abc', 'x-hasura-admin-secret': ADMIN_SECRET },
          config,
        )
      ).code,
    ).toBe('invalid-jwt');
  });

  it('refuses a wrong admin secret', async () => {
    expect((await authFailure({ 'x-hasura-admin-secret': 'guess' }, config)).message).toBe(
      'invalid x-hasura-admin-secret/x-hasura-access-key',
    );
  });
});

describe('no admin secret and no JWT secret (deliberate difference from Hasura)', () => {
  // Hasura runs every request as admin in this configuration; this engine never does.
  const refusal = { code: 'access-denied', message: NO_SECRET_CONFIGURED_MESSAGE, path: '$' };

  it('refuses every request when there is no unauthorized role', async () => {
    const config = await readAuthConfig({});
    expect(await authFailure({}, config)).toEqual(refusal);
    expect(await authFailure({ 'x-hasura-role': 'admin' }, config)).toEqual(refusal);
    expect(await authFailure({ 'x-hasura-admin-secret': 'anything' }, config)).toEqual(refusal);
  });

  it('runs requests as the unauthorized role with no session variables from headers', async () => {
    const config = await readAuthConfig({ HASURA_GRAPHQL_UNAUTHORIZED_ROLE: 'anonymous' });
    const session = await authenticate(
      { 'x-hasura-role': 'admin', 'x-hasura-user-id': '1' },
      config,
      clock,
    );
    expect(session).toEqual({
      role: 'anonymous',
      variables: { 'x-hasura-role': 'anonymous' },
      viaAdminSecret: false,
    });
  });

  it('refuses an admin secret header instead of falling back to the unauthorized role', async () => {
    const config = await readAuthConfig({ HASURA_GRAPHQL_UNAUTHORIZED_ROLE: 'anonymous' });
    expect(await authFailure({ 'x-hasura-admin-secret': '' }, config)).toEqual(refusal);
  });
});

describe('JWT secret without an admin secret', () => {
  it('never grants admin to an admin secret header', async () => {
    const config = await readAuthConfig({ HASURA_GRAPHQL_JWT_SECRET: JSON.stringify(hs256) });
    expect((await authFailure({ 'x-hasura-admin-secret': '' }, config)).message).toBe(
      'invalid x-hasura-admin-secret/x-hasura-access-key',
    );
    const token = await hsToken(payload());
    expect((await authenticate(bearer(token), config, clock)).role).toBe('user');
  });
});
