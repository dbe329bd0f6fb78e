import type { FunctionsEnv } from '../env';

/**
 * File storage behind one interface: local disk served by the stack itself (storage-local.ts),
 * or S3 presigned URLs (storage-s3.ts). Keys are chosen by the server:
 * `<kind>/<user-<id> | staff-<id>>/<uuid>/<safe file name>`.
 */
export type FileAccess = 'public' | 'private';

export interface PresignRequest {
  /** The uploads row the URL is for (the local URL names it). */
  uploadId: number;
  key: string;
  contentType: string;
  maxBytes: number;
  /** The exact length the client declared; bound into the URL when given. */
  size: number | undefined;
  expiresInSeconds: number;
  access: FileAccess;
  now: Date;
}

export interface ReadUrlRequest {
  key: string;
  fileName: string;
  contentType: string;
  /** attachment for everything that is not a picture. */
  disposition: 'inline' | 'attachment';
  expiresInSeconds: number;
  now: Date;
}

/** What only the local provider has: the disk behind /files/* and its signed URLs. */
export interface LocalFiles {
  /** Checks the signature and expiry of an upload URL's query. */
  checkUploadUrl(uploadId: number, query: URLSearchParams, now: Date): UrlCheck;
  /** Checks the signature and expiry of a private file's read URL. */
  checkReadUrl(key: string, query: URLSearchParams, now: Date): UrlCheck;
  /** Writes a body beside the files (not yet visible under its key); answers a handle. */
  stage(body: Uint8Array): Promise<string>;
  /** Moves a staged body to its key (atomic rename). */
  commit(staged: string, key: string): Promise<void>;
  discard(staged: string): Promise<void>;
  /** The stored body, or undefined when there is none. */
  read(key: string): Promise<Buffer | undefined>;
}

export type UrlCheck =
  { ok: true; size: number | undefined } | { ok: false; reason: 'invalid' | 'expired' };

export interface Storage {
  readonly provider: 'local' | 's3';
  /**
   * True when a presigned PUT cannot bound the body by a maximum (S3: a PUT can only sign one
   * exact Content-Length), so the client must declare the size up front.
   */
  readonly needsDeclaredSize: boolean;
  /** Where the client PUTs the file body. */
  presignPut(request: PresignRequest): Promise<string>;
  /**
   * The URL stored in records and shown to users: the public address of a public file, and for a
   * private file the stack's own `/files/private/<key>`, which checks who asks.
   */
  fileUrl(key: string, access: FileAccess): string;
  /** A short-lived URL that reads a private file without credentials (links, <img>). */
  presignGet(request: ReadUrlRequest): Promise<string>;
  /** The local disk; undefined for S3. */
  readonly local: LocalFiles | undefined;
}

export async function createStorage(env: FunctionsEnv): Promise<Storage> {
  if (env.STORAGE_PROVIDER === 's3') {
    const { createS3Storage } = await import('./storage-s3');
    if (!env.S3_BUCKET || !env.AWS_REGION)
      throw new Error('STORAGE_PROVIDER=s3 needs S3_BUCKET and AWS_REGION');
    return createS3Storage({
      bucket: env.S3_BUCKET,
      region: env.AWS_REGION,
      publicBaseUrl: env.S3_PUBLIC_BASE_URL,
      publicUrl: env.PUBLIC_URL,
    });
  }
  const { createLocalStorage } = await import('./storage-local');
  return createLocalStorage({
    dir: env.STORAGE_DIR,
    publicUrl: env.PUBLIC_URL,
    secret: env.ACTIONS_SECRET,
  });
}
