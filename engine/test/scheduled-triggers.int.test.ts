import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SignJWT } from 'jose';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { readEngineEnv } from '../src/config/env';
import type { Database } from '../src/db/database';
import { openPgliteDatabase } from '../src/db/pglite-database';
import { openPostgresDatabase } from '../src/db/postgres-database';
import { createEngine } from '../src/engine';
import { createScheduledCatalog } from '../src/events/catalog';
import type { Engine, EngineOptions } from '../src/engine-api';
import { MetadataError } from '../src/metadata/load-metadata';
import { closeHttpServer, createEngineHttpServer } from '../src/server/http-server';
import { createTestDatabase, type TestDatabase, throwawayDatabase } from './test-database';

/**
 * Scheduled triggers (issue 20, engine part): one-off events made through Hasura's metadata API
 * and cron triggers of cron_triggers.yaml, delivered by the engine at their time (by the engines'
 * controllable clock, never before), retried per retry_conf, dead past their tolerance,
 * cancelled by delete_scheduled_event, claimed by one process at a time and taken over from a
 * process that died mid-delivery. The issue: "Reminders that arrive exactly once".
 */

const JWT_KEY = 'scheduled-triggers-test-jwt-key-32-chars';
const SECRET = 'scheduled-triggers-test-admin-secret';
const ACTION_SECRET = 'scheduled-webhook-secret';
const START = Date.UTC(2030, 0, 1, 9, 0, 0);

const CRON_TRIGGER = `- name: vaccination_reminders
  webhook: "{{EVENTS_BASE_URL}}/vaccination-reminders"
  schedule: "*/10 * * * *"
  include_in_metadata: true
  payload:
    kind: due-vaccinations
  headers:
    - name: x-petwell-action-secret
      value_from_env: ACTIONS_SECRET
  retry_conf:
    num_retries: 1
    retry_interval_seconds: 60
    timeout_seconds: 30
    tolerance_seconds: 3600
  comment: Reminds owners of vaccinations due
`;

/** A metadata directory without tables and with the given cron_triggers.yaml. */
async function writeMetadata(root: string, name: string, cronTriggers: string): Promise<string> {
  const dir = path.join(root, name);
  await mkdir(path.join(dir, 'databases', 'default', 'tables'), { recursive: true });
  await writeFile(path.join(dir, 'version.yaml'), 'version: 3\n');
  await writeFile(
    path.join(dir, 'databases', 'databases.yaml'),
    `- name: default
  kind: postgres
  configuration:
    connection_info:
      database_url:
        from_env: HASURA_GRAPHQL_DATABASE_URL
  tables: "!include default/tables/tables.yaml"
`,
  );
  await writeFile(path.join(dir, 'databases', 'default', 'tables', 'tables.yaml'), '[]\n');
  await writeFile(path.join(dir, 'cron_triggers.yaml'), cronTriggers);
  return dir;
}

interface Call {
  path: string;
  body: Record<string, unknown>;
  headers: IncomingMessage['headers'];
}
interface Reply {
  status: number;
  headers?: Record<string, string>;
  body?: string;
  /** Answer this much later. */
  delayMs?: number;
}

/** A webhook on a local port: answers each call with the next scripted reply (then 200). */
class Webhook {
  readonly calls: Call[] = [];
  replies: Reply[] = [];
  private server: Server | undefined;
  base = '';

  async start(): Promise<void> {
    this.server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        this.calls.push({
          path: request.url ?? '',
          body: JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>,
          headers: request.headers,
        });
        const reply = this.replies.shift() ?? { status: 200, body: '{"ok":true}' };
        setTimeout(() => {
          response.writeHead(reply.status, {
            'content-type': 'application/json',
            ...reply.headers,
          });
          response.end(reply.body ?? '');
        }, reply.delayMs ?? 0);
      });
    });
    await new Promise<void>((resolve) => this.server?.listen(0, '127.0.0.1', resolve));
    this.base = `http://127.0.0.1:${String((this.server.address() as AddressInfo).port)}/events`;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => {
      this.server?.close(() => {
        resolve();
      });
      this.server?.closeAllConnections();
    });
  }
}

/** The engines' clock: moves only when the test says so. */
class Clock {
  at = START;
  readonly now = () => new Date(this.at);
  advance(seconds: number): void {
    this.at += seconds * 1000;
  }
}

const webhook = new Webhook();
let scratch: string;
let withCron: string;
let withoutCron: string;

function engineEnv(extra: Record<string, string> = {}) {
  return {
    HASURA_GRAPHQL_ADMIN_SECRET: SECRET,
    HASURA_GRAPHQL_JWT_SECRET: JSON.stringify({ type: 'HS256', key: JWT_KEY }),
    EVENTS_BASE_URL: webhook.base,
    ACTIONS_SECRET: ACTION_SECRET,
    ...extra,
  };
}

const ADMIN = { 'x-hasura-admin-secret': SECRET };

