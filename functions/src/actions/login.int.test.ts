import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOwner, createPractice, type Practice } from '../../test/factories';
import { startTestStack, type TestStack } from '../../test/harness';
import { LOGIN_LIMITS } from '../lib/rate-limit';
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

const claimsOf = (token: string) =>
  (
    JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as Record<
      string,
      unknown
    >
  )['https://hasura.io/jwt/claims'];

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

  it(`allows ${String(LOGIN_LIMITS.perEmail)} failures per e-mail in ${String(LOGIN_LIMITS.windowMinutes)} minutes, then refuses even the right password`, async () => {
    const owner = await createOwner(stack.stack.db);
    for (let i = 0; i < LOGIN_LIMITS.perEmail; i++) {
      const wrong = await stack.rest('/api/account/login', {
        email: owner.email,
        password: `wrong-${String(i)}`,
        role: 'user',
      });
      expect(wrong.status).toBe(401);
    }
    const blocked = await stack.rest('/api/account/login', {
      email: owner.email,
      password: owner.password,
      role: 'user',
    });
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toMatch(
      /^Too many login attempts\. Please try again in \d+ minutes?\.$/,
    );
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    // The count lives in the database, shared by every instance.
    const { rows } = await stack.stack.db.query<{ n: number }>(
      'select count(*)::int as n from public.login_attempts where email = lower($1) and not succeeded',
      [owner.email],
    );
    expect(rows[0]?.n).toBe(LOGIN_LIMITS.perEmail);
  });

  it('limits failures per address across e-mails', async () => {
    const address = { 'x-forwarded-for': '203.0.113.9' };
    const limited = await startTestStack({ env: { TRUST_PROXY: 'true' } });
    try {
      for (let i = 0; i < LOGIN_LIMITS.perAddress; i++) {
        const r = await limited.rest(
          '/api/account/login',
          { email: `spray-${String(i)}@example.com`, password: 'guess', role: 'user' },
          { headers: address },
        );
        expect(r.status).toBe(401);
      }
      const blocked = await limited.rest(
        '/api/account/login',
        { email: 'another@example.com', password: 'guess', role: 'user' },
        { headers: address },
      );
      expect(blocked.status).toBe(429);
      expect(blocked.body.message).toMatch(/^Too many login attempts from your network/);
      const elsewhere = await limited.rest(
        '/api/account/login',
        { email: 'another@example.com', password: 'guess', role: 'user' },
        { headers: { 'x-forwarded-for': '198.51.100.7' } },
      );
      expect(elsewhere.status).toBe(401);
    } finally {
      await limited.close();
    }
  });
});

describe('login limits through GraphQL', () => {
  it("does not count every GraphQL caller as one address (the webhook's peer is the engine)", async () => {
    for (let i = 0; i < LOGIN_LIMITS.perAddress; i++) {
      const r = await stack.gql(LOGIN, {
        email: `gql-spray-${String(i)}@example.com`,
        password: 'guess',
        role: 'user',
      });
      expect(r.errors?.[0]?.message).toBe('Invalid email or password.');
    }
    const owner = await createOwner(stack.stack.db);
    const answer = await stack.gql(LOGIN, {
      email: owner.email,
      password: owner.password,
      role: 'user',
    });
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.['login']).toMatchObject({ id: owner.id });
  });
});

describe('refresh and logout', () => {
  it('renews the token from the cookie with the profile as it is now, and logout ends it', async () => {
    const owner = await createOwner(stack.stack.db);
    const login = await stack.rest('/api/account/login', {
      email: owner.email,
      password: owner.password,
      role: 'user',
    });
    const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    await stack.stack.db.query(
      `update public.users set pic = 'https://cdn.example.com/new.png' where id = $1`,
      [owner.id],
    );
    const refreshed = await stack.rest('/api/account/refresh_token', {}, { headers: { cookie } });
    expect(refreshed.status).toBe(200);
    expect(refreshed.body).toMatchObject({ id: owner.id, pic: 'https://cdn.example.com/new.png' });
    // Through GraphQL the engine forwards the cookie to the action.
    const viaGraphql = await stack.gql(
      'mutation { refresh_token { id pic } }',
      {},
      { headers: { cookie } },
    );
    expect(viaGraphql.data?.['refresh_token']).toEqual({
      id: owner.id,
      pic: 'https://cdn.example.com/new.png',
    });

    const out = await stack.rest('/api/account/logout', {}, { headers: { cookie } });
    expect(out.status).toBe(200);
    expect(out.headers.get('set-cookie')).toMatch(new RegExp(`^${REFRESH_COOKIE}=; .*Max-Age=0`));
    const after = await stack.rest('/api/account/refresh_token', {}, { headers: { cookie } });
    expect(after.status).toBe(401);
    expect(after.body.message).toBe('Your session has expired. Please log in again.');
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
