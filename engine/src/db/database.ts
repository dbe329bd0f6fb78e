/**
 * The one database interface the engine's tools use, over PGlite (embedded, the default) or a
 * Postgres server (node-postgres). Both speak the same SQL; only opening and transactions differ.
 */
export interface QueryResult<Row> {
  rows: Row[];
  affectedRows: number;
}

export interface QueryOptions {
  /**
   * Run as a named prepared statement (Postgres server): parsed once per connection, and
   * planned generically once Postgres finds that as good. The name must identify the text.
   */
  preparedName?: string | undefined;
  /**
   * Cancels the statement when aborted (Postgres server: `pg_cancel_backend` on its backend; the
   * query then fails with 57014). PGlite runs a statement synchronously on the calling thread,
   * so nothing can interrupt it there; the caller checks its deadline when it returns.
   */
  signal?: AbortSignal | undefined;
}

export interface Queryable {
  /** One statement, values bound as parameters ($1, $2...). */
  query<Row = Record<string, unknown>>(
    text: string,
    params?: readonly unknown[],
    options?: QueryOptions,
  ): Promise<QueryResult<Row>>;
  /** A script of several statements without parameters (migrations, seeds). */
  exec(script: string): Promise<void>;
  /**
   * A script of several statements, answering what its last statement returned, every value in
   * Postgres's text form (Hasura's `run_sql`); undefined when that statement returns no rows
   * (a command).
   */
  runScript(script: string): Promise<ScriptResult | undefined>;
}

export interface ScriptResult {
  fields: string[];
  rows: (string | null)[][];
}

/** Postgres's `plan_cache_mode` values. */
export const PLAN_CACHE_MODES = ['auto', 'force_generic_plan', 'force_custom_plan'] as const;
export type PlanCacheMode = (typeof PLAN_CACHE_MODES)[number];

export interface Database extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** Runs fn in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  /**
   * Postgres's `statement_timeout` for every session of this database from now on (0: none).
   * A Postgres server cancels a statement that runs longer; PGlite accepts the setting but has
   * no timer interrupt in WebAssembly, so it never fires there.
   */
  setStatementTimeout(milliseconds: number): Promise<void>;
  /**
   * Postgres's `plan_cache_mode` for every session from now on: how a named prepared statement
   * is planned. A Postgres server only: PGlite runs each statement unprepared, so it keeps its own.
   */
  setPlanCacheMode(mode: PlanCacheMode): Promise<void>;
  close(): Promise<void>;
}

/** The fields both drivers put on an error raised by Postgres. */
export interface PostgresError extends Error {
  code: string;
  constraint?: string | undefined;
  detail?: string | undefined;
  table?: string | undefined;
  column?: string | undefined;
}

export function isPostgresError(error: unknown): error is PostgresError {
  if (!(error instanceof Error)) return false;
  const code: unknown = (error as Error & { code?: unknown }).code;
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code);
}
