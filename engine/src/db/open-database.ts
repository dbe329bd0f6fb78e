import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Database } from './database';
import { openPgliteDatabase } from './pglite-database';
import { openPostgresDatabase } from './postgres-database';

export interface DatabaseLocation {
  /** A Postgres connection string; when set it wins over the embedded database. */
  databaseUrl?: string | undefined;
  /** The embedded PGlite directory; in memory when neither is given. */
  dataDir?: string | undefined;
  /**
   * A dump of a PGlite data directory (`dumpDataDir()`) to start from when the embedded database
   * does not exist yet, e.g. the test runs' migrated template; ignored for an existing one.
   */
  pgliteTemplate?: Blob | undefined;
}

export async function openDatabase(location: DatabaseLocation): Promise<Database> {
  if (location.databaseUrl) return openPostgresDatabase(location.databaseUrl);
  const fresh =
    location.dataDir === undefined || !existsSync(path.join(location.dataDir, 'PG_VERSION'));
  return openPgliteDatabase(
    location.dataDir,
    location.pgliteTemplate && fresh ? { loadDataDir: location.pgliteTemplate } : {},
  );
}

export function describeLocation(location: DatabaseLocation): string {
  if (location.databaseUrl) {
    const url = new URL(location.databaseUrl);
    return `postgres ${url.hostname}:${url.port || '5432'}${url.pathname}`;
  }
  return location.dataDir ? `PGlite ${location.dataDir}` : 'PGlite (in memory)';
}
