import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';
import { inject } from 'vitest';
import type { TestProject } from 'vitest/node';
import { readEngineEnv } from '../src/config/env';
import { pgliteDatabase } from '../src/db/pglite-database';
import { openPostgresDatabase } from '../src/db/postgres-database';
import { readMigrationFiles } from '../src/migrate/migration-files';
import { applyMigrations } from '../src/migrate/migrator';

/**
 * The integration tests' migrated template, made once per `vitest run` (the int project's
 * globalSetup) instead of once per test database: applying every migration costs seconds on
 * PGlite, and about sixty test files each need a migrated database or a whole stack. On PGlite it
 * is a dump of a migrated data directory, in a file the workers load; with DATABASE_URL, a
 * template database on that server that `create database ... template` copies.
 */
export type MigratedTemplate =
  { kind: 'pglite'; dumpFile: string } | { kind: 'server'; database: string };

declare module 'vitest' {
  export interface ProvidedContext {
    migratedTemplate: MigratedTemplate | null;
  }
}

const MIGRATIONS_DIR = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../hasura/migrations/default',
);

/** vitest globalSetup (its named `setup`): makes the template and provides it; the returned function removes it. */
export async function setup(project: TestProject): Promise<() => Promise<void>> {
  const migrations = await readMigrationFiles(MIGRATIONS_DIR);
  const { DATABASE_URL } = readEngineEnv();
  if (!DATABASE_URL) {
    const source = await PGlite.create({ extensions: { btree_gist, pg_trgm } });
    let dump: Blob;
    try {
      await applyMigrations(pgliteDatabase(source), migrations);
      dump = await source.dumpDataDir('none');
    } finally {
      await source.close();
    }
    const dir = await mkdtemp(path.join(tmpdir(), 'petwell-template-'));
    const dumpFile = path.join(dir, 'migrated.tar');
    await writeFile(dumpFile, Buffer.from(await dump.arrayBuffer()));
    project.provide('migratedTemplate', { kind: 'pglite', dumpFile });
    return () => rm(dir, { recursive: true, force: true });
  }

  const database = `${new URL(DATABASE_URL).pathname.slice(1) || 'petwell'}_tpl${randomBytes(5).toString('hex')}`;
  const url = new URL(DATABASE_URL);
  await serverQuery(DATABASE_URL, `create database "${database}"`);
  url.pathname = `/${database}`;
  try {
    // A template cannot be copied while anyone is connected to it: one connection, closed here.
    const db = await openPostgresDatabase(url.toString(), { maxConnections: 1 });
    try {
      await applyMigrations(db, migrations);
    } finally {
      await db.close();
    }
  } catch (error) {
    await serverQuery(DATABASE_URL, `drop database if exists "${database}" with (force)`);
    throw error;
  }
  project.provide('migratedTemplate', { kind: 'server', database });
  return () => serverQuery(DATABASE_URL, `drop database if exists "${database}" with (force)`);
}

async function serverQuery(serverUrl: string, text: string): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(text);
  } finally {
    await admin.end();
  }
}

/** The run's template, or undefined where none was made (a file run outside the int project). */
export function migratedTemplate(): MigratedTemplate | undefined {
  try {
    return inject('migratedTemplate') ?? undefined;
  } catch {
    return undefined;
  }
}

let dumpRead: Promise<Blob> | undefined;

/** The PGlite template's dump, read once per worker. */
export function pgliteTemplateDump(template: { dumpFile: string }): Promise<Blob> {
  dumpRead ??= readFile(template.dumpFile).then((bytes) => new Blob([bytes]));
  return dumpRead;
}
