import { afterEach, describe, expect, it } from 'vitest';
import { fakeToken } from '../test/render';
import {
  clearToken,
  decodeToken,
  endSession,
  getToken,
  getUser,
  isExpired,
  loadStoredToken,
  onSessionEnded,
  setToken,
  TOKEN_KEY,
} from './auth';

afterEach(() => {
  clearToken();
});

describe('the session token', () => {
  it('decodes the spec auth-user fields and maps a root admin to the vendor side', () => {
    const user = decodeToken(fakeToken({ id: 5, role: 'vendor', vendor_id: 2, subrole: 1 }));
    expect(user).toMatchObject({ id: 5, role: 'vendor', vendor_id: 2, subrole: 1 });
    expect(decodeToken(fakeToken({ role: 'root_admin' }))?.role).toBe('vendor');
    expect(decodeToken('not-a-token')).toBeNull();
    expect(decodeToken('a.b.c')).toBeNull();
  });

  it('compares the expiry in seconds', () => {
    expect(isExpired({ exp: 1000 }, 999)).toBe(false);
    expect(isExpired({ exp: 1000 }, 1000)).toBe(true);
  });

  it('keeps the token in local storage and restores it at start', () => {
    const token = fakeToken({ id: 9 });
    setToken(token);
    expect(localStorage.getItem(TOKEN_KEY)).toBe(token);
    clearToken();
    localStorage.setItem(TOKEN_KEY, token);
    loadStoredToken();
    expect(getToken()).toBe(token);
    expect(getUser()?.id).toBe(9);
  });

  it('drops a stored token it cannot read', () => {
    localStorage.setItem(TOKEN_KEY, 'garbage');
    loadStoredToken();
    expect(getToken()).toBeNull();
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
  });

  it('ends a session by going home first and then clearing the token', async () => {
    const tokenWhenLeaving: (string | null)[] = [];
    onSessionEnded(() => {
      tokenWhenLeaving.push(getToken());
      return Promise.resolve();
    });
    const token = fakeToken();
    setToken(token);
    await endSession();
    // Still signed in while the router leaves the page, so no signed-in screen sends the
    // visitor to the login page on the way out.
    expect(tokenWhenLeaving).toEqual([token]);
    expect(getToken()).toBeNull();
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
  });
});
