import type { Queryable } from '../db/database';

/**
 * Where the Hasura CLI v2 keeps the versions it applied, read and written as the CLI does
 * (hasura/graphql-engine, cli/internal/statestore/):
 * - `hdb_catalog.schema_migrations (version bigint, dirty boolean)` in the migrated database: the
 *   "hdb table" store of config v2 projects (statestore/migrations/hdbtable.go);
 * - `hdb_catalog.hdb_version.cli_state`, the catalog state a config v3 project keeps through the
 *   server's `get_catalog_state`/`set_catalog_state`: `{"migrations": {"<database name>":
 *   {"<version>": <dirty>}}, "settings": {"migration_mode": "true"}, "isStateCopyCompleted": true}`
 *   (statestore/statestore.go, statestore/migrations/catalogstate.go).
 * The one `hdb_version` row is the Hasura server's own: it is updated here, never inserted.
 * Until `isStateCopyCompleted` is set the CLI copies schema_migrations into cli_state once
 * (migrate/migrate.go, copyStateToCatalogStateAPIIfRequired); from then on cli_state alone counts.
 */

/** Applied versions of one database: version → dirty. */
export type VersionStates = Map<bigint, boolean>;

/** The hdb_version row this runner used to insert; real Hasura cannot parse its version. */
export const OLD_RUNNER_ROW_VERSION = 'petwell-migrate';

/** cli_state as the CLI writes it; unknown keys are kept as they are. */
interface CliState {
  migrations?: Record<string, Record<string, boolean>>;
  settings?: Record<string, string>;
  isStateCopyCompleted?: boolean;
  [key: string]: unknown;
}

/** The CLI's defaults (statestore/settings/settings.go); it refuses to migrate without them. */
const DEFAULT_SETTINGS: Record<string, string> = { migration_mode: 'true' };

async function tableExists(db: Queryable, table: string): Promise<boolean> {
  const { rows } = await db.query<{ found: boolean }>(
    'select to_regclass($1) is not null as found',
    [`hdb_catalog.${table}`],
  );
  return rows[0]?.found === true;
}

/** schema_migrations as the CLI creates it (statestore/migrations/hdbtable.go). */
async function createSchemaMigrations(db: Queryable): Promise<void> {
  await db.exec(`
    create schema if not exists hdb_catalog;
    create table if not exists hdb_catalog.schema_migrations (
      version bigint not null primary key,
      dirty boolean not null
    );`);
}

async function replaceSchemaMigrations(db: Queryable, versions: VersionStates): Promise<void> {
  await db.query('delete from hdb_catalog.schema_migrations');
  for (const [version, dirty] of versions) {
    await db.query('insert into hdb_catalog.schema_migrations (version, dirty) values ($1, $2)', [
      version.toString(),
      dirty,
    ]);
  }
}

async function readSchemaMigrations(db: Queryable): Promise<VersionStates> {
  if (!(await tableExists(db, 'schema_migrations'))) return new Map();
  const { rows } = await db.query<{ version: string; dirty: boolean }>(
    'select version::text as version, dirty from hdb_catalog.schema_migrations',
  );
  return new Map(rows.map((row) => [BigInt(row.version), row.dirty]));
}

/** The server's hdb_version row, when Hasura has created one here. */
async function readCliState(db: Queryable): Promise<CliState | undefined> {
  if (!(await tableExists(db, 'hdb_version'))) return undefined;
  const { rows } = await db.query<{ cli_state: CliState | null }>(
    'select cli_state from hdb_catalog.hdb_version where version <> $1',
    [OLD_RUNNER_ROW_VERSION],
  );
  if (rows.length > 1) throw new Error('hdb_catalog.hdb_version has more than one row');
  const row = rows[0];
  if (!row) return undefined;
  const state = row.cli_state;
  return state !== null && typeof state === 'object' && !Array.isArray(state) ? state : {};
}

function catalogVersions(state: CliState, database: string): VersionStates {
  const versions: VersionStates = new Map();
  // JSON anyone may have written: only a literal true counts as dirty.
  const recorded: Record<string, unknown> = state.migrations?.[database] ?? {};
  for (const [version, dirty] of Object.entries(recorded)) {
    if (!/^[0-9]+$/.test(version)) {
      throw new Error(`cli_state.migrations.${database} holds "${version}", not a version`);
    }
    versions.set(BigInt(version), dirty === true);
  }
  return versions;
}

/** What the CLI sees: cli_state once its copy is done; before, the copy it would make. */
function effectiveVersions(
  legacy: VersionStates,
  cliState: CliState | undefined,
  database: string,
): VersionStates {
  if (!cliState) return legacy;
  const catalog = catalogVersions(cliState, database);
  if (cliState.isStateCopyCompleted === true) return catalog;
  // CopyMigrationState sets every schema_migrations version over what cli_state had.
  return new Map([...catalog, ...legacy]);
}

/** The applied versions of `database`, as the Hasura CLI reads them. Writes nothing. */
export async function readMigrationState(db: Queryable, database: string): Promise<VersionStates> {
  return effectiveVersions(await readSchemaMigrations(db), await readCliState(db), database);
}

