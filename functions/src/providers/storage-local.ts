import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { deriveFileSigningKey, signedQuery, verifySignedQuery } from '../lib/signed-url';
import type { LocalFiles, Storage, UrlCheck } from './storage';
import { isStorageKey, keyPath, privateFileUrl } from './storage-keys';

/**
 * Local disk storage for `npm start` and the tests. The stack serves it itself:
 * `PUT /files/upload/<id>?expires&size&sig` stores a body once, `GET /files/public/<key>` and
 * `GET /files/private/<key>` read it (functions/src/actions/serve-files.ts). Files live under
 * STORAGE_DIR, outside any web root, at the path of their key; a key is only ever one the server
 * made (isStorageKey), and the resolved path is checked to stay inside the folder.
 */
export async function createLocalStorage(options: {
  dir: string;
  publicUrl: string;
  secret: string;
}): Promise<Storage> {
  const root = path.resolve(options.dir);
  const staging = path.join(root, '.staging');
  await mkdir(staging, { recursive: true });
  const signingKey = deriveFileSigningKey(options.secret);
  const base = options.publicUrl.replace(/\/+$/, '');
  const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

  const pathOf = (key: string): string => {
    if (!isStorageKey(key)) throw new Error('not a storage key');
    const resolved = path.resolve(root, ...key.split('/'));
    if (!resolved.startsWith(root + path.sep)) throw new Error('storage key escapes the folder');
    return resolved;
  };

  const check = (result: ReturnType<typeof verifySignedQuery>): UrlCheck =>
    result.ok ? { ok: true, size: result.size } : result;

  const local: LocalFiles = {
    checkUploadUrl: (uploadId, query, now) =>
      check(verifySignedQuery(signingKey, 'put', String(uploadId), query, now)),
    checkReadUrl: (key, query, now) => check(verifySignedQuery(signingKey, 'get', key, query, now)),
    async stage(body) {
      const staged = path.join(staging, randomUUID());
      await writeFile(staged, body, { flag: 'wx', mode: 0o600 });
      return staged;
    },
    async commit(staged, key) {
      const target = pathOf(key);
      await mkdir(path.dirname(target), { recursive: true });
      await rename(staged, target);
    },
    async discard(staged) {
      if (path.dirname(staged) === staging) await rm(staged, { force: true });
    },
    async read(key) {
      try {
        return await readFile(pathOf(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw error;
      }
    },
  };

  return {
    provider: 'local',
    needsDeclaredSize: false,
    local,
    presignPut(request) {
      const expires = seconds(request.now) + request.expiresInSeconds;
      const query = signedQuery(signingKey, {
        purpose: 'put',
        subject: String(request.uploadId),
        expires,
        size: request.size,
      });
      return Promise.resolve(`${base}/files/upload/${String(request.uploadId)}?${query}`);
    },
    fileUrl(key, access) {
      return access === 'public'
        ? `${base}/files/public/${keyPath(key)}`
        : privateFileUrl(base, key);
    },
    presignGet(request) {
      const expires = seconds(request.now) + request.expiresInSeconds;
      const query = signedQuery(signingKey, { purpose: 'get', subject: request.key, expires });
      return Promise.resolve(`${privateFileUrl(base, request.key)}?${query}`);
    },
  };
}
