import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { introspectDatabase } from '../src/introspect/introspect';
import { readMigrationFiles } from '../src/migrate/migration-files';
import {
  applyMigrations,
  applyMigrationVersion,
  DirtyDatabaseError,
  MigrationError,
  migrationStatus,
  repairMigration,
  rollbackMigrations,
} from '../src/migrate/migrator';
import { createTestDatabase, HASURA_DIR, type TestDatabase } from './test-database';

let test: TestDatabase;
let scratch: string;

beforeEach(async () => {
  test = await createTestDatabase();
  scratch = await mkdtemp(path.join(tmpdir(), 'petwell-migrations-'));
});

afterEach(async () => {
  await test.dispose();
  await rm(scratch, { recursive: true, force: true });
});

async function writeMigration(version: string, name: string, up: string, down?: string) {
  const dir = path.join(scratch, `${version}_${name}`);
  await mkdir(dir, { recursive: true });
  await writeFile(path.join(dir, 'up.sql'), up);
  if (down !== undefined) await writeFile(path.join(dir, 'down.sql'), down);
}

async function schemaMigrations() {
  const { rows } = await test.db.query<{ version: string; dirty: boolean }>(
    'select version::text as version, dirty from hdb_catalog.schema_migrations order by version',
  );
  return rows;
}

async function tableExists(name: string): Promise<boolean> {
  const { rows } = await test.db.query<{ found: boolean }>(
    'select to_regclass($1) is not null as found',
    [name],
  );
  return rows[0]?.found === true;
}

interface CliState {
  migrations?: Record<string, Record<string, boolean>>;
  settings?: Record<string, string>;
  isStateCopyCompleted?: boolean;
}

/** The catalog row a Hasura v2 server makes when it starts (server/src-rsr/initialise.sql). */
async function startHasuraServer(cliState: CliState = {}) {
  await test.db.exec(`
    create schema if not exists hdb_catalog;
    create table hdb_catalog.hdb_version (
      hasura_uuid uuid primary key default gen_random_uuid(),
      version text not null,
      upgraded_on timestamptz not null,
      cli_state jsonb not null default '{}'::jsonb,
      console_state jsonb not null default '{}'::jsonb
    );
    create unique index hdb_version_one_row on hdb_catalog.hdb_version ((version is not null));`);
  await test.db.query(
    `insert into hdb_catalog.hdb_version (version, upgraded_on, cli_state, console_state)
     values ('48', now(), $1::jsonb, '{"onboardingShown": true}'::jsonb)`,
    [JSON.stringify(cliState)],
  );
}

/** hdb_version as the CLI's get_catalog_state reads it. */
async function catalogState() {
  const { rows } = await test.db.query<{
    hasura_uuid: string;
    version: string;
    cli_state: CliState;
    console_state: unknown;
  }>('select hasura_uuid::text, version, cli_state, console_state from hdb_catalog.hdb_version');
  return rows;
}

async function writeTwoTables() {
  await writeMigration('1000', 'create_a', 'create table a (id int primary key);', 'drop table a;');
  await writeMigration('2000', 'create_b', 'create table b (id int primary key);', 'drop table b;');
  return readMigrationFiles(scratch);
}

function schemaShape(schema: Awaited<ReturnType<typeof introspectDatabase>>) {
  return [...schema.tables.values()].map((t) => ({
    table: t.name,
    columns: t.columns.map((c) => `${c.name}:${c.type}:${c.nullable}`),
    keys: [
      t.primaryKey?.name,
      ...t.uniqueConstraints.map((u) => u.name),
      ...t.foreignKeys.map((f) => `${f.name}:${f.onDelete}`),
    ],
    checks: t.checkConstraints.map((c) => c.name).sort(),
  }));
}

