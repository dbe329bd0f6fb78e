import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEngine } from '../src/engine';
import type { Engine } from '../src/engine-api';
import { closeHttpServer, createEngineHttpServer } from '../src/server/http-server';
import { createTestDatabase, type TestDatabase } from './test-database';

/**
 * An action handler's `Set-Cookie` over HTTP, as Hasura passes it on: from a mutation action's
 * 2xx answer (Hasura.GraphQL.Transport.HTTP `executeMutationStep`), never from a query action
 * (`executeQueryStep` drops the headers), an error, or a batch (`runGQBatched`).
 */

const SECRET = 'cookie-test-admin-secret';
const SESSION_COOKIE = 'refresh=r-1; Path=/; HttpOnly; SameSite=Strict';
const OTHER_COOKIE = 'seen=1; Path=/';

let test: TestDatabase;
let scratch: string;
let webhook: Server;
let engine: Engine;
let server: Server;
let base: string;

async function listen(target: Server): Promise<string> {
  await new Promise<void>((resolve) => target.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${String((target.address() as AddressInfo).port)}`;
}

beforeAll(async () => {
  test = await createTestDatabase();
  // The fake handler: every answer sets two cookies; `fail` answers a 4xx with them.
  webhook = createServer((request, response) => {
    const answers: Record<string, [number, unknown]> = {
      '/login': [200, { token: 't-1' }],
      '/whoami': [200, { token: 't-2' }],
      '/fail': [400, { message: 'wrong password', code: 'invalid-credentials' }],
    };
    const [status, body] = answers[request.url ?? ''] ?? [404, { message: 'no such action' }];
    response.setHeader('set-cookie', [SESSION_COOKIE, OTHER_COOKIE]);
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(body));
  });
  const handlers = await listen(webhook);
  scratch = await mkdtemp(path.join(tmpdir(), 'petwell-action-cookies-'));
  await mkdir(path.join(scratch, 'databases'));
  await writeFile(path.join(scratch, 'version.yaml'), 'version: 3\n');
  await writeFile(
    path.join(scratch, 'databases', 'databases.yaml'),
    `- name: default
  kind: postgres
  configuration:
    connection_info:
      database_url:
        from_env: HASURA_GRAPHQL_DATABASE_URL
  tables: []
`,
  );
  await writeFile(
    path.join(scratch, 'actions.graphql'),
    `type Mutation {
  login(email: String!): Token
  fail: Token
}
type Query {
  whoami: Token
}
type Token {
  token: String!
}
`,
  );
  const action = (name: string, type: string) => `  - name: ${name}
    definition:
      kind: ${type === 'query' ? '""' : 'synchronous'}
      type: ${type}
      handler: "{{HANDLERS}}/${name}"
    permissions:
      - role: anonymous
`;
  await writeFile(
    path.join(scratch, 'actions.yaml'),
    `actions:
${action('login', 'mutation')}${action('fail', 'mutation')}${action('whoami', 'query')}custom_types:
  objects:
    - name: Token
`,
  );
  engine = await createEngine({
    db: test.db,
    metadataDir: scratch,
    env: {
      HASURA_GRAPHQL_ADMIN_SECRET: SECRET,
      HASURA_GRAPHQL_UNAUTHORIZED_ROLE: 'anonymous',
      HANDLERS: handlers,
    },
    events: { deliver: false },
  });
  server = createEngineHttpServer(engine);
  base = await listen(server);
});

afterAll(async () => {
  await closeHttpServer(server);
  await new Promise((resolve) => webhook.close(resolve));
  await engine.close();
  await test.dispose();
  await rm(scratch, { recursive: true, force: true });
});

const graphql = (body: unknown, url = '/v1/graphql') =>
  fetch(`${base}${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

describe("an action handler's Set-Cookie", () => {
  it('reaches the client from a mutation action, every cookie as its own header', async () => {
    const response = await graphql({ query: 'mutation { login(email: "a@b.c") { token } }' });
    expect(await response.json()).toEqual({ data: { login: { token: 't-1' } } });
    expect(response.headers.getSetCookie()).toEqual([SESSION_COOKIE, OTHER_COOKIE]);
  });

  it('reaches the client on the legacy /v1alpha1/graphql path too', async () => {
    const response = await graphql(
      { query: 'mutation { login(email: "a@b.c") { token } }' },
      '/v1alpha1/graphql',
    );
    expect(response.status).toBe(200);
    expect(response.headers.getSetCookie()).toEqual([SESSION_COOKIE, OTHER_COOKIE]);
  });

  it('is dropped from a query action, as Hasura drops it', async () => {
    const response = await graphql({ query: '{ whoami { token } }' });
    expect(await response.json()).toEqual({ data: { whoami: { token: 't-2' } } });
    expect(response.headers.getSetCookie()).toEqual([]);
  });

  it('is dropped when the handler answers an error', async () => {
    const response = await graphql({ query: 'mutation { fail { token } }' });
    expect(await response.json()).toMatchObject({
      errors: [{ message: 'wrong password', extensions: { code: 'invalid-credentials' } }],
    });
    expect(response.headers.getSetCookie()).toEqual([]);
  });

  it('is dropped when another root field of the mutation fails', async () => {
    const response = await graphql({
      query: 'mutation { login(email: "a@b.c") { token } fail { token } }',
    });
    expect(await response.json()).toMatchObject({ errors: [{ message: 'wrong password' }] });
    expect(response.headers.getSetCookie()).toEqual([]);
  });

  it('is dropped from a batch, as Hasura forwards no headers of batched operations', async () => {
    const response = await graphql([{ query: 'mutation { login(email: "a@b.c") { token } }' }]);
    expect(await response.json()).toEqual([{ data: { login: { token: 't-1' } } }]);
    expect(response.headers.getSetCookie()).toEqual([]);
  });
});