async function metadataCall(
  engine: Engine,
  body: unknown,
  headers: Record<string, string> = ADMIN,
) {
  return engine.metadata({ headers, body });
}

/** create_scheduled_event through the API; returns the event id. */
async function schedule(engine: Engine, args: Record<string, unknown>): Promise<string> {
  const { status, body } = await metadataCall(engine, {
    type: 'create_scheduled_event',
    args: {
      webhook: '{{EVENTS_BASE_URL}}/service-request-deadlines',
      headers: [{ name: 'x-petwell-action-secret', value_from_env: 'ACTIONS_SECRET' }],
      ...args,
    },
  });
  expect(status).toBe(200);
  const { message, event_id: id } = body as { message: string; event_id: string };
  expect(message).toBe('success');
  return id;
}

interface ScheduledRow {
  id: string;
  status: string;
  tries: number;
  next_retry_at: string | null;
}

async function oneOffRows(db: Database): Promise<ScheduledRow[]> {
  const { rows } = await db.query<ScheduledRow>(
    `select id, status, tries,
            to_char(next_retry_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as next_retry_at
       from hdb_catalog.hdb_scheduled_events order by scheduled_time, id`,
  );
  return rows;
}

async function oneOffLogs(db: Database, id: string) {
  const { rows } = await db.query<{ status: number | null; request: string; response: string }>(
    `select status, request::text as request, response::text as response
       from hdb_catalog.hdb_scheduled_event_invocation_logs where event_id = $1 order by created_at`,
    [id],
  );
  return rows.map((row) => ({
    status: row.status,
    request: JSON.parse(row.request) as { payload: unknown; headers: unknown },
    response: JSON.parse(row.response) as { type: string; data: Record<string, unknown> },
  }));
}

beforeAll(async () => {
  await webhook.start();
  scratch = await mkdtemp(path.join(tmpdir(), 'petwell-scheduled-'));
  withCron = await writeMetadata(scratch, 'cron', CRON_TRIGGER);
  withoutCron = await writeMetadata(scratch, 'none', '[]\n');
});

afterAll(async () => {
  await webhook.stop();
  await rm(scratch, { recursive: true, force: true });
});

