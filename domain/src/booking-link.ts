/**
 * Consultation link codes: the user id, then letter U (user) or C (vendor/customer side), then the
 * booking id; the code carries a signature, so a guessed id opens nothing. The whole `z` value is
 * `<userId><U|C><bookingId>.<signature>`, the signature a 16-character base64url HMAC the server
 * makes and checks (functions/src/lib/booking-links.ts). This module only formats and parses; it
 * has no key and checks no signature.
 */

/** U: the owner's link; C: the practice's link to the same booking. */
export type LinkSide = 'U' | 'C';

export interface LinkTarget {
  /** users.id of the booking's owner. */
  userId: number;
  side: LinkSide;
  bookingId: number;
}

export interface ParsedLinkCode extends LinkTarget {
  /** The signed part, `<userId><side><bookingId>`. */
  payload: string;
  /** The 16 base64url characters after the dot. */
  signature: string;
}

/** Characters of a signature: 12 bytes of the HMAC in base64url, no padding. */
export const LINK_SIGNATURE_LENGTH = 16;

export const LINK_MESSAGES = {
  /** An invalid or unknown consultation link. */
  invalid: 'Invalid link',
} as const;

/** Largest id a Postgres integer column holds. */
const MAX_ID = 2_147_483_647;

const CODE = /^([1-9][0-9]{0,9})([UC])([1-9][0-9]{0,9})\.([A-Za-z0-9_-]{16})$/;

const isId = (value: number) => Number.isSafeInteger(value) && value > 0 && value <= MAX_ID;

/** The signed part of a link code: user id, side letter, booking id (no separators). */
export function linkPayload(target: LinkTarget): string {
  if (!isId(target.userId) || !isId(target.bookingId))
    throw new RangeError('link ids must be positive 32-bit integers');
  return `${String(target.userId)}${target.side}${String(target.bookingId)}`;
}

/**
 * Reads a `z` value, strictly: digits without a leading zero, U or C, digits, a dot and 16
 * base64url characters, nothing else (no whitespace, no padding); ids above the integer range are
 * refused. Undefined for anything else, so callers answer every bad link the same way.
 */
export function parseLinkCode(z: string): ParsedLinkCode | undefined {
  const match = CODE.exec(z);
  if (!match) return undefined;
  const [, user = '', side = '', booking = '', signature = ''] = match;
  const userId = Number(user);
  const bookingId = Number(booking);
  if (!isId(userId) || !isId(bookingId)) return undefined;
  return {
    userId,
    side: side as LinkSide,
    bookingId,
    payload: `${user}${side}${booking}`,
    signature,
  };
}

/** How a booking id is shown: PQC-{id}. */
export function bookingCode(id: number): string {
  return `PQC-${String(id)}`;
}
