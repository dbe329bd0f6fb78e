import { ACCOUNT_MESSAGES } from '@petwell/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOwner, createPlan, uniqueCode, uniquePhone } from '../../../test-support/factories';
import { startTestStack, type TestStack } from '../../test/harness';
import { OTP_RULES } from './send-otp';

let stack: TestStack;
let clock = new Date();
const now = () => clock;

beforeAll(async () => {
  // Behind a proxy (as compose runs it), so each sign-up below comes from its own visitor's
  // address: send_otp is limited per address (OTP_RULES).
  stack = await startTestStack({ now, env: { TRUST_PROXY: 'true' } });
});

let visitors = 0;
/** A new visitor's address, as the proxy in front writes it. */
const visitor = () => ({ 'x-forwarded-for': `198.51.100.${String(++visitors)}` });
const sendOtp = (mobile: string, headers: Record<string, string> = visitor()) =>
  stack.rest('/api/account/send_otp', { mobile }, { headers });
afterAll(async () => {
  await stack.close();
});

async function latestCode(phone: string): Promise<string> {
  const [sms] = await stack.outbox(phone);
  const code = /code is (\d{4})\b/.exec(sms?.body ?? '')?.[1];
  if (!code) throw new Error(`no OTP in the outbox for ${phone}`);
  return code;
}

async function verifiedPhone(): Promise<string> {
  const phone = uniquePhone();
  expect((await sendOtp(phone)).status).toBe(200);
  const verified = await stack.rest('/api/account/verify_otp', {
    mobile: phone,
    otp: await latestCode(phone),
  });
  expect(verified.body).toEqual({ status: 'Verified' });
  return phone;
}

const signup = (phone: string, email = `new-${phone}@example.com`) => ({
  first_name: 'Emma',
  last_name: "O'Brien",
  email,
  phone,
  password: 'a-long-password',
  source: { medium: 'Web', browser: 'Chromium', version: '131', os: 'Linux' },
});

