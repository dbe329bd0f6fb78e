import { Agent, get as httpGet, type IncomingMessage, type Server } from 'node:http';
import { once } from 'node:events';
import type { AddressInfo, Socket } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEngine, ENGINE_VERSION } from '../src/engine';
import type { Engine } from '../src/engine-api';
import {
  closeHttpServer,
  createEngineHttpServer,
  type HttpMount,
  KEEP_ALIVE_MS,
} from '../src/server/http-server';
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
  await closeHttpServer(server);
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

/** A GET through `agent`, resolved with the response once its body has arrived. */
function getThrough(agent: Agent, url: string) {
  return new Promise<{ response: IncomingMessage; body: string; socket: unknown }>(
    (resolve, reject) => {
      const request = httpGet(url, { agent }, (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () => {
          resolve({ response, body, socket: request.socket });
        });
      });
      request.on('error', reject);
    },
  );
}

describe('keep-alive connections', () => {
  it('stay open longer than a client pools them, so a reused one still answers', async () => {
    expect(server.keepAliveTimeout).toBe(KEEP_ALIVE_MS);
    // A load balancer keeps idle connections 60 s; Node's own default would close after 5 s.
    expect(KEEP_ALIVE_MS).toBeGreaterThan(60_000);
    expect(server.headersTimeout).toBeGreaterThan(server.keepAliveTimeout);
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const first = await getThrough(agent, `${base}/healthz`);
      await new Promise((resolve) => setTimeout(resolve, 5_500));
      const second = await getThrough(agent, `${base}/healthz`);
      expect([first.response.statusCode, second.response.statusCode]).toEqual([200, 200]);
      expect(second.socket).toBe(first.socket);
    } finally {
      agent.destroy();
    }
  }, 15_000);

  /** A server whose `/slow` answers when the test says so, having sent its head or not. */
  async function slowServer(headFirst: boolean) {
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    let started = () => {};
    const arrived = new Promise<void>((resolve) => (started = resolve));
    const slow: HttpMount = async (request, response) => {
      if (request.url !== '/slow') return false;
      if (headFirst) response.writeHead(200, { 'content-type': 'text/plain' });
      if (headFirst) response.write('part ');
      started();
      await released;
      if (!headFirst) response.writeHead(200, { 'content-type': 'text/plain' });
      response.end('done');
      return true;
    };
    // Far longer than the test may take: closing must not wait for it.
    const own = createEngineHttpServer(engine, { mounts: [slow], keepAliveMs: 600_000 });
    await new Promise<void>((resolve) => own.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${String((own.address() as AddressInfo).port)}`;
    return { own, url, arrived, release };
  }

  for (const headFirst of [false, true]) {
    it(`close when a response is under way (${headFirst ? 'its head sent' : 'nothing sent yet'}): it finishes, then every connection closes`, async () => {
      const { own, url, arrived, release } = await slowServer(headFirst);
      // One idle keep-alive connection, and another with a request under way.
      const idleAgent = new Agent({ keepAlive: true });
      const slowAgent = new Agent({ keepAlive: true });
      try {
        const idle = await getThrough(idleAgent, `${url}/healthz`);
        const slow = getThrough(slowAgent, `${url}/slow`);
        await arrived;
        let closed = false;
        const closing = closeHttpServer(own).then(() => (closed = true));
        const idleSocket = idle.socket as Socket;
        if (!idleSocket.destroyed) await once(idleSocket, 'close');
        expect(closed).toBe(false);
        release();
        const answered = await slow;
        expect(answered.response.statusCode).toBe(200);
        expect(answered.body).toBe(headFirst ? 'part done' : 'done');
        // Resolves once the connection that served it closes, not after the keep-alive time.
        await closing;
        expect(closed).toBe(true);
        const slowSocket = answered.socket as Socket;
        if (!slowSocket.destroyed) await once(slowSocket, 'close');
        expect(answered.socket).not.toBe(idle.socket);
      } finally {
        idleAgent.destroy();
        slowAgent.destroy();
        own.closeAllConnections();
      }
    }, 10_000);
  }
});
