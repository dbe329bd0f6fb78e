import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOwner, type Owner } from '../../../test-support/factories';
import { startTestStack, type TestStack } from '../../test/harness';
import { LOGIN_LIMITS } from '../lib/rate-limit';

/**
 * The sign-in limits against the attacks they answer: password guessing at one account,
 * spraying from one address, and turning the limit against the owner. The stack trusts
 * X-Forwarded-For (TRUST_PROXY, as behind the compose nginx), so a test can speak from several
 * addresses; the clock is the functions' own, moved by the tests.
 */
const LOGIN = `mutation Login($email: String!, $password: String!, $role: String!) {
  login(email: $email, password: $password, role: $role) { id }
}`;

let stack: TestStack;
let clock = new Date('2031-03-03T09:00:00Z');
const advance = (seconds: number) => {
  clock = new Date(clock.getTime() + seconds * 1000);
};
/** Past every window of the earlier tests. */
const nextDay = () => {
  advance(86_400);
};

beforeAll(async () => {
  stack = await startTestStack({ env: { TRUST_PROXY: 'true' }, now: () => clock });
});
afterAll(async () => {
  await stack.close();
});

const login = (email: string, password: string, address: string) =>
  stack.rest(
    '/api/account/login',
    { email, password, role: 'user' },
    { headers: { 'x-forwarded-for': address } },
  );

/** `tries` wrong passwords, one every `every` seconds; the answers' statuses, counted. */
async function guess(owner: Pick<Owner, 'email'>, address: string, tries: number, every: number) {
  const counts = { tried: 0, checked: 0, refused: 0 };
  let lastRefusal = '';
  for (let i = 0; i < tries; i++) {
    const answer = await login(owner.email, `guess-${String(i)}`, address);
    counts.tried++;
    if (answer.status === 401) counts.checked++;
    else if (answer.status === 429) {
      counts.refused++;
      lastRefusal = answer.body.message ?? '';
      expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(0);
    } else throw new Error(`unexpected ${String(answer.status)}: ${JSON.stringify(answer.body)}`);
    advance(every);
  }
  return { ...counts, lastRefusal };
}

describe('guessing one account', () => {
  it('gives a few free failures, then doubling waits: an hour of guessing checks 12 of 360 passwords', async () => {
    nextDay();
    const owner = await createOwner(stack.stack.db);
    const result = await guess(owner, '203.0.113.5', 360, 10);
    // 5 free, then waits of 30 s, 1, 2, 4, 8 and 15 minutes (the cap): 12 checked in the hour.
    expect(result).toMatchObject({ tried: 360, checked: 12, refused: 348 });
    expect(result.lastRefusal).toMatch(
      /^Too many failed sign-ins to this account\. Please try again in \d+ minutes?, or reset your password\.$/,
    );
    // A refused attempt is not counted, so hammering does not lengthen the wait.
    const { rows } = await stack.stack.db.query<{ n: number }>(
      'select count(*)::int as n from public.login_attempts where email = lower($1) and not succeeded',
      [owner.email],
    );
    expect(rows[0]?.n).toBe(12);
  });

  it('refuses even the right password from a stranger address while the wait runs', async () => {
    nextDay();
    const owner = await createOwner(stack.stack.db);
    await guess(owner, '203.0.113.6', LOGIN_LIMITS.freePerAccount, 1);
    const stranger = await login(owner.email, owner.password, '203.0.113.66');
    expect(stranger.status).toBe(429);
    advance(LOGIN_LIMITS.firstDelaySeconds);
    expect((await login(owner.email, owner.password, '203.0.113.66')).status).toBe(200);
  });
});

