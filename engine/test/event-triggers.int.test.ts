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
import type { Engine, EngineOptions } from '../src/engine-api';
import { MetadataError } from '../src/metadata/load-metadata';
import { createTestDatabase, type TestDatabase, throwawayDatabase } from './test-database';

/**
 * Event triggers (issue 20, engine part): capture in the transaction of the change, Hasura's
 * payload with the mutation's session, delivery with retries and invocation logs, a claim that
 * its process abandoned, and two workers on one database delivering every event exactly once.
 * Time is the engines' controllable clock; nothing here waits for a retry interval to pass.
 */

const JWT_KEY = 'event-triggers-test-jwt-key-of-32-chars';
const SECRET = 'event-triggers-test-admin-secret';
const WEBHOOK_SECRET = 'event-webhook-secret';

const TABLE_SQL = `
  create table public.notes (
    id serial primary key,
    title text not null,
    body text,
    owner_id integer not null,
    views bigint not null default 0
  );`;

const NOTES_TRIGGER = `
  - name: notes_changed
    definition:
      enable_manual: true
      insert:
        columns: "*"
      update:
        columns: [title]
      delete:
        columns: "*"
    webhook_from_env: NOTES_WEBHOOK
    headers:
      - name: X-Webhook-Secret
        value_from_env: NOTES_WEBHOOK_SECRET
      - name: X-Source
        value: petwell-engine
    retry_conf:
      num_retries: 2
      interval_sec: 10
      timeout_sec: 5`;

function tableYaml(eventTriggers: string): string {
  return `table:
  name: notes
  schema: public
insert_permissions:
  - role: user
    permission:
      check:
        owner_id:
          _eq: X-Hasura-User-Id
      columns: [title, body, owner_id]
select_permissions:
  - role: user
    permission:
      columns: [id, title, body, owner_id]
      filter:
        owner_id:
          _eq: X-Hasura-User-Id
${eventTriggers ? `event_triggers:${eventTriggers}\n` : ''}`;
}

/** A metadata directory with the one table; returns its path. */
async function writeMetadata(root: string, name: string, eventTriggers: string): Promise<string> {
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
  await writeFile(
    path.join(dir, 'databases', 'default', 'tables', 'tables.yaml'),
    '- "!include public_notes.yaml"\n',
  );
  await writeFile(
    path.join(dir, 'databases', 'default', 'tables', 'public_notes.yaml'),
    tableYaml(eventTriggers),
  );
  return dir;
}

/** A webhook on a local port: answers each call with the next scripted reply (then 200). */
interface Call {
  body: Record<string, unknown>;
  headers: IncomingMessage['headers'];
}
interface Reply {
  status: number;
  headers?: Record<string, string>;
  body?: string;
}
class Webhook {
  readonly calls: Call[] = [];
  replies: Reply[] = [];
  private server: Server | undefined;
  url = '';