describe('the project migrations', () => {
  it('go up, down and up again cleanly, leaving the same schema', async () => {
    const migrations = await readMigrationFiles(path.join(HASURA_DIR, 'migrations', 'default'));
    expect(migrations.length).toBeGreaterThan(0);

    const applied = await applyMigrations(test.db, migrations);
    expect(applied.map((m) => m.version)).toEqual(migrations.map((m) => m.version));
    const first = schemaShape(await introspectDatabase(test.db));
    expect(first.map((t) => t.table)).toContain('bookings');

    const rolledBack = await rollbackMigrations(test.db, migrations, migrations.length);
    expect(rolledBack.map((m) => m.version)).toEqual(migrations.map((m) => m.version).reverse());
    expect((await introspectDatabase(test.db)).tables.size).toBe(0);

    await applyMigrations(test.db, migrations);
    expect(schemaShape(await introspectDatabase(test.db))).toEqual(first);
    expect(await applyMigrations(test.db, migrations)).toEqual([]);
  });
});

describe('the migration runner', () => {
  it('records versions in schema_migrations and, without a Hasura server, inserts no hdb_version', async () => {
    const migrations = await writeTwoTables();
    await applyMigrations(test.db, migrations);

    expect(await schemaMigrations()).toEqual([
      { version: '1000', dirty: false },
      { version: '2000', dirty: false },
    ]);
    expect(await tableExists('hdb_catalog.hdb_version')).toBe(false);

    await rollbackMigrations(test.db, migrations, 1);
    const status = await migrationStatus(test.db, migrations);
    expect(status.map((s) => [s.version, s.applied])).toEqual([
      [1000n, true],
      [2000n, false],
    ]);
  });

  it('applies only the next N pending migrations with --up N', async () => {
    await writeMigration('1000', 'one', 'create table one (id int);');
    await writeMigration('2000', 'two', 'create table two (id int);');
    await writeMigration('3000', 'three', 'create table three (id int);');
    const migrations = await readMigrationFiles(scratch);
    const applied = await applyMigrations(test.db, migrations, { steps: 2 });
    expect(applied.map((m) => m.name)).toEqual(['one', 'two']);
    expect((await applyMigrations(test.db, migrations)).map((m) => m.name)).toEqual(['three']);
  });

  it('rolls back every applied migration with --down all', async () => {
    const migrations = await writeTwoTables();
    await applyMigrations(test.db, migrations);
    const rolledBack = await rollbackMigrations(test.db, migrations, 'all');
    expect(rolledBack.map((m) => m.name)).toEqual(['create_b', 'create_a']);
    expect(await schemaMigrations()).toEqual([]);
    expect(await tableExists('public.a')).toBe(false);
  });

  it('runs one version up or down with --version V --type, whatever else is applied', async () => {
    await writeMigration('1000', 'a', 'create table a (id int);', 'drop table a;');
    await writeMigration('2000', 'b', 'create table b (id int);', 'drop table b;');
    await writeMigration('3000', 'c', 'create table c (id int);', 'drop table c;');
    const migrations = await readMigrationFiles(scratch);
    await applyMigrations(test.db, migrations);

    const down = await applyMigrationVersion(test.db, migrations, 2000n, 'down');
    expect(down.name).toBe('b');
    expect(await tableExists('public.b')).toBe(false);
    expect(await tableExists('public.c')).toBe(true);
    const status = await migrationStatus(test.db, migrations);
    expect(status.map((s) => [s.version, s.applied])).toEqual([
      [1000n, true],
      [2000n, false],
      [3000n, true],
    ]);

    await expect(applyMigrationVersion(test.db, migrations, 2000n, 'down')).rejects.toThrow(
      'version 2000 is not applied',
    );
    await applyMigrationVersion(test.db, migrations, 2000n, 'up');
    expect(await tableExists('public.b')).toBe(true);
    await expect(applyMigrationVersion(test.db, migrations, 2000n, 'up')).rejects.toThrow(
      'version 2000 is already applied',
    );
    await expect(applyMigrationVersion(test.db, migrations, 1500n, 'up')).rejects.toThrow(
      'version 1500 has no migration directory here',
    );
  });

  it('orders versions numerically, not as text', async () => {
    await writeMigration('900', 'first', 'create table first_table (id int);');
    await writeMigration('1000', 'second', 'alter table first_table add column name text;');
    const applied = await applyMigrations(test.db, await readMigrationFiles(scratch));
    expect(applied.map((m) => m.name)).toEqual(['first', 'second']);
  });

  it('stops at the first failure, rolls that migration back and marks its version dirty', async () => {
    await writeMigration('1000', 'good', 'create table good (id int primary key);');
    await writeMigration(
      '2000',
      'bad',
      'create table half_done (id int primary key);\ninsert into missing_table values (1);',
    );
    await writeMigration('3000', 'never', 'create table never_run (id int);');
    const migrations = await readMigrationFiles(scratch);

    const error = await applyMigrations(test.db, migrations).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MigrationError);
    expect((error as MigrationError).message).toContain('up 2000_bad failed');

    const tables = [...(await introspectDatabase(test.db)).tables.keys()];
    expect(tables).toEqual(['public.good']);
    expect(await schemaMigrations()).toEqual([
      { version: '1000', dirty: false },
      { version: '2000', dirty: true },
    ]);
    expect((await migrationStatus(test.db, migrations)).map((m) => m.dirty)).toEqual([
      false,
      true,
      false,
    ]);

    await expect(applyMigrations(test.db, migrations)).rejects.toBeInstanceOf(DirtyDatabaseError);
    await expect(rollbackMigrations(test.db, migrations, 1)).rejects.toBeInstanceOf(
      DirtyDatabaseError,
    );

    await repairMigration(test.db, 2000n);
    await writeMigration('2000', 'bad', 'create table half_done (id int primary key);');
    const fixed = await applyMigrations(test.db, await readMigrationFiles(scratch));
    expect(fixed.map((m) => m.name)).toEqual(['bad', 'never']);
  });

  it('refuses to roll back a migration without down.sql', async () => {
    await writeMigration('1000', 'one_way', 'create table one_way (id int);');
    const migrations = await readMigrationFiles(scratch);
    await applyMigrations(test.db, migrations);
    await expect(rollbackMigrations(test.db, migrations, 1)).rejects.toThrow(
      '1000_one_way has no down.sql',
    );
    expect(await schemaMigrations()).toEqual([{ version: '1000', dirty: false }]);
  });

  it('rejects a folder entry that is not a migration, naming it', async () => {
    await mkdir(path.join(scratch, 'notes'));
    await expect(readMigrationFiles(scratch)).rejects.toThrow(/notes: not a migration directory/);
  });
});

