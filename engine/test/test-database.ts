import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { readEngineEnv } from '../src/config/env';
import type { Database } from '../src/db/database';
import { openPgliteDatabase } from '../src/db/pglite-database';
import { openPostgresDatabase } from '../src/db/postgres-database';
import { readMigrationFiles } from '../src/migrate/migration-files';
import { applyMigrations } from '../src/migrate/migrator';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const HASURA_DIR = path.join(REPO_ROOT, 'hasura');

export interface TestDatabase {
  db: Database;
  dispose(): Promise<void>;
}

/**
 * A database of the test's own: in-memory PGlite by default; with DATABASE_URL, a fresh database
 * created on that server next to the named one, and dropped by dispose().
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const { DATABASE_URL } = readEngineEnv();
  if (!DATABASE_URL) {
    const db = await openPgliteDatabase();
    return { db, dispose: () => db.close() };
  }
  const base = new URL(DATABASE_URL);
  const name = `${base.pathname.slice(1) || 'petwell'}_t${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: DATABASE_URL });
  await admin.connect();
  try {
    await admin.query(`create database "${name}"`);
  } finally {
    await admin.end();
  }
  const url = new URL(DATABASE_URL);
  url.pathname = `/${name}`;
  const db = await openPostgresDatabase(url.toString(), { maxConnections: 4 });
  return {
    db,
    async dispose() {
      await db.close();
      const cleanup = new pg.Client({ connectionString: DATABASE_URL });
      await cleanup.connect();
      try {
        await cleanup.query(`drop database if exists "${name}" with (force)`);
      } finally {
        await cleanup.end();
      }
    },
  };
}

/** A test database with every migration of hasura/ applied. */
export async function createMigratedDatabase(): Promise<TestDatabase> {
  const test = await createTestDatabase();
  try {
    await applyMigrations(
      test.db,
      await readMigrationFiles(path.join(HASURA_DIR, 'migrations', 'default')),
    );
  } catch (error) {
    await test.dispose();
    throw error;
  }
  return test;
}

/** Awaits a promise that must fail with a Postgres error; returns its code and constraint. */
export async function refusal(
  promise: Promise<unknown>,
): Promise<{ code: string; constraint: string | undefined }> {
  try {
    await promise;
  } catch (error) {
    const e = error as { code?: unknown; constraint?: unknown };
    if (typeof e.code !== 'string') throw error;
    return {
      code: e.code,
      constraint: typeof e.constraint === 'string' ? e.constraint : undefined,
    };
  }
  throw new Error('expected the database to refuse this statement, but it succeeded');
}
