import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createOwner,
  createPractice,
  makeUploadedPicture,
  type Practice,
} from '../../../test-support/factories';
import { startTestStack, type TestStack } from '../../test/harness';
import { REFRESH_COOKIE } from '../lib/refresh-sessions';

const LOGIN = `mutation Login($email: String!, $password: String!, $role: String!) {
  login(email: $email, password: $password, role: $role) { token exp id vendor_id email role subrole pic }
}`;

let stack: TestStack;
let practice: Practice;

beforeAll(async () => {
  stack = await startTestStack();
  practice = await createPractice(stack.stack.db);
});
afterAll(async () => {
  await stack.close();
});

const payloadOf = (token: unknown) =>
  JSON.parse(
    Buffer.from(
      (typeof token === 'string' ? token : '').split('.')[1] ?? '',
      'base64url',
    ).toString(),
  ) as Record<string, unknown>;

const claimsOf = (token: string) => payloadOf(token)['https://hasura.io/jwt/claims'];

describe('login through GraphQL', () => {
  it('gives an owner a token the engine accepts, for their own rows only', async () => {
    const owner = await createOwner(stack.stack.db);
    const answer = await stack.gql(LOGIN, {
      email: `  ${owner.email.toUpperCase()} `,
      password: owner.password,
      role: 'user',
    });
    expect(answer.errors).toBeUndefined();
    const login = answer.data?.['login'] as {
      token: string;
      id: number;
      role: string;
      exp: number;
    };
    expect(login).toMatchObject({
      id: owner.id,
      email: owner.email,
      role: 'user',
      vendor_id: null,
      subrole: null,
    });
    expect(claimsOf(login.token)).toMatchObject({
      'x-hasura-default-role': 'user',
      'x-hasura-user-id': String(owner.id),
    });
    const me = await stack.gql('{ users { id email } }', {}, { token: login.token });
    expect(me.data?.['users']).toEqual([{ id: owner.id, email: owner.email }]);
  });

  it('gives a root admin the root_admin role and a staff member the vendor role, with their practice', async () => {
    for (const staff of [practice.rootAdmin, practice.staff]) {
      const answer = await stack.gql(LOGIN, {
        email: staff.email,
        password: staff.password,
        role: 'vendor',
      });
      const login = answer.data?.['login'] as { token: string };
      expect(answer.data?.['login']).toMatchObject({
        id: staff.id,
        vendor_id: practice.vendorId,
        subrole: staff.subrole,
        role: 'vendor',
      });
      expect(claimsOf(login.token)).toMatchObject({
        'x-hasura-default-role': staff.subrole === 1 ? 'root_admin' : 'vendor',
        'x-hasura-vendor-id': String(practice.vendorId),
      });
    }
  });

  it("tells the web app whether the staff member's practice is the main vendor (main_vendor)", async () => {
    const platform = await createPractice(stack.stack.db, { isPlatform: true });
    const owner = await createOwner(stack.stack.db);
    const mainVendorOf = async (email: string, password: string, role: string) => {
      const answer = await stack.gql(LOGIN, { email, password, role });
      const { token } = answer.data?.['login'] as { token: string };
      return JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as {
        main_vendor: unknown;
      };
    };
    for (const staff of [platform.rootAdmin, platform.staff])
      expect(await mainVendorOf(staff.email, staff.password, 'vendor')).toMatchObject({
        main_vendor: true,
      });
    expect(
      await mainVendorOf(practice.rootAdmin.email, practice.rootAdmin.password, 'vendor'),
    ).toMatchObject({ main_vendor: false });
    expect(await mainVendorOf(owner.email, owner.password, 'user')).toMatchObject({
      main_vendor: false,
    });
  });

  it("answers 'Invalid email or password.' for a wrong password, an unknown e-mail and the wrong role alike", async () => {
    const owner = await createOwner(stack.stack.db);
    const attempts = [
      { email: owner.email, password: 'wrong-password', role: 'user' },
      { email: 'nobody-here@example.com', password: owner.password, role: 'user' },
      { email: owner.email, password: owner.password, role: 'vendor' },
    ];
    for (const variables of attempts) {
      const answer = await stack.gql(LOGIN, variables);
      expect(answer.data?.['login'] ?? null).toBeNull();
      expect(answer.errors?.[0]?.message).toBe('Invalid email or password.');
      expect(answer.errors?.[0]?.extensions?.['code']).toBe('invalid-credentials');
    }
  });

  it('refuses a malformed e-mail with a clear message before looking anything up', async () => {
    const answer = await stack.gql(LOGIN, { email: 'not-an-email', password: 'x', role: 'user' });
    expect(answer.errors?.[0]?.message).toBe('email: Please enter a valid email address.');
    expect(answer.errors?.[0]?.extensions?.['code']).toBe('validation-failed');
  });
});

