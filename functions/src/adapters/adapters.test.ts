import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { readFunctionsEnv } from '../env';
import { defineAction } from '../lib/action';
import type { Deps } from '../lib/deps';
import { ActionError } from '../lib/errors';
import type { HttpRequest } from '../lib/http';
import { createRouter } from '../lib/router';
import { ACTION_SECRET_HEADER } from './hasura';
import { requestFromEvent, resultFromResponse } from './lambda';
import { callerAddress } from './cookies';
import { matchPath } from './rest';

const SECRET = 'adapter-test-secret-0123456789';
const env = readFunctionsEnv({
  ACTIONS_SECRET: SECRET,
  HASURA_GRAPHQL_JWT_SECRET: '{"type":"HS256","key":"k"}',
});

const seen: unknown[] = [];
const echo = defineAction({
  name: 'echo_thing',
  roles: ['user'],
  input: z.object({ word: z.string().min(2, 'Too short.') }),
  run(input, context) {
    seen.push(context.session);
    if (input.word === 'boom') throw new Error('database exploded: password=secret');
    if (input.word === 'nope') throw new ActionError('invalid-code', 'Error! Invalid code.');
    context.setCookie({ name: 'c', value: 'v', maxAge: 60 });
    return Promise.resolve({ word: input.word.toUpperCase() });
  },
});

const nested = defineAction({
  name: 'nested_thing',
  roles: ['user'],
  input: z.object({ order: z.object({ word: z.string().min(2, 'Too short.') }) }),
  run: (input) => Promise.resolve({ word: input.order.word }),
});

const errors: string[] = [];
const deps = {
  env,
  now: () => new Date(),
  log: { info: () => undefined, error: (m: string) => errors.push(m) },
  tokens: {
    issue: () => Promise.reject(new Error('unused')),
    verify: (token: string) =>
      token === 'good'
        ? Promise.resolve({ role: 'user' as const, userId: 5, vendorId: undefined })
        : Promise.reject(new ActionError('invalid-jwt', 'Could not verify JWT: JWSError')),
  },
} as unknown as Deps;

const route = createRouter(
  {
    actions: [echo, nested],
    rest: [
      { method: 'POST', path: '/api/nested', action: 'nested_thing', bodyArgument: 'order' },
      {
        method: 'POST',
        path: '/api/echo/{word}',
        action: 'echo_thing',
        input: (_b, p) => ({ word: p['word'] }),
      },
    ],
    raw: [],
  },
  deps,
);

function request(path: string, body: unknown, headers: Record<string, string> = {}): HttpRequest {
  return {
    method: 'POST',
    path,
    query: new URLSearchParams(),
    headers: { 'content-type': 'application/json', ...headers },
    body: Buffer.from(JSON.stringify(body)),
    ip: '127.0.0.1',
  };
}

const payload = (input: unknown, role = 'user') => ({
  action: { name: 'echo_thing' },
  input,
  session_variables: { 'x-hasura-role': role, 'X-Hasura-User-Id': '42' },
  request_query: 'mutation { echo_thing }',
});

