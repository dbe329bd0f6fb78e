import { describe, expect, it } from 'vitest';
import { createS3Storage } from './storage-s3';

const storage = createS3Storage({
  bucket: 'petwell-uploads',
  region: 'us-east-1',
  publicBaseUrl: 'https://cdn.petwell.example.com/',
  publicUrl: 'https://app.petwell.example.com',
  clientConfig: {
    credentials: {
      accessKeyId: 'AKIDEXAMPLE',
      secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
    },
  },
});
const now = new Date('2026-03-02T10:00:00Z');
const key = 'phr/user-7/0f8fad5b-d9cb-469f-a165-70867728950e/blood-work.pdf';

describe('S3 storage (presigned, no network)', () => {
  it('presigns a PUT of the bucket and key that signs the content type and the declared length', async () => {
    const url = new URL(
      await storage.presignPut({
        uploadId: 1,
        key,
        contentType: 'application/pdf',
        maxBytes: 10 * 1024 * 1024,
        size: 12345,
        expiresInSeconds: 600,
        access: 'private',
        now,
      }),
    );
    expect(url.hostname).toBe('petwell-uploads.s3.us-east-1.amazonaws.com');
    expect(url.pathname).toBe(`/${key}`);
    expect(url.searchParams.get('X-Amz-Expires')).toBe('600');
    expect(url.searchParams.get('X-Amz-Date')).toBe('20260302T100000Z');
    expect(url.searchParams.get('X-Amz-SignedHeaders')?.split(';')).toEqual(
      expect.arrayContaining(['content-length', 'content-type', 'host']),
    );
    expect(url.searchParams.get('X-Amz-Signature')).toMatch(/^[0-9a-f]{64}$/);
    // No checksum of an empty body that would refuse the real one.
    expect([...url.searchParams.keys()].filter((k) => /checksum/i.test(k))).toEqual([]);
  });

  it('links public files under the public base URL and private files through the stack', () => {
    expect(
      storage.fileUrl('user_avatar/user-7/0f8fad5b-d9cb-469f-a165-70867728950e/me.png', 'public'),
    ).toBe(
      'https://cdn.petwell.example.com/user_avatar/user-7/0f8fad5b-d9cb-469f-a165-70867728950e/me.png',
    );
    expect(storage.fileUrl(key, 'private')).toBe(
      `https://app.petwell.example.com/files/private/${key}`,
    );
  });

  it('presigns a short GET of a private file that forces its type and a download', async () => {
    const url = new URL(
      await storage.presignGet({
        key,
        fileName: 'Blood work "final".pdf',
        contentType: 'application/pdf',
        disposition: 'attachment',
        expiresInSeconds: 300,
        now,
      }),
    );
    expect(url.pathname).toBe(`/${key}`);
    expect(url.searchParams.get('X-Amz-Expires')).toBe('300');
    expect(url.searchParams.get('response-content-type')).toBe('application/pdf');
    expect(url.searchParams.get('response-content-disposition')).toBe(
      `attachment; filename="Blood work _final_.pdf"; filename*=UTF-8''Blood%20work%20%22final%22.pdf`,
    );
  });

  it('needs the size declared, since a presigned PUT cannot carry a size range', () => {
    expect(storage.needsDeclaredSize).toBe(true);
    expect(storage.local).toBeUndefined();
  });
});
