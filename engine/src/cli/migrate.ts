import { readMigrationFiles } from '../migrate/migration-files';
import {
  applyMigrations,
  applyMigrationVersion,
  migrationStatus,
  repairMigration,
  rollbackMigrations,
} from '../migrate/migrator';
import { commandContext, describeLocation, runCommand, withDatabase } from './cli-support';
import { type MigrateArgs, MIGRATE_USAGE, parseMigrateArgs } from './migrate-args';

function argsOrUsage(argv: readonly string[]): MigrateArgs {
  try {
    return parseMigrateArgs(argv);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`${reason}\n\n${MIGRATE_USAGE}`, { cause: error });
  }
}

runCommand(async () => {
  const args = argsOrUsage(process.argv.slice(2));
  const { action, databaseName } = args;
  if (action.kind === 'help') {
    console.log(MIGRATE_USAGE);
    return;
  }
  const context = await commandContext(args);
  const migrations = await readMigrationFiles(context.project.migrationsDir);
  const where = `${describeLocation(context.location)} (database ${databaseName})`;
  const options = { database: databaseName };
  await withDatabase(context.location, async (db) => {
    switch (action.kind) {
      case 'up': {
        const steps = action.steps === 'all' ? undefined : action.steps;
        const applied = await applyMigrations(db, migrations, { ...options, steps });
        for (const m of applied) console.log(`applied ${m.version}_${m.name}`);
        console.log(
          applied.length === 0
            ? `${where}: nothing to apply, the database is up to date`
            : `${where}: applied ${applied.length} migration(s)`,
        );
        return;
      }
      case 'down': {
        const rolledBack = await rollbackMigrations(db, migrations, action.steps, options);
        for (const m of rolledBack) console.log(`rolled back ${m.version}_${m.name}`);
        console.log(`${where}: rolled back ${rolledBack.length} migration(s)`);
        return;
      }
      case 'version': {
        const m = await applyMigrationVersion(
          db,
          migrations,
          action.version,
          action.direction,
          options,
        );
        const verb = action.direction === 'up' ? 'applied' : 'rolled back';
        console.log(`${where}: ${verb} ${m.version}_${m.name}`);
        return;
      }
      case 'status': {
        const states = await migrationStatus(db, migrations, options);
        console.log(`${where}:`);
        for (const s of states) {
          const state = s.dirty ? 'DIRTY' : s.applied ? 'applied' : 'pending';
          const name = s.presentLocally ? s.name : '(no directory here)';
          console.log(`  ${s.version}  ${state.padEnd(7)}  ${name ?? ''}`);
        }
        return;
      }
      case 'repair': {
        await repairMigration(db, action.version, options);
        console.log(`${where}: version ${action.version} is no longer marked dirty`);
        return;
      }
    }
  });
});
