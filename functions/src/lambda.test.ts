import type { APIGatewayProxyEventV2, APIGatewayProxyHandlerV2 } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { ACTION_SECRET_HEADER } from './adapters/hasura';
import type { Db } from './lib/db';
import { kebab } from './lib/router';
import { lambdaHandlerFor, type LambdaOptions } from './lambda';
import { ACTIONS, REST_ROUTES } from './registry';

const SECRET = 'lambda-test-actions-secret-0123456789';

/** The configuration template.yaml gives a deployed function (the AWS clients stay offline). */
const deployedEnv = (overrides: Record<string, string | undefined> = {}) => ({
  DATABASE_URL: 'postgres://petwell:secret@db.internal:5432/petwell',
  ACTIONS_SECRET: SECRET,
  HASURA_GRAPHQL_JWT_SECRET: JSON.stringify({ type: 'HS256', key: 'k'.repeat(32) }),
  LINK_SIGNING_SECRET: 'lambda-test-link-secret-0123456789',
  PUBLIC_URL: 'https://petwell.example.com',
  MAIL_PROVIDER: 'ses',
  SMS_PROVIDER: 'sns',
  STORAGE_PROVIDER: 's3',
  S3_BUCKET: 'petwell-test-uploads',
  AWS_REGION: 'us-east-1',
  DEV_OUTBOX: 'false',
  ...overrides,
});

/** A database that records what it is asked: these requests must be answered without one. */
function recordingDb() {
  const queries: string[] = [];
  const opened: string[] = [];
  const db: Db & { close(): Promise<void> } = {
    query(text) {
      queries.push(text);
      return Promise.reject(new Error('no database in this test'));
    },
    transaction() {
      queries.push('begin');
      return Promise.reject(new Error('no database in this test'));
    },
    close: () => Promise.resolve(),
  };
  const openDb = (url: string) => {
    opened.push(url);
    return db;
  };
  return { queries, opened, openDb };
}

const quiet: LambdaOptions['log'] = { info: () => undefined, error: () => undefined };

/** An API Gateway HTTP API (payload 2.0) event, as the function receives it. */
function httpApiEvent(
  method: string,
  rawPath: string,
  options: { headers?: Record<string, string>; body?: unknown } = {},
): APIGatewayProxyEventV2 {
  return {
    version: '2.0',
    routeKey: `${method} ${rawPath}`,
    rawPath,
    rawQueryString: '',
    headers: { 'content-type': 'application/json', ...options.headers },
    requestContext: {
      accountId: '123456789012',
      apiId: 'api1234567',
      domainName: 'api1234567.execute-api.us-east-1.amazonaws.com',
      domainPrefix: 'api1234567',
      http: {
        method,
        path: rawPath,
        protocol: 'HTTP/1.1',
        sourceIp: '203.0.113.9',
        userAgent: 'vitest',
      },
      requestId: 'request-1',
      routeKey: `${method} ${rawPath}`,
      stage: '$default',
      time: '21/Nov/2026:10:00:00 +0000',
      timeEpoch: 1_795_000_000_000,
    },
    ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
    isBase64Encoded: false,
  };
}

const hasuraPayload = (name: string) => ({
  action: { name },
  input: {},
  session_variables: { 'x-hasura-role': 'anonymous' },
  request_query: '',
});

// Any registered action does; the tests only need its name.
const someAction = ACTIONS[0]?.name ?? 'login';

