import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { readEngineEnv } from '../src/config/env';
import { dropServerDatabase, preparedPgliteDump, preparedServerDatabase } from './test-database';

/**
 * The int project's vitest globalSetup (its named `setup`): the integration tests' migrated
 * template, made once per `vitest run` instead of once per test database. Applying every
 * migration costs seconds on PGlite, and about sixty test files each need a migrated database
 * or a whole stack. On PGlite it is a dump of a migrated data directory in a file the workers
 * load; with DATABASE_URL, a template database on that server that `create database ...
 * template` copies. test-database.ts hands it to the tests; the returned function removes it.
 */
export async function setup(project: TestProject): Promise<() => Promise<void>> {
  const noRows = () => Promise.resolve();
  const { DATABASE_URL } = readEngineEnv();
  if (!DATABASE_URL) {
    const dump = await preparedPgliteDump(noRows);
    const dir = await mkdtemp(path.join(tmpdir(), 'petwell-template-'));
    const dumpFile = path.join(dir, 'migrated.tar');
    await writeFile(dumpFile, Buffer.from(await dump.arrayBuffer()));
    project.provide('migratedTemplate', { kind: 'pglite', dumpFile });
    return () => rm(dir, { recursive: true, force: true });
  }
  const database = await preparedServerDatabase(DATABASE_URL, 'tpl', noRows);
  project.provide('migratedTemplate', { kind: 'server', database });
  return () => dropServerDatabase(DATABASE_URL, database);
}
