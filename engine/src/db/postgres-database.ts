import pg from 'pg';
import type { Database, Queryable, QueryOptions, QueryResult } from './database';

interface PgTarget {
  query(config: pg.QueryConfig): Promise<pg.QueryResult>;
  query(text: string, params?: unknown[]): Promise<pg.QueryResult>;
}

function wrap(target: PgTarget): Queryable {
  return {
    async query<Row>(
      text: string,
      params: readonly unknown[] = [],
      options: QueryOptions = {},
    ): Promise<QueryResult<Row>> {
      const result = options.preparedName
        ? await target.query({ name: options.preparedName, text, values: [...params] })
        : await target.query(text, [...params]);
      return { rows: result.rows as Row[], affectedRows: result.rowCount ?? 0 };
    },
    async exec(script: string): Promise<void> {
      // Without parameters node-postgres uses the simple protocol, which runs several statements.
      await target.query(script);
    },
  };
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
  const self = wrap(pool);
  return {
    kind: 'postgres',
    query: (text, params, options) => self.query(text, params, options),
    exec: (script) => self.exec(script),
    async transaction(fn) {
      const client = await pool.connect();
      try {
        await client.query('begin');
        const result = await fn(wrap(client));
        await client.query('commit');
        return result;
      } catch (error) {
        await client.query('rollback').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
