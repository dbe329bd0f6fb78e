import { describe, expect, it } from 'vitest';
import { likeExact } from './like-pattern';
import { classifyHost } from './site';

describe('which site a host serves', () => {
  it('serves the main site on the main domain, its www host, localhost and IP addresses', () => {
    for (const host of [
      'petwell.com',
      'www.petwell.com',
      'PETWELL.COM',
      'localhost',
      '127.0.0.1',
      '[::1]',
    ]) {
      expect(classifyHost(host, 'petwell.com')).toEqual({ kind: 'main' });
    }
  });

  it('takes a sub-domain only when the host has three parts and the first is longer than 3 characters', () => {
    expect(classifyHost('happypaws.petwell.com', 'petwell.com')).toEqual({
      kind: 'vendor',
      subDomain: 'happypaws',
      customDomain: 'happypaws.petwell.com',
    });
    // 3 characters or fewer: not a practice's sub-domain.
    expect(classifyHost('abc.petwell.com', 'petwell.com')).toEqual({ kind: 'main' });
    // Four parts: not a sub-domain of the main domain.
    expect(classifyHost('a.happypaws.petwell.com', 'petwell.com')).toEqual({ kind: 'main' });
  });

  it('treats <name>.localhost as a sub-domain when the main domain is localhost', () => {
    expect(classifyHost('happypaws.localhost', 'localhost')).toMatchObject({
      kind: 'vendor',
      subDomain: 'happypaws',
    });
  });

  it('looks any other host up as a custom domain', () => {
    expect(classifyHost('vet.brightcare.com', 'petwell.com')).toEqual({
      kind: 'vendor',
      subDomain: null,
      customDomain: 'vet.brightcare.com',
    });
  });

  it('serves the assessment landing on a configured consult host', () => {
    expect(classifyHost('consult.petwell.com', 'petwell.com', ['consult.petwell.com'])).toEqual({
      kind: 'consult',
    });
  });
});

describe('likeExact', () => {
  it('escapes LIKE wildcards so a host matches only itself', () => {
    expect(likeExact('a_b%c\\d')).toBe('a\\_b\\%c\\\\d');
  });
});
