import { get } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { uniquePhone } from '../../../test-support/factories';
import { startTestStack, type TestStack } from '../../test/harness';
import { readFunctionsEnv } from '../env';
import { lambdaHandlerFor } from '../lambda';
import { outboxMailer } from '../providers/mail';
import { OUTBOX_RULES, REDACTED_BODY } from '../providers/outbox';
import { startFunctionsServer } from '../server';
import { DEV_OUTBOX_LOOPBACK_ONLY, devOutboxRoute } from './dev-outbox';
import type { HttpRequest } from './http';

/**
 * The dev outbox (reset links, sign-up codes) must not be readable from
 * anywhere but the developer's own machine, and the outbox table keeps no codes or links longer
 * than needed.
 */
let stack: TestStack;

beforeAll(async () => {
  stack = await startTestStack();
});
afterAll(async () => {
  await stack.close();
});

/** GET /dev/outbox with exactly these headers (fetch would not send another Host). */
const getOutbox = (headers: Record<string, string> = {}) =>
  new Promise<{ status: number }>((resolve, reject) => {
    const url = new URL('/dev/outbox', stack.url);
    get(url, { headers: { accept: 'application/json', ...headers } }, (response) => {
      response.resume();
      resolve({ status: response.statusCode ?? 0 });
    }).on('error', reject);
  });

const request = (overrides: Partial<HttpRequest>): HttpRequest => ({
  method: 'GET',
  path: '/dev/outbox',
  query: new URLSearchParams(),
  headers: { host: 'localhost:8080' },
  body: Buffer.alloc(0),
  ip: '127.0.0.1',
  ...overrides,
});

describe('who can read the dev outbox', () => {
  it('is on in the local stack, for a request from this machine (as the browser tests read it)', async () => {
    const phone = uniquePhone();
    await stack.rest('/api/account/send_otp', { mobile: phone });
    const response = await getOutbox();
    expect(response.status).toBe(200);
    const listed = await stack.rest(`/dev/outbox?to=${phone}`, undefined, { method: 'GET' });
    expect((listed.body['messages'] as { recipient: string }[]).map((m) => m.recipient)).toEqual([
      phone,
    ]);
  });

  it('refuses a peer that is not the loopback interface', async () => {
    for (const ip of ['203.0.113.5', '192.168.1.20', '::ffff:10.0.0.3', undefined]) {
      const answer = await devOutboxRoute(request({ ip }), stack.deps);
      expect(answer?.status, String(ip)).toBe(403);
      expect(JSON.parse(String(answer?.body))).toEqual({
        message: DEV_OUTBOX_LOOPBACK_ONLY,
        code: 'access-denied',
      });
    }
    for (const ip of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
      expect((await devOutboxRoute(request({ ip }), stack.deps))?.status, ip).toBe(200);
    }
  });

  it('refuses a request a proxy forwarded, and a page of another site rebinding its name to 127.0.0.1', async () => {
    for (const headers of [
      { 'x-forwarded-for': '203.0.113.5' },
      { forwarded: 'for=203.0.113.5' },
      { 'x-real-ip': '203.0.113.5' },
      { host: 'attacker.example' },
      { host: 'attacker.example:8080' },
    ]) {
      const response = await getOutbox(headers);
      expect(response.status, JSON.stringify(headers)).toBe(403);
    }
    expect((await getOutbox({ host: 'happypaws.localhost' })).status).toBe(200);
  });

  it('is refused outright with NODE_ENV=production: the environment will not start with it on', () => {
    const base = {
      ACTIONS_SECRET: 'a'.repeat(32),
      HASURA_GRAPHQL_JWT_SECRET: JSON.stringify({ type: 'HS256', key: 'k'.repeat(32) }),
    };
    expect(() => readFunctionsEnv({ ...base, NODE_ENV: 'production', DEV_OUTBOX: 'true' })).toThrow(
      /DEV_OUTBOX: must be false when NODE_ENV=production/,
    );
    expect(readFunctionsEnv(base).DEV_OUTBOX).toBe(false);
    const production = {
      ...base,
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://petwell.example.com',
      HASURA_ENDPOINT: 'http://hasura:8080',
      HASURA_GRAPHQL_ADMIN_SECRET: 's'.repeat(32),
    };
    expect(readFunctionsEnv(production).DEV_OUTBOX).toBe(false);
  });

  it('is off in a local stack started with NODE_ENV=production', async () => {
    const production = await startTestStack({ env: { NODE_ENV: 'production' } });
    try {
      expect((await fetch(`${production.url}/dev/outbox`)).status).toBe(404);
    } finally {
      await production.close();
    }
  });

  it('is never served by the compose functions server or a Lambda function, even with DEV_OUTBOX=true', async () => {
    const env = {
      DATABASE_URL: 'postgres://petwell@db.internal/petwell',
      FUNCTIONS_PORT: '0',
      ACTIONS_SECRET: 'server-test-actions-secret-0123456789',
      HASURA_GRAPHQL_JWT_SECRET: JSON.stringify({ type: 'HS256', key: 'k'.repeat(32) }),
      DEV_OUTBOX: 'true',
    };
    // No database is needed: the route is not there to ask one.
    const noDb = {
      query: () => Promise.reject(new Error('no database in this test')),
      transaction: () => Promise.reject(new Error('no database in this test')),
      close: () => Promise.resolve(),
    };
    const quiet = { info: () => undefined, error: () => undefined };
    const server = await startFunctionsServer({ env, openDb: () => noDb, log: quiet });
    try {
      expect((await fetch(`${server.url}/dev/outbox`)).status).toBe(404);
    } finally {
      await server.close();
    }
    const lambda = lambdaHandlerFor(['login'], { env, openDb: () => noDb, log: quiet });
    const event = {
      version: '2.0',
      routeKey: 'GET /dev/outbox',
      rawPath: '/dev/outbox',
      rawQueryString: '',
      headers: { host: 'localhost' },
      requestContext: { http: { method: 'GET', sourceIp: '127.0.0.1' } },
      isBase64Encoded: false,
    } as unknown as APIGatewayProxyEventV2;
    const answer = await lambda(event);
    expect(answer.statusCode).toBe(404);
  });
});

