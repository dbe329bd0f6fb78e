import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Database } from '../db/database';

export interface SeedFile {
  file: string;
  sql: string;
}

/** seeds/<database>/*.sql in file-name order, as `hasura seed apply` runs them. */
export async function readSeedFiles(seedsDir: string): Promise<SeedFile[]> {
  const entries = await readdir(seedsDir).catch((error: unknown) => {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  });
  const files = entries.filter((entry) => entry.endsWith('.sql')).sort();
  return Promise.all(
    files.map(async (entry) => {
      const file = path.join(seedsDir, entry);
      return { file, sql: await readFile(file, 'utf8') };
    }),
  );
}

export class SeedsRefusedError extends Error {
  constructor(table: string) {
    super(`seeds load only into an empty database, and ${table} already has rows`);
    this.name = 'SeedsRefusedError';
  }
}

export interface SeedOptions {
  /** Refuse unless this table is empty: seeds are demo data, never loaded over real data. */
  requireEmpty?: string;
}

/** Runs every seed file in one transaction: all of them load, or none. */
export async function applySeeds(
  db: Database,
  seeds: readonly SeedFile[],
  options: SeedOptions = {},
): Promise<void> {
  await db.transaction(async (tx) => {
    if (options.requireEmpty !== undefined) {
      const [schema, table] = options.requireEmpty.includes('.')
        ? options.requireEmpty.split('.', 2)
        : ['public', options.requireEmpty];
      const { rows } = await tx.query<{ taken: boolean }>(
        `select exists(select 1 from ${quoteIdentifier(schema ?? '')}.${quoteIdentifier(table ?? '')}) as taken`,
      );
      if (rows[0]?.taken) throw new SeedsRefusedError(options.requireEmpty);
    }
    for (const seed of seeds) {
      try {
        await tx.exec(seed.sql);
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        throw new Error(`${seed.file}: ${reason}`, { cause: error });
      }
    }
  });
}

function quoteIdentifier(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}
