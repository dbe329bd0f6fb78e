import { readFile, rm, writeFile } from 'node:fs/promises';

/**
 * One process per embedded database: PGlite has no lock of its own, and two processes writing
 * one data directory corrupt it. The lock file holds the owner's pid; a lock whose process is
 * gone (a crash, a kill -9) is taken over.
 */
export class DataDirLockedError extends Error {}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  const file = `${dataDir}.lock`;
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      await writeFile(file, String(process.pid), { flag: 'wx' });
      return () => rm(file, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const pid = Number((await readFile(file, 'utf8').catch(() => '')).trim());
      if (Number.isInteger(pid) && pid > 0 && alive(pid)) {
        throw new DataDirLockedError(
          `another Petwell process (pid ${String(pid)}) is using ${dataDir}; stop it first, or set PGLITE_DATA_DIR or DATABASE_URL`,
        );
      }
      await rm(file, { force: true });
    }
  }
  throw new DataDirLockedError(`could not lock ${dataDir}`);
}
