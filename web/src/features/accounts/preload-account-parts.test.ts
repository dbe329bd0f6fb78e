import { describe, expect, it } from 'vitest';
import { accountPartsOf } from './preload-account-parts';

describe('the parts an account page loads with itself', () => {
  it("loads the form of the address's mode, and no GraphQL client", () => {
    expect(accountPartsOf('/login', '')).toEqual(['login form']);
    expect(accountPartsOf('/vendor/login', '?redirect=%2Fapp')).toEqual(['login form']);
    expect(accountPartsOf('/vendor/login', '?mode=forgot')).toEqual(['forgot form']);
    expect(accountPartsOf('/login', '?mode=change')).toEqual(['change form']);
    expect(accountPartsOf('/signup', '?forgot=abc&email=ann%40example.com')).toEqual([
      'change form',
    ]);
    for (const path of ['/signup', '/vendor/signup', '/for-vet/signup/']) {
      expect(accountPartsOf(path, '')).toEqual(['signup form']);
    }
    expect(accountPartsOf('/login', '?mode=signup')).toEqual(['signup form']);
  });

  it("loads the promo's plan part, and still no GraphQL client, with a plan's cc", () => {
    expect(accountPartsOf('/login', '?cc=GOLD')).toEqual(['login form', 'chosen plan']);
    expect(accountPartsOf('/signup', '?cc=GOLD')).toEqual(['signup form', 'chosen plan']);
  });
});
