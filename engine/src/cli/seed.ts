import { readMigrationFiles } from '../migrate/migration-files';
import { assertMigrated } from '../migrate/migrator';
import { applySeeds, readSeedFiles } from '../migrate/seeds';
import {
  COMMON_OPTIONS,
  commandContext,
  describeLocation,
  parseArgs,
  runCommand,
  withDatabase,
} from './cli-support';

const USAGE = `Usage: npm run seed -- [options]

Loads hasura/seeds/default/*.sql, in file-name order and in one transaction, into a migrated
database whose "vendors" table is empty. Takes the options of "npm run migrate".`;

runCommand(async () => {
  const { values } = parseArgs({ options: COMMON_OPTIONS });
  if (values.help) {
    console.log(USAGE);
    return;
  }
  const context = await commandContext(values);
  const migrations = await readMigrationFiles(context.project.migrationsDir);
  const seeds = await readSeedFiles(context.project.seedsDir);
  await withDatabase(context.location, async (db) => {
    await assertMigrated(db, migrations);
    await applySeeds(db, seeds, { requireEmpty: 'public.vendors' });
    console.log(`${describeLocation(context.location)}: loaded ${seeds.length} seed file(s)`);
  });
});