describe('scheduled events on one engine', () => {
  let test: TestDatabase;
  let engine: Engine;
  const clock = new Clock();
  const open: Engine[] = [];

  async function start(
    metadataDir = withoutCron,
    options: Partial<EngineOptions> = {},
  ): Promise<Engine> {
    const started = await createEngine({
      db: test.db,
      metadataDir,
      env: engineEnv(),
      events: { deliver: false, now: clock.now, lockTimeoutMs: 60_000 },
      ...options,
    });
    open.push(started);
    return started;
  }

  beforeAll(async () => {
    test = await createTestDatabase();
  });

  afterAll(async () => {
    await test.dispose();
  });

  beforeEach(async () => {
    clock.at = START;
    webhook.calls.length = 0;
    webhook.replies = [];
    await test.db
      .exec(
        'delete from hdb_catalog.hdb_scheduled_events; delete from hdb_catalog.hdb_cron_events;',
      )
      .catch(() => undefined);
    engine = await start();
  });

  afterEach(async () => {
    for (const e of open.splice(0)) await e.close();
  });

  it("delivers a one-off event at its schedule_at, not a second before, with Hasura's payload", async () => {
    const id = await schedule(engine, {
      schedule_at: '2030-01-01T09:30:00Z',
      payload: { service_request_id: 7 },
      comment: 'deadline of service request 7',
    });
    clock.advance(30 * 60 - 1);
    expect(await engine.deliverDue()).toBe(0);
    expect(webhook.calls).toHaveLength(0);

    clock.advance(1);
    expect(await engine.deliverDue()).toBe(1);
    expect(webhook.calls).toHaveLength(1);
    const [call] = webhook.calls;
    expect(call?.path).toBe('/events/service-request-deadlines');
    expect(call?.headers['x-petwell-action-secret']).toBe(ACTION_SECRET);
    expect(call?.body).toStrictEqual({
      id,
      scheduled_time: '2030-01-01T09:30:00Z',
      payload: { service_request_id: 7 },
      comment: 'deadline of service request 7',
      created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/) as unknown,
    });
    expect(await oneOffRows(test.db)).toMatchObject([{ id, status: 'delivered', tries: 1 }]);
    const [log] = await oneOffLogs(test.db, id);
    expect(log?.status).toBe(200);
    expect(log?.response.type).toBe('webhook_response');
    // The log names the secret's variable, never its value.
    expect(log?.request.headers).toStrictEqual([
      { name: 'x-petwell-action-secret', value_from_env: 'ACTIONS_SECRET' },
    ]);
    expect(JSON.stringify(log)).not.toContain(ACTION_SECRET);

    // Delivered once: later passes send nothing more.
    clock.advance(3600);
    expect(await engine.deliverDue()).toBe(0);
    expect(webhook.calls).toHaveLength(1);
  });

  it('retries a failing webhook after retry_interval_seconds (or Retry-After) until it succeeds', async () => {
    webhook.replies = [
      { status: 500, body: 'down' },
      { status: 503, headers: { 'retry-after': '300' }, body: 'busy' },
    ];
    const id = await schedule(engine, {
      schedule_at: '2030-01-01T09:00:00Z',
      payload: {},
      retry_conf: { num_retries: 2, retry_interval_seconds: 60 },
    });
    expect(await engine.deliverDue()).toBe(1);
    expect(await oneOffRows(test.db)).toMatchObject([
      { status: 'scheduled', tries: 1, next_retry_at: '2030-01-01T09:01:00Z' },
    ]);
    clock.advance(59);
    expect(await engine.deliverDue()).toBe(0);
    clock.advance(1);
    expect(await engine.deliverDue()).toBe(1);
    // The webhook asked for 300 s.
    expect(await oneOffRows(test.db)).toMatchObject([
      { status: 'scheduled', tries: 2, next_retry_at: '2030-01-01T09:06:00Z' },
    ]);
    clock.advance(300);
    expect(await engine.deliverDue()).toBe(1);
    expect(await oneOffRows(test.db)).toMatchObject([{ status: 'delivered', tries: 3 }]);
    expect((await oneOffLogs(test.db, id)).map((log) => log.status)).toStrictEqual([500, 503, 200]);
    expect(webhook.calls.map((c) => c.body['id'])).toStrictEqual([id, id, id]);
  });

  it('marks the event an error after num_retries retries, and sends it no more', async () => {
    webhook.replies = [{ status: 500 }, { status: 500 }, { status: 500 }];
    await schedule(engine, {
      schedule_at: '2030-01-01T09:00:00Z',
      retry_conf: { num_retries: 1, retry_interval_seconds: 10 },
    });
    expect(await engine.deliverDue()).toBe(1);
    clock.advance(10);
    expect(await engine.deliverDue()).toBe(1);
    expect(await oneOffRows(test.db)).toMatchObject([{ status: 'error', tries: 2 }]);
    clock.advance(3600);
    expect(await engine.deliverDue()).toBe(0);
    expect(webhook.calls).toHaveLength(2);
  });

  it('marks an event dead, unsent, when it is first tried more than tolerance_seconds late', async () => {
    await schedule(engine, {
      schedule_at: '2030-01-01T09:00:00Z',
      retry_conf: { tolerance_seconds: 600 },
    });
    await schedule(engine, {
      schedule_at: '2030-01-01T09:00:01Z',
      retry_conf: { tolerance_seconds: 600 },
    });
    // First tried at 09:10:01: the first is 601 s late (dead), the second 600 s (still sent).
    clock.advance(601);
    expect(await engine.deliverDue()).toBe(2);
    expect((await oneOffRows(test.db)).map((row) => [row.status, row.tries])).toStrictEqual([
      ['dead', 0],
      ['delivered', 1],
    ]);
    expect(webhook.calls).toHaveLength(1);
    expect(webhook.calls[0]?.body['scheduled_time']).toBe('2030-01-01T09:00:01Z');
  });

  it('cancels a one-off event with delete_scheduled_event: it is never sent', async () => {
    const kept = await schedule(engine, { schedule_at: '2030-01-01T09:05:00Z' });
    const cancelled = await schedule(engine, { schedule_at: '2030-01-01T09:05:00Z' });
    const deleted = await metadataCall(engine, {
      type: 'delete_scheduled_event',
      args: { type: 'one_off', event_id: cancelled },
    });
    expect(deleted).toStrictEqual({ status: 200, body: { message: 'success' } });
    clock.advance(300);
    expect(await engine.deliverDue()).toBe(1);
    expect(webhook.calls.map((c) => c.body['id'])).toStrictEqual([kept]);
    const listed = await metadataCall(engine, {
      type: 'get_scheduled_events',
      args: { type: 'one_off', get_rows_count: true },
    });
    expect(listed.body).toMatchObject({ count: 1, events: [{ id: kept, status: 'delivered' }] });
    // Cancelling twice (a retried cancel) is no error, as in Hasura.
    expect(
      await metadataCall(engine, {
        type: 'delete_scheduled_event',
        args: { type: 'one_off', event_id: cancelled },
      }),
    ).toStrictEqual({ status: 200, body: { message: 'success' } });
  });

  it('lists events by status with limit, offset and count, and their invocations', async () => {
    webhook.replies = [{ status: 500, body: 'down' }];
    const first = await schedule(engine, {
      schedule_at: '2030-01-01T09:00:00Z',
      retry_conf: { num_retries: 0 },
    });
    await schedule(engine, { schedule_at: '2030-01-01T10:00:00Z' });
    const third = await schedule(engine, { schedule_at: '2030-01-01T11:00:00Z' });
    expect(await engine.deliverDue()).toBe(1);
    const scheduled = await metadataCall(engine, {
      type: 'get_scheduled_events',
      args: {
        type: 'one_off',
        status: ['scheduled'],
        limit: 1,
        offset: 1,
        get_rows_count: true,
      },
    });
    expect(scheduled.body).toMatchObject({
      count: 2,
      events: [{ id: third, status: 'scheduled', scheduled_time: '2030-01-01T11:00:00+00:00' }],
    });
    expect((scheduled.body as { events: unknown[] }).events).toHaveLength(1);
    const invocations = await metadataCall(engine, {
      type: 'get_scheduled_event_invocations',
      args: { type: 'one_off', event_id: first, get_rows_count: true },
    });
    expect(invocations.body).toMatchObject({
      count: 1,
      invocations: [{ event_id: first, status: 500, response: { type: 'client_error' } }],
    });
  });

  it('generates the next 100 occurrences of a cron trigger and delivers each at its time', async () => {
    engine = await start(withCron);
    const { rows } = await test.db.query<{ n: number; first: string; last: string }>(
      `select count(*)::int as n,
              to_char(min(scheduled_time) at time zone 'UTC', 'HH24:MI') as first,
              to_char(max(scheduled_time) at time zone 'UTC', 'YYYY-MM-DD HH24:MI') as last
         from hdb_catalog.hdb_cron_events where trigger_name = 'vaccination_reminders'`,
    );
    // Every 10 minutes from 09:10 on 1 January (09:00 itself is not after the start).
    expect(rows[0]).toStrictEqual({ n: 100, first: '09:10', last: '2030-01-02 01:40' });
    clock.advance(599);
    expect(await engine.deliverDue()).toBe(0);
    clock.advance(1);
    expect(await engine.deliverDue()).toBe(1);
    const [call] = webhook.calls;
    expect(call?.path).toBe('/events/vaccination-reminders');
    expect(call?.headers['x-petwell-action-secret']).toBe(ACTION_SECRET);
    expect(call?.body).toStrictEqual({
      id: expect.any(String) as unknown,
      name: 'vaccination_reminders',
      scheduled_time: '2030-01-01T09:10:00Z',
      payload: { kind: 'due-vaccinations' },
      comment: 'Reminds owners of vaccinations due',
    });
    // An hour later six more are due (09:20 ... 10:10), each sent once; the buffer is topped up.
    clock.advance(3600);
    expect(await engine.deliverDue()).toBe(6);
    expect(webhook.calls).toHaveLength(7);
    expect(new Set(webhook.calls.map((c) => c.body['id'])).size).toBe(7);
    const upcoming = await test.db.query<{ n: number }>(
      `select count(*)::int as n from hdb_catalog.hdb_cron_events
        where status = 'scheduled' and scheduled_time > $1::timestamptz`,
      [clock.now().toISOString()],
    );
    expect(upcoming.rows[0]?.n).toBe(100);
    const listed = await metadataCall(engine, {
      type: 'get_scheduled_events',
      args: { type: 'cron', trigger_name: 'vaccination_reminders', status: ['delivered'] },
    });
    expect((listed.body as { events: unknown[] }).events).toHaveLength(7);
  });

  it('generates each cron occurrence once when two engines generate at the same time', async () => {
    engine = await start(withCron);
    const other = await start(withCron);
    clock.advance(3 * 3600);
    const inserted = await Promise.all([
      engine.scheduled.generateCronEvents(),
      other.scheduled.generateCronEvents(),
      engine.scheduled.generateCronEvents(),
    ]);
    const { rows } = await test.db.query<{ n: number; distinct: number }>(
      `select count(*)::int as n, count(distinct scheduled_time)::int as distinct
         from hdb_catalog.hdb_cron_events where trigger_name = 'vaccination_reminders'`,
    );
    // 100 from 09:10 at start-up, then 18 more up to 100 after 12:00.
    expect(rows[0]).toStrictEqual({ n: 118, distinct: 118 });
    expect(inserted.reduce((a, b) => a + b, 0)).toBe(18);
  });

  it('drops the undelivered events of a cron trigger removed from the metadata', async () => {
    engine = await start(withCron);
    clock.advance(600);
    expect(await engine.deliverDue()).toBe(1);
    await engine.close();
    // 09:20 is due but undelivered when the engine comes back without the trigger.
    clock.advance(600);
    await start(withoutCron);
    const { rows } = await test.db.query<{ status: string; n: number }>(
      `select status, count(*)::int as n from hdb_catalog.hdb_cron_events group by status`,
    );
    expect(rows).toStrictEqual([{ status: 'delivered', n: 1 }]);
  });

  it('replaces the upcoming events of a cron trigger whose schedule changed', async () => {
    engine = await start(withCron);
    await engine.close();
    const hourly = await writeMetadata(
      scratch,
      `hourly${String(Math.random()).slice(2)}`,
      CRON_TRIGGER.replace('"*/10 * * * *"', '"0 * * * *"'),
    );
    await start(hourly);
    const { rows } = await test.db.query<{ minutes: number[] }>(
      `select array_agg(distinct extract(minute from scheduled_time)::int) as minutes
         from hdb_catalog.hdb_cron_events where trigger_name = 'vaccination_reminders'`,
    );
    expect(rows[0]?.minutes).toStrictEqual([0]);
  });

  it('takes over an event whose process stopped mid-delivery once its claim times out', async () => {
    let called: () => void = () => undefined;
    const reached = new Promise<void>((resolve) => {
      called = resolve;
    });
    const hanging: typeof fetch = (_url, init) =>
      new Promise((_resolve, reject) => {
        called();
        init?.signal?.addEventListener('abort', () => {
          reject(new Error('aborted'));
        });
      });
    const a = await start(withoutCron, { fetch: hanging });
    const id = await schedule(a, { schedule_at: '2030-01-01T09:00:00Z' });
    const abandoned = a.scheduled.deliverDue();
    await reached;
    expect(await oneOffRows(test.db)).toMatchObject([{ id, status: 'locked' }]);

    // Process B finds it claimed, and takes it over only after the lock timeout (60 s here).
    const b = await start(withoutCron);
    expect(await b.deliverDue()).toBe(0);
    clock.advance(59);
    expect(await b.deliverDue()).toBe(0);
    clock.advance(2);
    expect(await b.deliverDue()).toBe(1);
    expect(await oneOffRows(test.db)).toMatchObject([{ id, status: 'delivered', tries: 1 }]);

    // A's late end changes nothing: it no longer holds the claim.
    await a.scheduled.stop(0);
    await abandoned;
    expect(await oneOffRows(test.db)).toMatchObject([{ id, status: 'delivered', tries: 1 }]);
    expect(webhook.calls).toHaveLength(1);
  });

  it('has sent and recorded everything due when deliverDue() resolves, though a polling worker claimed it', async () => {
    const polling = await start(withoutCron, {
      env: engineEnv({ HASURA_GRAPHQL_EVENTS_FETCH_INTERVAL: '1' }),
      events: { now: clock.now, lockTimeoutMs: 60_000 },
    });
    for (let i = 1; i <= 3; i += 1) {
      await schedule(polling, { schedule_at: new Date(START + i * 60_000).toISOString() });
      webhook.replies = [{ status: 200, delayMs: 200 }];
      clock.advance(60);
      // The worker claims it and is waiting for the slow answer...
      await vi.waitFor(() => {
        expect(webhook.calls).toHaveLength(i);
      });
      // ...and deliverDue(), finding nothing to claim, still resolves only once it is recorded.
      await polling.deliverDue();
      expect((await oneOffRows(test.db)).map((row) => row.status)).toStrictEqual(
        Array.from({ length: i }, () => 'delivered'),
      );
    }
  });

  it('waits, when closing, for a scheduled delivery under way and records it', async () => {
    let answer: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      answer = resolve;
    });
    let reached: () => void = () => undefined;
    const called = new Promise<void>((resolve) => {
      reached = resolve;
    });
    const slow: typeof fetch = async () => {
      reached();
      await held;
      return new Response('{"ok":true}', { status: 200 });
    };
    const stopping = await start(withoutCron, { fetch: slow });
    await schedule(stopping, { schedule_at: '2030-01-01T09:00:00Z' });
    const delivering = stopping.scheduled.deliverDue();
    await called;
    let closed = false;
    const closing = stopping.close().then(() => {
      closed = true;
    });
    await new Promise((resolve) => setImmediate(resolve));
    expect(closed).toBe(false);
    answer();
    await closing;
    expect(await delivering).toBe(1);
    expect(await oneOffRows(test.db)).toMatchObject([{ status: 'delivered', tries: 1 }]);
  });
});

