import { generateKeyPairSync } from 'node:crypto';
import { decodeJwt, decodeProtectedHeader, SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { ActionError } from './errors';
import { createTokens, hasuraRole, parseJwtSecret } from './tokens';

const KEY = 'unit-test-jwt-key-0123456789-0123456789';
const now = new Date('2026-11-21T12:00:00Z');
const owner = {
  id: 7,
  vendor_id: null,
  email: 'emma@example.com',
  role: 'user' as const,
  subrole: null,
  pic: null,
};
const rootAdmin = {
  id: 3,
  vendor_id: 2,
  email: 'maria@vet.example.com',
  role: 'vendor' as const,
  subrole: 1,
  pic: null,
};

async function failure(promise: Promise<unknown>): Promise<ActionError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ActionError) return error;
    throw error;
  }
  throw new Error('expected the token to be refused');
}

describe('access tokens', () => {
  it("carry Hasura's claims and the spec's auth-user fields (id, vendor_id, email, role, subrole, pic, exp)", async () => {
    const tokens = await createTokens({ secret: { type: 'HS256', key: KEY }, ttlSeconds: 3600 });
    const issued = await tokens.issue(rootAdmin, now);
    const payload = decodeJwt(issued.token);
    expect(payload['https://hasura.io/jwt/claims']).toEqual({
      'x-hasura-allowed-roles': ['root_admin'],
      'x-hasura-default-role': 'root_admin',
      'x-hasura-user-id': '3',
      'x-hasura-vendor-id': '2',
    });
    expect(payload).toMatchObject({
      id: 3,
      vendor_id: 2,
      email: rootAdmin.email,
      role: 'vendor',
      subrole: 1,
      pic: null,
    });
    // Expiry in seconds, one hour after issue (spec: "Expiry is compared in seconds").
    expect(issued.exp).toBe(Math.floor(now.getTime() / 1000) + 3600);
    expect(payload.exp).toBe(issued.exp);
  });

  it("say whether a staff member's practice is the main vendor (main_vendor), never for owners", async () => {
    const tokens = await createTokens({ secret: { type: 'HS256', key: KEY }, ttlSeconds: 3600 });
    const platform = await tokens.issue(rootAdmin, now, { mainVendor: true });
    expect(decodeJwt(platform.token)['main_vendor']).toBe(true);
    expect(platform).not.toHaveProperty('main_vendor');
    expect(decodeJwt((await tokens.issue(rootAdmin, now)).token)['main_vendor']).toBe(false);
    const ownerToken = await tokens.issue(owner, now, { mainVendor: true });
    expect(decodeJwt(ownerToken.token)['main_vendor']).toBe(false);
  });

  it('carry the names they are given as first_name and last_name claims', async () => {
    const tokens = await createTokens({ secret: { type: 'HS256', key: KEY }, ttlSeconds: 3600 });
    const named = await tokens.issue(owner, now, {
      names: { first_name: 'Emma', last_name: 'Thompson' },
    });
    expect(decodeJwt(named.token)).toMatchObject({ first_name: 'Emma', last_name: 'Thompson' });
    expect(decodeJwt((await tokens.issue(owner, now)).token)).not.toHaveProperty('first_name');
  });

  it('map sub-role 1 to root_admin, other staff to vendor and owners to user', () => {
    expect(hasuraRole({ role: 'vendor', subrole: 1 })).toBe('root_admin');
    expect(hasuraRole({ role: 'vendor', subrole: 2 })).toBe('vendor');
    expect(hasuraRole({ role: 'vendor', subrole: 3 })).toBe('vendor');
    expect(hasuraRole({ role: 'user', subrole: null })).toBe('user');
  });

  it('verify into the session the token names', async () => {
    const tokens = await createTokens({ secret: { type: 'HS256', key: KEY }, ttlSeconds: 3600 });
    const { token } = await tokens.issue(owner, now);
    await expect(tokens.verify(token, undefined, now)).resolves.toEqual({
      role: 'user',
      userId: 7,
      vendorId: undefined,
    });
  });

  it('refuse an expired token', async () => {
    const tokens = await createTokens({ secret: { type: 'HS256', key: KEY }, ttlSeconds: 3600 });
    const { token } = await tokens.issue(owner, now);
    const later = new Date(now.getTime() + 3601_000);
    const error = await failure(tokens.verify(token, undefined, later));
    expect(error.code).toBe('invalid-jwt');
    expect(error.message).toContain('JWTExpired');
  });

  it('refuse a token signed with another key (forged)', async () => {
    const tokens = await createTokens({ secret: { type: 'HS256', key: KEY }, ttlSeconds: 3600 });
    const forger = await createTokens({
      secret: { type: 'HS256', key: `${KEY}-forged` },
      ttlSeconds: 3600,
    });
    const { token } = await forger.issue(rootAdmin, now);
    expect((await failure(tokens.verify(token, undefined, now))).code).toBe('invalid-jwt');
  });

  it("refuse an unsigned token (alg: none) carrying a root admin's claims", async () => {
    const tokens = await createTokens({ secret: { type: 'HS256', key: KEY }, ttlSeconds: 3600 });
    const { token } = await tokens.issue(rootAdmin, now);
    const [, body] = token.split('.');
    const header = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    expect((await failure(tokens.verify(`${header}.${body ?? ''}.`, undefined, now))).code).toBe(
      'invalid-jwt',
    );
  });

  it('refuse a token whose claims were changed after signing', async () => {
    const tokens = await createTokens({ secret: { type: 'HS256', key: KEY }, ttlSeconds: 3600 });
    const { token } = await tokens.issue(owner, now);
    const [header, body, signature] = token.split('.');
    const claims = JSON.parse(Buffer.from(body ?? '', 'base64url').toString()) as Record<
      string,
      unknown
    >;
    claims['https://hasura.io/jwt/claims'] = {
      'x-hasura-allowed-roles': ['admin'],
      'x-hasura-default-role': 'admin',
    };
    const tampered = `${header ?? ''}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.${signature ?? ''}`;
    expect((await failure(tokens.verify(tampered, undefined, now))).code).toBe('invalid-jwt');
  });

  it('refuse a requested role the token does not allow', async () => {
    const tokens = await createTokens({ secret: { type: 'HS256', key: KEY }, ttlSeconds: 3600 });
    const { token } = await tokens.issue(owner, now);
    expect((await failure(tokens.verify(token, 'root_admin', now))).code).toBe('access-denied');
  });

  it('refuse an HS256 token presented to an RS256 verifier (algorithm confusion)', async () => {
    const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const pub = publicKey.export({ type: 'spki', format: 'pem' }).toString();
    const priv = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
    const tokens = await createTokens({
      secret: { type: 'RS256', key: pub },
      privateKey: priv,
      ttlSeconds: 3600,
    });
    const signed = await tokens.issue(owner, now);
    expect(decodeProtectedHeader(signed.token).alg).toBe('RS256');
    await expect(tokens.verify(signed.token, undefined, now)).resolves.toMatchObject({
      role: 'user',
      userId: 7,
    });
    const confused = await new SignJWT({
      'https://hasura.io/jwt/claims': {
        'x-hasura-allowed-roles': ['user'],
        'x-hasura-default-role': 'user',
        'x-hasura-user-id': '1',
      },
    })
      .setProtectedHeader({ alg: 'HS256' })
      .setExpirationTime(Math.floor(now.getTime() / 1000) + 60)
      .sign(new TextEncoder().encode(pub));
    expect((await failure(tokens.verify(confused, undefined, now))).code).toBe('invalid-jwt');
  });

  it('need JWT_PRIVATE_KEY to sign with an asymmetric secret', async () => {
    const { publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const pub = publicKey.export({ type: 'spki', format: 'pem' }).toString();
    await expect(
      createTokens({ secret: { type: 'RS256', key: pub }, ttlSeconds: 60 }),
    ).rejects.toThrow(/JWT_PRIVATE_KEY/);
  });

  it("read Hasura's JSON secret and refuse other shapes by name", () => {
    expect(parseJwtSecret('{"type":"HS256","key":"k"}')).toEqual({ type: 'HS256', key: 'k' });
    expect(() => parseJwtSecret('HS256:k')).toThrow(/HASURA_GRAPHQL_JWT_SECRET/);
    expect(() => parseJwtSecret('{"jwk_url":"https://x"}')).toThrow(/jwk_url/);
  });
});
