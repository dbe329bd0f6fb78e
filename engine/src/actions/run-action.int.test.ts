import {
  createServer,
  type IncomingHttpHeaders,
  type Server,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { HasuraError } from '../errors';
import { ScalarRegistry } from '../graphql/scalars';
import { loadMetadata } from '../metadata/load-metadata';
import type { Session } from '../session';
import { type ActionCatalog, loadActionCatalog } from './action-catalog';
import { type ActionCall, runAction } from './run-action';
import { actionSchema, metadataOf, requestedField } from './test-helpers';

// A real handler on a local port: what it receives is what Hasura's handler would receive.
interface Received {
  method: string | undefined;
  url: string | undefined;
  headers: IncomingHttpHeaders;
  body: string;
}
type Responder = (response: ServerResponse) => void;

const METADATA_DIR = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../hasura/metadata',
);
const SECRET = 's3cret-from-env';
const USER: Session = {
  role: 'user',
  variables: { 'x-hasura-role': 'user', 'x-hasura-user-id': '42' },
  viaAdminSecret: false,
};

let server: Server;
let baseUrl: string;
let received: Received[];
let respond: Responder;
let petwell: ActionCatalog;

function json(status: number, body: unknown, headers: Record<string, string> = {}): Responder {
  return (response) => {
    response.writeHead(status, { 'content-type': 'application/json', ...headers });
    response.end(JSON.stringify(body));
  };
}

beforeAll(async () => {
  server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({
        method: request.method,
        url: request.url,
        headers: request.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      });
      respond(response);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  petwell = loadActionCatalog(
    await loadMetadata(METADATA_DIR),
    { ACTIONS_BASE_URL: baseUrl, ACTIONS_SECRET: SECRET },
    new ScalarRegistry(),
  );
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  received = [];
  respond = json(500, { message: 'no response configured' });
});

function actionCall(
  catalog: ActionCatalog,
  query: string,
  options: {
    variables?: Record<string, unknown>;
    clientHeaders?: Record<string, string>;
    includeInternal?: boolean;
  } = {},
): ActionCall {
  const requested = requestedField(actionSchema(catalog), query, options.variables);
  return {
    name: requested.name,
    field: requested.field,
    args: requested.args,
    session: USER,
    clientHeaders: options.clientHeaders ?? {},
    requestQuery: query,
    selection: requested.selection,
    path: `$.selectionSet.${requested.name}`,
    fetch,
    includeInternal: options.includeInternal ?? false,
  };
}

async function failureOf(promise: Promise<unknown>): Promise<HasuraError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof HasuraError) return error;
    throw error;
  }
  throw new Error('expected the action to fail');
}

const LOGIN = `mutation Login($email: String!) {
  login(email: $email, password: "pw", role: "user") { token id }
}`;
const AUTH = { token: 't', exp: 1, id: 7, email: 'a@b.test', role: 'user' };

describe('runAction calling the handler', () => {
  it('posts the action name, input, session variables and request query as JSON', async () => {
    respond = json(200, AUTH);
    await runAction(petwell, actionCall(petwell, LOGIN, { variables: { email: 'a@b.test' } }));
    expect(received).toHaveLength(1);
    expect(received[0]?.method).toBe('POST');
    expect(received[0]?.url).toBe('/login');
    expect(received[0]?.headers['content-type']).toBe('application/json');
    expect(JSON.parse(received[0]?.body ?? '')).toEqual({
      action: { name: 'login' },
      session_variables: { 'x-hasura-role': 'user', 'x-hasura-user-id': '42' },
      input: { email: 'a@b.test', password: 'pw', role: 'user' },
      request_query: LOGIN,
    });
  });

  it('sends the secret header from the environment and forwards the client headers Hasura forwards', async () => {
    respond = json(200, AUTH);
    const clientHeaders = {
      authorization: 'Bearer client-token',
      cookie: 'refresh=r1',
      host: 'api.petwell.test',
      'user-agent': 'petwell-web',
      origin: 'https://petwell.test',
      'x-request-id': 'req-1',
      'x-hasura-role': 'user',
      'x-hasura-user-id': '42',
      'x-petwell-action-secret': 'forged-by-client',
      'content-type': 'text/plain',
      'content-length': '999',
      accept: 'text/html',
    };
    await runAction(
      petwell,
      actionCall(petwell, LOGIN, { variables: { email: 'a@b.test' }, clientHeaders }),
    );
    const headers = received[0]?.headers ?? {};
    expect(headers).toMatchObject({
      'x-petwell-action-secret': SECRET,
      authorization: 'Bearer client-token',
      cookie: 'refresh=r1',
      'x-forwarded-host': 'api.petwell.test',
      'x-forwarded-user-agent': 'petwell-web',
      'x-forwarded-origin': 'https://petwell.test',
      'x-request-id': 'req-1',
      'content-type': 'application/json',
      host: baseUrl.replace('http://', ''),
      'content-length': String(Buffer.byteLength(received[0]?.body ?? '')),
    });
    expect(headers).not.toHaveProperty('x-hasura-role');
    expect(headers).not.toHaveProperty('x-hasura-user-id');
    expect(headers).not.toHaveProperty('origin');
    expect(headers['user-agent']).not.toBe('petwell-web');
    expect(headers['accept']).not.toBe('text/html');
  });

  it('forwards no client header when forward_client_headers is off', async () => {
    const catalog = loadActionCatalog(
      metadataOf('type Query { ping: String }', {
        actions: [
          {
            name: 'ping',
            definition: { handler: `${baseUrl}/ping`, headers: [{ name: 'x-static', value: 'v' }] },
          },
        ],
      }),
      {},
      new ScalarRegistry(),
    );
    respond = json(200, 'pong');
    const result = await runAction(
      catalog,
      actionCall(catalog, '{ ping }', { clientHeaders: { authorization: 'Bearer t', 'x-a': '1' } }),
    );
    expect(result).toBe('pong');
    expect(received[0]?.headers).toMatchObject({ 'x-static': 'v' });
    expect(received[0]?.headers).not.toHaveProperty('authorization');
    expect(received[0]?.headers).not.toHaveProperty('x-a');
  });
});

