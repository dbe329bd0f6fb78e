import pg from 'pg';
import type { Database, Queryable, QueryOptions, QueryResult, ScriptResult } from './database';

interface PgTarget {
  query(config: pg.QueryConfig): Promise<pg.QueryResult>;
  query(text: string, params?: unknown[]): Promise<pg.QueryResult>;
}

async function run<Row>(
  target: PgTarget,
  text: string,
  params: readonly unknown[],
  options: QueryOptions,
): Promise<QueryResult<Row>> {
  const result = options.preparedName
    ? await target.query({ name: options.preparedName, text, values: [...params] })
    : await target.query(text, [...params]);
  return { rows: result.rows as Row[], affectedRows: result.rowCount ?? 0 };
}

/**
 * Connections a cancel was sent to. They are closed rather than returned to the pool: a
 * `pg_cancel_backend` that arrives late must not cancel another request's statement.
 */
const cancelled = new WeakSet<pg.PoolClient>();

function release(client: pg.PoolClient): void {
  client.release(cancelled.has(client) ? true : undefined);
}

/**
 * Runs a statement on `client` and, when `signal` aborts first, asks the server to cancel it
 * (`pg_cancel_backend` from another connection of the pool): the statement then fails with
 * 57014 instead of working on for a request already answered.
 */
async function runCancellable<Row>(
  pool: pg.Pool,
  client: pg.PoolClient,
  text: string,
  params: readonly unknown[],
  options: QueryOptions,
): Promise<QueryResult<Row>> {
  const { signal } = options;
  const pid = (client as pg.PoolClient & { processID?: number }).processID;
  if (!signal || pid === undefined) return run<Row>(client, text, params, options);
  const cancel = () => {
    cancelled.add(client);
    pool.query('select pg_cancel_backend($1)', [pid]).catch(() => undefined);
  };
  if (signal.aborted) cancel();
  signal.addEventListener('abort', cancel, { once: true });
  try {
    return await run<Row>(client, text, params, options);
  } finally {
    signal.removeEventListener('abort', cancel);
  }
}

/** Opens a pool on a Postgres server named by a connection string. */
export async function openPostgresDatabase(
  connectionString: string,
  options: { maxConnections?: number } = {},
): Promise<Database> {
  // UTC sessions: timestamptz values come out as "...+00:00", as the engine's tests expect.
  const pool = new pg.Pool({
    connectionString,
    max: options.maxConnections ?? 10,
    options: '-c TimeZone=UTC',
  });
  // Fail here, with the server's message, rather than at the first query.
  const probe = await pool.connect();
  probe.release();

  // Session settings every connection must carry (statement_timeout, plan_cache_mode), applied on
  // checkout to a connection that does not have the current ones yet: connections opened earlier
  // included.
  const session = new Map<string, string>();
  let settings = '';
  const applied = new WeakMap<pg.PoolClient, string>();
  const checkout = async (): Promise<pg.PoolClient> => {
    const client = await pool.connect();
    if (settings && applied.get(client) !== settings) {
      try {
        await client.query(settings);
      } catch (error) {
        client.release(true);
        throw error;
      }
      applied.set(client, settings);
    }
    return client;
  };

  const setting = async (name: string, value: string) => {
    session.set(name, value);
    settings = [...session].map(([n, v]) => `set ${n} = ${v}`).join('; ');
    // Checked now, so a bad value fails at start-up rather than at the first request.
    const client = await checkout();
    client.release();
  };

  const wrapClient = (client: pg.PoolClient): Queryable => ({
    query: (text, params = [], queryOptions = {}) =>
      runCancellable(pool, client, text, params, queryOptions),
    async exec(script: string): Promise<void> {
      // Without parameters node-postgres uses the simple protocol, which runs several statements.
      await client.query(script);
    },
    runScript: (script) => runScript(client, script),
  });

  return {
    kind: 'postgres',
    async query(text, params = [], queryOptions = {}) {
      const client = await checkout();
      try {
        return await runCancellable(pool, client, text, params, queryOptions);
      } finally {
        release(client);
      }
    },
    async exec(script) {
      const client = await checkout();
      try {
        await client.query(script);
      } finally {
        client.release();
      }
    },
    async runScript(script) {
      const client = await checkout();
      try {
        return await runScript(client, script);
      } finally {
        client.release();
      }
    },
    async transaction(fn) {
      const client = await checkout();
      try {
        await client.query('begin');
        const result = await fn(wrapClient(client));
        await client.query('commit');
        return result;
      } catch (error) {
        await client.query('rollback').catch(() => undefined);
        throw error;
      } finally {
        release(client);
      }
    },
    setStatementTimeout: (milliseconds) =>
      setting('statement_timeout', String(Math.max(0, Math.floor(milliseconds)))),
    setPlanCacheMode: (mode) => setting('plan_cache_mode', mode),
    close: () => pool.end(),
  };
}

/** Values in Postgres's text form: no type parsed. */
const TEXT_TYPES = { getTypeParser: () => (value: string) => value };

/** The simple protocol runs every statement; the last one's result is the script's. */
async function runScript(client: pg.PoolClient, script: string): Promise<ScriptResult | undefined> {
  const answer = (await client.query({
    text: script,
    rowMode: 'array',
    types: TEXT_TYPES,
  } as pg.QueryArrayConfig)) as pg.QueryArrayResult | pg.QueryArrayResult[];
  const last = Array.isArray(answer) ? answer.at(-1) : answer;
  if (!last || last.fields.length === 0) return undefined;
  return {
    fields: last.fields.map((field) => field.name),
    rows: last.rows as (string | null)[][],
  };
}