  async start(): Promise<void> {
    this.server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        this.calls.push({
          body: JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>,
          headers: request.headers,
        });
        const reply = this.replies.shift() ?? { status: 200, body: '{"ok":true}' };
        response.writeHead(reply.status, { 'content-type': 'application/json', ...reply.headers });
        response.end(reply.body ?? '');
      });
    });
    await new Promise<void>((resolve) => this.server?.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${String((this.server.address() as AddressInfo).port)}/events`;
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
  private at = Date.UTC(2030, 0, 1, 9, 0, 0);
  readonly now = () => new Date(this.at);
  advance(seconds: number): void {
    this.at += seconds * 1000;
  }
}

interface EventRow {
  id: string;
  trigger_name: string;
  payload: {
    op: string;
    data: { old: Record<string, unknown> | null; new: Record<string, unknown> | null };
    session_variables: Record<string, string> | null;
  };
  delivered: boolean;
  error: boolean;
  tries: number;
  locked: string | null;
  next_retry_at: string | null;
  archived: boolean;
}

async function events(db: Database): Promise<EventRow[]> {
  const { rows } = await db.query<EventRow>(
    `select id, trigger_name, payload, delivered, error, tries, locked::text,
            to_char(next_retry_at, 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as next_retry_at, archived
       from hdb_catalog.event_log order by created_at, id`,
  );
  return rows;
}

async function invocations(db: Database, eventId: string) {
  const { rows } = await db.query<{
    status: number | null;
    request: { payload: Record<string, unknown>; headers: unknown[]; version: string };
    response: { type: string; data: Record<string, unknown> };
  }>(
    `select status, request, response from hdb_catalog.event_invocation_logs
      where event_id = $1 order by created_at`,
    [eventId],
  );
  return rows;
}

async function userToken(userId: string): Promise<string> {
  return new SignJWT({
    'https://hasura.io/jwt/claims': {
      'x-hasura-allowed-roles': ['user'],
      'x-hasura-default-role': 'user',
      'x-hasura-user-id': userId,
    },
  })
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuedAt()
    .setExpirationTime('1h')
    .sign(new TextEncoder().encode(JWT_KEY));
}

let scratch: string;
let withTrigger: string;
let withoutTrigger: string;
let withPayloadColumns: string;
let withLongTimeout: string;
const webhook = new Webhook();

function engineEnv(extra: Record<string, string> = {}) {
  return {
    HASURA_GRAPHQL_ADMIN_SECRET: SECRET,
    HASURA_GRAPHQL_JWT_SECRET: JSON.stringify({ type: 'HS256', key: JWT_KEY }),
    NOTES_WEBHOOK: webhook.url,
    NOTES_WEBHOOK_SECRET: WEBHOOK_SECRET,
    ...extra,
  };
}

beforeAll(async () => {
  await webhook.start();
  scratch = await mkdtemp(path.join(tmpdir(), 'petwell-events-'));
  withTrigger = await writeMetadata(scratch, 'with', NOTES_TRIGGER);
  withoutTrigger = await writeMetadata(scratch, 'without', '');
  // The load test's webhook always answers; on a busy machine with PGlite (one thread for the
  // database, the engines and the webhook) an answer can take longer than 5 s, and a timed-out
  // delivery is rightly delivered again.
  withLongTimeout = await writeMetadata(
    scratch,
    'long',
    NOTES_TRIGGER.replace('timeout_sec: 5', 'timeout_sec: 600'),
  );
  withPayloadColumns = await writeMetadata(
    scratch,
    'payload',
    `
  - name: note_body_edited
    definition:
      update:
        columns: [body]
        payload: [id, body]
    webhook: http://127.0.0.1:9/unused`,
  );
});

afterAll(async () => {
  await webhook.stop();
  await rm(scratch, { recursive: true, force: true });
});