describe('the metadata API', () => {
  let test: TestDatabase;
  let engine: Engine;

  beforeAll(async () => {
    test = await createTestDatabase();
    engine = await createEngine({
      db: test.db,
      metadataDir: withCron,
      env: engineEnv(),
      events: { deliver: false },
    });
  });

  afterAll(async () => {
    await engine.close();
    await test.dispose();
  });

  const create = {
    type: 'create_scheduled_event',
    args: { webhook: '{{EVENTS_BASE_URL}}/x', schedule_at: '2030-01-01T09:00:00Z' },
  };

  async function userToken(role: string): Promise<string> {
    return new SignJWT({
      'https://hasura.io/jwt/claims': {
        'x-hasura-allowed-roles': [role],
        'x-hasura-default-role': role,
        'x-hasura-user-id': '1',
      },
    })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode(JWT_KEY));
  }

  it('admits only the admin role: the secret, or x-hasura-role admin with it', async () => {
    const denied = {
      status: 400,
      body: { path: '$', error: 'restricted access : admin only', code: 'access-denied' },
    };
    expect(await metadataCall(engine, create, { ...ADMIN, 'x-hasura-role': 'user' })).toStrictEqual(
      denied,
    );
    expect(
      await metadataCall(engine, create, { authorization: `Bearer ${await userToken('user')}` }),
    ).toStrictEqual(denied);
    expect(await metadataCall(engine, create, { 'x-hasura-admin-secret': 'wrong' })).toMatchObject({
      status: 401,
      body: { code: 'access-denied' },
    });
    expect(await metadataCall(engine, create, {})).toMatchObject({
      status: 400,
      body: { code: 'invalid-headers' },
    });
    const { rows } = await test.db.query<{ n: number }>(
      'select count(*)::int as n from hdb_catalog.hdb_scheduled_events',
    );
    expect(rows[0]?.n).toBe(0);
    expect(
      await metadataCall(engine, create, { ...ADMIN, 'x-hasura-role': 'admin' }),
    ).toMatchObject({ status: 200, body: { message: 'success' } });
  });

  it("answers bad arguments with Hasura's {path, error, code}", async () => {
    expect(
      await metadataCall(engine, {
        type: 'create_scheduled_event',
        args: { webhook: 'http://x', schedule_at: 'tomorrow' },
      }),
    ).toStrictEqual({
      status: 400,
      body: {
        path: '$.args.schedule_at',
        error: 'expected an ISO 8601 time with a time zone, e.g. 2026-05-01T09:00:00Z',
        code: 'parse-failed',
      },
    });
    expect(
      await metadataCall(engine, {
        type: 'create_scheduled_event',
        args: { ...create.args, webhook: '{{NO_SUCH_BASE}}/x' },
      }),
    ).toStrictEqual({
      status: 400,
      body: {
        path: '$.args.webhook',
        error: 'Value for environment variables not found: NO_SUCH_BASE',
        code: 'not-found',
      },
    });
    expect(
      await metadataCall(engine, {
        type: 'create_scheduled_event',
        args: { ...create.args, request_transform: { method: 'PUT' } },
      }),
    ).toMatchObject({ status: 400, body: { path: '$.args', code: 'parse-failed' } });
    expect(
      await metadataCall(engine, {
        type: 'get_scheduled_events',
        args: { type: 'cron', trigger_name: 'no_such_trigger' },
      }),
    ).toStrictEqual({
      status: 400,
      body: {
        path: '$.args.trigger_name',
        error: 'cron trigger "no_such_trigger" does not exist',
        code: 'not-exists',
      },
    });
    expect(
      await metadataCall(engine, { type: 'delete_scheduled_event', args: { type: 'weekly' } }),
    ).toMatchObject({ status: 400, body: { path: '$.args.type', code: 'parse-failed' } });
  });

  it('refuses the commands it does not serve, naming those it does', async () => {
    const { status, body } = await metadataCall(engine, { type: 'pg_track_table', args: {} });
    expect(status).toBe(400);
    expect(body).toStrictEqual({
      path: '$.type',
      code: 'not-supported',
      error:
        'the engine does not support the metadata API command "pg_track_table" (its metadata is replaced whole: replace_metadata); supported: export_metadata, replace_metadata, reload_metadata, get_inconsistent_metadata, get_catalog_state, set_catalog_state, create_scheduled_event, delete_scheduled_event, get_scheduled_events, get_scheduled_event_invocations, bulk',
    });
  });

  it('runs a bulk in one transaction: a failing command undoes the ones before it', async () => {
    const before = await test.db.query<{ n: number }>(
      'select count(*)::int as n from hdb_catalog.hdb_scheduled_events',
    );
    const failed = await metadataCall(engine, {
      type: 'bulk',
      args: [create, { type: 'create_scheduled_event', args: { webhook: 'http://x' } }],
    });
    expect(failed).toMatchObject({
      status: 400,
      body: { path: '$.args[1].args.schedule_at', code: 'parse-failed' },
    });
    const after = await test.db.query<{ n: number }>(
      'select count(*)::int as n from hdb_catalog.hdb_scheduled_events',
    );
    expect(after.rows[0]?.n).toBe(before.rows[0]?.n);
    const ok = await metadataCall(engine, { type: 'bulk', args: [create, create] });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject([{ message: 'success' }, { message: 'success' }]);
  });

  it('is served at POST /v1/metadata', async () => {
    const server = createEngineHttpServer(engine);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const url = `http://127.0.0.1:${String((server.address() as AddressInfo).port)}/v1/metadata`;
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...ADMIN },
        body: JSON.stringify(create),
      });
      expect(response.status).toBe(200);
      expect(await response.json()).toMatchObject({ message: 'success' });
      const anonymous = await fetch(url, { method: 'POST', body: JSON.stringify(create) });
      expect(anonymous.status).toBe(400);
    } finally {
      await closeHttpServer(server);
    }
  });
});

