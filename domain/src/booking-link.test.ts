import { describe, expect, it } from 'vitest';
import { bookingCode, LINK_MESSAGES, linkPayload, parseLinkCode } from './booking-link';

const SIG = 'AbCdEfGh_-012345';

describe('linkPayload', () => {
  it('is the user id, U or C, then the booking id', () => {
    expect(linkPayload({ userId: 12, side: 'U', bookingId: 345 })).toBe('12U345');
    expect(linkPayload({ userId: 7, side: 'C', bookingId: 1 })).toBe('7C1');
  });

  it('refuses ids that are not positive 32-bit integers', () => {
    for (const bad of [0, -1, 1.5, 2_147_483_648, Number.NaN])
      expect(() => linkPayload({ userId: bad, side: 'U', bookingId: 1 })).toThrow(RangeError);
    expect(() => linkPayload({ userId: 1, side: 'C', bookingId: 0 })).toThrow(RangeError);
  });
});

describe('parseLinkCode', () => {
  it('reads a well-formed code back into its parts', () => {
    expect(parseLinkCode(`12U345.${SIG}`)).toEqual({
      userId: 12,
      side: 'U',
      bookingId: 345,
      payload: '12U345',
      signature: SIG,
    });
    expect(parseLinkCode(`2147483647C2147483647.${SIG}`)).toMatchObject({
      userId: 2_147_483_647,
      side: 'C',
      bookingId: 2_147_483_647,
    });
  });

  it('round-trips what linkPayload formats', () => {
    const target = { userId: 98765, side: 'C' as const, bookingId: 4321 };
    expect(parseLinkCode(`${linkPayload(target)}.${SIG}`)).toMatchObject(target);
  });

  it.each([
    ['empty', ''],
    ['no signature', '12U345'],
    ['an empty signature', '12U345.'],
    ['a short signature', '12U345.AbCdEfGh_-01234'],
    ['a long signature', '12U345.AbCdEfGh_-0123456'],
    ['a signature with padding', '12U345.AbCdEfGh_-0123='],
    ['a signature outside base64url', '12U345.AbCdEfGh+/012345'],
    ['a lower-case side', `12u345.${SIG}`],
    ['another side letter', `12X345.${SIG}`],
    ['two side letters', `12UC345.${SIG}`],
    ['a leading zero in the user id', `012U345.${SIG}`],
    ['a leading zero in the booking id', `12U0345.${SIG}`],
    ['a zero id', `0U345.${SIG}`],
    ['a user id over the integer range', `2147483648U1.${SIG}`],
    ['a booking id over the integer range', `1U2147483648.${SIG}`],
    ['a huge id', `1U99999999999999999999.${SIG}`],
    ['a negative id', `-1U345.${SIG}`],
    ['leading whitespace', ` 12U345.${SIG}`],
    ['trailing whitespace', `12U345.${SIG} `],
    ['a trailing newline', `12U345.${SIG}\n`],
    ['inner whitespace', `12 U345.${SIG}`],
    ['a missing user id', `U345.${SIG}`],
    ['a missing booking id', `12U.${SIG}`],
    ['non-ASCII digits', `١٢U345.${SIG}`],
    ['garbage', 'not a link at all'],
  ])('refuses %s', (_name, code) => {
    expect(parseLinkCode(code)).toBeUndefined();
  });
});

describe('bookingCode and the message', () => {
  it('shows a booking as PQC-{id}', () => {
    expect(bookingCode(42)).toBe('PQC-42');
  });

  it("says 'Invalid link'", () => {
    expect(LINK_MESSAGES.invalid).toBe('Invalid link');
  });
});