describe('mobile verification', () => {
  it('sends a 4-digit code by SMS, valid 10 minutes, that verifies once', async () => {
    const phone = uniquePhone();
    const sent = await stack.gql(
      'mutation ($m: String!) { send_otp(mobile: $m) { status expires_in } }',
      { m: phone },
      { headers: visitor() },
    );
    expect(sent.data?.['send_otp']).toEqual({ status: 'sent', expires_in: 600 });
    const code = await latestCode(phone);
    expect(code).toMatch(/^\d{4}$/);
    const { rows } = await stack.stack.db.query<{ code_hash: string }>(
      'select code_hash from public.otp_codes where phone = $1',
      [phone],
    );
    expect(rows[0]?.code_hash).not.toContain(code);
    const verify =
      'mutation ($m: String!, $o: String!) { verify_otp(mobile: $m, otp: $o) { status } }';
    expect((await stack.gql(verify, { m: phone, o: code })).data?.['verify_otp']).toEqual({
      status: 'Verified',
    });
    const again = await stack.gql(verify, { m: phone, o: code });
    expect(again.errors?.[0]?.message).toBe('Invalid OTP.');
  });

  it("answers 'Invalid OTP.' for a wrong code and an expired one", async () => {
    const phone = uniquePhone();
    await sendOtp(phone);
    const code = await latestCode(phone);
    const wrong = await stack.rest('/api/account/verify_otp', {
      mobile: phone,
      otp: code === '0000' ? '1111' : '0000',
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({
      message: 'Invalid OTP.',
      msg: 'Invalid OTP.',
      code: 'invalid-otp',
    });
    clock = new Date(clock.getTime() + 10 * 60_000 + 1000);
    try {
      const late = await stack.rest('/api/account/verify_otp', { mobile: phone, otp: code });
      expect(late.body.message).toBe('Invalid OTP.');
    } finally {
      clock = new Date();
    }
  });

  it('takes at most 5 wrong codes, then even the right code needs a new send', async () => {
    const phone = uniquePhone();
    await sendOtp(phone);
    const code = await latestCode(phone);
    const wrongCode = code === '0000' ? '1111' : '0000';
    for (let i = 0; i < 5; i++) {
      expect(
        (await stack.rest('/api/account/verify_otp', { mobile: phone, otp: wrongCode })).body
          .message,
      ).toBe('Invalid OTP.');
    }
    const blocked = await stack.rest('/api/account/verify_otp', { mobile: phone, otp: code });
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toBe('Too many wrong codes. Please request a new code.');
  });

  it('sends at most 5 codes per number per hour, with a clear error after that', async () => {
    const phone = uniquePhone();
    for (let i = 0; i < 5; i++) expect((await sendOtp(phone)).status).toBe(200);
    const sixth = await sendOtp(phone);
    expect(sixth.status).toBe(429);
    expect(sixth.body.message).toMatch(
      /^Too many codes sent to this number\. Please try again in \d+ minutes?\.$/,
    );
    expect((await stack.outbox(phone)).length).toBe(5);
  });

  it('refuses SMS pumping: 53 different numbers from one address get 10 codes, then a message saying why', async () => {
    const pumper = { 'x-forwarded-for': '203.0.113.53' };
    const statuses: number[] = [];
    let message = '';
    for (let i = 0; i < 53; i++) {
      const answer = await sendOtp(uniquePhone(), pumper);
      statuses.push(answer.status);
      if (answer.status === 429) message = answer.body.message ?? '';
    }
    const sent = statuses.filter((status) => status === 200).length;
    expect({ sent, refused: statuses.filter((status) => status === 429).length }).toEqual({
      sent: OTP_RULES.sendsPerAddressPerHour,
      refused: 53 - OTP_RULES.sendsPerAddressPerHour,
    });
    expect(message).toMatch(
      /^Too many codes requested from your network\. Please try again in \d+ minutes?\.$/,
    );
    // Another visitor is not held back by it.
    expect((await sendOtp(uniquePhone())).status).toBe(200);
  });

  it('stops sending for the whole platform at OTP_GLOBAL_PER_HOUR, and says so', async () => {
    const capped = await startTestStack({
      env: { TRUST_PROXY: 'true', OTP_GLOBAL_PER_HOUR: '3' },
    });
    try {
      const statuses: number[] = [];
      let message = '';
      for (let i = 0; i < 6; i++) {
        const answer = await capped.rest(
          '/api/account/send_otp',
          { mobile: uniquePhone() },
          { headers: { 'x-forwarded-for': `192.0.2.${String(i + 1)}` } },
        );
        statuses.push(answer.status);
        if (answer.status === 429) message = answer.body.message ?? '';
      }
      expect(statuses).toEqual([200, 200, 200, 429, 429, 429]);
      expect(message).toMatch(
        /^We are sending too many codes right now\. Please try again in \d+ minutes?\.$/,
      );
    } finally {
      await capped.close();
    }
  });

  it('refuses a mobile number that is not exactly 10 digits, and a code that is not 4 digits', async () => {
    const short = await sendOtp('12345');
    expect(short.body).toMatchObject({
      code: 'validation-failed',
      message: 'mobile: Mobile number must be exactly 10 digits.',
    });
    const code = await stack.rest('/api/account/verify_otp', {
      mobile: uniquePhone(),
      otp: '12a4',
    });
    expect(code.body.message).toBe('otp: Code must be exactly 4 digits.');
  });
});

describe('the dev outbox', () => {
  it('lists what was sent to a recipient, as JSON and as an escaped HTML page', async () => {
    const phone = uniquePhone();
    await sendOtp(phone);
    const listed = await stack.rest(`/dev/outbox?to=${phone}`, undefined, { method: 'GET' });
    expect(listed.status).toBe(200);
    const messages = listed.body['messages'] as {
      channel: string;
      recipient: string;
      body: string;
    }[];
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({ channel: 'sms', recipient: phone });
    expect(messages[0]?.body).toMatch(
      /^Your Petwell verification code is \d{4}\. It expires in 10 minutes\.$/,
    );
    await stack.stack.db.query(
      `insert into public.outbox (channel, recipient, subject, body, status) values ('email', 'x@example.com', '<script>alert(1)</script>', 'b', 'sent')`,
    );
    const page = await fetch(`${stack.url}/dev/outbox?to=x@example.com`, {
      headers: { accept: 'text/html' },
    });
    const html = await page.text();
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).not.toContain('<script>');
  });

  it('is off when DEV_OUTBOX is false', async () => {
    const deployed = await startTestStack({ env: { DEV_OUTBOX: 'false' } });
    try {
      expect((await deployed.rest('/dev/outbox', undefined, { method: 'GET' })).status).toBe(404);
    } finally {
      await deployed.close();
    }
  });
});

describe('register', () => {
  it('creates the owner with a server-made bcrypt hash and logs them in', async () => {
    const phone = await verifiedPhone();
    const response = await stack.rest('/api/account/register', {
      ...signup(phone),
      email: `  Mixed.Case-${phone}@Example.com `,
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ role: 'user', email: `mixed.case-${phone}@example.com` });
    expect(response.headers.get('set-cookie')).toContain('petwell_refresh=');
    const { rows } = await stack.stack.db.query<{
      password: string;
      source: Record<string, unknown>;
    }>('select password, source from public.users where id = $1', [response.body.id]);
    expect(rows[0]?.password).toMatch(/^\$2[aby]\$10\$/);
    expect(rows[0]?.source).toEqual({
      medium: 'Web',
      browser: 'Chromium',
      version: '131',
      os: 'Linux',
    });
    const pets = await stack.gql('{ pets { id } }', {}, { token: response.body.token as string });
    expect(pets.data?.['pets']).toEqual([]);
  });

  it("answers 'Mobile number must be verified' without a verified phone, and creates nothing", async () => {
    const phone = uniquePhone();
    const response = await stack.rest('/api/account/register', signup(phone));
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({
      message: 'Mobile number must be verified',
      code: 'mobile-not-verified',
    });
    const { rows } = await stack.stack.db.query('select 1 from public.users where phone = $1', [
      phone,
    ]);
    expect(rows).toHaveLength(0);
  });

  it('accepts a verification for 15 minutes, once', async () => {
    const phone = await verifiedPhone();
    clock = new Date(Date.now() + 16 * 60_000);
    try {
      expect((await stack.rest('/api/account/register', signup(phone))).body.message).toBe(
        'Mobile number must be verified',
      );
    } finally {
      clock = new Date();
    }
    const fresh = await verifiedPhone();
    expect((await stack.rest('/api/account/register', signup(fresh))).status).toBe(200);
    const reused = await stack.rest(
      '/api/account/register',
      signup(fresh, `second-${fresh}@example.com`),
    );
    expect(reused.body.message).toBe('Mobile number must be verified');
  });

  it("answers 'This email already exists in our System.' for a taken e-mail in any case, and keeps the verification", async () => {
    const existing = await createOwner(stack.stack.db);
    const phone = await verifiedPhone();
    const response = await stack.gql(
      `mutation ($f: String!, $l: String!, $e: String!, $p: String!, $pw: String!) {
        register(first_name: $f, last_name: $l, email: $e, phone: $p, password: $pw) { id } }`,
      { f: 'Emma', l: 'Stone', e: existing.email.toUpperCase(), p: phone, pw: 'a-long-password' },
    );
    expect(response.errors?.[0]?.message).toBe('This email already exists in our System.');
    expect(response.errors?.[0]?.extensions?.['code']).toBe('duplicate-email');
    expect((await stack.rest('/api/account/register', signup(phone))).status).toBe(200);
  });

  it('stores the names as the person-name rule reads them: trimmed, one space, accents composed', async () => {
    const phone = await verifiedPhone();
    const email = `trimmed-${phone}@example.com`;
    const answer = await stack.rest('/api/account/register', {
      ...signup(phone, email),
      first_name: '  Ana   Zoe\u0308 ',
      last_name: 'Smith-Jones  ',
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const { rows } = await stack.stack.db.query<{ first_name: string; last_name: string }>(
      'select first_name, last_name from public.users where email = $1',
      [email],
    );
    expect(rows).toEqual([{ first_name: 'Ana Zoë', last_name: 'Smith-Jones' }]);
  });

  it('checks the form rules on the server: names by the person-name rule and an 8-character password', async () => {
    const phone = await verifiedPhone();
    expect(
      (await stack.rest('/api/account/register', { ...signup(phone), first_name: 'Em4' })).body
        .message,
    ).toBe(`first_name: ${ACCOUNT_MESSAGES.lettersOnly}`);
    expect(
      (await stack.rest('/api/account/register', { ...signup(phone), password: 'short' })).body
        .message,
    ).toBe('password: Password must be at least 8 characters.');
  });

  it('records a paid plan code without activating it, and refuses an unknown code', async () => {
    const plan = await createPlan(stack.stack.db, {
      code: uniqueCode('GOLD'),
      isPublic: true,
      offers: { econsults: 1 },
      price: 144,
    });
    const phone = await verifiedPhone();
    const gold = await stack.rest('/api/account/register', {
      ...signup(phone),
      plan_code: plan.code.toLowerCase(),
    });
    expect(gold.status).toBe(200);
    const { rows } = await stack.stack.db.query<{ code: string; plan_started_at: Date | null }>(
      'select p.code, u.plan_started_at from public.users u join public.plans p on p.id = u.signup_plan_id where u.id = $1',
      [gold.body.id],
    );
    expect(rows[0]).toEqual({ code: plan.code, plan_started_at: null });
    const other = await verifiedPhone();
    const bad = await stack.rest('/api/account/register', { ...signup(other), plan_code: 'NOPE' });
    expect(bad.body.message).toBe('Error! Invalid code.');
  });
});

describe('vendor_signup', () => {
  it('creates one practice with a root-admin login in one transaction and logs the vet in', async () => {
    const phone = await verifiedPhone();
    const response = await stack.rest('/api/account/vendor_signup', {
      first_name: 'Victor',
      last_name: 'Vet',
      email: `victor-${phone}@vet.example.com`,
      phone,
      password: 'vet-password-1',
      summary: 'Small-animal practice',
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ role: 'vendor', subrole: 1 });
    const { rows } = await stack.stack.db.query<{ name: string; details: Record<string, unknown> }>(
      'select name, details from public.vendors where id = $1',
      [response.body.vendor_id],
    );
    expect(rows[0]).toEqual({
      name: 'Victor Vet',
      details: {
        mobile: phone,
        email: `victor-${phone}@vet.example.com`,
        summary: 'Small-animal practice',
      },
    });
    const team = await stack.gql(
      '{ vendor_logins { id subrole } }',
      {},
      { token: response.body.token as string },
    );
    expect(team.data?.['vendor_logins']).toEqual([{ id: response.body.id, subrole: 1 }]);
  });

  it('leaves no practice behind when the e-mail is taken', async () => {
    const phone = await verifiedPhone();
    const first = await stack.rest('/api/account/vendor_signup', {
      first_name: 'Vera',
      last_name: 'Vet',
      email: `vera-${phone}@vet.example.com`,
      phone,
      password: 'vet-password-1',
    });
    expect(first.status).toBe(200);
    const before = await stack.stack.db.query<{ n: number }>(
      'select count(*)::int as n from public.vendors',
    );
    const phone2 = await verifiedPhone();
    const second = await stack.rest('/api/account/vendor_signup', {
      first_name: 'Vera',
      last_name: 'Vet',
      email: `VERA-${phone}@vet.example.com`,
      phone: phone2,
      password: 'vet-password-1',
    });
    expect(second.body.message).toBe('This email already exists in our System.');
    const after = await stack.stack.db.query<{ n: number }>(
      'select count(*)::int as n from public.vendors',
    );
    expect(after.rows[0]?.n).toBe(before.rows[0]?.n);
  });
});
