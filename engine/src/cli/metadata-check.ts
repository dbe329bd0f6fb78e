import { openPgliteDatabase } from '../db/pglite-database';
import { introspectDatabase } from '../introspect/introspect';
import { checkMetadata } from '../metadata/check-metadata';
import { formatProblem, loadMetadata, MetadataError } from '../metadata/load-metadata';
import { readMigrationFiles } from '../migrate/migration-files';
import { applyMigrations, assertMigrated } from '../migrate/migrator';
import { openDatabase } from '../db/open-database';
import { readEngineEnv } from '../config/env';
import { readHasuraProject } from '../project/hasura-project';
import { parseArgs, runCommand } from './cli-support';

const USAGE = `Usage: npm run metadata:check -- [options]

Checks hasura/metadata against the migrated database: tables, columns, relationships, permission
columns, session variables, actions, event triggers and cron triggers (cron_triggers.yaml:
schedules, unknown keys). Without --database-url (or $DATABASE_URL), or with
--fresh, it migrates a fresh in-memory PGlite database and checks against that.

Options:
  --database-url <url>            check against this (fully migrated) Postgres database
  --fresh                         ignore $DATABASE_URL: check against fresh migrations
  --project <dir>                 the Hasura project (default: hasura)
  --session-variables <a,b,...>   the session variables the auth issues; others are reported`;

runCommand(async () => {
  const { values } = parseArgs({
    options: {
      'database-url': { type: 'string' },
      project: { type: 'string' },
      'session-variables': { type: 'string' },
      fresh: { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) {
    console.log(USAGE);
    return;
  }
  const env = readEngineEnv();
  const project = await readHasuraProject(values.project ?? env.HASURA_PROJECT_DIR);
  const migrations = await readMigrationFiles(project.migrationsDir);
  const databaseUrl = values.fresh ? undefined : (values['database-url'] ?? env.DATABASE_URL);
  const db = databaseUrl ? await openDatabase({ databaseUrl }) : await openPgliteDatabase();
  try {
    if (databaseUrl) {
      await assertMigrated(db, migrations);
    } else {
      await applyMigrations(db, migrations);
    }
    let metadata;
    try {
      metadata = await loadMetadata(project.metadataDir);
    } catch (error) {
      if (!(error instanceof MetadataError)) throw error;
      console.error('Metadata cannot be read:');
      for (const problem of error.problems) console.error(`  - ${formatProblem(problem)}`);
      process.exitCode = 1;
      return;
    }
    const sessionVariables = values['session-variables']
      ?.split(',')
      .map((v) => v.trim().toLowerCase())
      .filter(Boolean);
    const summary = checkMetadata(metadata, await introspectDatabase(db), {
      ...(sessionVariables ? { sessionVariables } : {}),
    });
    if (summary.problems.length > 0) {
      console.error(`Inconsistent metadata (${summary.problems.length} problem(s)):`);
      for (const problem of summary.problems) console.error(`  - ${formatProblem(problem)}`);
      process.exitCode = 1;
      return;
    }
    console.log(
      `Metadata is consistent with the database: ${summary.tables} tables, ` +
        `${summary.relationships} relationships, ${summary.permissions} permissions, ` +
        `${summary.actions} actions; session variables: ${summary.sessionVariables.join(', ') || 'none'}.`,
    );
  } finally {
    await db.close();
  }
});
