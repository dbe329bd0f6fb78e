import { describe, expect, it } from 'vitest';
import { awsDeps, readEnvWithDatabase } from './lambda-handler';
import type { Db } from './lib/db';
import type { Deliver } from './providers/mail';
import { createS3Storage } from './providers/storage-s3';

/** The configuration template.yaml gives a deployed function. */
const env = readEnvWithDatabase(
  {
    DATABASE_URL: 'postgres://petwell:secret@db.internal:5432/petwell',
    ACTIONS_SECRET: 'lambda-handler-test-secret-0123456789',
    HASURA_GRAPHQL_JWT_SECRET: JSON.stringify({ type: 'HS256', key: 'k'.repeat(32) }),
    PUBLIC_URL: 'https://petwell.example.com',
    MAIL_PROVIDER: 'ses',
    SMS_PROVIDER: 'sns',
    STORAGE_PROVIDER: 's3',
    S3_BUCKET: 'petwell-test-uploads',
    S3_PUBLIC_BASE_URL: 'https://files.petwell.example.com',
    MAIL_FROM: 'Petwell <no-reply@petwell.example.com>',
    AWS_REGION: 'eu-west-1',
    DEV_OUTBOX: 'false',
  },
  'in this test',
);

const noDb: Db = {
  query: () => Promise.reject(new Error('no database in this test')),
  transaction: () => Promise.reject(new Error('no database in this test')),
};
const quiet = { info: () => undefined, error: () => undefined };

describe('awsDeps', () => {
  it('builds only the providers a function is given, from its environment', async () => {
    const asked: string[][] = [];
    const mail = (region: string, from: string): Promise<Deliver> => {
      asked.push([region, from]);
      return Promise.resolve(() => Promise.resolve());
    };
    const deps = await awsDeps({ mail, files: createS3Storage })(env, { db: noDb, log: quiet });
    expect(asked).toEqual([['eu-west-1', 'Petwell <no-reply@petwell.example.com>']]);
    expect(deps.storage.local).toBeUndefined();
    expect(deps.storage.fileUrl('avatars/1/a.png', 'public')).toBe(
      'https://files.petwell.example.com/avatars/1/a.png',
    );
  });

  it('fails loudly where a function uses a provider it was deployed without', async () => {
    const deps = await awsDeps({})(env, { db: noDb, log: quiet });
    expect(() => deps.storage.fileUrl('a', 'public')).toThrow(
      /deployed without files \(FUNCTION_PROVIDERS in functions\/scripts\/sam-template.ts\)/,
    );
    expect(() => deps.payments.paypal).toThrow(/deployed without payments/);
  });

  it('says which setting is missing when a provider cannot be built', async () => {
    await expect(
      awsDeps({ files: createS3Storage })({ ...env, S3_BUCKET: undefined }, { db: noDb }),
    ).rejects.toThrow('files on AWS need S3_BUCKET');
    const mail = () => Promise.resolve(() => Promise.resolve());
    await expect(
      awsDeps({ mail })({ ...env, AWS_REGION: undefined }, { db: noDb }),
    ).rejects.toThrow('mail on AWS needs AWS_REGION (Lambda sets it)');
  });
});