describe('runAction with a 2xx answer', () => {
  it('projects the answer onto the selection set with aliases, __typename and fragments', async () => {
    respond = json(200, {
      bookings: [
        { details: { slot: '2030-01-01T10:00:00+00:00', duration: 30, extra: 1 } },
        { details: { slot: '2030-01-01T11:00:00+00:00', duration: 45 } },
      ],
    });
    const query = `query {
      booked: fetch_booked_slots(id: 3) {
        __typename
        list: bookings { ...Details }
      }
    }
    fragment Details on BookedSlot { details { length: duration slot } }`;
    const result = await runAction(petwell, actionCall(petwell, query));
    expect(result).toEqual({
      __typename: 'BookedSlotsOutput',
      list: [
        { details: { length: 30, slot: '2030-01-01T10:00:00+00:00' } },
        { details: { length: 45, slot: '2030-01-01T11:00:00+00:00' } },
      ],
    });
    expect(JSON.stringify(result)).toBe(
      '{"__typename":"BookedSlotsOutput","list":[{"details":{"length":30,"slot":"2030-01-01T10:00:00+00:00"}},{"details":{"length":45,"slot":"2030-01-01T11:00:00+00:00"}}]}',
    );
  });

  it('refuses an answer missing a non-null field, with the handler exchange only for admin', async () => {
    respond = json(200, { token: 't' });
    const call = actionCall(petwell, LOGIN, { variables: { email: 'a@b.test' } });
    const error = await failureOf(runAction(petwell, call));
    expect(error.toBody(true)).toEqual({
      message: 'field "exp" expected in webhook response, but not found',
      extensions: { path: '$', code: 'unexpected' },
    });
    const admin = await failureOf(runAction(petwell, { ...call, includeInternal: true }));
    expect(admin.toBody(true).extensions).toMatchObject({
      path: '$',
      code: 'unexpected',
      internal: {
        error: 'unexpected response',
        request: {
          url: '{{ACTIONS_BASE_URL}}/login',
          body: { action: { name: 'login' }, input: { email: 'a@b.test' } },
          headers: [{ name: 'x-petwell-action-secret', value_from_env: 'ACTIONS_SECRET' }],
        },
        response: { status: 200, body: { token: 't' } },
      },
    });
    expect(JSON.stringify(admin.toBody(true))).not.toContain(SECRET);
  });
});