describe('lambdaHandlerFor', () => {
  it('is an API Gateway HTTP API handler', () => {
    const handler: APIGatewayProxyHandlerV2 = lambdaHandlerFor([someAction], {
      env: deployedEnv(),
    });
    expect(typeof handler).toBe('function');
  });

  it('refuses a Hasura call without the action secret, before any query', async () => {
    const database = recordingDb();
    const handler = lambdaHandlerFor([someAction], {
      env: deployedEnv(),
      openDb: database.openDb,
      log: quiet,
    });
    const result = await handler(
      httpApiEvent('POST', `/actions/${kebab(someAction)}`, { body: hasuraPayload(someAction) }),
    );
    expect(result.statusCode).toBe(401);
    expect(JSON.parse(result.body ?? '')).toEqual({
      message: 'unauthorized: missing or wrong action secret',
      extensions: { code: 'access-denied' },
    });
    expect(database.opened).toEqual(['postgres://petwell:secret@db.internal:5432/petwell']);
    expect(database.queries).toEqual([]);
  });

  it("answers 404 for another function's action and for paths it does not serve", async () => {
    const database = recordingDb();
    const handler = lambdaHandlerFor([someAction], {
      env: deployedEnv(),
      openDb: database.openDb,
      log: quiet,
    });
    const other = 'not_this_function';
    const elsewhere = await handler(
      httpApiEvent('POST', `/actions/${kebab(other)}`, {
        headers: { [ACTION_SECRET_HEADER]: SECRET },
        body: hasuraPayload(other),
      }),
    );
    expect(elsewhere.statusCode).toBe(404);
    expect(JSON.parse(elsewhere.body ?? '')).toMatchObject({ extensions: { code: 'not-found' } });

    const unknown = await handler(httpApiEvent('GET', '/nothing/here'));
    expect(unknown.statusCode).toBe(404);
    expect(JSON.parse(unknown.body ?? '')).toEqual({ message: 'not found', code: 'not-found' });
    expect(database.queries).toEqual([]);
  });

  it("serves only its own actions' REST paths", async () => {
    const [route] = REST_ROUTES;
    if (!route) return;
    const other = ACTIONS.find((action) => action.name !== route.action)?.name;
    if (!other) return;
    const database = recordingDb();
    const handler = lambdaHandlerFor([other], {
      env: deployedEnv(),
      openDb: database.openDb,
      log: quiet,
    });
    const result = await handler(httpApiEvent(route.method, route.path, { body: {} }));
    expect(result.statusCode).toBe(404);
    expect(database.queries).toEqual([]);
  });

  it('sets up once per container', async () => {
    const database = recordingDb();
    const handler = lambdaHandlerFor([someAction], {
      env: deployedEnv(),
      openDb: database.openDb,
      log: quiet,
    });
    await Promise.all([handler(httpApiEvent('GET', '/a')), handler(httpApiEvent('GET', '/b'))]);
    await handler(httpApiEvent('GET', '/c'));
    expect(database.opened).toHaveLength(1);
  });

  it('names DATABASE_URL when it is missing, and opens nothing', async () => {
    const database = recordingDb();
    const handler = lambdaHandlerFor([someAction], {
      env: deployedEnv({ DATABASE_URL: undefined }),
      openDb: database.openDb,
    });
    await expect(handler(httpApiEvent('GET', '/x'))).rejects.toThrow(
      /DATABASE_URL: is required on AWS Lambda/,
    );
    expect(database.opened).toEqual([]);
  });

  it('names every bad variable of the environment at once', async () => {
    const handler = lambdaHandlerFor([someAction], {
      env: deployedEnv({ ACTIONS_SECRET: 'short', S3_BUCKET: undefined }),
      openDb: recordingDb().openDb,
    });
    const failure = handler(httpApiEvent('GET', '/x'));
    await expect(failure).rejects.toThrow(/ACTIONS_SECRET: use at least 16 characters/);
    await expect(failure).rejects.toThrow(/S3_BUCKET: is required when STORAGE_PROVIDER=s3/);
    const withoutDatabase = lambdaHandlerFor([someAction], {
      env: deployedEnv({ ACTIONS_SECRET: undefined, DATABASE_URL: '' }),
    });
    const both = withoutDatabase(httpApiEvent('GET', '/x'));
    await expect(both).rejects.toThrow(/ACTIONS_SECRET: is required/);
    await expect(both).rejects.toThrow(/DATABASE_URL: is required on AWS Lambda/);
  });

  it('tries the set-up again after it failed', async () => {
    const env: Record<string, string | undefined> = deployedEnv({ DATABASE_URL: undefined });
    const database = recordingDb();
    const handler = lambdaHandlerFor([someAction], {
      env,
      openDb: database.openDb,
      log: quiet,
    });
    await expect(handler(httpApiEvent('GET', '/x'))).rejects.toThrow(/DATABASE_URL/);
    env['DATABASE_URL'] = 'postgres://petwell@db.internal/petwell';
    expect((await handler(httpApiEvent('GET', '/x'))).statusCode).toBe(404);
  });

  it('refuses, at import, a name the registry lacks', () => {
    expect(() => lambdaHandlerFor(['no_such_action'])).toThrow(
      'lambdaHandlerFor: no action or event handler "no_such_action" in functions/src/registry.ts',
    );
  });

  it("serves an event handler's webhook from its function, and only with the secret", async () => {
    const database = recordingDb();
    const handler = lambdaHandlerFor(['booking_reminder'], {
      env: deployedEnv(),
      openDb: database.openDb,
      log: quiet,
    });
    const refused = await handler(httpApiEvent('POST', '/events/booking-reminder', { body: {} }));
    expect(refused.statusCode).toBe(401);
    const secret = deployedEnv()['ACTIONS_SECRET'];
    const notAnEvent = await handler(
      httpApiEvent('POST', '/events/booking-reminder', {
        body: { not: 'an event' },
        headers: { 'x-petwell-action-secret': secret },
      }),
    );
    expect(notAnEvent.statusCode).toBe(400);
    expect(JSON.parse(notAnEvent.body ?? '')).toEqual({
      message: 'not a Hasura scheduled event payload',
    });
    // Another handler's webhook is not this function's.
    const other = await handler(
      httpApiEvent('POST', '/events/booking-notifications', {
        body: {},
        headers: { 'x-petwell-action-secret': secret },
      }),
    );
    expect(other.statusCode).toBe(404);
  });
});