describe('the migration state shared with the Hasura CLI', () => {
  it('sees a database the CLI migrated (state only in cli_state) as up to date', async () => {
    const migrations = await writeTwoTables();
    await test.db.exec('create table a (id int primary key); create table b (id int primary key);');
    await startHasuraServer({
      migrations: { default: { '1000': false, '2000': false, '1500': false } },
      settings: { migration_mode: 'true' },
      isStateCopyCompleted: true,
    });

    const status = await migrationStatus(test.db, migrations);
    expect(status.map((s) => [s.version, s.applied, s.presentLocally])).toEqual([
      [1000n, true, true],
      [1500n, true, false],
      [2000n, true, true],
    ]);
    expect(await applyMigrations(test.db, migrations)).toEqual([]);
    expect((await catalogState())[0]?.cli_state.migrations?.['default']).toEqual({
      '1000': false,
      '1500': false,
      '2000': false,
    });
  });

  it('writes its state into the server row the CLI reads, keeping everything else there', async () => {
    await startHasuraServer({
      migrations: { reports: { '42': false } },
      settings: { migration_mode: 'true', custom: 'kept' },
    });
    const before = await catalogState();
    const migrations = await writeTwoTables();
    await applyMigrations(test.db, migrations);

    const after = await catalogState();
    expect(after).toHaveLength(1);
    expect(after[0]?.hasura_uuid).toBe(before[0]?.hasura_uuid);
    expect(after[0]?.version).toBe('48');
    expect(after[0]?.console_state).toEqual({ onboardingShown: true });
    expect(after[0]?.cli_state).toEqual({
      migrations: { default: { '1000': false, '2000': false }, reports: { '42': false } },
      settings: { migration_mode: 'true', custom: 'kept' },
      isStateCopyCompleted: true,
    });
    expect(await schemaMigrations()).toEqual([
      { version: '1000', dirty: false },
      { version: '2000', dirty: false },
    ]);

    await applyMigrationVersion(test.db, migrations, 1000n, 'down');
    expect((await catalogState())[0]?.cli_state.migrations).toEqual({
      default: { '2000': false },
      reports: { '42': false },
    });
  });

  it('records under the database named by --database-name', async () => {
    await startHasuraServer();
    const migrations = await writeTwoTables();
    await applyMigrations(test.db, migrations, { database: 'reports' });
    expect((await catalogState())[0]?.cli_state.migrations).toEqual({
      reports: { '1000': false, '2000': false },
    });
    const asDefault = await migrationStatus(test.db, migrations);
    expect(asDefault.every((s) => !s.applied)).toBe(true);
    const asReports = await migrationStatus(test.db, migrations, { database: 'reports' });
    expect(asReports.every((s) => s.applied)).toBe(true);
  });

  it('marks a failed migration dirty in cli_state too', async () => {
    await startHasuraServer();
    await writeMigration('1000', 'bad', 'insert into missing_table values (1);');
    await expect(applyMigrations(test.db, await readMigrationFiles(scratch))).rejects.toThrow(
      MigrationError,
    );
    expect((await catalogState())[0]?.cli_state.migrations?.['default']).toEqual({
      '1000': true,
    });
  });

  it('copies schema_migrations into a new server row once, as the CLI does', async () => {
    const migrations = await writeTwoTables();
    await applyMigrations(test.db, migrations.slice(0, 1));
    await startHasuraServer();

    const status = await migrationStatus(test.db, migrations);
    expect(status.map((s) => [s.version, s.applied])).toEqual([
      [1000n, true],
      [2000n, false],
    ]);
    expect((await applyMigrations(test.db, migrations)).map((m) => m.version)).toEqual([2000n]);
    expect((await catalogState())[0]?.cli_state).toEqual({
      migrations: { default: { '1000': false, '2000': false } },
      settings: { migration_mode: 'true' },
      isStateCopyCompleted: true,
    });
  });

  it('after the copy trusts cli_state: a version the CLI rolled back is pending again', async () => {
    const migrations = await writeTwoTables();
    await applyMigrations(test.db, migrations);
    await startHasuraServer({
      migrations: { default: { '1000': false } },
      settings: { migration_mode: 'true' },
      isStateCopyCompleted: true,
    });
    await test.db.exec('drop table b;');

    const status = await migrationStatus(test.db, migrations);
    expect(status.map((s) => [s.version, s.applied])).toEqual([
      [1000n, true],
      [2000n, false],
    ]);
    expect((await applyMigrations(test.db, migrations)).map((m) => m.version)).toEqual([2000n]);
    expect(await schemaMigrations()).toEqual([
      { version: '1000', dirty: false },
      { version: '2000', dirty: false },
    ]);
  });

  it('drops the hdb_version row and table that older runners made, which Hasura cannot read', async () => {
    const migrations = await writeTwoTables();
    await test.db.exec(`
      create schema hdb_catalog;
      create table hdb_catalog.schema_migrations (version bigint not null primary key, dirty boolean not null);
      insert into hdb_catalog.schema_migrations values (1000, false);
      create table a (id int primary key);
      create table hdb_catalog.hdb_version (
        hasura_uuid uuid primary key default gen_random_uuid(),
        version text not null,
        upgraded_on timestamptz not null default now(),
        cli_state jsonb not null default '{}',
        console_state jsonb not null default '{}'
      );
      insert into hdb_catalog.hdb_version (version, cli_state)
        values ('petwell-migrate', '{"migrations": {"default": {"1000": false}}, "isStateCopyCompleted": true}');`);

    expect((await migrationStatus(test.db, migrations)).map((s) => s.applied)).toEqual([
      true,
      false,
    ]);
    expect((await applyMigrations(test.db, migrations)).map((m) => m.version)).toEqual([2000n]);
    expect(await tableExists('hdb_catalog.hdb_version')).toBe(false);
    expect(await schemaMigrations()).toEqual([
      { version: '1000', dirty: false },
      { version: '2000', dirty: false },
    ]);
  });
});
