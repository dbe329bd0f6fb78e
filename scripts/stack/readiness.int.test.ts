import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HASURA_DIR, throwawayDatabase } from '../../engine/test/test-database';
import type { ReadinessAnswer } from './readiness';
import { type Stack, startStack } from './start-stack';

/**
 * `/readyz` is what start-up scripts wait for (the browser tests, `npm run bench:web`): it must
 * say "not ready" while any part of the stack cannot serve, and "ready" only when all can.
 */

interface Answer {
  status: number;
  body: ReadinessAnswer;
}

async function readyz(url: string): Promise<Answer> {
  const response = await fetch(`${url}/readyz`);
  return { status: response.status, body: (await response.json()) as ReadinessAnswer };
}

const ALL_OK: ReadinessAnswer = {
  status: 'ready',
  checks: {
    graphql: { status: 'ok' },
    database: { status: 'ok' },
    functions: { status: 'ok' },
    storage: { status: 'ok' },
  },
};

/** A port nothing listens on right now. */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** Stands in for functions in another process (docker-compose's): their GET /healthz. */
async function otherFunctions(port: number): Promise<Server> {
  const server = createServer((req, res) => {
    res.writeHead(req.url === '/healthz' ? 200 : 404, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ status: 'ok' }));
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return server;
}

const stop = (server: Server) =>
  new Promise<void>((resolve) => {
    server.close(() => {
      resolve();
    });
    server.closeAllConnections();
  });

/** A GET that sends exactly the given Accept header, or none. */
function getRoot(url: string, accept: string | undefined) {
  return new Promise<{ status: number; type: string | undefined; body: string }>(
    (resolve, reject) => {
      const req = request(`${url}/`, { headers: accept === undefined ? {} : { accept } }, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => {
          resolve({ status: res.statusCode ?? 0, type: res.headers['content-type'], body });
        });
      });
      req.on('error', reject);
      req.end();
    },
  );
}

describe('the stack while it starts and while it runs', () => {
  let dir: string;
  let database: { url: string | undefined; drop(): Promise<void> } | undefined;
  let functionsPort: number;
  let functionsServer: Server | undefined;
  let stack: Stack | undefined;
  /** Every /readyz answer that arrived before startStack resolved. */
  const duringStart: Answer[] = [];
  let storageDir: string;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'petwell-readyz-'));
    database = await throwawayDatabase('readyz');
    const web = path.join(dir, 'web');
    await mkdir(web, { recursive: true });
    await writeFile(path.join(web, 'index.html'), '<!doctype html><title>Petwell SPA</title>\n');
    storageDir = path.join(dir, 'uploads');
    functionsPort = await freePort();
    functionsServer = await otherFunctions(functionsPort);
    const port = await freePort();
    const url = `http://127.0.0.1:${String(port)}`;
    let started = false;
    // A function, so the loop reads the value that the start-up sets meanwhile.
    const hasStarted = () => started;
    const starting = startStack({
      env: {
        PORT: String(port),
        PGLITE_DATA_DIR: path.join(dir, 'pglite'),
        DATABASE_URL: database.url,
        HASURA_PROJECT_DIR: HASURA_DIR,
        WEB_DIST_DIR: web,
        STORAGE_DIR: storageDir,
        ACTIONS_BASE_URL: `http://127.0.0.1:${String(functionsPort)}/actions`,
      },
      seed: false,
    }).finally(() => {
      started = true;
    });
    // Ask as a start-up script does, from before the port is bound until the stack is up.
    while (!hasStarted()) {
      const answer = await readyz(url).catch(() => undefined);
      if (answer && !hasStarted()) duringStart.push(answer);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    stack = await starting;
  }, 120_000);

  afterAll(async () => {
    await stack?.close();
    if (functionsServer?.listening) await stop(functionsServer);
    await database?.drop();
    await rm(dir, { recursive: true, force: true });
  });

  const running = (): Stack => {
    if (stack === undefined) throw new Error('the stack did not start');
    return stack;
  };

  it('answers 503 while it starts, naming the parts that are not ready yet', () => {
    // Migrating alone takes seconds: a script polling every 20 ms is answered many times.
    expect(duringStart.length).toBeGreaterThan(0);
    for (const answer of duringStart) {
      expect(answer.status).toBe(503);
      expect(answer.body.status).toBe('unavailable');
      expect(answer.body.checks['functions']).toEqual({
        status: 'failed',
        message: 'the functions are starting',
      });
    }
    expect(duringStart[0]?.body.checks).toMatchObject({
      graphql: { status: 'failed', message: 'the engine is starting' },
      database: { status: 'failed', message: 'the database is being migrated and seeded' },
    });
  });

  it('answers 200 once GraphQL, the database, the functions and storage all answer', async () => {
    expect(await readyz(running().url)).toEqual({ status: 200, body: ALL_OK });
  });

  it('answers 503 naming the functions while the functions the actions go to are stopped, and 200 when they are back', async () => {
    if (functionsServer) await stop(functionsServer);
    const down = await readyz(running().url);
    expect(down.status).toBe(503);
    expect(down.body).toEqual({
      status: 'unavailable',
      checks: {
        ...ALL_OK.checks,
        functions: {
          status: 'failed',
          message: `GET http://127.0.0.1:${String(functionsPort)}/healthz: ECONNREFUSED`,
        },
      },
    });
    functionsServer = await otherFunctions(functionsPort);
    expect(await readyz(running().url)).toEqual({ status: 200, body: ALL_OK });
  });

  it('answers 503 naming storage when the storage folder is gone', async () => {
    await rm(storageDir, { recursive: true, force: true });
    const answer = await readyz(running().url);
    expect(answer.status).toBe(503);
    expect(answer.body.checks).toEqual({
      ...ALL_OK.checks,
      storage: { status: 'failed', message: 'the storage folder is not writable (ENOENT)' },
    });
    await mkdir(path.join(storageDir, '.staging'), { recursive: true });
    expect((await readyz(running().url)).status).toBe(200);
  });

  it('still answers /healthz with OK, as Hasura does, whatever /readyz says', async () => {
    await rm(storageDir, { recursive: true, force: true });
    expect((await readyz(running().url)).status).toBe(503);
    const health = await fetch(`${running().url}/healthz`);
    expect({ status: health.status, body: await health.text() }).toEqual({
      status: 200,
      body: 'OK',
    });
    await mkdir(path.join(storageDir, '.staging'), { recursive: true });
  });

  it('serves the app at / to a client that accepts anything or sends no Accept (curl)', async () => {
    for (const accept of ['*/*', undefined, 'application/json']) {
      const page = await getRoot(running().url, accept);
      expect(page, String(accept)).toEqual({
        status: 200,
        type: 'text/html; charset=utf-8',
        body: '<!doctype html><title>Petwell SPA</title>\n',
      });
    }
    // Other unknown paths stay a JSON 404 for a client that does not ask for HTML.
    const other = await fetch(`${running().url}/no-such-page`, { headers: { accept: '*/*' } });
    expect(other.status).toBe(404);
    expect(other.headers.get('content-type')).toBe('application/json; charset=utf-8');
  });
});
