import type { Database } from './database';
import { openPgliteDatabase } from './pglite-database';
import { openPostgresDatabase } from './postgres-database';

export interface DatabaseLocation {
  /** A Postgres connection string; when set it wins over the embedded database. */
  databaseUrl?: string | undefined;
  /** The embedded PGlite directory; in memory when neither is given. */
  dataDir?: string | undefined;
}

export async function openDatabase(location: DatabaseLocation): Promise<Database> {
  if (location.databaseUrl) return openPostgresDatabase(location.databaseUrl);
  return openPgliteDatabase(location.dataDir);
}

export function describeLocation(location: DatabaseLocation): string {
  if (location.databaseUrl) {
    const url = new URL(location.databaseUrl);
    return `postgres ${url.hostname}:${url.port || '5432'}${url.pathname}`;
  }
  return location.dataDir ? `PGlite ${location.dataDir}` : 'PGlite (in memory)';
}
