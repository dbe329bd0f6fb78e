import { describe, expect, it } from 'vitest';
import { type Db, retryingTransaction } from './db';

const pgError = (code: string) => Object.assign(new Error(`postgres ${code}`), { code });

function flakyDb(failures: string[]): Db & { attempts: number } {
  const db = {
    attempts: 0,
    query: () => Promise.resolve({ rows: [], affectedRows: 0 }),
    transaction<T>(fn: (tx: Db) => Promise<T>): Promise<T> {
      db.attempts++;
      const failure = failures.shift();
      return failure ? Promise.reject(pgError(failure)) : fn(db);
    },
  };
  return db;
}

describe('retryingTransaction', () => {
  it('runs a transaction again after a serialization failure or a deadlock', async () => {
    const db = flakyDb(['40001', '40P01']);
    await expect(retryingTransaction(db, () => Promise.resolve('done'))).resolves.toBe('done');
    expect(db.attempts).toBe(3);
  });

  it('gives up after 3 retries and passes the error on', async () => {
    const db = flakyDb(['40001', '40001', '40001', '40001', '40001']);
    await expect(retryingTransaction(db, () => Promise.resolve('done'))).rejects.toThrow('40001');
    expect(db.attempts).toBe(4);
  });

  it('never retries another error (a constraint says no for good)', async () => {
    const db = flakyDb(['23P01']);
    await expect(retryingTransaction(db, () => Promise.resolve('done'))).rejects.toThrow('23P01');
    expect(db.attempts).toBe(1);
  });
});
