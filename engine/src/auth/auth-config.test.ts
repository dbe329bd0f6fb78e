import { createPublicKey, generateKeyPairSync } from 'node:crypto';
import { exportSPKI, exportPKCS8, generateKeyPair } from 'jose';
import { describe, expect, it } from 'vitest';
import { DEFAULT_CLAIMS_NAMESPACE, readAuthConfig, type JwtConfig } from './auth-config';

const HS256_SECRET = 'a-test-secret-of-forty-characters-012345';

/** A self-signed test certificate whose private key was thrown away. */
const TEST_CERTIFICATE = `-----BEGIN CERTIFICATE-----
MIIDHzCCAgegAwIBAgIUe7qlEgUX5ESb2QvoJH2ebrOMVqowDQYJKoZIhvcNAQEL
BQAwHjEcMBoGA1UEAwwTcGV0d2VsbC1lbmdpbmUtdGVzdDAgFw0yNjExMjExNTI0
MjFaGA8yMTI2MTAyODE1MjQyMVowHjEcMBoGA1UEAwwTcGV0d2VsbC1lbmdpbmUt
dGVzdDCCASIwDQYJKoZIhvcNAQEBBQADggEPADCCAQoCggEBALfmvRgHHQu/ttXP
cEnBWlpQAYBYx54K6X277+mgN0tAm+qm3es50B76Hd6aejvo9619q1lZ0tSFuBsF
IcV5huPNqeqnhG2EdlB3WkQ0MaPfIV8fuaSvnzLy1KLqAPw58ax+MUdn0yfcHtA8
ea45bk7wNKDyy3lf4gc9RyIixVV/pN0DF/4W6wPvCFJ4AWhyVyKzH4OTygtzRMal
AazhZJm6Pj7bmBafNtIu8aCTlKLYdfOEtbvLKC47/VaTNIUncjAtvBt9XDNl/eak
6YfTWW3MyYmJceM7qKuikXts/+9X+Hq0tAy/wFoX4zXM10kRYo1FX/tEbThISag7
99Q2PdsCAwEAAaNTMFEwHQYDVR0OBBYEFAuFc6r3nvdauTux+QATs5tXdoVMMB8G
A1UdIwQYMBaAFAuFc6r3nvdauTux+QATs5tXdoVMMA8GA1UdEwEB/wQFMAMBAf8w
DQYJKoZIhvcNAQELBQADggEBAJu13dIbbPkiPZzXtizhcXwQYWa5J4BT1plwqBjL
y2+pyRYWk3fkrMF2yUDDS+Z6nU4QSxRlyyy3icc2+roB4oQxogNucbwCVpfcWa/T
7nAxafF0GoG6vTv7uU8UGS+LeFEvy5r0LKLrtJZPtsZRiBwxA4Jpz2xd5jBbZRM4
gCAnKDe6UGJGNdmU/eIwPiWtXYbOl/cu00DiFJRKVYahWmI9Cm09DfU9HBFIyrms
xn17QXuH4EsmqMRnymTPZU3deV/GgvtAKm0nGsBiRSBqjfinEdQo6AWEATV44x74
/NFqapyfQAW4h3kkMM6bhnC3MJGxyXIQJkPgsC9gcnojLX8=
-----END CERTIFICATE-----`;

async function readJwt(secret: Record<string, unknown>): Promise<JwtConfig> {
  const config = await readAuthConfig({
    HASURA_GRAPHQL_ADMIN_SECRET: 'admin-secret',
    HASURA_GRAPHQL_JWT_SECRET: JSON.stringify(secret),
  });
  if (config.jwt === undefined) throw new Error('expected a JWT config');
  return config.jwt;
}

function rejectsJwtSecret(secret: unknown, problem: string | RegExp): Promise<void> {
  return expect(
    readAuthConfig({
      HASURA_GRAPHQL_JWT_SECRET: typeof secret === 'string' ? secret : JSON.stringify(secret),
    }),
  ).rejects.toThrow(
    typeof problem === 'string'
      ? `HASURA_GRAPHQL_JWT_SECRET: ${problem}`
      : new RegExp(`^HASURA_GRAPHQL_JWT_SECRET: ${problem.source}`),
  );
}

