import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEngine, ENGINE_VERSION } from '../src/engine';
import type { Engine } from '../src/engine-api';
import { createEngineHttpServer } from '../src/server/http-server';
import { createMigratedDatabase, HASURA_DIR, type TestDatabase } from './test-database';

/** Hasura's HTTP surface as a client sees it. */

const SECRET = 'http-test-admin-secret';
let test: TestDatabase;
let server: Server;
let base: string;
let engine: Engine;

beforeAll(async () => {
  test = await createMigratedDatabase();
  engine = await createEngine({
    db: test.db,
    metadataDir: path.join(HASURA_DIR, 'metadata'),
    env: {
      HASURA_GRAPHQL_ADMIN_SECRET: SECRET,
      HASURA_GRAPHQL_UNAUTHORIZED_ROLE: 'anonymous',
      ACTIONS_BASE_URL: 'http://127.0.0.1:9/actions',
      EVENTS_BASE_URL: 'http://127.0.0.1:9/events',
      ACTIONS_SECRET: 'http-test-actions-secret',
    },
    // No event is delivered here: no worker polls beside the requests.
    events: { deliver: false },
  });
  server = createEngineHttpServer(engine);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${String((server.address() as AddressInfo).port)}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await test.dispose();
});

const post = (url: string, body: string, headers: Record<string, string> = {}) =>
  fetch(`${base}${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body,
  });

describe('the HTTP server', () => {
  it('answers GraphQL errors with HTTP 200 and only an errors key', async () => {
    const response = await post('/v1/graphql', JSON.stringify({ query: '{ nope }' }));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      errors: [
        {
          message: "field 'nope' not found in type: 'query_root'",
          extensions: { path: '$.selectionSet.nope', code: 'validation-failed' },
        },
      ],
    });
  });

  it('answers a batch (a JSON array) with an array of independent responses', async () => {
    const response = await post(
      '/v1/graphql',
      JSON.stringify([{ query: '{ products { id } }' }, { query: '{ nope }' }]),
    );
    const body = (await response.json()) as unknown[];
    expect(body).toHaveLength(2);
    expect(body[0]).toHaveProperty('data.products');
    expect(body[1]).toEqual({
      errors: [
        {
          message: "field 'nope' not found in type: 'query_root'",
          extensions: { path: '$.selectionSet.nope', code: 'validation-failed' },
        },
      ],
    });
  });

  it("sends each root field's answer as Postgres wrote it: the data the engine answers in process", async () => {
    // Reference data of the migrations: numbers, jsonb and text, under aliases, with a variable.
    const query = `query Catalogue($n: Int!) {
      first: products(order_by: {id: asc}, limit: $n) { id name price currency details }
      all: products { id }
      plans(order_by: {id: asc}) { id name }
      __typename
    }`;
    const body = { query, variables: { n: 3 } };
    const inProcess = await engine.graphql({ headers: {}, body });
    const first = (inProcess.body as { data: { first: unknown[] } }).data.first;
    expect(first).toHaveLength(3);

    const single = await post('/v1/graphql', JSON.stringify(body));
    expect(single.headers.get('content-type')).toBe('application/json; charset=utf-8');
    const text = await single.text();
    expect(Number(single.headers.get('content-length'))).toBe(Buffer.byteLength(text));
    expect(JSON.parse(text)).toStrictEqual(inProcess.body);

    // A batch, and a field that fails beside one that answers.
    const batch = await post('/v1/graphql', JSON.stringify([body, { query: '{ nope }' }]));
    const answers = (await batch.json()) as unknown[];
    expect(answers[0]).toStrictEqual(inProcess.body);
    expect(answers[1]).toHaveProperty('errors.0.extensions.code', 'validation-failed');
  });

  it('refuses a body that is not JSON with 400 and changes nothing', async () => {
    const response = await post('/v1/graphql', '{ not json');
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      path: '$',
      error: 'invalid json',
      code: 'invalid-json',
    });
  });

  it('refuses a body over the size limit with 413', async () => {
    const response = await post(
      '/v1/graphql',
      JSON.stringify({ query: `{ ${'a'.repeat(2 ** 21)} }` }),
    );
    expect(response.status).toBe(413);
  });

  it('reports health and version as Hasura does', async () => {
    const health = await fetch(`${base}/healthz`);
    expect(health.status).toBe(200);
    expect(await health.text()).toBe('OK');
    const version = await fetch(`${base}/v1/version`);
    expect(await version.json()).toEqual({ version: ENGINE_VERSION, server_type: 'ce' });
  });

  it('serves the explorer page with a labelled field for every input', async () => {
    const response = await fetch(`${base}/console`);
    expect(response.headers.get('content-type')).toMatch(/text\/html/);
    const html = await response.text();
    for (const id of ['query', 'variables', 'headers']) {
      expect(html).toContain(`<label for="${id}">`);
      expect(html).toContain(`id="${id}"`);
    }
  });

  it('answers CORS preflights for the API', async () => {
    const response = await fetch(`${base}/v1/graphql`, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://example.test',
        'access-control-request-headers': 'authorization, content-type',
      },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('http://example.test');
    expect(response.headers.get('access-control-allow-headers')).toBe(
      'authorization, content-type',
    );
  });

  it('shows the SQL and plan of each root field to the admin only', async () => {
    const body = JSON.stringify({
      query: { query: '{ pets { id } }' },
      user: { 'x-hasura-role': 'user', 'x-hasura-user-id': '1' },
    });
    const denied = await post('/v1/graphql/explain', body);
    expect(denied.status).toBe(400);
    const allowed = await post('/v1/graphql/explain', body, { 'x-hasura-admin-secret': SECRET });
    const [plan] = (await allowed.json()) as { field: string; sql: string; plan: string[] }[];
    expect(plan?.field).toBe('pets');
    expect(plan?.sql).toMatch(/^SELECT /);
    expect(plan?.plan.length).toBeGreaterThan(0);
  });

  it('answers unknown paths with a JSON 404', async () => {
    const response = await fetch(`${base}/v1/nothing-here`);
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ code: 'not-found' });
  });
});
