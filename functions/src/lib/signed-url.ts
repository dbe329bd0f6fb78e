import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';

/**
 * Signed URLs of the local file storage: an upload URL (`PUT /files/upload/<id>`) and a
 * short-lived read URL of a private file (`GET /files/private/<key>`). The signature is an
 * HMAC-SHA256 over the purpose, the subject (upload id or storage key), the expiry and, for an
 * upload with a declared size, that size, with a key derived from ACTIONS_SECRET (HKDF, its own
 * label), so that it cannot be replayed for another purpose or used as any other secret.
 */
export type SignedPurpose = 'put' | 'get';

export interface SignedFields {
  purpose: SignedPurpose;
  subject: string;
  /** Seconds since the epoch. */
  expires: number;
  /** Exact body length bound into an upload URL. */
  size?: number | undefined;
}

export function deriveFileSigningKey(secret: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, 'petwell', 'petwell file urls v1', 32));
}

function canonical(fields: SignedFields): string {
  return [fields.purpose, fields.subject, String(fields.expires), String(fields.size ?? '')].join(
    '\n',
  );
}

export function signFields(key: Buffer, fields: SignedFields): string {
  return createHmac('sha256', key).update(canonical(fields)).digest('base64url');
}

/** The query string of a signed URL: expires, size (when bound) and sig. */
export function signedQuery(key: Buffer, fields: SignedFields): string {
  const query = new URLSearchParams({ expires: String(fields.expires) });
  if (fields.size !== undefined) query.set('size', String(fields.size));
  query.set('sig', signFields(key, fields));
  return query.toString();
}

export type SignatureCheck =
  | { ok: true; expires: number; size: number | undefined }
  | { ok: false; reason: 'invalid' | 'expired' };

const INTEGER = /^[0-9]{1,15}$/;

/** Checks the signature first (constant time), then the expiry against `now`. */
export function verifySignedQuery(
  key: Buffer,
  purpose: SignedPurpose,
  subject: string,
  query: URLSearchParams,
  now: Date,
): SignatureCheck {
  const expiresText = query.get('expires') ?? '';
  const sizeText = query.get('size');
  const sig = query.get('sig') ?? '';
  if (!INTEGER.test(expiresText) || (sizeText !== null && !INTEGER.test(sizeText)))
    return { ok: false, reason: 'invalid' };
  const expires = Number(expiresText);
  const size = sizeText === null ? undefined : Number(sizeText);
  const expected = Buffer.from(signFields(key, { purpose, subject, expires, size }));
  const given = Buffer.from(sig);
  if (given.length !== expected.length || !timingSafeEqual(given, expected))
    return { ok: false, reason: 'invalid' };
  if (now.getTime() >= expires * 1000) return { ok: false, reason: 'expired' };
  return { ok: true, expires, size };
}