describe('the owner is never locked out', () => {
  it('lets the owner in from their own address while strangers keep failing from many others, day after day', async () => {
    nextDay();
    const owner = await createOwner(stack.stack.db);
    const home = '198.51.100.10';
    expect((await login(owner.email, owner.password, home)).status).toBe(200);
    let tried = 0;
    let refused = 0;
    for (let hour = 0; hour < 6; hour++) {
      // A fresh address each hour, so no per-address limit helps the owner: only the account's.
      const result = await guess(owner, `203.0.113.${String(100 + hour)}`, 60, 60);
      tried += result.tried;
      refused += result.refused;
      const answer = await login(owner.email, owner.password, home);
      expect(answer.status, `hour ${String(hour)}`).toBe(200);
    }
    // About 10 guesses an hour are checked; the owner got in every hour.
    expect({ tried, refused }).toEqual({ tried: 360, refused: 301 });
  });

  it('lets the owner in from a new address after a password reset, while the attacker keeps the account waiting', async () => {
    nextDay();
    const owner = await createOwner(stack.stack.db);
    await guess(owner, '203.0.113.7', 30, 5);
    const newDevice = '192.0.2.44';
    expect((await login(owner.email, owner.password, newDevice)).status).toBe(429);

    await stack.rest(
      '/api/account/forgot_password',
      { email: owner.email, role: 'user' },
      { headers: { 'x-forwarded-for': newDevice } },
    );
    const [mail] = await stack.outbox(owner.email);
    const code = /[?&]forgot=([^&\s]+)/.exec(mail?.body ?? '')?.[1] ?? '';
    const reset = await stack.rest(
      '/api/account/change_password',
      { email: owner.email, role: 'user', forgotCode: code, newPassword: 'after-the-reset' },
      { headers: { 'x-forwarded-for': newDevice } },
    );
    expect(reset.status).toBe(200);
    expect((await login(owner.email, 'after-the-reset', newDevice)).status).toBe(200);
    // The attacker starts again from nothing on the new password, and cannot lock the owner's
    // new address out: it is now the owner's own.
    const again = await guess(owner, '203.0.113.8', 40, 2);
    expect(again.refused).toBeGreaterThan(0);
    expect((await login(owner.email, 'after-the-reset', newDevice)).status).toBe(200);
  });
});

describe('spraying from one address', () => {
  it('slows one address trying many accounts, and only that address', async () => {
    nextDay();
    const sprayer = '203.0.113.9';
    let checked = 0;
    let refused = 0;
    let message = '';
    for (let i = 0; i < 100; i++) {
      const answer = await login(`spray-${String(i)}@example.com`, 'Summer2031!', sprayer);
      if (answer.status === 401) checked++;
      if (answer.status === 429) {
        refused++;
        message = answer.body.message ?? '';
      }
      advance(5);
    }
    // 20 free, then waits of 30 s, 1 and 2 minutes fit in the 500 seconds: 23 checked.
    expect({ checked, refused }).toEqual({
      checked: LOGIN_LIMITS.freePerAddress + 3,
      refused: 100 - LOGIN_LIMITS.freePerAddress - 3,
    });
    expect(message).toMatch(
      /^Too many failed sign-ins from your network\. Please try again in \d+ minutes?\.$/,
    );
    const elsewhere = await login('spray-0@example.com', 'Summer2031!', '198.51.100.7');
    expect(elsewhere.status).toBe(401);
  });
});

describe('the client address through GraphQL', () => {
  it('reaches the login handler (the engine sets X-Forwarded-For), so a forged header does not escape the limit', async () => {
    // The default local stack: no proxy in front, the engine is the edge.
    const edge = await startTestStack({ now: () => clock });
    try {
      let checked = 0;
      let refused = 0;
      for (let i = 0; i < 40; i++) {
        const answer = await edge.gql(
          LOGIN,
          { email: `gql-spray-${String(i)}@example.com`, password: 'guess', role: 'user' },
          { headers: { 'x-forwarded-for': `198.18.0.${String(i)}` } },
        );
        const error = answer.errors?.[0];
        if (error?.extensions?.['code'] === 'invalid-credentials') checked++;
        if (error?.extensions?.['code'] === 'too-many-attempts') refused++;
      }
      expect({ checked, refused }).toEqual({
        checked: LOGIN_LIMITS.freePerAddress,
        refused: 40 - LOGIN_LIMITS.freePerAddress,
      });
      const { rows } = await edge.stack.db.query<{ ip: string | null; n: number }>(
        'select ip, count(*)::int as n from public.login_attempts group by ip',
      );
      expect(rows).toEqual([{ ip: '127.0.0.1', n: LOGIN_LIMITS.freePerAddress }]);
    } finally {
      await edge.close();
    }
  });
});