describe('the Hasura action adapter', () => {
  it('refuses a call without the shared secret, before reading the payload', async () => {
    const answer = await route(request('/actions/echo-thing', payload({ word: 'hi' })));
    expect(answer?.status).toBe(401);
    const wrong = await route(
      request('/actions/echo-thing', payload({ word: 'hi' }), {
        [ACTION_SECRET_HEADER]: `${SECRET}x`,
      }),
    );
    expect(wrong?.status).toBe(401);
  });

  it('runs the core with the session Hasura sends and answers the output', async () => {
    const answer = await route(
      request('/actions/echo-thing', payload({ word: 'hi' }), { [ACTION_SECRET_HEADER]: SECRET }),
    );
    expect(answer?.status).toBe(200);
    expect(JSON.parse(String(answer?.body))).toEqual({ word: 'HI' });
    expect(seen.at(-1)).toEqual({ role: 'user', userId: 42, vendorId: undefined });
  });

  it("answers Hasura's error shape: validation, action errors, and nothing internal for a crash", async () => {
    const short = await route(
      request('/actions/echo-thing', payload({ word: 'h' }), { [ACTION_SECRET_HEADER]: SECRET }),
    );
    expect(short?.status).toBe(400);
    expect(JSON.parse(String(short?.body))).toEqual({
      message: 'word: Too short.',
      extensions: { code: 'validation-failed', fields: { word: 'Too short.' } },
    });
    const nope = await route(
      request('/actions/echo-thing', payload({ word: 'nope' }), { [ACTION_SECRET_HEADER]: SECRET }),
    );
    expect(JSON.parse(String(nope?.body))).toEqual({
      message: 'Error! Invalid code.',
      extensions: { code: 'invalid-code' },
    });
    const boom = await route(
      request('/actions/echo-thing', payload({ word: 'boom' }), { [ACTION_SECRET_HEADER]: SECRET }),
    );
    expect(boom?.status).toBe(400);
    expect(String(boom?.body)).not.toContain('password');
    expect((JSON.parse(String(boom?.body)) as { message: string }).message).toBe(
      'Sorry! Something went wrong. Please try again later.',
    );
    expect(errors).toContain('action echo_thing failed');
  });

  it('refuses a role the action does not list, and a payload for another action', async () => {
    const anon = await route(
      request('/actions/echo-thing', payload({ word: 'hi' }, 'anonymous'), {
        [ACTION_SECRET_HEADER]: SECRET,
      }),
    );
    expect(
      (JSON.parse(String(anon?.body)) as { extensions: { code: string } }).extensions.code,
    ).toBe('access-denied');
    const other = await route(
      request(
        '/actions/echo-thing',
        { ...payload({}), action: { name: 'payment' } },
        { [ACTION_SECRET_HEADER]: SECRET },
      ),
    );
    expect(other?.status).toBe(404);
  });
});

describe('the REST adapter', () => {
  it('verifies the bearer token and treats no token as anonymous', async () => {
    const ok = await route(request('/api/echo/hello', {}, { authorization: 'Bearer good' }));
    expect(ok?.status).toBe(200);
    expect(ok?.headers['set-cookie']).toEqual([
      'c=v; Path=/; HttpOnly; SameSite=Strict; Max-Age=60',
    ]);
    const anonymous = await route(request('/api/echo/hello', {}));
    expect(anonymous?.status).toBe(403);
    const forged = await route(request('/api/echo/hello', {}, { authorization: 'Bearer forged' }));
    expect(forged?.status).toBe(401);
    expect(JSON.parse(String(forged?.body))).toMatchObject({ code: 'invalid-jwt' });
    const malformed = await route(request('/api/echo/hello', {}, { authorization: 'Basic abc' }));
    expect(malformed?.status).toBe(401);
  });

  it('passes the body as the named argument and reports field paths relative to the body', async () => {
    const ok = await route(
      request('/api/nested', { word: 'hi' }, { authorization: 'Bearer good' }),
    );
    expect(JSON.parse(String(ok?.body))).toEqual({ word: 'hi' });
    const short = await route(
      request('/api/nested', { word: 'h' }, { authorization: 'Bearer good' }),
    );
    expect(JSON.parse(String(short?.body))).toEqual({
      message: 'word: Too short.',
      msg: 'word: Too short.',
      code: 'validation-failed',
      fields: { word: 'Too short.' },
    });
  });

  it('refuses a body that is not a JSON object', async () => {
    const bad: HttpRequest = {
      ...request('/api/echo/hello', {}, { authorization: 'Bearer good' }),
      body: Buffer.from('{oops'),
    };
    const answer = await route(bad);
    expect(answer?.status).toBe(400);
    expect((JSON.parse(String(answer?.body)) as { message: string }).message).toBe(
      'The request body is not valid JSON.',
    );
  });

  it('matches path parameters and leaves unknown paths to the next handler', async () => {
    expect(matchPath('/api/files/{accessType}', '/api/files/private')).toEqual({
      accessType: 'private',
    });
    expect(matchPath('/api/files/{accessType}', '/api/files/private/x')).toBeUndefined();
    expect(await route(request('/api/unknown', {}))).toBeUndefined();
  });
});

