import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOwner, createPractice } from '../../../test-support/factories';
import { startTestStack, type TestStack } from '../../test/harness';

let stack: TestStack;
let clock = new Date();

beforeAll(async () => {
  stack = await startTestStack({ now: () => clock });
});
afterAll(async () => {
  await stack.close();
});

const FORGOT_ANSWER =
  'Please check your inbox for further instructions on resetting your password.';

async function resetCode(email: string): Promise<string> {
  const [mail] = await stack.outbox(email);
  const link = /https?:\/\/\S+/.exec(mail?.body ?? '')?.[0];
  const code = link ? new URL(link).searchParams.get('forgot') : null;
  if (!code) throw new Error(`no reset link mailed to ${email}`);
  return code;
}

const login = (email: string, password: string, role = 'user') =>
  stack.rest('/api/account/login', { email, password, role });

describe('forgot_password', () => {
  it('answers the same for a known and an unknown e-mail, and mails a link only to the account', async () => {
    const owner = await createOwner(stack.stack.db);
    const known = await stack.gql(
      'mutation ($e: String!) { forgot_password(email: $e, role: "user") { message } }',
      { e: owner.email },
    );
    const unknown = await stack.gql(
      'mutation ($e: String!) { forgot_password(email: $e, role: "user") { message } }',
      { e: 'no-such@example.com' },
    );
    expect(known.data?.['forgot_password']).toEqual({ message: FORGOT_ANSWER });
    expect(unknown.data?.['forgot_password']).toEqual({ message: FORGOT_ANSWER });
    const [mail] = await stack.outbox(owner.email);
    expect(mail?.subject).toBe('Reset your Petwell password');
    expect(mail?.body).toMatch(/\/login\?forgot=[A-Za-z0-9_-]+&email=/);
    expect(await stack.outbox('no-such@example.com')).toEqual([]);
  });

  it('sends vets to the vet login page', async () => {
    const practice = await createPractice(stack.stack.db);
    await stack.rest('/api/account/forgot_password', {
      email: practice.staff.email,
      role: 'vendor',
    });
    const [mail] = await stack.outbox(practice.staff.email);
    expect(mail?.body).toMatch(/\/vendor\/login\?forgot=/);
  });

  it('refuses a malformed e-mail with a message', async () => {
    const response = await stack.rest('/api/account/forgot_password', {
      email: 'nope',
      role: 'user',
    });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe('email: Please enter a valid email address.');
  });
});

describe('change_password', () => {
  it("with the forgot code: 'Your password has been reset successfully!', once", async () => {
    const owner = await createOwner(stack.stack.db);
    await stack.rest('/api/account/forgot_password', { email: owner.email, role: 'user' });
    const forgotCode = await resetCode(owner.email);
    const body = {
      email: owner.email,
      role: 'user',
      forgotCode,
      newPassword: 'brand-new-password',
    };
    const changed = await stack.rest('/api/account/change_password', body);
    expect(changed.status).toBe(200);
    expect(changed.body).toEqual({ message: 'Your password has been reset successfully!' });
    expect((await login(owner.email, 'brand-new-password')).status).toBe(200);
    expect((await login(owner.email, owner.password)).status).toBe(401);
    const reused = await stack.rest('/api/account/change_password', {
      ...body,
      newPassword: 'another-password',
    });
    expect(reused.status).toBe(400);
    expect(reused.body).toMatchObject({
      code: 'invalid-reset-code',
      msg: 'This password reset link is invalid or has expired. Please request a new one.',
    });
  });

  it('refuses a code after one hour, and a code used for another account', async () => {
    const owner = await createOwner(stack.stack.db);
    const other = await createOwner(stack.stack.db);
    await stack.rest('/api/account/forgot_password', { email: owner.email, role: 'user' });
    const forgotCode = await resetCode(owner.email);
    const stolen = await stack.rest('/api/account/change_password', {
      email: other.email,
      role: 'user',
      forgotCode,
      newPassword: 'hijacked-password',
    });
    expect(stolen.body.code).toBe('invalid-reset-code');
    clock = new Date(Date.now() + 61 * 60_000);
    try {
      const late = await stack.rest('/api/account/change_password', {
        email: owner.email,
        role: 'user',
        forgotCode,
        newPassword: 'late-password',
      });
      expect(late.body.code).toBe('invalid-reset-code');
    } finally {
      clock = new Date();
    }
    expect((await login(owner.email, owner.password)).status).toBe(200);
  });

  it('with the current password, and refuses a wrong one with the server message', async () => {
    const practice = await createPractice(stack.stack.db);
    const staff = practice.staff;
    const wrong = await stack.rest('/api/account/change_password', {
      email: staff.email,
      role: 'vendor',
      currentPassword: 'not-it',
      newPassword: 'new-staff-password',
    });
    expect(wrong.status).toBe(401);
    expect(wrong.body.msg).toBe('Invalid email or password.');
    const right = await stack.rest('/api/account/change_password', {
      email: staff.email,
      role: 'vendor',
      currentPassword: staff.password,
      newPassword: 'new-staff-password',
    });
    expect(right.body).toEqual({ message: 'Your password has been reset successfully!' });
    expect((await login(staff.email, 'new-staff-password', 'vendor')).status).toBe(200);
  });

  it('needs a new password of at least 8 characters and the current password or a code', async () => {
    const owner = await createOwner(stack.stack.db);
    const short = await stack.rest('/api/account/change_password', {
      email: owner.email,
      role: 'user',
      currentPassword: owner.password,
      newPassword: 'short',
    });
    expect(short.body.message).toBe('newPassword: Password must be at least 8 characters.');
    const neither = await stack.rest('/api/account/change_password', {
      email: owner.email,
      role: 'user',
      newPassword: 'long-enough-1',
    });
    expect(neither.body.message).toBe('currentPassword: Current password is required.');
    expect((await login(owner.email, owner.password)).status).toBe(200);
  });

  it('ends the refresh sessions of the account on every device, the one that changed it included', async () => {
    const owner = await createOwner(stack.stack.db);
    const cookies: string[] = [];
    for (let device = 0; device < 3; device++) {
      const signedIn = await login(owner.email, owner.password);
      cookies.push((signedIn.headers.get('set-cookie') ?? '').split(';')[0] ?? '');
    }
    await stack.rest('/api/account/change_password', {
      email: owner.email,
      role: 'user',
      currentPassword: owner.password,
      newPassword: 'rotated-password',
    });
    for (const cookie of cookies) {
      expect(
        (await stack.rest('/api/account/refresh_token', {}, { headers: { cookie } })).status,
      ).toBe(401);
    }
  });

  it('ends every session on a reset by mail too', async () => {
    const owner = await createOwner(stack.stack.db);
    const signedIn = await login(owner.email, owner.password);
    const cookie = (signedIn.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    await stack.rest('/api/account/forgot_password', { email: owner.email, role: 'user' });
    const changed = await stack.rest('/api/account/change_password', {
      email: owner.email,
      role: 'user',
      forgotCode: await resetCode(owner.email),
      newPassword: 'after-a-reset',
    });
    expect(changed.status).toBe(200);
    expect(
      (await stack.rest('/api/account/refresh_token', {}, { headers: { cookie } })).status,
    ).toBe(401);
  });
});