describe('login through POST /api/account/login', () => {
  it('answers the token and sets an httpOnly, SameSite=Strict refresh cookie', async () => {
    const owner = await createOwner(stack.stack.db);
    const response = await stack.rest('/api/account/login', {
      email: owner.email,
      password: owner.password,
      role: 'user',
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ id: owner.id, role: 'user' });
    const cookie = response.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(new RegExp(`^${REFRESH_COOKIE}=[A-Za-z0-9_-]{40,};`));
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Strict');
  });

  it("answers 401 with the spec's message on failure", async () => {
    const response = await stack.rest('/api/account/login', {
      email: 'ghost@example.com',
      password: 'whatever',
      role: 'user',
    });
    expect(response.status).toBe(401);
    expect(response.body).toMatchObject({
      message: 'Invalid email or password.',
      code: 'invalid-credentials',
    });
  });

  it('refuses a body that is not sent as JSON (a cross-site form posts text/plain), and sets no cookie', async () => {
    const owner = await createOwner(stack.stack.db);
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data']) {
      const response = await fetch(`${stack.url}/api/account/login`, {
        method: 'POST',
        headers: { 'content-type': type },
        body: JSON.stringify({ email: owner.email, password: owner.password, role: 'user' }),
      });
      expect(response.status, type).toBe(415);
      expect(response.headers.get('set-cookie'), type).toBeNull();
      expect(((await response.json()) as { message: string }).message).toBe(
        'Send the request body as JSON (Content-Type: application/json).',
      );
    }
  });

  it("refuses another site's page (login CSRF), and answers the site itself and programs", async () => {
    const owner = await createOwner(stack.stack.db);
    const credentials = { email: owner.email, password: owner.password, role: 'user' };
    const port = new URL(stack.url).port;
    const refused = [
      { origin: 'https://evil.example' },
      { origin: 'null' },
      // Another host of the platform (a practice's site) has cookies of its own.
      { origin: `http://happypaws.localhost:${port}` },
      { 'sec-fetch-site': 'cross-site' },
    ];
    for (const headers of refused) {
      const response = await stack.rest('/api/account/login', credentials, { headers });
      expect(response.status, JSON.stringify(headers)).toBe(403);
      expect(response.body.message).toBe('This request must come from the site itself.');
      expect(response.headers.get('set-cookie')).toBeNull();
    }
    for (const headers of [
      { origin: stack.url, 'sec-fetch-site': 'same-origin' },
      { origin: stack.stack.functions.deps.env.PUBLIC_URL },
      {},
    ]) {
      const response = await stack.rest('/api/account/login', credentials, { headers });
      expect(response.status, JSON.stringify(headers)).toBe(200);
    }
    // The refresh cookie's other paths check it too.
    for (const path of ['/api/account/refresh_token', '/api/account/logout']) {
      const response = await stack.rest(path, {}, { headers: { origin: 'https://evil.example' } });
      expect(response.status, path).toBe(403);
    }
  });
});

const cookieOf = (response: { headers: Headers }) =>
  (response.headers.get('set-cookie') ?? '').split(';')[0] ?? '';

