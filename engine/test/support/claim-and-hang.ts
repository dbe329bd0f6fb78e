/**
 * A child process for the killed-mid-delivery tests (scheduled-triggers.int.test.ts and
 * event-triggers.int.test.ts): opens the database (a Postgres URL, or a PGlite data directory),
 * starts an engine whose clock is fixed at the given time, and delivers what is due. The test's webhook never answers, so this process
 * holds its claim until the test kills it with SIGKILL.
 *
 * Usage: tsx claim-and-hang.ts <database url | pglite dir> <metadata dir> <iso time> <env json>
 */
import { openPgliteDatabase } from '../../src/db/pglite-database';
import { openPostgresDatabase } from '../../src/db/postgres-database';
import { createEngine } from '../../src/engine';

const [database = '', metadataDir = '', at = '', envJson = '{}'] = process.argv.slice(2);
const db = database.startsWith('postgres')
  ? await openPostgresDatabase(database, { maxConnections: 2 })
  : await openPgliteDatabase(database);
const engine = await createEngine({
  db,
  metadataDir,
  env: JSON.parse(envJson) as Record<string, string>,
  events: { deliver: false, now: () => new Date(at) },
});
process.stdout.write('ready\n');
await engine.deliverDue();
