import type { Database, Queryable } from '../db/database';
import type { MigrationFile } from './migration-files';

/**
 * Applies and rolls back Hasura CLI migrations, recording state the way the CLI does so that a
 * real Hasura CLI can take the database over:
 * - hdb_catalog.schema_migrations (version, dirty): the CLI's "hdb table" store;
 * - hdb_catalog.hdb_version.cli_state.migrations.<database>: the config v3 catalog state.
 * Each migration runs in its own transaction; a failure marks its version dirty and stops.
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

const CATALOG = `
create schema if not exists hdb_catalog;
create table if not exists hdb_catalog.schema_migrations (
  version bigint not null primary key,
  dirty boolean not null
);
create table if not exists hdb_catalog.hdb_version (
  hasura_uuid uuid primary key default gen_random_uuid(),
  version text not null,
  upgraded_on timestamptz not null default now(),
  cli_state jsonb not null default '{}',
  console_state jsonb not null default '{}'
);
insert into hdb_catalog.hdb_version (version)
  select 'petwell-migrate' where not exists (select 1 from hdb_catalog.hdb_version);
`;

export async function ensureMigrationCatalog(db: Queryable): Promise<void> {
  await db.exec(CATALOG);
}

async function recordedVersions(db: Queryable): Promise<Map<bigint, boolean>> {
  const { rows } = await db.query<{ version: string; dirty: boolean }>(
    'select version::text as version, dirty from hdb_catalog.schema_migrations order by version',
  );
  return new Map(rows.map((row) => [BigInt(row.version), row.dirty]));
}

/** Mirrors schema_migrations into cli_state, keeping whatever else the CLI stored there. */
async function syncCliState(db: Queryable, database: string): Promise<void> {
  await db.query(
    `update hdb_catalog.hdb_version
        set cli_state = cli_state || jsonb_build_object(
              'migrations',
              coalesce(cli_state -> 'migrations', '{}'::jsonb) || jsonb_build_object(
                $1::text,
                (select coalesce(jsonb_object_agg(version::text, dirty), '{}'::jsonb)
                   from hdb_catalog.schema_migrations)),
              'settings', jsonb_build_object('migration_mode', 'true'),
              'isStateCopyCompleted', true)`,
    [database],
  );
}

async function markVersion(
  db: Queryable,
  database: string,
  version: bigint,
  dirty: boolean,
): Promise<void> {
  await db.query(
    `insert into hdb_catalog.schema_migrations (version, dirty) values ($1, $2)
     on conflict (version) do update set dirty = excluded.dirty`,
    [version.toString(), dirty],
  );
  await syncCliState(db, database);
}

async function unmarkVersion(db: Queryable, database: string, version: bigint): Promise<void> {
  await db.query('delete from hdb_catalog.schema_migrations where version = $1', [
    version.toString(),
  ]);
  await syncCliState(db, database);
}

export async function migrationStatus(
  db: Database,
  migrations: readonly MigrationFile[],
): Promise<MigrationState[]> {
  await ensureMigrationCatalog(db);
  const recorded = await recordedVersions(db);
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
  return states.sort((a, b) => (a.version < b.version ? -1 : a.version > b.version ? 1 : 0));
}

async function refuseWhenDirty(db: Queryable): Promise<void> {
  const dirty = [...(await recordedVersions(db))].filter(([, d]) => d).map(([v]) => v);
  if (dirty.length > 0) throw new DirtyDatabaseError(dirty);
}

/**
 * Runs one migration script and its bookkeeping in a transaction; when either fails, the version
 * is marked dirty (outside the rolled-back transaction) and the run stops.
 */
async function runStep(
  db: Database,
  migration: MigrationFile,
  direction: 'up' | 'down',
  script: string,
  record: (tx: Queryable) => Promise<void>,
  database: string,
): Promise<void> {
  try {
    await db.transaction(async (tx) => {
      await tx.exec(script);
      await record(tx);
    });
  } catch (error) {
    await markVersion(db, database, migration.version, true);
    throw new MigrationError(migration, direction, error);
  }
}

/** Refuses to go on while any migration of the folder is not applied. */
export async function assertMigrated(
  db: Database,
  migrations: readonly MigrationFile[],
): Promise<void> {
  const pending = (await migrationStatus(db, migrations)).filter((s) => !s.applied);
  if (pending.length > 0) {
    throw new Error(`${pending.length} migration(s) are pending: run "npm run migrate" first`);
  }
}

export interface MigrateOptions {
  /** The Hasura source name the versions are recorded under. */
  database?: string;
}

/** Applies every pending migration in version order; returns the ones it applied. */
export async function applyMigrations(
  db: Database,
  migrations: readonly MigrationFile[],
  options: MigrateOptions = {},
): Promise<MigrationFile[]> {
  const database = options.database ?? 'default';
  await ensureMigrationCatalog(db);
  await refuseWhenDirty(db);
  const recorded = await recordedVersions(db);
  const applied: MigrationFile[] = [];
  for (const migration of migrations) {
    if (recorded.has(migration.version)) continue;
    await runStep(
      db,
      migration,
      'up',
      migration.up,
      (tx) => markVersion(tx, database, migration.version, false),
      database,
    );
    applied.push(migration);
  }
  return applied;
}

/** Rolls back the newest `count` applied migrations; returns them in the order they ran. */
export async function rollbackMigrations(
  db: Database,
  migrations: readonly MigrationFile[],
  count: number,
  options: MigrateOptions = {},
): Promise<MigrationFile[]> {
  if (!Number.isInteger(count) || count < 1) throw new Error('down needs a whole number of steps');
  const database = options.database ?? 'default';
  await ensureMigrationCatalog(db);
  await refuseWhenDirty(db);
  const recorded = await recordedVersions(db);
  const newestFirst = [...recorded.keys()].sort((a, b) => (a > b ? -1 : a < b ? 1 : 0));
  const rolledBack: MigrationFile[] = [];
  for (const version of newestFirst.slice(0, count)) {
    const migration = migrations.find((m) => m.version === version);
    if (!migration) throw new Error(`version ${version} is applied but has no directory here`);
    if (migration.down === undefined) {
      throw new Error(`${migration.version}_${migration.name} has no down.sql`);
    }
    await runStep(
      db,
      migration,
      'down',
      migration.down,
      (tx) => unmarkVersion(tx, database, migration.version),
      database,
    );
    rolledBack.push(migration);
  }
  return rolledBack;
}

/**
 * After a failed migration was repaired by hand: forgets the dirty version, so it counts as not
 * applied and runs again on the next apply.
 */
export async function repairMigration(
  db: Database,
  version: bigint,
  options: MigrateOptions = {},
): Promise<void> {
  await ensureMigrationCatalog(db);
  const recorded = await recordedVersions(db);
  if (recorded.get(version) !== true) throw new Error(`version ${version} is not dirty`);
  await unmarkVersion(db, options.database ?? 'default', version);
}
