import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import {
  LINK_SIGNATURE_LENGTH,
  linkPayload,
  type LinkTarget,
  type ParsedLinkCode,
  parseLinkCode,
} from '@petwell/domain';
import type { FunctionsEnv } from '../env';

/**
 * Signed consultation links (the link is the capability):
 * `z = <userId><U|C><bookingId>.<signature>`, the
 * signature the first 12 bytes of an HMAC-SHA256 over the payload, in base64url (16 characters).
 * The key is derived (HKDF, its own label, like the file-URL key of signed-url.ts) from
 * LINK_SIGNING_SECRET, or from ACTIONS_SECRET when that is not set. ACTIONS_SECRET rather than
 * the JWT secret: an RS*, ES* or EdDSA HASURA_GRAPHQL_JWT_SECRET is a public key, which must never
 * become a signing key. Rotating the secret invalidates every link already mailed.
 */
export type LinkKey = Buffer & { readonly __linkKey: unique symbol };

export function linkSigningKey(
  env: Pick<FunctionsEnv, 'LINK_SIGNING_SECRET' | 'ACTIONS_SECRET'>,
): LinkKey {
  const secret = env.LINK_SIGNING_SECRET ?? env.ACTIONS_SECRET;
  return Buffer.from(
    hkdfSync('sha256', secret, 'petwell', 'petwell consultation links v1', 32),
  ) as LinkKey;
}

/** 12 bytes of the HMAC: 96 bits, in the 16 base64url characters the link format has room for. */
function signature(key: LinkKey, payload: string): string {
  const text = createHmac('sha256', key)
    .update(payload)
    .digest()
    .subarray(0, 12)
    .toString('base64url');
  if (text.length !== LINK_SIGNATURE_LENGTH) throw new Error('unexpected signature length');
  return text;
}

/** The `z` value of a booking's link for one side. */
export function signLink(key: LinkKey, target: LinkTarget): string {
  const payload = linkPayload(target);
  return `${payload}.${signature(key, payload)}`;
}

/**
 * The parts of a `z` value whose signature is right (compared in constant time), else undefined.
 * Whether the booking exists and belongs to that user is the caller's to check.
 */
export function verifyLink(key: LinkKey, z: string): ParsedLinkCode | undefined {
  const parsed = parseLinkCode(z);
  if (!parsed) return undefined;
  const expected = Buffer.from(signature(key, parsed.payload));
  const given = Buffer.from(parsed.signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  return parsed;
}

/** `${PUBLIC_URL}/appointments?z=...`, the page that opens a consultation. */
export function consultationUrl(publicUrl: string, z: string): string {
  return `${publicUrl.replace(/\/+$/, '')}/appointments?z=${encodeURIComponent(z)}`;
}

/** The video room of a booking: its random room_id (uuid), so the name cannot be guessed. */
export function videoRoomName(roomId: string): string {
  return `petwell-${roomId}`;
}
