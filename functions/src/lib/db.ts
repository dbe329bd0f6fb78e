/**
 * The database the handlers use: one statement with bound parameters, or a transaction. The
 * local stack passes its own database (PGlite or a server pool); a deployed function opens a
 * node-postgres pool on DATABASE_URL (`openPool`). Handlers never hold a transaction open while
 * they wait for a provider (payment gateway, mail): on the embedded database a transaction holds
 * the only connection.
 */
export interface QueryResult<Row> {
  rows: Row[];
  affectedRows: number;
}

export interface Queryable {
  query<Row = Record<string, unknown>>(
    text: string,
    params?: readonly unknown[],
  ): Promise<QueryResult<Row>>;
}

export interface Db extends Queryable {
  /** Committed when fn resolves, rolled back when it throws. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
}

/** The fields Postgres puts on an error it raised (both drivers). */
export interface PostgresError extends Error {
  code: string;
  constraint?: string | undefined;
}

export function isPostgresError(error: unknown, code?: string): error is PostgresError {
  if (!(error instanceof Error)) return false;
  const found: unknown = (error as Error & { code?: unknown }).code;
  if (typeof found !== 'string' || !/^[0-9A-Z]{5}$/.test(found)) return false;
  return code === undefined || found === code;
}

/** Postgres error codes the handlers react to. */
export const PG = {
  uniqueViolation: '23505',
  exclusionViolation: '23P01',
  foreignKeyViolation: '23503',
  checkViolation: '23514',
} as const;

export async function one<Row>(
  db: Queryable,
  text: string,
  params: readonly unknown[] = [],
): Promise<Row | undefined> {
  const { rows } = await db.query<Row>(text, params);
  return rows[0];
}

/** Serialization failures and deadlocks: the transaction may simply be run again. */
const RETRYABLE = new Set(['40001', '40P01']);

/**
 * db.transaction, run again (at most 3 more times, with a random pause) when Postgres aborts it
 * with a serialization failure or a deadlock, so callers never see those as errors.
 */
export async function retryingTransaction<T>(
  db: Db,
  fn: (tx: Queryable) => Promise<T>,
  retries = 3,
): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await db.transaction(fn);
    } catch (error) {
      const code = isPostgresError(error) ? error.code : undefined;
      if (attempt >= retries || code === undefined || !RETRYABLE.has(code)) throw error;
      await new Promise((resolve) => setTimeout(resolve, 5 + Math.random() * 20 * (attempt + 1)));
    }
  }
}
