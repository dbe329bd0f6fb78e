import { UPLOAD_KINDS } from '@petwell/domain';

/** Storage keys and the URLs made from them, shared by the local and S3 providers. */
const KEY_PATTERN = new RegExp(
  `^(?:${UPLOAD_KINDS.join('|')})/(?:user|staff)-[1-9][0-9]{0,15}/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/[A-Za-z0-9][A-Za-z0-9._-]{0,127}$`,
);

/** Only keys the server could have made; anything else (../, %2f, absolute paths) is refused. */
export function isStorageKey(key: string): boolean {
  return KEY_PATTERN.test(key) && !key.includes('..');
}

/** A key as a URL path (its characters need no escaping, but escape defensively). */
export function keyPath(key: string): string {
  return key.split('/').map(encodeURIComponent).join('/');
}

/** The stack's gatekeeper URL of a private file. */
export function privateFileUrl(publicUrl: string, key: string): string {
  return `${publicUrl.replace(/\/+$/, '')}/files/private/${keyPath(key)}`;
}

/**
 * A Content-Disposition that cannot break out of its header: an ASCII fallback name without
 * quotes or backslashes, and the real name percent-encoded (RFC 6266 / RFC 8187).
 */
export function contentDisposition(type: 'inline' | 'attachment', fileName: string): string {
  const ascii = fileName.replace(/[^A-Za-z0-9._ ()-]/g, '_') || 'file';
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${type}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