describe("the caller's address", () => {
  const from = (ip: string, forwardedFor?: string): HttpRequest => ({
    ...request('/x', {}),
    ip,
    headers: forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor },
  });

  it('is the peer, unless a trusted proxy wrote X-Forwarded-For: then its last entry, never the client-written ones', () => {
    const direct = { trustProxy: false, viaHasura: false };
    expect(callerAddress(from('203.0.113.5', '1.2.3.4'), direct)).toBe('203.0.113.5');
    const proxied = { trustProxy: true, viaHasura: false };
    expect(callerAddress(from('10.0.0.2', '1.2.3.4, 203.0.113.5'), proxied)).toBe('203.0.113.5');
    expect(callerAddress(from('::ffff:10.0.0.2'), proxied)).toBe('10.0.0.2');
  });

  it('through Hasura is what the proxy in front of it wrote, past a gateway that appended Hasura itself, and unknown without it', () => {
    const webhook = { trustProxy: false, viaHasura: true };
    expect(callerAddress(from('10.0.0.3', '203.0.113.5'), webhook)).toBe('203.0.113.5');
    expect(callerAddress(from('10.0.0.3', '203.0.113.5, 10.0.0.3'), webhook)).toBe('203.0.113.5');
    expect(callerAddress(from('127.0.0.1', '127.0.0.1'), webhook)).toBe('127.0.0.1');
    expect(callerAddress(from('10.0.0.3'), webhook)).toBeUndefined();
  });
});

describe('the Lambda adapter', () => {
  it('turns an API Gateway v2 event into the same request and the answer back, cookies apart', async () => {
    const event = {
      version: '2.0',
      routeKey: 'POST /api/echo/{word}',
      rawPath: '/api/echo/hello',
      rawQueryString: '',
      cookies: ['a=1', 'b=2'],
      headers: { Authorization: 'Bearer good', 'content-type': 'application/json' },
      requestContext: {
        http: {
          method: 'POST',
          path: '/api/echo/hello',
          protocol: 'HTTP/1.1',
          sourceIp: '198.51.100.1',
          userAgent: 'x',
        },
      },
      body: Buffer.from('{}').toString('base64'),
      isBase64Encoded: true,
    } as unknown as Parameters<typeof requestFromEvent>[0];
    const httpRequest = requestFromEvent(event);
    expect(httpRequest).toMatchObject({
      method: 'POST',
      path: '/api/echo/hello',
      ip: '198.51.100.1',
    });
    expect(httpRequest.headers['cookie']).toBe('a=1; b=2');
    const result = resultFromResponse(await route(httpRequest));
    expect(result).toMatchObject({
      statusCode: 200,
      cookies: ['c=v; Path=/; HttpOnly; SameSite=Strict; Max-Age=60'],
      isBase64Encoded: false,
    });
    expect(JSON.parse(result.body ?? '')).toEqual({ word: 'HELLO' });
  });
});

describe('the environment', () => {
  it('names every bad variable at once', () => {
    expect(() =>
      readFunctionsEnv({
        ACTIONS_SECRET: 'short',
        MAIL_PROVIDER: 'smtp',
        PAYMENT_PROVIDER: 'paypal',
      }),
    ).toThrow(
      /ACTIONS_SECRET: use at least 16 characters[\s\S]*HASURA_GRAPHQL_JWT_SECRET: is required/,
    );
    expect(() =>
      readFunctionsEnv({
        ACTIONS_SECRET: SECRET,
        HASURA_GRAPHQL_JWT_SECRET: 'x',
        MAIL_PROVIDER: 'smtp',
        PAYMENT_PROVIDER: 'paypal',
      }),
    ).toThrow(/SMTP_URL: is required when MAIL_PROVIDER=smtp[\s\S]*PAYPAL_CLIENT_ID/);
  });
});
