import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** Random tokens (reset links, refresh cookies) and their stored form. */
export const randomToken = () => randomBytes(32).toString('base64url');

/** What the database keeps of a random token: its SHA-256, never the token. */
export const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

/** A short code (OTP): keyed, so a stolen table does not give the codes away cheaply. */
export function codeHash(key: string, scope: string, code: string): string {
  return createHmac('sha256', key).update(`${scope}:${code}`).digest('hex');
}

export function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** A uniformly random numeric code of the given length, e.g. '0427'. */
export function numericCode(length: number): string {
  return String(randomInt(0, 10 ** length)).padStart(length, '0');
}
