import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeToken } from '../test/render';
import { server } from '../test/server';
import {
  clearToken,
  decodeToken,
  endSession,
  freshToken,
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
  it('decodes the spec auth-user fields, telling a root admin (sub-role 1) from other staff', () => {
    const user = decodeToken(fakeToken({ id: 5, role: 'vendor', vendor_id: 2, subrole: 1 }));
    expect(user).toMatchObject({
      id: 5,
      role: 'root_admin',
      vendorId: 2,
      subrole: 1,
      isMainVendor: false,
    });
    expect(decodeToken(fakeToken({ role: 'vendor', vendor_id: 2, subrole: 3 }))).toMatchObject({
      role: 'vendor',
      subrole: 3,
    });
    expect(decodeToken(fakeToken({ role: 'root_admin' }))?.role).toBe('root_admin');
    expect(decodeToken(fakeToken({ role: 'user', vendor_id: 4 }))).toMatchObject({
      role: 'user',
      vendorId: null,
      isMainVendor: false,
    });
    expect(decodeToken('not-a-token')).toBeNull();
    expect(decodeToken('a.b.c')).toBeNull();
  });

  it("knows a main vendor's staff from the token's main_vendor claim", () => {
    const token = fakeToken({ role: 'vendor', vendor_id: 1, subrole: 1, main_vendor: true });
    expect(decodeToken(token)).toMatchObject({ role: 'root_admin', isMainVendor: true });
    expect(decodeToken(fakeToken({ role: 'vendor', vendor_id: 1, subrole: 3 }))?.isMainVendor).toBe(
      false,
    );
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

describe('renewing the short-lived token', () => {
  const inSeconds = (seconds: number) => Math.floor(Date.now() / 1000) + seconds;

  it('sends a token with time left as it is', async () => {
    let refreshed = 0;
    server.use(
      http.post('/api/account/refresh_token', () => {
        refreshed++;
        return HttpResponse.json({ token: fakeToken() });
      }),
    );
    const token = fakeToken({ exp: inSeconds(600) });
    setToken(token);
    expect(await freshToken()).toBe(token);
    expect(refreshed).toBe(0);
  });

  it('renews a token about to expire with the refresh cookie, once for concurrent calls', async () => {
    let refreshed = 0;
    const fresh = fakeToken({ exp: inSeconds(900) });
    server.use(
      http.post('/api/account/refresh_token', () => {
        refreshed++;
        return HttpResponse.json({ token: fresh });
      }),
    );
    setToken(fakeToken({ exp: inSeconds(10) }));
    expect(await Promise.all([freshToken(), freshToken()])).toEqual([fresh, fresh]);
    expect(refreshed).toBe(1);
    expect(getToken()).toBe(fresh);
  });

  it('ends the session when the refresh cookie is refused (e.g. after a password change)', async () => {
    const home = vi.fn();
    onSessionEnded(home);
    server.use(
      http.post('/api/account/refresh_token', () =>
        HttpResponse.json({ message: 'expired', code: 'invalid-jwt' }, { status: 401 }),
      ),
    );
    setToken(fakeToken({ exp: inSeconds(-5) }));
    expect(await freshToken()).toBeNull();
    expect(home).toHaveBeenCalled();
    expect(getToken()).toBeNull();
  });
});