describe('readAuthConfig', () => {
  it('reads nothing configured as no secrets, no JWT and no unauthorized role', async () => {
    expect(await readAuthConfig({})).toEqual({
      adminSecret: undefined,
      jwt: undefined,
      unauthorizedRole: undefined,
    });
  });

  it('reads the admin secret and the unauthorized role', async () => {
    expect(
      await readAuthConfig({
        HASURA_GRAPHQL_ADMIN_SECRET: 's3cret',
        HASURA_GRAPHQL_UNAUTHORIZED_ROLE: 'anonymous',
      }),
    ).toMatchObject({ adminSecret: 's3cret', unauthorizedRole: 'anonymous' });
  });

  it('treats an empty admin secret as unset, so that an empty header can never match it', async () => {
    expect((await readAuthConfig({ HASURA_GRAPHQL_ADMIN_SECRET: '' })).adminSecret).toBeUndefined();
  });

  it('refuses admin as the unauthorized role', async () => {
    await expect(readAuthConfig({ HASURA_GRAPHQL_UNAUTHORIZED_ROLE: 'admin' })).rejects.toThrow(
      /^HASURA_GRAPHQL_UNAUTHORIZED_ROLE: must not be 'admin'/,
    );
  });

  it('refuses the auth variables of Hasura it does not implement', async () => {
    await expect(readAuthConfig({ HASURA_GRAPHQL_JWT_SECRETS: '[]' })).rejects.toThrow(
      /^HASURA_GRAPHQL_JWT_SECRETS: /,
    );
    await expect(
      readAuthConfig({ HASURA_GRAPHQL_AUTH_HOOK: 'http://localhost/auth' }),
    ).rejects.toThrow(/^HASURA_GRAPHQL_AUTH_HOOK: /);
  });
});

