import { readMigrationFiles } from '../migrate/migration-files';
import {
  applyMigrations,
  migrationStatus,
  repairMigration,
  rollbackMigrations,
} from '../migrate/migrator';
import {
  COMMON_OPTIONS,
  commandContext,
  describeLocation,
  parseArgs,
  runCommand,
  withDatabase,
} from './cli-support';

const USAGE = `Usage: npm run migrate -- <command> [options]

Commands:
  apply          apply every pending migration (the default)
  status         list migrations and whether each is applied
  down <N>       roll back the newest N applied migrations
  repair <V>     forget dirty version V after fixing the schema by hand

Options:
  --database-url <url>  a Postgres server (default: $DATABASE_URL)
  --data-dir <dir>      the embedded PGlite directory (default: $PGLITE_DATA_DIR or .data/pglite)
  --project <dir>       the Hasura project (default: hasura)`;

runCommand(async () => {
  const { values, positionals } = parseArgs({ options: COMMON_OPTIONS, allowPositionals: true });
  if (values.help) {
    console.log(USAGE);
    return;
  }
  const [command = 'apply', argument] = positionals;
  if (!['apply', 'status', 'down', 'repair'].includes(command)) {
    throw new Error(`unknown command "${command}"\n\n${USAGE}`);
  }
  if (command === 'down' && !/^[1-9][0-9]*$/.test(argument ?? '')) {
    throw new Error('down needs the number of migrations to roll back, e.g. "down 1"');
  }
  if (command === 'repair' && !/^[0-9]+$/.test(argument ?? '')) {
    throw new Error('repair needs a version number');
  }
  const context = await commandContext(values);
  const migrations = await readMigrationFiles(context.project.migrationsDir);
  const where = describeLocation(context.location);
  await withDatabase(context.location, async (db) => {
    switch (command) {
      case 'apply': {
        const applied = await applyMigrations(db, migrations);
        for (const m of applied) console.log(`applied ${m.version}_${m.name}`);
        console.log(
          applied.length === 0
            ? `${where}: nothing to apply, the database is up to date`
            : `${where}: applied ${applied.length} migration(s)`,
        );
        return;
      }
      case 'status': {
        const states = await migrationStatus(db, migrations);
        console.log(`${where}:`);
        for (const s of states) {
          const state = s.dirty ? 'DIRTY' : s.applied ? 'applied' : 'pending';
          const name = s.presentLocally ? s.name : '(no directory here)';
          console.log(`  ${s.version}  ${state.padEnd(7)}  ${name ?? ''}`);
        }
        return;
      }
      case 'down': {
        const rolledBack = await rollbackMigrations(db, migrations, Number(argument));
        for (const m of rolledBack) console.log(`rolled back ${m.version}_${m.name}`);
        console.log(`${where}: rolled back ${rolledBack.length} migration(s)`);
        return;
      }
      case 'repair': {
        await repairMigration(db, BigInt(argument ?? ''));
        console.log(`${where}: version ${argument} is no longer marked dirty`);
        return;
      }
      default:
        throw new Error(`unknown command "${command}"\n\n${USAGE}`);
    }
  });
});