async function writeCliState(db: Queryable, state: CliState): Promise<void> {
  await db.query('update hdb_catalog.hdb_version set cli_state = $1::jsonb where version <> $2', [
    JSON.stringify(state),
    OLD_RUNNER_ROW_VERSION,
  ]);
}

function versionRecord(versions: VersionStates): Record<string, boolean> {
  const sorted = [...versions].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return Object.fromEntries(sorted.map(([version, dirty]) => [version.toString(), dirty]));
}

/**
 * Makes both stores hold the same versions before the runner changes either: creates
 * schema_migrations as the CLI does, removes the hdb_version row older runners inserted (and the
 * table, when that row was all it held, so that Hasura creates its own), and on a server's row
 * does the CLI's one-time copy and sets its default settings. Run it in a transaction.
 */
export async function prepareStateStores(db: Queryable, database: string): Promise<void> {
  await createSchemaMigrations(db);
  if (await tableExists(db, 'hdb_version')) {
    const removed = await db.query('delete from hdb_catalog.hdb_version where version = $1', [
      OLD_RUNNER_ROW_VERSION,
    ]);
    const { rows } = await db.query<{ empty: boolean }>(
      'select not exists (select 1 from hdb_catalog.hdb_version) as empty',
    );
    // Hasura parses an existing hdb_version and fails on an empty one; without it, it initialises.
    if (removed.affectedRows > 0 && rows[0]?.empty === true) {
      await db.exec('drop table hdb_catalog.hdb_version');
    }
  }
  const legacy = await readSchemaMigrations(db);
  const cliState = await readCliState(db);
  if (!cliState) return;
  const versions = effectiveVersions(legacy, cliState, database);
  await writeCliState(db, {
    ...cliState,
    migrations: { ...cliState.migrations, [database]: versionRecord(versions) },
    settings: { ...DEFAULT_SETTINGS, ...cliState.settings },
    isStateCopyCompleted: true,
  });
  // Once cli_state counts, schema_migrations follows it, so neither store tells another story.
  await replaceSchemaMigrations(db, versions);
}

/** Records a version as applied (or dirty) in both stores, as the CLI's SetVersion does. */
export async function setVersion(
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
  const cliState = await readCliState(db);
  if (!cliState) return;
  await writeCliState(db, {
    ...cliState,
    migrations: {
      ...cliState.migrations,
      [database]: { ...cliState.migrations?.[database], [version.toString()]: dirty },
    },
  });
}

/** Forgets a version in both stores, as the CLI's RemoveVersion does. */
export async function removeVersion(
  db: Queryable,
  database: string,
  version: bigint,
): Promise<void> {
  await db.query('delete from hdb_catalog.schema_migrations where version = $1', [
    version.toString(),
  ]);
  const cliState = await readCliState(db);
  if (!cliState) return;
  const remaining = Object.fromEntries(
    Object.entries(cliState.migrations?.[database] ?? {}).filter(
      ([recorded]) => recorded !== version.toString(),
    ),
  );
  await writeCliState(db, {
    ...cliState,
    migrations: { ...cliState.migrations, [database]: remaining },
  });
}

/** What `get_catalog_state` answers: the server's hdb_version row, as Hasura keeps it. */
export interface CatalogState {
  id: string | null;
  cli_state: unknown;
  console_state: unknown;
}

/**
 * The catalog state for the metadata API's `get_catalog_state`. On a database where Hasura made
 * its hdb_version row, that row. Without one (the engine never creates it: Hasura would then
 * skip its own catalog set-up), the CLI's state is schema_migrations, shown the way the CLI
 * keeps it in cli_state for `database`, so `hasura migrate` and `npm run migrate` agree.
 */
export async function readCatalogState(db: Queryable, database: string): Promise<CatalogState> {
  if (await tableExists(db, 'hdb_version')) {
    const { rows } = await db.query<CatalogState>(
      `select hasura_uuid::text as id, cli_state, console_state
         from hdb_catalog.hdb_version where version <> $1`,
      [OLD_RUNNER_ROW_VERSION],
    );
    if (rows[0]) return rows[0];
  }
  return {
    id: null,
    cli_state: {
      migrations: { [database]: versionRecord(await readSchemaMigrations(db)) },
      settings: DEFAULT_SETTINGS,
      isStateCopyCompleted: true,
    },
    console_state: {},
  };
}

/**
 * `set_catalog_state`: into the server's hdb_version row when there is one. Without it, the CLI's
 * migrations of `database` replace schema_migrations (its other keys, and the console's state,
 * have nowhere to live: false is returned so the caller can say so).
 */
export async function writeCatalogState(
  db: Queryable,
  type: 'cli' | 'console',
  state: Record<string, unknown>,
  database: string,
): Promise<boolean> {
  if (await tableExists(db, 'hdb_version')) {
    const column = type === 'cli' ? 'cli_state' : 'console_state';
    const updated = await db.query(
      `update hdb_catalog.hdb_version set ${column} = $1::jsonb where version <> $2`,
      [JSON.stringify(state), OLD_RUNNER_ROW_VERSION],
    );
    if (updated.affectedRows > 0) return true;
  }
  if (type === 'console') return false;
  const versions = catalogVersions(state, database);
  await createSchemaMigrations(db);
  await replaceSchemaMigrations(db, versions);
  return true;
}