describe('runAction with a 4xx answer', () => {
  const call = () => actionCall(petwell, LOGIN, { variables: { email: 'a@b.test' } });

  it('uses the message and passes the extensions through verbatim', async () => {
    respond = json(400, {
      message: 'Invalid email or password',
      code: 'ignored',
      extensions: { code: 'invalid-credentials', field: 'password' },
    });
    const error = await failureOf(runAction(petwell, { ...call(), includeInternal: true }));
    expect(error.toBody(true)).toEqual({
      message: 'Invalid email or password',
      extensions: { code: 'invalid-credentials', field: 'password' },
    });
  });

  it('gives an answer without extensions the path $ and its code or unexpected', async () => {
    respond = json(422, { message: 'Code expired', code: 'otp-expired' });
    expect((await failureOf(runAction(petwell, call()))).toBody(true)).toEqual({
      message: 'Code expired',
      extensions: { path: '$', code: 'otp-expired' },
    });
    respond = json(401, { message: 'Not allowed' });
    expect((await failureOf(runAction(petwell, call()))).toBody(true)).toEqual({
      message: 'Not allowed',
      extensions: { path: '$', code: 'unexpected' },
    });
  });

  it("reports an answer without a message as Hasura's parse failure", async () => {
    respond = json(400, { error: 'bad' });
    const error = await failureOf(runAction(petwell, { ...call(), includeInternal: true }));
    expect(error.toBody(true)).toMatchObject({
      message: "the key 'message' was not present",
      extensions: {
        path: '$',
        code: 'parse-failed',
        internal: {
          error: 'unexpected response',
          response: { status: 400, body: { error: 'bad' } },
        },
      },
    });
  });
});

describe('runAction when the handler fails', () => {
  const call = (includeInternal: boolean) =>
    actionCall(petwell, LOGIN, { variables: { email: 'a@b.test' }, includeInternal });

  it('answers internal error for a 5xx, with the status and body only for admin', async () => {
    respond = json(500, { message: 'database password is hunter2' });
    const error = await failureOf(runAction(petwell, call(false)));
    expect(error.toBody(true)).toEqual({
      message: 'internal error',
      extensions: { path: '$', code: 'unexpected' },
    });
    const admin = await failureOf(runAction(petwell, call(true)));
    expect(admin.toBody(true)).toMatchObject({
      message: 'internal error',
      extensions: {
        path: '$',
        code: 'unexpected',
        internal: {
          error: 'expecting 2xx or 4xx status code, but found 500',
          response: { status: 500, body: { message: 'database password is hunter2' } },
        },
      },
    });
  });

  it('does not follow a redirect and answers internal error', async () => {
    respond = (response) => {
      response.writeHead(302, {
        location: `${baseUrl}/elsewhere`,
        'content-type': 'application/json',
      });
      response.end('{}');
    };
    const error = await failureOf(runAction(petwell, call(false)));
    expect(error.toBody(true)).toEqual({
      message: 'internal error',
      extensions: { path: '$', code: 'unexpected' },
    });
    expect(received).toHaveLength(1);
  });

  it("answers Hasura's invalid JSON error for a body that is not JSON", async () => {
    respond = (response) => {
      response.writeHead(200, { 'content-type': 'text/html' });
      response.end('<h1>Bad gateway</h1>');
    };
    const error = await failureOf(runAction(petwell, call(false)));
    expect(error.toBody(true)).toEqual({
      message: 'not a valid json response from webhook',
      extensions: { path: '$', code: 'unexpected' },
    });
    const admin = await failureOf(runAction(petwell, call(true)));
    expect(admin.toBody(true).extensions).toMatchObject({
      internal: { response: { status: 200, body: '<h1>Bad gateway</h1>' } },
    });
  });

  it("answers Hasura's http exception error when the handler does not answer in time", async () => {
    const catalog = loadActionCatalog(
      metadataOf('type Query { slow: String }', {
        actions: [{ name: 'slow', definition: { handler: `${baseUrl}/slow`, timeout: 1 } }],
      }),
      {},
      new ScalarRegistry(),
    );
    respond = () => undefined;
    const error = await failureOf(
      runAction(catalog, { ...actionCall(catalog, '{ slow }'), includeInternal: true }),
    );
    expect(error.toBody(true)).toMatchObject({
      message: 'http exception when calling webhook',
      extensions: {
        path: '$',
        code: 'unexpected',
        internal: { error: { message: 'ResponseTimeout' }, request: { url: `${baseUrl}/slow` } },
      },
    });
    expect(error.toBody(true).extensions['internal']).not.toHaveProperty('response');
  });

  it("answers Hasura's http exception error when nothing listens on the port", async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const catalog = loadActionCatalog(
      metadataOf('type Query { gone: String }', {
        actions: [{ name: 'gone', definition: { handler: `http://127.0.0.1:${port}/gone` } }],
      }),
      {},
      new ScalarRegistry(),
    );
    const error = await failureOf(runAction(catalog, actionCall(catalog, '{ gone }')));
    expect(error.toBody(true)).toEqual({
      message: 'http exception when calling webhook',
      extensions: { path: '$', code: 'unexpected' },
    });
  });
});
