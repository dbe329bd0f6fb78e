import { ACCOUNT_MESSAGES, MESSAGES } from '@petwell/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createOwner,
  createPractice,
  type Practice,
  uniquePhone,
} from '../../../test-support/factories';
import { startTestStack, type TestStack } from '../../test/harness';
import { ownerToken, staffToken } from '../../test/request-helpers';
import { invokeAction } from '../lib/action';
import { findCustomerAction } from './find-customer';
import { MAIL_FAILED } from './forgot-password';
import { registerCustomerAction } from './register-customer';

/** find_customer and register_customer through the engine, as the booking wizard calls them. */
let stack: TestStack;
let practice: Practice;
let staffJwt: string;
let rootJwt: string;

const FIND = `query Find($email: String!) { find_customer(email: $email) {
  id first_name last_name } }`;
const REGISTER = `mutation Register($input: RegisterCustomerInput!) {
  register_customer(input: $input) { id first_name last_name email phone pic } }`;

const db = () => stack.stack.db;
let counter = 0;
const newEmail = () => `customer-${String(Date.now())}-${String(++counter)}@example.com`;
const customerInput = (overrides: Record<string, string> = {}) => ({
  first_name: 'Carla',
  last_name: "O'Brien",
  email: newEmail(),
  phone: uniquePhone(),
  ...overrides,
});

beforeAll(async () => {
  stack = await startTestStack();
  practice = await createPractice(db());
  staffJwt = await staffToken(stack, practice.staff);
  rootJwt = await staffToken(stack, practice.rootAdmin);
});
afterAll(async () => {
  await stack.close();
});

describe('find_customer', () => {
  it('finds an owner by the exact e-mail, trimmed and in any case, for staff and root admins', async () => {
    const owner = await createOwner(db(), { first_name: 'Olga' });
    for (const token of [staffJwt, rootJwt]) {
      const answer = await stack.gql(FIND, { email: `  ${owner.email.toUpperCase()} ` }, { token });
      expect(answer.errors).toBeUndefined();
      expect(answer.data?.['find_customer']).toEqual({
        id: owner.id,
        first_name: 'Olga',
        last_name: 'Owner',
      });
    }
  });

  it('answers null when nobody has the e-mail, or only part of it matches', async () => {
    const owner = await createOwner(db());
    for (const email of ['nobody-here@example.com', owner.email.replace('@', 'x@')]) {
      const answer = await stack.gql(FIND, { email }, { token: staffJwt });
      expect(answer.errors).toBeUndefined();
      expect(answer.data?.['find_customer']).toBeNull();
    }
  });

  it('is not offered to owners or anonymous callers, and the handler refuses them too', async () => {
    const owner = await createOwner(db());
    for (const auth of [{ token: await ownerToken(stack, owner) }, {}]) {
      const answer = await stack.gql(FIND, { email: owner.email }, auth);
      expect(answer.data).toBeUndefined();
      expect(answer.errors?.[0]?.extensions?.['code']).toBe('validation-failed');
    }
    const context = {
      ip: undefined,
      userAgent: undefined,
      cookies: {},
      setCookie: () => undefined,
    };
    for (const session of [
      { role: 'user' as const, userId: owner.id, vendorId: undefined },
      { role: 'anonymous' as const, userId: undefined, vendorId: undefined },
    ]) {
      await expect(
        invokeAction(
          findCustomerAction,
          { email: owner.email },
          { ...context, session },
          stack.deps,
        ),
      ).rejects.toMatchObject({ code: 'access-denied' });
      await expect(
        invokeAction(
          registerCustomerAction,
          { input: customerInput() },
          { ...context, session },
          stack.deps,
        ),
      ).rejects.toMatchObject({
        code: 'access-denied',
        message: `the role "${session.role}" may not call register_customer`,
      });
    }
  });
});

