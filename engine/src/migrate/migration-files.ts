import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';

export interface MigrationFile {
  /** The directory's leading number: a 13-digit Unix time in milliseconds, compared numerically. */
  version: bigint;
  name: string;
  dir: string;
  up: string;
  /** Absent when the migration cannot be rolled back. */
  down: string | undefined;
}

const DIRECTORY_NAME = /^(\d+)_([A-Za-z0-9_-]+)$/;

async function readOptional(file: string): Promise<string | undefined> {
  try {
    return await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/**
 * Reads migrations/<database>/<version>_<name>/{up,down}.sql in version order. Anything else in
 * the folder is an error, so a misnamed migration is never silently skipped.
 */
export async function readMigrationFiles(migrationsDir: string): Promise<MigrationFile[]> {
  const entries = await readdir(migrationsDir).catch((error: unknown) => {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  });
  const migrations: MigrationFile[] = [];
  const seen = new Map<bigint, string>();
  for (const entry of entries) {
    const dir = path.join(migrationsDir, entry);
    const match = DIRECTORY_NAME.exec(entry);
    if (!match || !(await stat(dir)).isDirectory()) {
      throw new Error(`${dir}: not a migration directory (expected <version>_<name>/up.sql)`);
    }
    const version = BigInt(match[1] ?? '');
    const duplicate = seen.get(version);
    if (duplicate) throw new Error(`${dir}: version ${version} is also used by ${duplicate}`);
    seen.set(version, entry);
    const up = await readOptional(path.join(dir, 'up.sql'));
    if (up === undefined) throw new Error(`${dir}: up.sql is missing`);
    migrations.push({
      version,
      name: match[2] ?? '',
      dir,
      up,
      down: await readOptional(path.join(dir, 'down.sql')),
    });
  }
  return migrations.sort((a, b) => (a.version < b.version ? -1 : a.version > b.version ? 1 : 0));
}
