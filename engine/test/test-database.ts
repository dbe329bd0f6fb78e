import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';
import { inject } from 'vitest';
import { readEngineEnv } from '../src/config/env';
import type { Database } from '../src/db/database';
import { openPgliteDatabase, pgliteDatabase } from '../src/db/pglite-database';
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
      await dropServerDatabase(DATABASE_URL, name);
    },
  };
}

/**
 * A test database with every migration of hasura/ applied: a copy of the run's migrated template
 * (engine/test/migrated-template.ts) where there is one, else migrated here.
 */
export async function createMigratedDatabase(): Promise<TestDatabase> {
  const template = migratedTemplate();
  const { DATABASE_URL } = readEngineEnv();
  if (template?.kind === 'pglite' && !DATABASE_URL) {
    const db = await openPgliteDatabase(undefined, {
      loadDataDir: await pgliteTemplateDump(template),
    });
    return { db, dispose: () => db.close() };
  }
  if (template?.kind === 'server' && DATABASE_URL) {
    const server = await throwawayDatabase('t', { migrated: true });
    const db = await openPostgresDatabase(server.url ?? '', { maxConnections: 4 });
    return {
      db,
      async dispose() {
        await db.close();
        await server.drop();
      },
    };
  }
  const test = await createTestDatabase();
  try {
    await applyMigrations(test.db, await readMigrations());
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

/** A prepared database that hands out cheap, independent copies of itself. */
export interface DatabaseTemplate {
  /** A new database with the template's schema and rows; later changes stay in the copy. */
  copy(): Promise<TestDatabase>;
  dispose(): Promise<void>;
}

/**
 * Migrates a database (from the run's migrated template where there is one: then no migration
 * is left to apply), lets prepare() load rows into it, and returns a template to copy. PGlite:
 * the data directory is dumped once and each copy starts from that tarball. With DATABASE_URL: a
 * template database on the server, copied with `create database ... template`.
 */
export async function createMigratedTemplate(
  prepare: (db: Database) => Promise<void>,
): Promise<DatabaseTemplate> {
  const { DATABASE_URL } = readEngineEnv();
  const runTemplate = migratedTemplate();
  if (!DATABASE_URL) {
    const dump = await preparedPgliteDump(
      prepare,
      runTemplate?.kind === 'pglite' ? await pgliteTemplateDump(runTemplate) : undefined,
    );
    return {
      async copy() {
        const db = await openPgliteDatabase(undefined, { loadDataDir: dump });
        return { db, dispose: () => db.close() };
      },
      async dispose() {
        // Nothing to release: the dump is garbage-collected with the template.
      },
    };
  }

  const templateName = await preparedServerDatabase(
    DATABASE_URL,
    'tpl',
    prepare,
    runTemplate?.kind === 'server' ? runTemplate.database : undefined,
  );
  return {
    async copy() {
      const name = uniqueDatabaseName(DATABASE_URL, 't');
      await withServer(DATABASE_URL, (admin) =>
        admin.query(`create database "${name}" template "${templateName}"`),
      );
      const db = await openPostgresDatabase(databaseUrl(DATABASE_URL, name), {
        maxConnections: 4,
      });
      return {
        db,
        async dispose() {
          await db.close();
          await dropServerDatabase(DATABASE_URL, name);
        },
      };
    },
    dispose: () => dropServerDatabase(DATABASE_URL, templateName),
  };
}

async function readMigrations() {
  return readMigrationFiles(path.join(HASURA_DIR, 'migrations', 'default'));
}

/** An in-memory PGlite (from the dump `from` when given), migrated and prepared, as a dump. */
export async function preparedPgliteDump(
  prepare: (db: Database) => Promise<void>,
  from?: Blob,
): Promise<Blob> {
  const source = await PGlite.create({
    extensions: { btree_gist, pg_trgm },
    ...(from ? { loadDataDir: from } : {}),
  });
  try {
    const db = pgliteDatabase(source);
    await applyMigrations(db, await readMigrations());
    await prepare(db);
    return await source.dumpDataDir('none');
  } finally {
    await source.close();
  }
}

/**
 * A new database on the server (a copy of `template` when given), migrated and prepared, and
 * closed again so that it can serve as a template; its name. Dropped if preparing it fails.
 */
export async function preparedServerDatabase(
  serverUrl: string,
  suffix: string,
  prepare: (db: Database) => Promise<void>,
  template?: string,
): Promise<string> {
  const name = uniqueDatabaseName(serverUrl, suffix);
  await withServer(serverUrl, (admin) =>
    admin.query(
      template === undefined
        ? `create database "${name}"`
        : `create database "${name}" template "${template}"`,
    ),
  );
  try {
    const db = await openPostgresDatabase(databaseUrl(serverUrl, name), { maxConnections: 1 });
    try {
      await applyMigrations(db, await readMigrations());
      await prepare(db);
    } finally {
      // A template cannot be copied while anyone is connected to it.
      await db.close();
    }
  } catch (error) {
    await dropServerDatabase(serverUrl, name);
    throw error;
  }
  return name;
}

function uniqueDatabaseName(serverUrl: string, suffix: string): string {
  const base = new URL(serverUrl).pathname.slice(1) || 'petwell';
  return `${base}_${suffix}${randomBytes(5).toString('hex')}`;
}

function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function withServer<T>(serverUrl: string, fn: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    return await fn(admin);
  } finally {
    await admin.end();
  }
}

/**
 * Drops a test database. A closed pool's sockets may still be saying goodbye (pg's Pool.end()
 * resolves before they close); forcing the drop then would kill those sessions and their clients
 * would raise errors nobody listens to. So wait, briefly, until the database has no sessions.
 */
export async function dropServerDatabase(serverUrl: string, name: string): Promise<void> {
  await withServer(serverUrl, async (admin) => {
    for (let i = 0; i < 40; i++) {
      const { rows } = await admin.query<{ n: number }>(
        'select count(*)::int as n from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
        [name],
      );
      if ((rows[0]?.n ?? 0) === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await admin.query(`drop database if exists "${name}" with (force)`);
  });
}

/**
 * A database of its own on the server when DATABASE_URL is set, for tests that start a whole
 * stack (which migrates it); undefined url on PGlite runs. `migrated`: a copy of the run's
 * migrated template where there is one, so the stack finds every migration applied.
 */
export async function throwawayDatabase(
  suffix = 't',
  options: { migrated?: boolean } = {},
): Promise<{ url: string | undefined; drop(): Promise<void> }> {
  const { DATABASE_URL } = readEngineEnv();
  if (DATABASE_URL === undefined) return { url: undefined, drop: () => Promise.resolve() };
  const name = uniqueDatabaseName(DATABASE_URL, suffix);
  const template = options.migrated ? migratedTemplate() : undefined;
  await withServer(DATABASE_URL, (admin) =>
    admin.query(
      template?.kind === 'server'
        ? `create database "${name}" template "${template.database}"`
        : `create database "${name}"`,
    ),
  );
  return {
    url: databaseUrl(DATABASE_URL, name),
    drop: () => dropServerDatabase(DATABASE_URL, name),
  };
}

/** The run's migrated PGlite template for a stack's new embedded database, if there is one. */
export async function pgliteStackTemplate(): Promise<Blob | undefined> {
  const template = migratedTemplate();
  if (template?.kind !== 'pglite' || readEngineEnv().DATABASE_URL) return undefined;
  return pgliteTemplateDump(template);
}

/**
 * The integration tests' migrated template, made once per `vitest run` by the int project's
 * global setup (engine/test/migrated-template.ts): a dump of a migrated PGlite data directory in
 * a file, or with DATABASE_URL a template database on that server.
 */
export type MigratedTemplate =
  { kind: 'pglite'; dumpFile: string } | { kind: 'server'; database: string };

declare module 'vitest' {
  export interface ProvidedContext {
    migratedTemplate: MigratedTemplate | null;
  }
}

/** The run's template, or undefined where none was made (a file run outside the int project). */
function migratedTemplate(): MigratedTemplate | undefined {
  try {
    return inject('migratedTemplate') ?? undefined;
  } catch {
    return undefined;
  }
}

let dumpRead: Promise<Blob> | undefined;

/** The PGlite template's dump, read once per worker. */
function pgliteTemplateDump(template: { dumpFile: string }): Promise<Blob> {
  dumpRead ??= readFile(template.dumpFile).then((bytes) => new Blob([bytes]));
  return dumpRead;
}
