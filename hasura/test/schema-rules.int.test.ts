import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { introspectDatabase, type DatabaseSchema } from '../../engine/src/introspect/introspect';
import { readMigrationFiles } from '../../engine/src/migrate/migration-files';
import {
  createMigratedDatabase,
  HASURA_DIR,
  type TestDatabase,
} from '../../engine/test/test-database';

// Rules of hasura/README.md that hold for every table, checked against the migrated schema.
let test: TestDatabase;
let schema: DatabaseSchema;
let indexes: { table: string; columns: string[] }[];

beforeAll(async () => {
  test = await createMigratedDatabase();
  schema = await introspectDatabase(test.db);
  const { rows } = await test.db.query<{ table: string; columns: string[] }>(
    `select c.relname as table,
            array(select a.attname from unnest(i.indkey) with ordinality k(attnum, n)
                    join pg_attribute a on a.attrelid = i.indrelid and a.attnum = k.attnum
                   order by k.n)::text[] as columns
       from pg_index i join pg_class c on c.oid = i.indrelid
       join pg_namespace s on s.oid = c.relnamespace
      where s.nspname = 'public'`,
  );
  indexes = rows;
});

afterAll(async () => {
  await test.dispose();
});

describe('schema rules', () => {
  it('states "on delete" on every foreign key in the migrations', async () => {
    const migrations = await readMigrationFiles(path.join(HASURA_DIR, 'migrations', 'default'));
    const silent: string[] = [];
    for (const migration of migrations) {
      const sql = await readFile(path.join(migration.dir, 'up.sql'), 'utf8');
      for (const match of sql.matchAll(/references\s+[\w.]+\s*\([^)]*\)([^,;]*)/gi)) {
        if (!/on delete/i.test(match[1] ?? ''))
          silent.push(`${migration.name}: ${match[0].trim()}`);
      }
    }
    expect(silent).toEqual([]);
  });

  // An index led by the key's first column serves the lookup Postgres makes when a referenced row
  // is deleted. Enum tables are exempt: their values are never deleted (on delete restrict).
  it('indexes every foreign key, leading with its first column', () => {
    const enumTables = new Set([
      'phr_categories',
      'consultation_types',
      'service_request_types',
      'upload_kinds',
    ]);
    const missing: string[] = [];
    for (const table of schema.tables.values()) {
      for (const fk of table.foreignKeys) {
        if (enumTables.has(fk.referencedTable)) continue;
        const served = indexes.some(
          (index) => index.table === table.name && index.columns[0] === fk.columns[0],
        );
        if (!served) missing.push(`${table.name}.${fk.name} (${fk.columns.join(', ')})`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('gives every table an integer or text primary key and timestamptz timestamps', () => {
    const problems: string[] = [];
    for (const table of schema.tables.values()) {
      // A view has no key (the reports' return types are views of no rows).
      if (!table.primaryKey && table.kind === 'table')
        problems.push(`${table.name}: no primary key`);
      for (const column of table.columns) {
        if (/_at$/.test(column.name) && column.udtName !== 'timestamptz') {
          problems.push(`${table.name}.${column.name} is ${column.type}`);
        }
      }
      if (
        table.columns.some((c) => c.name === 'id') &&
        !['int4', 'int8'].includes(table.columns.find((c) => c.name === 'id')?.udtName ?? '')
      ) {
        problems.push(`${table.name}.id is not an integer`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('keeps updated_at current with a trigger on every table that has one', async () => {
    const { rows } = await test.db.query<{ table: string }>(
      `select c.relname as table from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relkind = 'r'
          and exists (select 1 from pg_attribute a where a.attrelid = c.oid and a.attname = 'updated_at')
          and not exists (select 1 from pg_trigger t join pg_proc p on p.oid = t.tgfoid
                           where t.tgrelid = c.oid and p.proname = 'set_updated_at')`,
    );
    expect(rows).toEqual([]);
  });
});