describe('HASURA_GRAPHQL_JWT_SECRET', () => {
  it('fills in Hasura defaults for an HMAC secret', async () => {
    const jwt = await readJwt({ type: 'HS256', key: HS256_SECRET });
    expect(jwt).toMatchObject({
      type: 'HS256',
      algorithms: ['HS256'],
      claims: { kind: 'namespace', namespace: DEFAULT_CLAIMS_NAMESPACE, format: 'json' },
      audience: undefined,
      issuer: undefined,
      allowedSkewSeconds: 0,
      header: { type: 'Authorization' },
    });
    expect(jwt.key).toMatchObject({ type: 'secret', algorithm: { name: 'HMAC' } });
  });

  it('reads every documented option', async () => {
    const jwt = await readJwt({
      type: 'HS512',
      key: 'k'.repeat(64),
      claims_namespace_path: '$.hasura.claims',
      claims_format: 'stringified_json',
      audience: ['app', 'admin-app'],
      issuer: 'https://auth.example.com',
      allowed_skew: 30,
      header: { type: 'cookie', name: 'token' },
    });
    expect(jwt).toMatchObject({
      claims: { kind: 'namespace-path', path: ['hasura', 'claims'], format: 'stringified_json' },
      audience: ['app', 'admin-app'],
      issuer: 'https://auth.example.com',
      allowedSkewSeconds: 30,
      header: { type: 'Cookie', name: 'token' },
    });
  });

  it('reads a single audience as a list of one', async () => {
    expect((await readJwt({ type: 'HS256', key: HS256_SECRET, audience: 'app' })).audience).toEqual(
      ['app'],
    );
  });

  it('reads claims_map paths, defaults and literals with lower-cased names', async () => {
    const jwt = await readJwt({
      type: 'HS256',
      key: HS256_SECRET,
      claims_map: {
        'x-hasura-allowed-roles': { path: '$.roles' },
        'x-hasura-default-role': 'user',
        'X-Hasura-User-Id': { path: "$.user['id']", default: 'anonymous' },
      },
    });
    expect(jwt.claims).toEqual({
      kind: 'map',
      map: {
        allowedRoles: { kind: 'path', path: ['roles'], default: undefined },
        defaultRole: { kind: 'literal', value: 'user' },
        others: {
          'x-hasura-user-id': { kind: 'path', path: ['user', 'id'], default: 'anonymous' },
        },
      },
    });
  });

  it('imports an RS256 SPKI public key', async () => {
    const { publicKey } = await generateKeyPair('RS256', { extractable: true });
    const jwt = await readJwt({ type: 'RS256', key: await exportSPKI(publicKey) });
    expect(jwt.algorithms).toEqual(['RS256']);
    expect(jwt.key).not.toBeInstanceOf(Uint8Array);
  });

  it('imports a PKCS#1 RSA public key, as Hasura does', async () => {
    const { publicKey } = await generateKeyPair('RS256', { extractable: true });
    const pkcs1 = createPublicKey(await exportSPKI(publicKey))
      .export({ type: 'pkcs1', format: 'pem' })
      .toString();
    expect(pkcs1).toContain('BEGIN RSA PUBLIC KEY');
    expect((await readJwt({ type: 'RS256', key: pkcs1 })).type).toBe('RS256');
  });

  it('imports an X509 certificate', async () => {
    expect((await readJwt({ type: 'RS256', key: TEST_CERTIFICATE })).type).toBe('RS256');
  });

  it('accepts Ed25519 tokens under both of its alg names', async () => {
    const { publicKey } = await generateKeyPair('EdDSA', { extractable: true });
    const jwt = await readJwt({ type: 'Ed25519', key: await exportSPKI(publicKey) });
    expect(jwt.algorithms).toEqual(['EdDSA', 'Ed25519']);
  });

  it('names the variable when the value is not JSON', async () => {
    await rejectsJwtSecret('{type: HS256}', /not valid JSON/);
  });

  it('refuses a value that is not an object', async () => {
    await rejectsJwtSecret('"HS256"', 'must be a JSON object');
  });

  it('names an unknown key', async () => {
    await rejectsJwtSecret(
      { type: 'HS256', key: HS256_SECRET, claim_namespace: 'x' },
      "unknown key 'claim_namespace'",
    );
  });

  it('explains that jwk_url is not supported', async () => {
    await rejectsJwtSecret(
      { jwk_url: 'https://example.com/.well-known/jwks.json' },
      /'jwk_url' is not supported by this engine/,
    );
  });

  it('refuses an unknown key type', async () => {
    await rejectsJwtSecret(
      { type: 'HS128', key: HS256_SECRET },
      /'type': key type "HS128" is not supported/,
    );
  });

  it('requires the type and the key', async () => {
    await rejectsJwtSecret({ key: HS256_SECRET }, "'type' is required");
    await rejectsJwtSecret({ type: 'HS256' }, "'key' is required");
  });

  it('refuses an HMAC key shorter than the hash, as Hasura does', async () => {
    await rejectsJwtSecret(
      { type: 'HS256', key: 'x'.repeat(31) },
      'key size too small for HS256; should be at least 32 characters',
    );
    await rejectsJwtSecret(
      { type: 'HS512', key: 'x'.repeat(63) },
      'key size too small for HS512; should be at least 64 characters',
    );
    expect((await readJwt({ type: 'HS256', key: 'x'.repeat(32) })).type).toBe('HS256');
  });

  it('refuses a key that is not a PEM public key', async () => {
    await rejectsJwtSecret(
      { type: 'RS256', key: HS256_SECRET },
      /could not read 'key' as a RS256 public key/,
    );
  });

  it('refuses a private key', async () => {
    const { privateKey } = await generateKeyPair('RS256', { extractable: true });
    await rejectsJwtSecret(
      { type: 'RS256', key: await exportPKCS8(privateKey) },
      /'key' must be a public key or an X509 certificate, not a private key/,
    );
  });

  it('refuses a public key of another kind than the type', async () => {
    const { publicKey } = await generateKeyPair('ES256', { extractable: true });
    await rejectsJwtSecret(
      { type: 'RS256', key: await exportSPKI(publicKey) },
      /could not read 'key' as a RS256 public key/,
    );
  });

  it('refuses an RSA key shorter than 2048 bits', async () => {
    const { publicKey } = generateKeyPairSync('rsa', { modulusLength: 1024 });
    await rejectsJwtSecret(
      { type: 'RS256', key: publicKey.export({ type: 'spki', format: 'pem' }).toString() },
      'the RSA key has 1024 bits; at least 2048 are required',
    );
  });

  it('refuses claims_namespace together with claims_namespace_path', async () => {
    await rejectsJwtSecret(
      { type: 'HS256', key: HS256_SECRET, claims_namespace: 'a', claims_namespace_path: '$.a' },
      'claims_namespace and claims_namespace_path both cannot be set',
    );
  });

  it('refuses an unparsable claims_namespace_path', async () => {
    await rejectsJwtSecret(
      { type: 'HS256', key: HS256_SECRET, claims_namespace_path: '$.a[' },
      /invalid JSON path claims_namespace_path error: /,
    );
  });

  it('refuses an unknown claims_format', async () => {
    await rejectsJwtSecret(
      { type: 'HS256', key: HS256_SECRET, claims_format: 'yaml' },
      "'claims_format' must be 'json' or 'stringified_json'",
    );
  });

  it('requires the role claims in claims_map', async () => {
    await rejectsJwtSecret(
      { type: 'HS256', key: HS256_SECRET, claims_map: { 'x-hasura-default-role': 'user' } },
      'claims_map: x-hasura-allowed-roles is expected but not found',
    );
  });

  it('refuses claims_map together with a namespace', async () => {
    await rejectsJwtSecret(
      {
        type: 'HS256',
        key: HS256_SECRET,
        claims_namespace: 'hasura',
        claims_map: { 'x-hasura-allowed-roles': ['user'], 'x-hasura-default-role': 'user' },
      },
      "'claims_map' cannot be combined with 'claims_namespace'",
    );
  });

  it('needs a cookie name for the Cookie header', async () => {
    await rejectsJwtSecret(
      { type: 'HS256', key: HS256_SECRET, header: { type: 'Cookie' } },
      "header: type 'Cookie' needs the cookie 'name'",
    );
    await rejectsJwtSecret(
      { type: 'HS256', key: HS256_SECRET, header: { type: 'X-Token' } },
      "header: expected 'type' is 'Authorization' or 'Cookie'",
    );
  });

  it('refuses a negative allowed_skew and a malformed audience', async () => {
    await rejectsJwtSecret(
      { type: 'HS256', key: HS256_SECRET, allowed_skew: -1 },
      "'allowed_skew' must be a number of seconds (0 or more)",
    );
    await rejectsJwtSecret(
      { type: 'HS256', key: HS256_SECRET, audience: [1] },
      "'audience' must be a string or a list of strings",
    );
  });
});