describe('event triggers on one engine', () => {
  let test: TestDatabase;
  let engine: Engine;
  let clock: Clock;
  const open: Engine[] = [];

  async function start(
    metadataDir = withTrigger,
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

  beforeEach(async () => {
    test = await createTestDatabase();
    await test.db.exec(TABLE_SQL);
    clock = new Clock();
    webhook.calls.length = 0;
    webhook.replies = [];
    engine = await start();
  });

  afterEach(async () => {
    for (const e of open.splice(0)) await e.close();
    await test.dispose();
  });

  it('writes the event in the transaction of the change: a rolled-back insert leaves none', async () => {
    await expect(
      test.db.transaction(async (tx) => {
        await tx.query("insert into public.notes (title, owner_id) values ('draft', 1)");
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect(await events(test.db)).toStrictEqual([]);

    await test.db.query("insert into public.notes (title, body, owner_id) values ('kept', 'b', 1)");
    const [event, ...others] = await events(test.db);
    expect(others).toStrictEqual([]);
    expect(event).toMatchObject({
      trigger_name: 'notes_changed',
      delivered: false,
      error: false,
      tries: 0,
      locked: null,
      payload: {
        op: 'INSERT',
        data: {
          old: null,
          // id 2: the rolled-back insert used up 1 of the sequence, and nothing else.
          new: { id: 2, title: 'kept', body: 'b', owner_id: 1, views: 0 },
        },
        // Not a GraphQL mutation: no hasura.user in this transaction.
        session_variables: null,
      },
    });
  });

  it('fires an update only when a listed column changed, and a delete with the old row', async () => {
    await test.db.query("insert into public.notes (title, body, owner_id) values ('a', 'b', 1)");
    await test.db.query("update public.notes set body = 'changed', views = 3");
    await test.db.query("update public.notes set title = 'a'");
    expect((await events(test.db)).map((e) => e.payload.op)).toStrictEqual(['INSERT']);

    await test.db.query("update public.notes set title = 'renamed'");
    await test.db.query('delete from public.notes');
    // The statements are separate transactions, but PGlite's clock can give two of them the same
    // created_at (and the ids are random), so the events are told apart by their operation.
    const logged = await events(test.db);
    expect(logged.map((e) => e.payload.op).sort()).toStrictEqual(['DELETE', 'INSERT', 'UPDATE']);
    const update = logged.find((e) => e.payload.op === 'UPDATE');
    const deleted = logged.find((e) => e.payload.op === 'DELETE');
    expect(update?.payload).toMatchObject({
      op: 'UPDATE',
      data: {
        old: { id: 1, title: 'a', body: 'changed', views: 3 },
        new: { id: 1, title: 'renamed', body: 'changed', views: 3 },
      },
    });
    expect(deleted?.payload).toMatchObject({
      op: 'DELETE',
      data: { old: { id: 1, title: 'renamed' }, new: null },
    });
  });

  it("sends Hasura's payload with the session of a GraphQL mutation made with a JWT", async () => {
    const response = await engine.graphql({
      headers: { authorization: `Bearer ${await userToken('7')}` },
      body: {
        query: 'mutation { insert_notes_one(object: {title: "Walk", owner_id: 7}) { id } }',
      },
    });
    expect(response.body).toStrictEqual({ data: { insert_notes_one: { id: 1 } } });
    const [event] = await events(test.db);
    expect(event?.payload.session_variables).toStrictEqual({
      'x-hasura-role': 'user',
      'x-hasura-user-id': '7',
    });

    expect(await engine.events?.deliverDue()).toBe(1);
    expect(webhook.calls).toHaveLength(1);
    const call = webhook.calls[0];
    expect(call?.headers['x-webhook-secret']).toBe(WEBHOOK_SECRET);
    expect(call?.headers['x-source']).toBe('petwell-engine');
    expect(call?.headers['content-type']).toBe('application/json');
    expect(call?.body).toStrictEqual({
      event: {
        op: 'INSERT',
        data: { old: null, new: { id: 1, title: 'Walk', body: null, owner_id: 7, views: 0 } },
        session_variables: { 'x-hasura-role': 'user', 'x-hasura-user-id': '7' },
      },
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}Z$/) as unknown,
      id: event?.id,
      delivery_info: { max_retries: 2, current_retry: 0 },
      trigger: { name: 'notes_changed' },
      table: { schema: 'public', name: 'notes' },
    });
    const [delivered] = await events(test.db);
    expect(delivered).toMatchObject({ delivered: true, error: false, tries: 1, locked: null });
    const logs = await invocations(test.db, event?.id ?? '');
    expect(logs).toHaveLength(1);
    expect(logs[0]?.status).toBe(200);
    expect(logs[0]?.request.payload).toStrictEqual(call?.body);
    // The secret header is logged by its variable, never by its value.
    expect(logs[0]?.request.headers).toStrictEqual([
      { name: 'X-Webhook-Secret', value_from_env: 'NOTES_WEBHOOK_SECRET' },
      { name: 'X-Source', value: 'petwell-engine' },
    ]);
    expect(logs[0]?.response).toMatchObject({
      type: 'webhook_response',
      data: { status: 200, body: '{"ok":true}' },
    });
  });

  it('retries a failed delivery after interval_sec (or Retry-After) until the webhook succeeds', async () => {
    await test.db.query("insert into public.notes (title, owner_id) values ('a', 1)");
    webhook.replies = [
      { status: 500, body: 'down' },
      { status: 503, headers: { 'retry-after': '120' }, body: 'busy' },
    ];
    expect(await engine.events?.deliverDue()).toBe(1);
    let [event] = await events(test.db);
    expect(event).toMatchObject({ delivered: false, error: false, tries: 1, locked: null });
    expect(event?.next_retry_at).toBe('2030-01-01T09:00:10Z');

    // Not due before its time.
    expect(await engine.events?.deliverDue()).toBe(0);
    clock.advance(10);
    expect(await engine.events?.deliverDue()).toBe(1);
    [event] = await events(test.db);
    expect(event).toMatchObject({ delivered: false, tries: 2 });
    // The webhook's Retry-After (120 s) wins over interval_sec.
    expect(event?.next_retry_at).toBe('2030-01-01T09:02:10Z');
    clock.advance(10);
    expect(await engine.events?.deliverDue()).toBe(0);
    clock.advance(110);
    expect(await engine.events?.deliverDue()).toBe(1);

    [event] = await events(test.db);
    expect(event).toMatchObject({ delivered: true, error: false, tries: 3, next_retry_at: null });
    expect(webhook.calls.map((c) => c.body['delivery_info'])).toStrictEqual([
      { max_retries: 2, current_retry: 0 },
      { max_retries: 2, current_retry: 1 },
      { max_retries: 2, current_retry: 2 },
    ]);
    const logs = await invocations(test.db, event?.id ?? '');
    expect(logs.map((l) => [l.status, l.response.type])).toStrictEqual([
      [500, 'client_error'],
      [503, 'client_error'],
      [200, 'webhook_response'],
    ]);
    expect(logs.find((l) => l.status === 500)?.response.data).toStrictEqual({ message: 'down' });
  });

  it('marks the event an error after num_retries retries, and delivers it no more', async () => {
    await test.db.query("insert into public.notes (title, owner_id) values ('a', 1)");
    webhook.replies = [{ status: 500 }, { status: 500 }, { status: 500 }, { status: 500 }];
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect(await engine.events?.deliverDue()).toBe(1);
      clock.advance(10);
    }
    const [event] = await events(test.db);
    expect(event).toMatchObject({ delivered: false, error: true, tries: 3, next_retry_at: null });
    clock.advance(3600);
    expect(await engine.events?.deliverDue()).toBe(0);
    expect(webhook.calls).toHaveLength(3);
    expect(await invocations(test.db, event?.id ?? '')).toHaveLength(3);
  });

  it('records an unreachable webhook as a failed try without a status', async () => {
    const down = await start(withTrigger, {
      env: engineEnv({ NOTES_WEBHOOK: 'http://127.0.0.1:9/nowhere' }),
    });
    await test.db.query("insert into public.notes (title, owner_id) values ('a', 1)");
    expect(await down.events?.deliverDue()).toBe(1);
    const [event] = await events(test.db);
    expect(event).toMatchObject({ delivered: false, error: false, tries: 1 });
    const [log] = await invocations(test.db, event?.id ?? '');
    expect(log?.status).toBeNull();
    expect(log?.response.type).toBe('client_error');
  });

  it('retries an event whose process stopped mid-delivery once its claim times out', async () => {
    // Process A claims the event, calls the webhook and never comes back (a killed process).
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
    const a = await start(withTrigger, { fetch: hanging });
    await test.db.query("insert into public.notes (title, owner_id) values ('a', 1)");
    const abandoned = a.events?.deliverDue();
    await reached;

    // Process B finds it claimed, and takes it over only after the lock timeout (60 s here).
    const b = await start();
    expect(await b.events?.deliverDue()).toBe(0);
    clock.advance(59);
    expect(await b.events?.deliverDue()).toBe(0);
    clock.advance(2);
    expect(await b.events?.deliverDue()).toBe(1);
    let [event] = await events(test.db);
    expect(event).toMatchObject({ delivered: true, tries: 1, locked: null });

    // A's late end changes nothing: it no longer holds the claim.
    await a.events?.stop(0);
    await abandoned;
    [event] = await events(test.db);
    expect(event).toMatchObject({ delivered: true, tries: 1, locked: null });
    expect(webhook.calls).toHaveLength(1);
    expect(await invocations(test.db, event?.id ?? '')).toHaveLength(1);
  });

  it('waits, when stopping, for a delivery under way and records it', async () => {
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
    const stopping = await start(withTrigger, { fetch: slow });
    await test.db.query("insert into public.notes (title, owner_id) values ('a', 1)");
    const delivering = stopping.events?.deliverDue();
    await called;
    let closed = false;
    const closing = stopping.close().then(() => {
      closed = true;
    });
    // The stop waits on the webhook's answer (nothing else can let it finish)...
    await new Promise((resolve) => setImmediate(resolve));
    expect(closed).toBe(false);
    answer();
    await closing;
    expect(await delivering).toBe(1);
    // ...and the answer is recorded before the engine has stopped.
    const [event] = await events(test.db);
    expect(event).toMatchObject({ delivered: true, tries: 1, locked: null });
  });

  it('sends only the payload columns of an operation', async () => {
    await engine.close();
    await start(withPayloadColumns);
    await test.db.query("insert into public.notes (title, body, owner_id) values ('a', 'b', 1)");
    await test.db.query("update public.notes set title = 'not listened'");
    await test.db.query("update public.notes set body = 'edited'");
    const rows = await events(test.db);
    expect(rows.map((e) => [e.trigger_name, e.payload.op, e.payload.data])).toStrictEqual([
      ['note_body_edited', 'UPDATE', { old: { id: 1, body: 'b' }, new: { id: 1, body: 'edited' } }],
    ]);
  });

  it('drops the triggers of an event trigger removed from the metadata', async () => {
    await test.db.query("insert into public.notes (title, owner_id) values ('pending', 1)");
    await engine.close();
    const without = await start(withoutTrigger);
    expect(without.events).toBeUndefined();
    await test.db.query("insert into public.notes (title, owner_id) values ('after', 1)");
    const rows = await events(test.db);
    expect(rows).toHaveLength(1);
    // Its pending event is archived, as Hasura does when a trigger is deleted.
    expect(rows[0]).toMatchObject({ archived: true, delivered: false });
    const { rows: functions } = await test.db.query(
      "select proname from pg_proc where proname like 'notify_hasura_%'",
    );
    expect(functions).toStrictEqual([]);
  });
});

describe('event trigger metadata', () => {
  let test: TestDatabase;

  beforeAll(async () => {
    test = await createTestDatabase();
    await test.db.exec(TABLE_SQL);
  });

  afterAll(async () => {
    await test.dispose();
  });

  async function problemsOf(eventTriggers: string, env: Record<string, string> = engineEnv()) {
    const dir = await writeMetadata(scratch, `m${String(Math.random()).slice(2)}`, eventTriggers);
    const error = await createEngine({ db: test.db, metadataDir: dir, env }).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(MetadataError);
    return (error as MetadataError).problems.map((p) => `${p.path}: ${p.message}`);
  }

  it('refuses an update column the table does not have', async () => {
    expect(await problemsOf(NOTES_TRIGGER.replace('[title]', '[title, colour]'))).toStrictEqual([
      'event_triggers[notes_changed].definition.update.columns: column "colour" does not exist on public.notes',
    ]);
  });

  it('refuses a webhook_from_env or header variable that is not set', async () => {
    const env: Record<string, string> = engineEnv();
    delete env['NOTES_WEBHOOK'];
    delete env['NOTES_WEBHOOK_SECRET'];
    expect(await problemsOf(NOTES_TRIGGER, env)).toStrictEqual([
      'event_triggers[notes_changed].webhook_from_env: environment variable "NOTES_WEBHOOK" is not set',
      'event_triggers[notes_changed].headers[X-Webhook-Secret]: environment variable "NOTES_WEBHOOK_SECRET" is not set',
    ]);
  });

  it('refuses a webhook template whose variable is not set', async () => {
    expect(
      await problemsOf(
        NOTES_TRIGGER.replace(
          'webhook_from_env: NOTES_WEBHOOK',
          'webhook: "{{EVENTS_BASE}}/notes"',
        ),
      ),
    ).toStrictEqual([
      'event_triggers[notes_changed].webhook: Value for environment variables not found: EVENTS_BASE',
    ]);
  });

  it('refuses request_transform, which the engine does not support', async () => {
    expect(
      await problemsOf(
        `${NOTES_TRIGGER}\n    request_transform:\n      version: 2\n      method: PUT`,
      ),
    ).toStrictEqual(['event_triggers.0: not supported by the engine (request_transform)']);
  });

  it('refuses a name that cannot name its trigger function, and a trigger without operations', async () => {
    const problems = await problemsOf(`
  - name: "notes changed!"
    definition: {}
    webhook: http://127.0.0.1:9/x`);
    expect(problems).toStrictEqual([
      'event_triggers[notes changed!].name: an event trigger name has at most 42 letters, digits, "_" or "-"',
      'event_triggers[notes changed!].definition: an event trigger needs at least one operation',
    ]);
  });
});

describe('two engine workers on one database', () => {
  const TOTAL = 1000;
  let databases: Database[] = [];
  let drop: () => Promise<void> = () => Promise.resolve();
  const engines: Engine[] = [];

  beforeAll(async () => {
    const { DATABASE_URL } = readEngineEnv();
    if (DATABASE_URL) {
      // Two processes' worth of connections: each engine its own pool on one server database.
      const target = await throwawayDatabase('ev');
      drop = () => target.drop();
      const url = target.url ?? '';
      databases = [
        await openPostgresDatabase(url, { maxConnections: 4 }),
        await openPostgresDatabase(url, { maxConnections: 4 }),
      ];
    } else {
      // Embedded PGlite is one process's database: both engines share it.
      const db = await openPgliteDatabase();
      databases = [db, db];
    }
    await databases[0]?.exec(TABLE_SQL);
  });

  afterAll(async () => {
    for (const e of engines) await e.close();
    for (const db of new Set(databases)) await db.close();
    await drop();
  });

  it(`deliver ${String(TOTAL)} events, none twice and none lost`, async () => {
    const [first, second] = databases;
    if (!first || !second) throw new Error('no databases');
    webhook.calls.length = 0;
    webhook.replies = [];
    const env = engineEnv({
      HASURA_GRAPHQL_EVENTS_FETCH_INTERVAL: '5',
      HASURA_GRAPHQL_EVENTS_FETCH_BATCH_SIZE: '40',
    });
    // Each engine counts the deliveries it made.
    const made = [0, 0];
    for (const [index, db] of [first, second].entries()) {
      const counting: typeof fetch = (input, init) => {
        made[index] = (made[index] ?? 0) + 1;
        return fetch(input, init);
      };
      engines.push(await createEngine({ db, metadataDir: withLongTimeout, env, fetch: counting }));
    }
    await first.query(
      `insert into public.notes (title, owner_id) select 'n' || i, i from generate_series(1, ${String(TOTAL)}) i`,
    );
    await vi.waitFor(
      async () => {
        const { rows } = await first.query<{ n: number }>(
          'select count(*)::int as n from hdb_catalog.event_log where delivered',
        );
        expect(rows[0]?.n).toBe(TOTAL);
      },
      { timeout: 60_000, interval: 100 },
    );
    for (const e of engines.splice(0)) await e.close();

    const ids = webhook.calls.map((c) => c.body['id']);
    expect(ids).toHaveLength(TOTAL);
    expect(new Set(ids).size).toBe(TOTAL);
    const titles = new Set(
      webhook.calls.map(
        (c) => ((c.body['event'] as EventRow['payload']).data.new ?? {})['title'] as string,
      ),
    );
    expect(titles.size).toBe(TOTAL);
    const { rows } = await first.query<{ events: number; tries: number; logs: number }>(
      `select (select count(*)::int from hdb_catalog.event_log) as events,
              (select sum(tries)::int from hdb_catalog.event_log) as tries,
              (select count(*)::int from hdb_catalog.event_invocation_logs) as logs`,
    );
    expect(rows[0]).toStrictEqual({ events: TOTAL, tries: TOTAL, logs: TOTAL });
    console.log(`deliveries by engine: ${made.join(' + ')} = ${String(TOTAL)}`);
    expect((made[0] ?? 0) + (made[1] ?? 0)).toBe(TOTAL);
    // On a server both pools claim in parallel (measured: about half each); embedded PGlite
    // runs one statement at a time, so there the split is the scheduler's.
    if (first.kind === 'postgres') expect(Math.min(...made)).toBeGreaterThan(0);
  });
});

describe('an engine process killed mid-delivery', () => {
  it('leaves its claimed table event to another process, which delivers it once the claim times out', async () => {
    const { DATABASE_URL } = readEngineEnv();
    const server = DATABASE_URL ? await throwawayDatabase('kt') : undefined;
    // Without a server, the two processes take turns on one PGlite data directory.
    const dataDir = path.join(scratch, `killed${String(Math.random()).slice(2)}`);
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
    const silentUrl = `http://127.0.0.1:${String((silent.address() as AddressInfo).port)}/events`;
    try {
      let db = await open();
      await db.exec(TABLE_SQL);
      // An engine installs the capture triggers; the change is captured without any engine.
      const installer = await createEngine({
        db,
        metadataDir: withLongTimeout,
        env: engineEnv(),
        events: { deliver: false },
      });
      await installer.close();
      await db.query("insert into public.notes (title, owner_id) values ('killed', 1)");
      await db.close();

      const child = spawn(
        process.execPath,
        [
          '--import',
          'tsx',
          path.join(import.meta.dirname, 'support', 'claim-and-hang.ts'),
          server?.url ?? dataDir,
          withLongTimeout,
          '2030-01-01T09:00:00Z',
          JSON.stringify(engineEnv({ NOTES_WEBHOOK: silentUrl })),
        ],
        { stdio: ['ignore', 'ignore', 'inherit'] },
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
        metadataDir: withLongTimeout,
        env: engineEnv(),
        events: { deliver: false, now: clock.now, lockTimeoutMs: 60_000 },
      });
      try {
        webhook.calls.length = 0;
        webhook.replies = [];
        // The killed process's claim (at 09:00:00 by its clock) stands until it times out.
        let [event] = await events(db);
        expect(event).toMatchObject({ delivered: false, tries: 0 });
        expect(event?.locked).not.toBeNull();
        expect(await survivor.events?.deliverDue()).toBe(0);
        clock.advance(61);
        expect(await survivor.events?.deliverDue()).toBe(1);
        [event] = await events(db);
        expect(event).toMatchObject({ delivered: true, tries: 1, locked: null });
        expect(webhook.calls).toHaveLength(1);
        expect(
          ((webhook.calls[0]?.body['event'] as EventRow['payload']).data.new ?? {})['title'],
        ).toBe('killed');
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
  }, 90_000);
});
