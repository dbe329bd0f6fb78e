import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACTION_SECRET_HEADER } from './adapters/hasura';
import type { Db } from './lib/db';
import { startFunctionsServer } from './server';

const SECRET = 'server-test-actions-secret-0123456789';
const quiet = { info: () => undefined, error: () => undefined };

/** A database whose health the test decides. */
function switchableDb() {
  const state = { up: true, closed: false };
  const db: Db & { close(): Promise<void> } = {
    query: () =>
      state.up
        ? Promise.resolve({ rows: [], affectedRows: 1 })
        : Promise.reject(new Error('connection refused')),
    transaction: () => Promise.reject(new Error('no transactions in this test')),
    close() {
      state.closed = true;
      return Promise.resolve();
    },
  };
  return { state, db };
}

let dir = '';
const env = () => ({
  DATABASE_URL: 'postgres://petwell@db.internal/petwell',
  FUNCTIONS_PORT: '0',
  ACTIONS_SECRET: SECRET,
  HASURA_GRAPHQL_JWT_SECRET: JSON.stringify({ type: 'HS256', key: 'k'.repeat(32) }),
  STORAGE_DIR: path.join(dir, 'uploads'),
});

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'petwell-functions-server-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('start:functions', () => {
  it('answers /healthz by whether the database answers, and serves the router', async () => {
    const { state, db } = switchableDb();
    const server = await startFunctionsServer({ env: env(), openDb: () => db, log: quiet });
    try {
      const healthy = await fetch(`${server.url}/healthz`);
      expect(healthy.status).toBe(200);
      expect(await healthy.json()).toEqual({ status: 'ok' });

      state.up = false;
      expect((await fetch(`${server.url}/healthz`)).status).toBe(503);

      const refused = await fetch(`${server.url}/actions/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', [ACTION_SECRET_HEADER]: 'wrong' },
        body: JSON.stringify({ action: { name: 'login' }, input: {} }),
      });
      expect(refused.status).toBe(401);

      // Hasura's event and scheduled triggers reach their handlers here (compose's functions).
      const event = await fetch(`${server.url}/events/booking-notifications`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', [ACTION_SECRET_HEADER]: SECRET },
        body: JSON.stringify({ not: 'an event' }),
      });
      expect(event.status).toBe(400);
      expect(await event.json()).toEqual({ message: 'not a Hasura event trigger payload' });

      const unknown = await fetch(`${server.url}/no/such/path`);
      expect(unknown.status).toBe(404);
      expect(await unknown.json()).toEqual({ message: 'not found', code: 'not-found' });
    } finally {
      await server.close();
    }
    expect(state.closed).toBe(true);
  });

  it('names DATABASE_URL when it is missing', async () => {
    const { db } = switchableDb();
    await expect(
      startFunctionsServer({
        env: { ...env(), DATABASE_URL: undefined },
        openDb: () => db,
        log: quiet,
      }),
    ).rejects.toThrow(/DATABASE_URL: is required by start:functions/);
  });

  it('closes the database when it cannot listen', async () => {
    const first = switchableDb();
    const running = await startFunctionsServer({ env: env(), openDb: () => first.db, log: quiet });
    const second = switchableDb();
    try {
      const port = new URL(running.url).port;
      await expect(
        startFunctionsServer({
          env: { ...env(), FUNCTIONS_PORT: port },
          openDb: () => second.db,
          log: quiet,
        }),
      ).rejects.toThrow(/EADDRINUSE/);
      expect(second.state.closed).toBe(true);
    } finally {
      await running.close();
    }
  });
});
