import { describe, expect, it } from 'vitest';
import { authMode, modeHref } from './auth-mode';

const q = (search: string) => new URLSearchParams(search);

describe('the account page mode', () => {
  it.each([
    ['/login', '', 'login'],
    ['/signup', '', 'signup'],
    ['/vendor/login', '', 'login'],
    ['/for-vet/signup', '', 'signup'],
    ['/login', 'mode=forgot', 'forgot'],
    ['/login', 'mode=change', 'change'],
    ['/vendor/login', 'mode=signup', 'signup'],
    ['/login', 'mode=nonsense', 'login'],
    ['/login', 'forgot=abc&email=a%40b.c', 'change'],
    ['/signup', 'mode=login&forgot=abc', 'change'],
  ])('is %s?%s -> %s', (path, search, mode) => {
    expect(authMode(path, q(search))).toBe(mode);
  });

  it('links to a mode keeping the redirect and the plan code, and nothing else', () => {
    const params = q('redirect=%2Fapp%2Fpets&cc=GOLD&forgot=abc&mode=forgot');
    expect(modeHref('/signup', 'signup', params)).toBe('/signup?redirect=%2Fapp%2Fpets&cc=GOLD');
    expect(modeHref('/login', 'forgot', q(''))).toBe('/login?mode=forgot');
    expect(modeHref('/vendor/login', 'login', q('mode=signup'))).toBe('/vendor/login');
    expect(modeHref('/for-vet/signup', 'login', q(''))).toBe('/for-vet/signup?mode=login');
  });
});
