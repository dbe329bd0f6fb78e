import { mkdir } from 'node:fs/promises';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { Database, Queryable, QueryResult, ScriptResult } from './database';

type PgliteQueryable = Pick<Transaction, 'query' | 'exec'>;

function wrap(target: PgliteQueryable): Queryable {
  return {
    async query<Row>(text: string, params: readonly unknown[] = []): Promise<QueryResult<Row>> {
      const result = await target.query<Row>(text, [...params]);
      return { rows: result.rows, affectedRows: result.affectedRows ?? 0 };
    },
    async exec(script: string): Promise<void> {
      await target.exec(script);
    },
    async runScript(script: string): Promise<ScriptResult | undefined> {
      // Values as Postgres wrote them: every built-in type's parser replaced by the identity
      // (types the script creates have no parser, so they stay text too).
      const types = await target.query<{ oid: number }>(
        'select oid::int as oid from pg_catalog.pg_type where oid < 16384',
      );
      const parsers = Object.fromEntries(types.rows.map(({ oid }) => [oid, (v: string) => v]));
      const results = await target.exec(script, { rowMode: 'array', parsers });
      const last = results.at(-1);
      if (!last || last.fields.length === 0) return undefined;
      return {
        fields: last.fields.map((field) => field.name),
        rows: last.rows as unknown as (string | null)[][],
      };
    },
  };
}

/** The Database adapter over an open PGlite instance. */
export function pgliteDatabase(pg: PGlite): Database {
  const self = wrap(pg);
  return {
    kind: 'pglite',
    query: (text, params) => self.query(text, params),
    exec: (script) => self.exec(script),
    runScript: (script) => self.runScript(script),
    transaction: (fn) => pg.transaction((tx) => fn(wrap(tx))),
    async setStatementTimeout(milliseconds) {
      // One session: the setting applies to every later statement.
      await pg.query(`set statement_timeout = ${String(Math.max(0, Math.floor(milliseconds)))}`);
    },
    async setPlanCacheMode() {
      // Statements run unprepared here: nothing to plan once.
    },
    close: () => pg.close(),
  };
}

export interface PgliteOptions {
  /** Start from a dump of another instance (`dumpDataDir()`), e.g. a migrated test template. */
  loadDataDir?: Blob | File;
}

/**
 * Opens an embedded PGlite database: in memory when no directory is given, otherwise kept in
 * dataDir (created on first use). Loads the contrib extensions the migrations need.
 */
export async function openPgliteDatabase(
  dataDir?: string,
  options: PgliteOptions = {},
): Promise<Database> {
  // PGlite creates the directory itself but not its parents (.data/ on a fresh clone).
  if (dataDir !== undefined) await mkdir(dataDir, { recursive: true });
  const pg = await PGlite.create({
    ...(dataDir === undefined ? {} : { dataDir }),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    extensions: { btree_gist, pg_trgm },
  });
  // UTC sessions, as for the server pool: timestamptz values come out as "...+00:00".
  await pg.exec("set time zone 'UTC'");
  return pgliteDatabase(pg);
}
