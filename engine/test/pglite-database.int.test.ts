import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { openPgliteDatabase } from '../src/db/pglite-database';

let scratch: string;

beforeEach(async () => {
  scratch = await mkdtemp(path.join(tmpdir(), 'petwell-pglite-'));
});

afterEach(async () => {
  await rm(scratch, { recursive: true, force: true });
});

it('creates a missing data directory, parents included, and keeps data across restarts', async () => {
  const dataDir = path.join(scratch, '.data', 'pglite');
  const first = await openPgliteDatabase(dataDir);
  await first.exec('create table kept (note text); insert into kept values ($$still here$$);');
  await first.close();

  const second = await openPgliteDatabase(dataDir);
  const { rows } = await second.query<{ note: string }>('select note from kept');
  await second.close();
  expect(rows).toEqual([{ note: 'still here' }]);
});

it('rolls a failed transaction back', async () => {
  const db = await openPgliteDatabase();
  await db.exec('create table t (id int primary key)');
  await expect(
    db.transaction(async (tx) => {
      await tx.query('insert into t values (1)');
      await tx.query('insert into t values (1)');
    }),
  ).rejects.toMatchObject({ code: '23505' });
  const { rows } = await db.query<{ n: number }>('select count(*)::int as n from t');
  await db.close();
  expect(rows).toEqual([{ n: 0 }]);
});