describe('refresh and logout', () => {
  it('renews the token from the cookie with the profile as it is now, rotating the cookie, and logout ends it', async () => {
    const owner = await createOwner(stack.stack.db, { first_name: 'Ada', last_name: 'Lovelace' });
    const login = await stack.rest('/api/account/login', {
      email: owner.email,
      password: owner.password,
      role: 'user',
    });
    const first = cookieOf(login);
    expect(payloadOf(login.body['token'])).toMatchObject({
      first_name: 'Ada',
      last_name: 'Lovelace',
    });
    const picture = await makeUploadedPicture(stack.stack.db, { userId: owner.id });
    await stack.stack.db.query(
      `update public.users set pic = $2, first_name = 'Renamed', last_name = 'Owner' where id = $1`,
      [owner.id, picture],
    );
    const refreshed = await stack.rest(
      '/api/account/refresh_token',
      {},
      { headers: { cookie: first } },
    );
    expect(refreshed.status).toBe(200);
    expect(refreshed.body).toMatchObject({ id: owner.id, pic: picture });
    expect(payloadOf(refreshed.body['token'])).toMatchObject({
      pic: picture,
      first_name: 'Renamed',
      last_name: 'Owner',
    });
    const second = cookieOf(refreshed);
    expect(second).toMatch(new RegExp(`^${REFRESH_COOKIE}=[A-Za-z0-9_-]{40,}$`));
    expect(second).not.toBe(first);
    // Through GraphQL the cookie reaches the action but a new one could not reach the browser
    // (Hasura drops Set-Cookie), so that path refuses and leaves the session as it is.
    const viaGraphql = await stack.gql(
      'mutation { refresh_token { id pic } }',
      {},
      { headers: { cookie: second } },
    );
    expect(viaGraphql.errors?.[0]?.message).toBe(
      'Renew the session with POST /api/account/refresh_token: the refresh cookie changes on every use.',
    );
    const out = await stack.rest('/api/account/logout', {}, { headers: { cookie: second } });
    expect(out.status).toBe(200);
    expect(out.headers.get('set-cookie')).toMatch(new RegExp(`^${REFRESH_COOKIE}=; .*Max-Age=0`));
    const after = await stack.rest(
      '/api/account/refresh_token',
      {},
      { headers: { cookie: second } },
    );
    expect(after.status).toBe(401);
    expect(after.body.message).toBe('Your session has expired. Please log in again.');
  });

  it('revokes the whole sign-in when a rotated refresh token comes back (a stolen copy)', async () => {
    const owner = await createOwner(stack.stack.db);
    const login = await stack.rest('/api/account/login', {
      email: owner.email,
      password: owner.password,
      role: 'user',
    });
    const stolen = cookieOf(login);
    const owners = await stack.rest(
      '/api/account/refresh_token',
      {},
      { headers: { cookie: stolen } },
    );
    const current = cookieOf(owners);
    expect(owners.status).toBe(200);
    // Later, the thief replays the copy taken before the owner's refresh.
    const { rows } = await stack.stack.db.query<{ n: number }>(
      `update public.refresh_sessions set rotated_at = rotated_at - interval '1 minute'
        where user_id = $1 and rotated_at is not null returning 1 as n`,
      [owner.id],
    );
    expect(rows).toHaveLength(1);
    const replay = await stack.rest(
      '/api/account/refresh_token',
      {},
      { headers: { cookie: stolen } },
    );
    expect(replay.status).toBe(401);
    expect(replay.body.message).toBe(
      'For your security you were signed out on every device: this session was used from somewhere else. Please log in again.',
    );
    // The owner's current token belonged to the same sign-in: it ends too, so the thief's
    // successor (had they refreshed first) would have ended the same way.
    const owner2 = await stack.rest(
      '/api/account/refresh_token',
      {},
      { headers: { cookie: current } },
    );
    expect(owner2.status).toBe(401);
    // Another sign-in of the same account is not touched.
    const other = await stack.rest('/api/account/login', {
      email: owner.email,
      password: owner.password,
      role: 'user',
    });
    const renewed = await stack.rest(
      '/api/account/refresh_token',
      {},
      { headers: { cookie: cookieOf(other) } },
    );
    expect(renewed.status).toBe(200);
  });

  it('answers two refreshes with the same cookie at once (two tabs) without ending the session', async () => {
    const owner = await createOwner(stack.stack.db);
    const login = await stack.rest('/api/account/login', {
      email: owner.email,
      password: owner.password,
      role: 'user',
    });
    const cookie = cookieOf(login);
    const [a, b] = await Promise.all([
      stack.rest('/api/account/refresh_token', {}, { headers: { cookie } }),
      stack.rest('/api/account/refresh_token', {}, { headers: { cookie } }),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    const successor = [a, b].map(cookieOf).find((c) => c !== '') ?? '';
    const next = await stack.rest(
      '/api/account/refresh_token',
      {},
      { headers: { cookie: successor } },
    );
    expect(next.status).toBe(200);
  });

  it('refuses a refresh without a cookie or with a made-up one', async () => {
    expect((await stack.rest('/api/account/refresh_token', {})).status).toBe(401);
    const made = await stack.rest(
      '/api/account/refresh_token',
      {},
      { headers: { cookie: `${REFRESH_COOKIE}=made-up-value` } },
    );
    expect(made.status).toBe(401);
  });

  it('issues access tokens that live 15 minutes', async () => {
    const owner = await createOwner(stack.stack.db);
    const login = await stack.rest('/api/account/login', {
      email: owner.email,
      password: owner.password,
      role: 'user',
    });
    const claims = JSON.parse(
      Buffer.from((login.body.token ?? '').split('.')[1] ?? '', 'base64url').toString(),
    ) as { iat: number; exp: number };
    expect(claims.exp - claims.iat).toBe(15 * 60);
  });
});

describe('the action webhook', () => {
  it('refuses a direct call that lacks the shared secret, so nobody can forge session variables', async () => {
    const owner = await createOwner(stack.stack.db);
    const response = await fetch(`${stack.url}/actions/refresh-token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        action: { name: 'login' },
        input: { email: owner.email, password: owner.password, role: 'user' },
        session_variables: { 'x-hasura-role': 'admin' },
      }),
    });
    expect(response.status).toBe(401);
  });
});

describe('tokens at the REST paths', () => {
  it('refuses a forged, an expired and an alg:none token', async () => {
    const owner = await createOwner(stack.stack.db);
    const login = await stack.rest('/api/account/login', {
      email: owner.email,
      password: owner.password,
      role: 'user',
    });
    const token = login.body.token as string;
    const [header, body, signature] = token.split('.');
    const claims = JSON.parse(Buffer.from(body ?? '', 'base64url').toString()) as Record<
      string,
      unknown
    >;
    const forged = `${header ?? ''}.${Buffer.from(JSON.stringify({ ...claims, id: 1 })).toString('base64url')}.${signature ?? ''}`;
    const expired = `${header ?? ''}.${Buffer.from(JSON.stringify({ ...claims, exp: 1 })).toString('base64url')}.${signature ?? ''}`;
    const none = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${body ?? ''}.`;
    for (const bad of [forged, expired, none, 'not-a-token']) {
      const r = await stack.rest('/api/account/refresh_token', {}, { token: bad });
      expect(r.status, bad).toBe(401);
      expect(r.body.code).toBe('invalid-jwt');
    }
  });
});
