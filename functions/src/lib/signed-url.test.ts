import { describe, expect, it } from 'vitest';
import { deriveFileSigningKey, signedQuery, verifySignedQuery } from './signed-url';

const key = deriveFileSigningKey('test-actions-secret-0123456789');
const now = new Date('2026-03-02T10:00:00Z');
const expires = Math.floor(now.getTime() / 1000) + 600;
const query = (text: string) => new URLSearchParams(text);

describe('signed file URLs', () => {
  it('verify with the key, purpose, subject, expiry and size they were signed with', () => {
    const signed = query(signedQuery(key, { purpose: 'put', subject: '42', expires, size: 1234 }));
    expect(signed.get('expires')).toBe(String(expires));
    expect(signed.get('size')).toBe('1234');
    expect(verifySignedQuery(key, 'put', '42', signed, now)).toEqual({
      ok: true,
      expires,
      size: 1234,
    });
    const unsized = query(signedQuery(key, { purpose: 'put', subject: '42', expires }));
    expect(verifySignedQuery(key, 'put', '42', unsized, now)).toEqual({
      ok: true,
      expires,
      size: undefined,
    });
  });

  it('refuse another subject, purpose or key, and any tampered field', () => {
    const text = signedQuery(key, { purpose: 'put', subject: '42', expires, size: 1234 });
    const invalid = { ok: false, reason: 'invalid' };
    expect(verifySignedQuery(key, 'put', '43', query(text), now)).toEqual(invalid);
    expect(verifySignedQuery(key, 'get', '42', query(text), now)).toEqual(invalid);
    expect(
      verifySignedQuery(
        deriveFileSigningKey('another-secret-0123456789'),
        'put',
        '42',
        query(text),
        now,
      ),
    ).toEqual(invalid);
    const later = query(text);
    later.set('expires', String(expires + 3600));
    expect(verifySignedQuery(key, 'put', '42', later, now)).toEqual(invalid);
    const bigger = query(text);
    bigger.set('size', '999999');
    expect(verifySignedQuery(key, 'put', '42', bigger, now)).toEqual(invalid);
    const unsized = query(text);
    unsized.delete('size');
    expect(verifySignedQuery(key, 'put', '42', unsized, now)).toEqual(invalid);
    const flipped = query(text);
    const sig = flipped.get('sig') ?? '';
    flipped.set('sig', `${sig.slice(0, -1)}${sig.endsWith('A') ? 'B' : 'A'}`);
    expect(verifySignedQuery(key, 'put', '42', flipped, now)).toEqual(invalid);
    expect(verifySignedQuery(key, 'put', '42', query('expires=abc&sig=x'), now)).toEqual(invalid);
    expect(verifySignedQuery(key, 'put', '42', query(''), now)).toEqual(invalid);
  });

  it('expire at their expiry time, after the signature is checked', () => {
    const text = signedQuery(key, { purpose: 'get', subject: 'phr/user-1/x/a.pdf', expires });
    const at = (seconds: number) => new Date(seconds * 1000);
    expect(
      verifySignedQuery(key, 'get', 'phr/user-1/x/a.pdf', query(text), at(expires - 1)).ok,
    ).toBe(true);
    expect(verifySignedQuery(key, 'get', 'phr/user-1/x/a.pdf', query(text), at(expires))).toEqual({
      ok: false,
      reason: 'expired',
    });
  });
});