describe('cron trigger metadata', () => {
  let test: TestDatabase;

  beforeAll(async () => {
    test = await createTestDatabase();
  });

  afterAll(async () => {
    await test.dispose();
  });

  async function problemsOf(cron: string, env: Record<string, string> = engineEnv()) {
    const dir = await writeMetadata(scratch, `m${String(Math.random()).slice(2)}`, cron);
    const error = await createEngine({ db: test.db, metadataDir: dir, env }).then(
      (engine) => engine.close(),
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(MetadataError);
    return (error as MetadataError).problems.map((p) => `${p.path}: ${p.message}`);
  }

  it('refuses keys Hasura has but the engine does not support, and unknown ones', async () => {
    expect(
      await problemsOf(`${CRON_TRIGGER}  request_transform:\n    method: PUT\n  colour: red\n`),
    ).toStrictEqual(['0: not supported by the engine (request_transform, colour)']);
    expect(
      await problemsOf(CRON_TRIGGER.replace('tolerance_seconds', 'tolerance_minutes')),
    ).toStrictEqual(['0.retry_conf: not supported by the engine (tolerance_minutes)']);
  });

  it('refuses a schedule that is not five cron fields, and a duplicate name', async () => {
    expect(
      await problemsOf(
        CRON_TRIGGER.replace('"*/10 * * * *"', '"0 */10 * * * *"') +
          CRON_TRIGGER.replace('"*/10 * * * *"', '"61 * * * *"'),
      ),
    ).toStrictEqual([
      'cron_triggers[vaccination_reminders].schedule: invalid cron schedule "0 */10 * * * *": expected five fields (minute hour day-of-month month day-of-week)',
      'cron_triggers[vaccination_reminders]: cron trigger "vaccination_reminders" is defined twice',
      'cron_triggers[vaccination_reminders].schedule: invalid cron schedule "61 * * * *": Constraint error, got value 61 expected range 0-59',
    ]);
  });

  it("refuses a webhook template or header whose variable is not set, with Hasura's text", async () => {
    const env: Record<string, string> = engineEnv();
    delete env['EVENTS_BASE_URL'];
    delete env['ACTIONS_SECRET'];
    expect(await problemsOf(CRON_TRIGGER, env)).toStrictEqual([
      'cron_triggers[vaccination_reminders].webhook: Value for environment variables not found: EVENTS_BASE_URL',
      'cron_triggers[vaccination_reminders].headers[x-petwell-action-secret]: environment variable "ACTIONS_SECRET" is not set',
    ]);
  });

  it('requires include_in_metadata, as Hasura does', async () => {
    expect(
      await problemsOf(CRON_TRIGGER.replace('  include_in_metadata: true\n', '')),
    ).toStrictEqual([expect.stringMatching(/^0\.include_in_metadata: /) as unknown]);
  });
});

describe('two engine workers on one database, scheduled events', () => {
  const TOTAL = 300;
  let databases: Database[] = [];
  let drop: () => Promise<void> = () => Promise.resolve();
  const engines: Engine[] = [];

  beforeAll(async () => {
    const { DATABASE_URL } = readEngineEnv();
    if (DATABASE_URL) {
      const target = await throwawayDatabase('se');
      drop = () => target.drop();
      const url = target.url ?? '';
      databases = [
        await openPostgresDatabase(url, { maxConnections: 4 }),
        await openPostgresDatabase(url, { maxConnections: 4 }),
      ];
    } else {
      const db = await openPgliteDatabase();
      databases = [db, db];
    }
  });

  afterAll(async () => {
    for (const e of engines) await e.close();
    for (const db of new Set(databases)) await db.close();
    await drop();
  });

  it(`deliver ${String(TOTAL)} one-off events, none twice and none lost`, async () => {
    const [first, second] = databases;
    if (!first || !second) throw new Error('no databases');
    webhook.calls.length = 0;
    webhook.replies = [];
    const env = engineEnv({
      HASURA_GRAPHQL_EVENTS_FETCH_INTERVAL: '5',
      HASURA_GRAPHQL_EVENTS_FETCH_BATCH_SIZE: '20',
    });
    const clock = new Clock();
    const made = [0, 0];
    for (const [index, db] of [first, second].entries()) {
      const counting: typeof fetch = (input, init) => {
        made[index] = (made[index] ?? 0) + 1;
        return fetch(input, init);
      };
      engines.push(
        await createEngine({
          db,
          metadataDir: withoutCron,
          env,
          fetch: counting,
          events: { now: clock.now },
        }),
      );
    }
    const [creator] = engines;
    if (!creator) throw new Error('no engine');
    // Due one second apart over five minutes, all due once the clock has moved.
    const commands = Array.from({ length: TOTAL }, (_, i) => ({
      type: 'create_scheduled_event',
      args: {
        webhook: '{{EVENTS_BASE_URL}}/service-request-deadlines',
        schedule_at: new Date(START + 60_000 + i * 1000).toISOString(),
        payload: { n: i },
        retry_conf: { timeout_seconds: 600 },
      },
    }));
    const created = await metadataCall(creator, { type: 'bulk', args: commands });
    expect(created.status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(webhook.calls).toHaveLength(0);
    clock.advance(3600);
    await vi.waitFor(
      async () => {
        const { rows } = await first.query<{ n: number }>(
          "select count(*)::int as n from hdb_catalog.hdb_scheduled_events where status = 'delivered'",
        );
        expect(rows[0]?.n).toBe(TOTAL);
      },
      { timeout: 60_000, interval: 100 },
    );
    for (const e of engines.splice(0)) await e.close();
    const ids = webhook.calls.map((c) => c.body['id']);
    expect(ids).toHaveLength(TOTAL);
    expect(new Set(ids).size).toBe(TOTAL);
    expect(new Set(webhook.calls.map((c) => (c.body['payload'] as { n: number }).n)).size).toBe(
      TOTAL,
    );
    const { rows } = await first.query<{ tries: number; logs: number }>(
      `select (select sum(tries)::int from hdb_catalog.hdb_scheduled_events) as tries,
              (select count(*)::int from hdb_catalog.hdb_scheduled_event_invocation_logs) as logs`,
    );
    expect(rows[0]).toStrictEqual({ tries: TOTAL, logs: TOTAL });
    expect((made[0] ?? 0) + (made[1] ?? 0)).toBe(TOTAL);
    if (first.kind === 'postgres') expect(Math.min(...made)).toBeGreaterThan(0);
  });
});

describe('an engine process killed mid-delivery', () => {
  it('leaves its claimed event to another process, which delivers it once the claim times out', async () => {
    const { DATABASE_URL } = readEngineEnv();
    const server = DATABASE_URL ? await throwawayDatabase('kl') : undefined;
    // Without a server, the two processes take turns on one PGlite data directory.
    const dataDir = path.join(scratch, `killed${String(Math.random()).slice(2)}`);
    const database = server?.url ?? dataDir;
    const open = () =>
      server?.url
        ? openPostgresDatabase(server.url, { maxConnections: 2 })
        : openPgliteDatabase(dataDir);
    // A webhook that never answers, so the child holds its claim until it is killed.
    let arrived: () => void = () => undefined;
    const reached = new Promise<void>((resolve) => {
      arrived = resolve;
    });
    const silent = createServer(() => {
      arrived();
    });
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const silentBase = `http://127.0.0.1:${String((silent.address() as AddressInfo).port)}/events`;
    try {
      let db = await open();
      await createScheduledCatalog(db);
      const { rows } = await db.query<{ id: string }>(
        `insert into hdb_catalog.hdb_scheduled_events (webhook_conf, scheduled_time, retry_conf)
         values ('"{{EVENTS_BASE_URL}}/service-request-deadlines"', '2030-01-01T09:00:00Z',
                 '{"timeout_seconds": 600}')
         returning id`,
      );
      const id = rows[0]?.id;
      await db.close();

      const child = spawn(
        process.execPath,
        [
          '--import',
          'tsx',
          path.join(import.meta.dirname, 'support', 'claim-and-hang.ts'),
          database,
          withoutCron,
          '2030-01-01T09:00:00Z',
          JSON.stringify(engineEnv({ EVENTS_BASE_URL: silentBase })),
        ],
        { stdio: ['ignore', 'pipe', 'inherit'] },
      );
      const exited = new Promise<NodeJS.Signals | null>((resolve) => {
        child.on('exit', (_code, signal) => {
          resolve(signal);
        });
      });
      await reached;
      child.kill('SIGKILL');
      expect(await exited).toBe('SIGKILL');

      db = await open();
      const clock = new Clock();
      const survivor = await createEngine({
        db,
        metadataDir: withoutCron,
        env: engineEnv(),
        events: { deliver: false, now: clock.now, lockTimeoutMs: 60_000 },
      });
      try {
        webhook.calls.length = 0;
        webhook.replies = [];
        const status = async () =>
          (
            await db.query<{ status: string; tries: number }>(
              'select status, tries from hdb_catalog.hdb_scheduled_events where id = $1',
              [id],
            )
          ).rows[0];
        // The killed process's claim stands until it times out (60 s here), then is taken over.
        expect(await status()).toStrictEqual({ status: 'locked', tries: 0 });
        expect(await survivor.deliverDue()).toBe(0);
        clock.advance(61);
        expect(await survivor.deliverDue()).toBe(1);
        expect(await status()).toStrictEqual({ status: 'delivered', tries: 1 });
        expect(webhook.calls.map((call) => call.body['id'])).toStrictEqual([id]);
      } finally {
        await survivor.close();
        await db.close();
      }
    } finally {
      silent.closeAllConnections();
      await new Promise<void>((resolve) => {
        silent.close(() => {
          resolve();
        });
      });
      await server?.drop();
    }
  }, 60_000);
});
