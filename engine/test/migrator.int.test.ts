import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { introspectDatabase } from '../src/introspect/introspect';
import { readMigrationFiles } from '../src/migrate/migration-files';
import {
  applyMigrations,
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

async function recorded() {
  const { rows } = await test.db.query<{ version: string; dirty: boolean }>(
    'select version::text as version, dirty from hdb_catalog.schema_migrations order by version',
  );
  const state = await test.db.query<{
    cli_state: { migrations?: Record<string, Record<string, boolean>> };
  }>('select cli_state from hdb_catalog.hdb_version');
  return { legacy: rows, cliState: state.rows[0]?.cli_state };
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
  it('records applied versions in schema_migrations and in the CLI catalog state', async () => {
    await writeMigration(
      '1000',
      'create_a',
      'create table a (id int primary key);',
      'drop table a;',
    );
    await writeMigration(
      '2000',
      'create_b',
      'create table b (id int primary key);',
      'drop table b;',
    );
    const migrations = await readMigrationFiles(scratch);
    await applyMigrations(test.db, migrations);

    const state = await recorded();
    expect(state.legacy).toEqual([
      { version: '1000', dirty: false },
      { version: '2000', dirty: false },
    ]);
    expect(state.cliState?.migrations?.['default']).toEqual({ '1000': false, '2000': false });

    await rollbackMigrations(test.db, migrations, 1);
    expect((await recorded()).cliState?.migrations?.['default']).toEqual({ '1000': false });
    const status = await migrationStatus(test.db, migrations);
    expect(status.map((s) => [s.version, s.applied])).toEqual([
      [1000n, true],
      [2000n, false],
    ]);
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
    expect((await recorded()).legacy).toEqual([
      { version: '1000', dirty: false },
      { version: '2000', dirty: true },
    ]);
    expect((await recorded()).cliState?.migrations?.['default']?.['2000']).toBe(true);

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
    expect((await recorded()).legacy).toEqual([{ version: '1000', dirty: false }]);
  });

  it('rejects a folder entry that is not a migration, naming it', async () => {
    await mkdir(path.join(scratch, 'notes'));
    await expect(readMigrationFiles(scratch)).rejects.toThrow(/notes: not a migration directory/);
  });
});
