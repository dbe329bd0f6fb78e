import {
  GetObjectCommand,
  PutObjectCommand,
  S3Client,
  type S3ClientConfig,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { Storage } from './storage';
import { contentDisposition, keyPath, privateFileUrl } from './storage-keys';

/**
 * S3 storage: the browser PUTs straight to the bucket with a SigV4 presigned URL, and reads
 * private files through a presigned GET that the stack hands out after its access check.
 *
 * What a presigned PUT can enforce: the signed headers. `Content-Type` is signed, so S3 refuses
 * a body sent with any other type. A PUT has no `content-length-range` condition (only a browser
 * POST policy has one), so the size is bounded by signing the exact `Content-Length` the client
 * declared (`fileSize`, already checked against the kind's limit): S3 refuses any other length
 * with 403. That is why this provider needs the size declared (`needsDeclaredSize`). A URL can be
 * replayed until it expires (it overwrites the same key, with the same type and length), and S3
 * cannot check magic bytes; the objects' own Content-Type and the download's forced
 * Content-Disposition keep them from being served as anything else.
 */
export interface S3StorageOptions {
  bucket: string;
  region: string;
  /** Public address of the bucket's public files (e.g. a CloudFront domain). */
  publicBaseUrl: string | undefined;
  /** The stack's address: private files are linked through its access check. */
  publicUrl: string;
  /** Test seam: static credentials, a custom endpoint. */
  clientConfig?: S3ClientConfig;
}

export function createS3Storage(options: S3StorageOptions): Storage {
  const client = new S3Client({
    region: options.region,
    // Without this the SDK adds a checksum of the empty body to presigned PUT URLs, which then
    // refuse every real body.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    ...options.clientConfig,
  });
  const publicBase = (
    options.publicBaseUrl ?? `https://${options.bucket}.s3.${options.region}.amazonaws.com`
  ).replace(/\/+$/, '');

  return {
    provider: 's3',
    needsDeclaredSize: true,
    local: undefined,
    async presignPut(request) {
      const command = new PutObjectCommand({
        Bucket: options.bucket,
        Key: request.key,
        ContentType: request.contentType,
        ...(request.size === undefined ? {} : { ContentLength: request.size }),
      });
      return getSignedUrl(client, command, {
        expiresIn: request.expiresInSeconds,
        signableHeaders: new Set(['content-type', 'content-length']),
        signingDate: request.now,
      });
    },
    fileUrl(key, access) {
      return access === 'public'
        ? `${publicBase}/${keyPath(key)}`
        : privateFileUrl(options.publicUrl, key);
    },
    async presignGet(request) {
      const command = new GetObjectCommand({
        Bucket: options.bucket,
        Key: request.key,
        ResponseContentType: request.contentType,
        ResponseContentDisposition: contentDisposition(request.disposition, request.fileName),
        ResponseCacheControl: 'private, no-store',
      });
      return getSignedUrl(client, command, {
        expiresIn: request.expiresInSeconds,
        signingDate: request.now,
      });
    },
  };
}
