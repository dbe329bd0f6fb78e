import { SignJWT, type JWTPayload } from 'jose';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { HasuraError } from '../errors';
import { readAuthConfig, type AuthConfig } from './auth-config';
import { authenticate } from './authenticate';

// jose's verification, counted: a token the engine has verified is not verified again while it
// is within its time window (verifyJwt in jwt.ts).
const jose = vi.hoisted(() => ({ verifications: 0 }));
vi.mock('jose', async (importOriginal) => {
  const actual = await importOriginal<typeof import('jose')>();
  return {
    ...actual,
    jwtVerify: (...args: Parameters<typeof actual.jwtVerify>) => {
      jose.verifications += 1;
      return actual.jwtVerify(...args);
    },
  };
});

const SECRET = 'hmac-secret-for-tests-at-least-32-chars!';
const NAMESPACE = 'https://hasura.io/jwt/claims';
const T0 = new Date('2030-01-01T00:00:00Z');
const T0_SECONDS = T0.getTime() / 1000;
const at = (secondsAfterT0: number) => ({
  now: () => new Date(T0.getTime() + secondsAfterT0 * 1000),
});

const claims = {
  'x-hasura-allowed-roles': ['user'],
  'x-hasura-default-role': 'user',
  'x-hasura-user-id': '7',
};

function token(extra: JWTPayload = {}, secret = SECRET): Promise<string> {
  return new SignJWT({ exp: T0_SECONDS + 3600, [NAMESPACE]: claims, ...extra })
    .setProtectedHeader({ alg: 'HS256' })
    .sign(new TextEncoder().encode(secret));
}

function config(env: Record<string, unknown> = {}): Promise<AuthConfig> {
  return readAuthConfig({
    HASURA_GRAPHQL_ADMIN_SECRET: 'test-admin-secret',
    HASURA_GRAPHQL_JWT_SECRET: JSON.stringify({ type: 'HS256', key: SECRET, ...env }),
  });
}

async function failure(jwt: string, auth: AuthConfig, clock: { now: () => Date }) {
  const error: unknown = await authenticate({ authorization: `Bearer ${jwt}` }, auth, clock).then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!(error instanceof HasuraError))
    throw new Error(`expected a HasuraError, got ${String(error)}`);
  return error.message;
}

const run = (jwt: string, auth: AuthConfig, clock = at(0)) =>
  authenticate({ authorization: `Bearer ${jwt}` }, auth, clock);

beforeEach(() => {
  jose.verifications = 0;
});

describe('a token sent again', () => {
  it('is verified once, and gives the same session every time', async () => {
    const auth = await config();
    const jwt = await token();
    const first = await run(jwt, auth);
    expect(await run(jwt, auth, at(60))).toEqual(first);
    expect(await run(jwt, auth, at(120))).toEqual(first);
    expect(first.variables['x-hasura-user-id']).toBe('7');
    expect(jose.verifications).toBe(1);
  });

  it('still expires: refused once its exp has passed, as a token never seen is', async () => {
    const auth = await config();
    const jwt = await token({ exp: T0_SECONDS + 30 });
    await run(jwt, auth);
    expect(await failure(jwt, auth, at(30))).toBe('Could not verify JWT: JWTExpired');
    expect(await failure(jwt, auth, at(3600))).toBe('Could not verify JWT: JWTExpired');
  });

  it('keeps allowed_skew at both ends of its window', async () => {
    const auth = await config({ allowed_skew: 10 });
    const jwt = await token({ nbf: T0_SECONDS + 100, exp: T0_SECONDS + 200 });
    await run(jwt, auth, at(150));
    expect((await run(jwt, auth, at(209))).role).toBe('user');
    expect(await failure(jwt, auth, at(210))).toBe('Could not verify JWT: JWTExpired');
    // A clock that goes back (a test's, or a corrected one): not valid before nbf - skew.
    expect((await run(jwt, auth, at(90))).role).toBe('user');
    expect(await failure(jwt, auth, at(89))).toBe('Could not verify JWT: JWTNotYetValid');
  });

  it('is verified again under another configuration, whose key may refuse it', async () => {
    const jwt = await token();
    await run(jwt, await config());
    const other = await readAuthConfig({
      HASURA_GRAPHQL_ADMIN_SECRET: 'test-admin-secret',
      HASURA_GRAPHQL_JWT_SECRET: JSON.stringify({
        type: 'HS256',
        key: 'another-secret-that-is-also-32-chars-long',
      }),
    });
    expect(await failure(jwt, other, at(0))).toBe(
      'Could not verify JWT: JWSError JWSInvalidSignature',
    );
  });

  it('does not vouch for a token that differs from it only in its signature', async () => {
    const auth = await config();
    const jwt = await token();
    await run(jwt, auth);
    const [header, body] = jwt.split('.');
    const forged = `${header ?? ''}.${body ?? ''}.${Buffer.from('x'.repeat(32)).toString('base64url')}`;
    expect(await failure(forged, auth, at(0))).toBe(
      'Could not verify JWT: JWSError JWSInvalidSignature',
    );
  });

  it('is not remembered when refused: a bad token is verified, and refused, every time', async () => {
    const auth = await config();
    const jwt = await token({}, 'another-secret-that-is-also-32-chars-long');
    for (let i = 0; i < 3; i += 1) {
      expect(await failure(jwt, auth, at(0))).toBe(
        'Could not verify JWT: JWSError JWSInvalidSignature',
      );
    }
    expect(jose.verifications).toBe(3);
  });
});
