import type { Database } from '../db/database';
import type { MigrationFile } from './migration-files';
import {
  prepareStateStores,
  readMigrationState,
  removeVersion,
  setVersion,
  type VersionStates,
} from './migration-state';

/**
 * Applies and rolls back Hasura CLI migrations with the CLI's verbs, keeping the state where the
 * Hasura CLI v2 keeps it (see migration-state.ts), so either tool can take a database over from
 * the other. Each migration runs in its own transaction; a failure marks its version dirty and
 * stops.
 */

export class MigrationError extends Error {
  constructor(
    readonly migration: MigrationFile,
    readonly direction: 'up' | 'down',
    override readonly cause: unknown,
  ) {
    const reason = cause instanceof Error ? cause.message : String(cause);
    super(`${direction} ${migration.version}_${migration.name} failed: ${reason}`);
    this.name = 'MigrationError';
  }
}

export class DirtyDatabaseError extends Error {
  constructor(readonly versions: bigint[]) {
    super(
      `the database is dirty at version ${versions.join(', ')}: a migration failed half-way. ` +
        `Repair the schema by hand, then run "npm run migrate -- repair <version>".`,
    );
    this.name = 'DirtyDatabaseError';
  }
}

export interface MigrationState {
  version: bigint;
  name: string | undefined;
  applied: boolean;
  dirty: boolean;
  /** False when the database records a version that has no directory here. */
  presentLocally: boolean;
}

export interface MigrateOptions {
  /** The Hasura database (source) name the versions are recorded under: `--database-name`. */
  database?: string;
}

function databaseName(options: MigrateOptions): string {
  return options.database ?? 'default';
}

function compareVersions(a: bigint, b: bigint): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Every local migration and every recorded version, in version order. Writes nothing. */
export async function migrationStatus(
  db: Database,
  migrations: readonly MigrationFile[],
  options: MigrateOptions = {},
): Promise<MigrationState[]> {
  const recorded = await readMigrationState(db, databaseName(options));
  const states: MigrationState[] = migrations.map((m) => ({
    version: m.version,
    name: m.name,
    applied: recorded.has(m.version),
    dirty: recorded.get(m.version) === true,
    presentLocally: true,
  }));
  for (const [version, dirty] of recorded) {
    if (!migrations.some((m) => m.version === version)) {
      states.push({ version, name: undefined, applied: true, dirty, presentLocally: false });
    }
  }
  return states.sort((a, b) => compareVersions(a.version, b.version));
}

/** Brings both state stores in line and returns the applied versions; refuses a dirty database. */
async function prepare(db: Database, database: string): Promise<VersionStates> {
  await db.transaction((tx) => prepareStateStores(tx, database));
  const recorded = await readMigrationState(db, database);
  const dirty = [...recorded].filter(([, d]) => d).map(([v]) => v);
  if (dirty.length > 0) throw new DirtyDatabaseError(dirty.sort(compareVersions));
  return recorded;
}

/**
 * Runs one migration script and its bookkeeping in a transaction; when either fails, the version
 * is marked dirty (outside the rolled-back transaction) and the run stops.
 */
async function runStep(
  db: Database,
  database: string,
  migration: MigrationFile,
  direction: 'up' | 'down',
): Promise<void> {
  const script = direction === 'up' ? migration.up : migration.down;
  if (script === undefined) {
    throw new Error(`${migration.version}_${migration.name} has no down.sql`);
  }
  try {
    await db.transaction(async (tx) => {
      await tx.exec(script);
      await (direction === 'up'
        ? setVersion(tx, database, migration.version, false)
        : removeVersion(tx, database, migration.version));
    });
  } catch (error) {
    await setVersion(db, database, migration.version, true);
    throw new MigrationError(migration, direction, error);
  }
}

/** Refuses to go on while any migration of the folder is not applied. */
export async function assertMigrated(
  db: Database,
  migrations: readonly MigrationFile[],
  options: MigrateOptions = {},
): Promise<void> {
  const pending = (await migrationStatus(db, migrations, options)).filter((s) => !s.applied);
  if (pending.length > 0) {
    throw new Error(`${pending.length} migration(s) are pending: run "npm run migrate" first`);
  }
}

export interface ApplyOptions extends MigrateOptions {
  /** `--up N`: apply only the first N pending migrations (all when absent). */
  steps?: number | undefined;
}

function checkSteps(steps: number, flag: string): void {
  if (!Number.isInteger(steps) || steps < 1)
    throw new Error(`${flag} needs a whole number of steps`);
}

/** `migrate apply [--up N]`: pending migrations in version order; returns the ones it applied. */
export async function applyMigrations(
  db: Database,
  migrations: readonly MigrationFile[],
  options: ApplyOptions = {},
): Promise<MigrationFile[]> {
  if (options.steps !== undefined) checkSteps(options.steps, '--up');
  const database = databaseName(options);
  const recorded = await prepare(db, database);
  const pending = migrations.filter((m) => !recorded.has(m.version));
  const applied: MigrationFile[] = [];
  for (const migration of pending.slice(0, options.steps ?? pending.length)) {
    await runStep(db, database, migration, 'up');
    applied.push(migration);
  }
  return applied;
}

/**
 * `migrate apply --down N|all`: rolls back the newest applied migrations; returns them in the
 * order they ran.
 */
export async function rollbackMigrations(
  db: Database,
  migrations: readonly MigrationFile[],
  count: number | 'all',
  options: MigrateOptions = {},
): Promise<MigrationFile[]> {
  if (count !== 'all') checkSteps(count, '--down');
  const database = databaseName(options);
  const recorded = await prepare(db, database);
  const newestFirst = [...recorded.keys()].sort((a, b) => compareVersions(b, a));
  const rolledBack: MigrationFile[] = [];
  for (const version of count === 'all' ? newestFirst : newestFirst.slice(0, count)) {
    const migration = migrations.find((m) => m.version === version);
    if (!migration) throw new Error(`version ${version} is applied but has no directory here`);
    await runStep(db, database, migration, 'down');
    rolledBack.push(migration);
  }
  return rolledBack;
}

/**
 * `migrate apply --version V --type up|down`: runs that one migration, whatever else is applied;
 * refuses, as the CLI does, an up of an applied version and a down of one that is not.
 */
export async function applyMigrationVersion(
  db: Database,
  migrations: readonly MigrationFile[],
  version: bigint,
  direction: 'up' | 'down',
  options: MigrateOptions = {},
): Promise<MigrationFile> {
  const database = databaseName(options);
  const recorded = await prepare(db, database);
  const migration = migrations.find((m) => m.version === version);
  if (!migration) throw new Error(`version ${version} has no migration directory here`);
  if (direction === 'up' && recorded.has(version)) {
    throw new Error(`version ${version} is already applied`);
  }
  if (direction === 'down' && !recorded.has(version)) {
    throw new Error(`version ${version} is not applied`);
  }
  await runStep(db, database, migration, direction);
  return migration;
}

/**
 * After a failed migration was repaired by hand: forgets the dirty version, so it counts as not
 * applied and runs again on the next apply. (The CLI has no such verb; there one edits the state.)
 */
export async function repairMigration(
  db: Database,
  version: bigint,
  options: MigrateOptions = {},
): Promise<void> {
  const database = databaseName(options);
  await db.transaction((tx) => prepareStateStores(tx, database));
  const recorded = await readMigrationState(db, database);
  if (recorded.get(version) !== true) throw new Error(`version ${version} is not dirty`);
  await db.transaction((tx) => removeVersion(tx, database, version));
}
