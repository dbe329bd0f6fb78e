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
}

export interface Database extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** Runs fn in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
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
