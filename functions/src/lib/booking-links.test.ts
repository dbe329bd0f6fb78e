import { describe, expect, it } from 'vitest';
import {
  consultationUrl,
  linkSigningKey,
  signLink,
  verifyLink,
  videoRoomName,
} from './booking-links';

const env = {
  LINK_SIGNING_SECRET: 'link-secret-0123456789-abcdef',
  ACTIONS_SECRET: 'actions-secret-0123456789',
};
const key = linkSigningKey(env);

describe('signed consultation links', () => {
  it('sign `<userId><U|C><bookingId>` with 16 base64url characters', () => {
    expect(signLink(key, { userId: 12, side: 'U', bookingId: 345 })).toMatch(
      /^12U345\.[A-Za-z0-9_-]{16}$/,
    );
  });

  it('verify what they signed, for either side', () => {
    for (const side of ['U', 'C'] as const) {
      const z = signLink(key, { userId: 7, side, bookingId: 99 });
      expect(verifyLink(key, z)).toMatchObject({ userId: 7, side, bookingId: 99 });
    }
  });

  it('sign the two sides of one booking differently', () => {
    const u = signLink(key, { userId: 7, side: 'U', bookingId: 99 });
    const c = signLink(key, { userId: 7, side: 'C', bookingId: 99 });
    expect(u.split('.')[1]).not.toBe(c.split('.')[1]);
  });

  it('refuse a changed signature, a swapped booking, user or side, and garbage', () => {
    const z = signLink(key, { userId: 7, side: 'U', bookingId: 99 });
    const [, sig = ''] = z.split('.');
    const flipped = `${sig.slice(0, -1)}${sig.endsWith('A') ? 'B' : 'A'}`;
    expect(verifyLink(key, `7U99.${flipped}`)).toBeUndefined();
    expect(verifyLink(key, `7U98.${sig}`)).toBeUndefined();
    expect(verifyLink(key, `8U99.${sig}`)).toBeUndefined();
    expect(verifyLink(key, `7C99.${sig}`)).toBeUndefined();
    expect(verifyLink(key, `${z} `)).toBeUndefined();
    expect(verifyLink(key, 'garbage')).toBeUndefined();
  });

  it('refuse a link signed with another secret', () => {
    const other = linkSigningKey({ ...env, LINK_SIGNING_SECRET: 'another-secret-0123456789' });
    const z = signLink(other, { userId: 7, side: 'U', bookingId: 99 });
    expect(verifyLink(key, z)).toBeUndefined();
  });

  it('derive the key from ACTIONS_SECRET when LINK_SIGNING_SECRET is not set, never equal to it', () => {
    const fallback = linkSigningKey({
      LINK_SIGNING_SECRET: undefined,
      ACTIONS_SECRET: env.ACTIONS_SECRET,
    });
    const z = signLink(fallback, { userId: 1, side: 'C', bookingId: 2 });
    expect(verifyLink(fallback, z)).toMatchObject({ userId: 1, side: 'C', bookingId: 2 });
    expect(verifyLink(key, z)).toBeUndefined();
    expect(fallback.equals(Buffer.from(env.ACTIONS_SECRET))).toBe(false);
  });
});

describe('consultationUrl and the video room', () => {
  it('is PUBLIC_URL/appointments?z=... with the code URL-encoded', () => {
    expect(consultationUrl('https://petwell.example.com/', '12U3.AbCdEfGh_-012345')).toBe(
      'https://petwell.example.com/appointments?z=12U3.AbCdEfGh_-012345',
    );
    expect(consultationUrl('http://localhost:8080', 'a b&c')).toBe(
      'http://localhost:8080/appointments?z=a%20b%26c',
    );
  });

  it("names the room 'petwell-' + the booking's room uuid", () => {
    expect(videoRoomName('0f8fad5b-d9cb-469f-a165-70867728950e')).toBe(
      'petwell-0f8fad5b-d9cb-469f-a165-70867728950e',
    );
  });
});
