import { parseArgs } from 'node:util';
import { readEngineEnv } from '../config/env';
import type { Database } from '../db/database';
import { type DatabaseLocation, describeLocation, openDatabase } from '../db/open-database';
import { readHasuraProject, type HasuraProject } from '../project/hasura-project';

/** Options every command takes; flags win over the environment. */
export const COMMON_OPTIONS = {
  'database-url': { type: 'string' },
  'data-dir': { type: 'string' },
  project: { type: 'string' },
  help: { type: 'boolean', short: 'h' },
} as const;

export interface CommandContext {
  project: HasuraProject;
  location: DatabaseLocation;
}

export async function commandContext(values: {
  'database-url'?: string | undefined;
  'data-dir'?: string | undefined;
  project?: string | undefined;
}): Promise<CommandContext> {
  const env = readEngineEnv();
  const project = await readHasuraProject(values.project ?? env.HASURA_PROJECT_DIR);
  const databaseUrl = values['database-url'] ?? env.DATABASE_URL;
  return {
    project,
    location: databaseUrl
      ? { databaseUrl }
      : { dataDir: values['data-dir'] ?? env.PGLITE_DATA_DIR },
  };
}

export async function withDatabase<T>(
  location: DatabaseLocation,
  fn: (db: Database) => Promise<T>,
): Promise<T> {
  const db = await openDatabase(location);
  try {
    return await fn(db);
  } finally {
    await db.close();
  }
}

export { describeLocation, parseArgs };

/** Runs a command: prints its error without a stack trace and exits 1 on failure. */
export function runCommand(main: () => Promise<void>): void {
  main().then(
    () => {
      process.exitCode = process.exitCode ?? 0;
    },
    (error: unknown) => {
      console.error(`error: ${error instanceof Error ? error.message : String(error)}`);
      process.exitCode = 1;
    },
  );
}
