import { describe, expect, it } from 'vitest';
import { accountPartsOf } from './preload-account-parts';

describe('the parts an account page loads with itself', () => {
  it('loads nothing more for login, forgot or change password', () => {
    expect(accountPartsOf('/login', '')).toEqual([]);
    expect(accountPartsOf('/vendor/login', '?mode=forgot')).toEqual([]);
    expect(accountPartsOf('/login', '?forgot=abc&email=ann%40example.com')).toEqual([]);
    expect(accountPartsOf('/signup-help', '')).toEqual([]);
  });

  it('loads the sign-up form, and no GraphQL client, on a sign-up address', () => {
    for (const path of ['/signup', '/vendor/signup', '/for-vet/signup/']) {
      expect(accountPartsOf(path, '?redirect=%2Fapp')).toEqual(['signup form']);
    }
  });

  it("loads the promo's plan and the GraphQL client with a plan's cc", () => {
    expect(accountPartsOf('/login', '?cc=GOLD')).toEqual(['chosen plan', 'graphql client']);
    expect(accountPartsOf('/signup', '?cc=GOLD')).toEqual([
      'signup form',
      'chosen plan',
      'graphql client',
    ]);
  });
});