describe('register_customer', () => {
  it('creates an owner of the practice without a password, and mails a set-password link that works', async () => {
    const input = customerInput({ email: `  ${newEmail().toUpperCase()} ` });
    const email = input.email.trim().toLowerCase();
    const answer = await stack.gql(REGISTER, { input }, { token: staffJwt });
    expect(answer.errors).toBeUndefined();
    const customer = answer.data?.['register_customer'] as { id: number };
    expect(customer).toEqual({
      id: expect.any(Number) as number,
      first_name: 'Carla',
      last_name: "O'Brien",
      email,
      phone: input.phone,
      pic: null,
    });
    const { rows } = await db().query<{ password: string | null; vendor_id: number }>(
      'select password, vendor_id from public.users where id = $1',
      [customer.id],
    );
    expect(rows[0]).toEqual({ password: null, vendor_id: practice.vendorId });

    // No password: login fails until the customer sets one.
    const refused = await stack.rest('/api/account/login', { email, password: 'anything-1' });
    expect(refused.body.message).toBe(MESSAGES.invalidCredentials);

    const [mail] = await stack.outbox(email);
    expect(mail?.subject).toBe('Your Petwell account: choose a password');
    const link = new URL(/(https?:\/\/\S+\/login\?\S+)/.exec(mail?.body ?? '')?.[1] ?? 'http://x');
    expect(link.searchParams.get('email')).toBe(email);
    const forgotCode = link.searchParams.get('forgot') ?? '';
    const changed = await stack.rest('/api/account/change_password', {
      email,
      role: 'user',
      forgotCode,
      newPassword: 'my-new-password',
    });
    expect(changed.status).toBe(200);
    const login = await stack.rest('/api/account/login', { email, password: 'my-new-password' });
    expect(login.status).toBe(200);
    expect(login.body.id).toBe(customer.id);

    // The practice finds its new customer.
    const found = await stack.gql(FIND, { email }, { token: rootJwt });
    expect(found.data?.['find_customer']).toMatchObject({ id: customer.id });
  });

  it("answers 'This email already exists in our System.' for a taken e-mail in any case", async () => {
    const owner = await createOwner(db());
    const answer = await stack.gql(
      REGISTER,
      { input: customerInput({ email: owner.email.toUpperCase() }) },
      { token: rootJwt },
    );
    expect(answer.errors?.[0]?.message).toBe('This email already exists in our System.');
    expect(answer.errors?.[0]?.extensions?.['code']).toBe('duplicate-email');
  });

  it('checks the names (the person-name rule), the e-mail and the 10-digit mobile as sign-up does', async () => {
    const cases: [Record<string, string>, string][] = [
      [{ first_name: 'Carla2' }, ACCOUNT_MESSAGES.lettersOnly],
      [{ last_name: '' }, ACCOUNT_MESSAGES.lastNameRequired],
      [{ email: 'not-an-email' }, ACCOUNT_MESSAGES.emailInvalid],
      [{ phone: '55512345' }, ACCOUNT_MESSAGES.mobileInvalid],
    ];
    for (const [overrides, message] of cases) {
      const input = customerInput(overrides);
      const answer = await stack.gql(REGISTER, { input }, { token: staffJwt });
      expect(answer.errors?.[0]?.extensions?.['code'], message).toBe('validation-failed');
      expect(answer.errors?.[0]?.message).toContain(message);
      const { rows } = await db().query('select 1 from public.users where lower(email) = $1', [
        input.email.toLowerCase(),
      ]);
      expect(rows).toHaveLength(0);
    }
  });

  it('leaves no account behind when the mail cannot be sent, and says so', async () => {
    const { mail, log } = stack.deps;
    stack.deps.mail = { send: () => Promise.reject(new Error('smtp is down')) };
    stack.deps.log = { info: () => undefined, error: () => undefined };
    try {
      const input = customerInput();
      const answer = await stack.gql(REGISTER, { input }, { token: staffJwt });
      expect(answer.errors?.[0]?.message).toBe(MAIL_FAILED);
      expect(answer.errors?.[0]?.extensions?.['code']).toBe('provider-unavailable');
      const { rows } = await db().query('select 1 from public.users where email = $1', [
        input.email,
      ]);
      expect(rows).toHaveLength(0);
    } finally {
      stack.deps.mail = mail;
      stack.deps.log = log;
    }
  });
});
