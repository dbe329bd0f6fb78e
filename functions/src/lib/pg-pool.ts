import pg from 'pg';
import type { Db, Queryable, QueryResult } from './db';

/** A node-postgres pool as the handlers' database (deployed functions, `start:functions`). */
export function openPool(connectionString: string, max = 5): Db & { close(): Promise<void> } {
  // timestamptz values leave the database in UTC, as on the embedded database.
  const pool = new pg.Pool({ connectionString, max, options: '-c TimeZone=UTC' });
  const wrap = (client: pg.Pool | pg.PoolClient): Queryable => ({
    async query<Row>(text: string, params: readonly unknown[] = []): Promise<QueryResult<Row>> {
      const result = await client.query(text, [...params]);
      return { rows: result.rows as Row[], affectedRows: result.rowCount ?? 0 };
    },
  });
  const self = wrap(pool);
  return {
    query: (text, params) => self.query(text, params),
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