describe('what the outbox table keeps', () => {
  const bodyOf = async (recipient: string) => {
    const { rows } = await stack.stack.db.query<{ body: string; status: string }>(
      'select body, status from public.outbox where recipient = $1',
      [recipient],
    );
    return rows;
  };

  it('keeps no text once a provider delivered or refused the message', async () => {
    const delivered = outboxMailer(stack.stack.db, () => Promise.resolve());
    await delivered.send({
      to: 'delivered@example.com',
      subject: 'Reset your Petwell password',
      text: 'https://petwell.example/login?forgot=secret-code',
      attachments: [{ filename: 'a.ics', contentType: 'text/calendar', content: 'secret' }],
    });
    expect(await bodyOf('delivered@example.com')).toEqual([
      { body: REDACTED_BODY, status: 'sent' },
    ]);
    const failing = outboxMailer(stack.stack.db, () => Promise.reject(new Error('SES throttled')));
    await expect(
      failing.send({ to: 'failed@example.com', subject: 'Code', text: 'Your code is 1234' }),
    ).rejects.toThrow('SES throttled');
    expect(await bodyOf('failed@example.com')).toEqual([{ body: REDACTED_BODY, status: 'failed' }]);
    const { rows } = await stack.stack.db.query<{ attachments: unknown }>(
      `select attachments from public.outbox where recipient = 'delivered@example.com'`,
    );
    expect(rows[0]?.attachments).toEqual([]);
  });

  it(`redacts the local outbox's text after ${String(OUTBOX_RULES.plainTextHours)} hours and deletes rows after ${String(OUTBOX_RULES.retentionDays)} days, on the next write`, async () => {
    await stack.stack.db.query(
      `insert into public.outbox (channel, recipient, subject, body, status, created_at) values
        ('sms', 'day-old', null, 'Your Petwell verification code is 4321.', 'sent', now() - interval '25 hours'),
        ('sms', 'fresh', null, 'Your Petwell verification code is 8765.', 'sent', now() - interval '1 hour'),
        ('email', 'month-old', 'Reset', 'https://x.example/?forgot=old', 'sent', now() - interval '31 days')`,
    );
    await outboxMailer(stack.stack.db).send({ to: 'next@example.com', subject: 'S', text: 'T' });
    expect(await bodyOf('day-old')).toEqual([{ body: REDACTED_BODY, status: 'sent' }]);
    expect(await bodyOf('fresh')).toEqual([
      { body: 'Your Petwell verification code is 8765.', status: 'sent' },
    ]);
    expect(await bodyOf('month-old')).toEqual([]);
  });

  it('without the dev outbox and without a provider, a code is not sent and not kept', async () => {
    const deployed = await startTestStack({ env: { DEV_OUTBOX: 'false' } });
    try {
      const phone = uniquePhone();
      const answer = await deployed.rest('/api/account/send_otp', { mobile: phone });
      expect(answer.status).toBe(503);
      expect(answer.body.message).toBe('We could not send the code. Please try again in a moment.');
      expect(await deployed.outbox(phone)).toEqual([
        { channel: 'sms', subject: null, body: REDACTED_BODY },
      ]);
      expect((await fetch(`${deployed.url}/dev/outbox`)).status).toBe(404);
    } finally {
      await deployed.close();
    }
  });
});
