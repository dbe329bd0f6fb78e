import { useSyncExternalStore } from 'react';

/**
 * The one module that owns the session token. The access token lives in local storage and goes out
 * as `Authorization: Bearer`; the long-lived refresh token is an httpOnly cookie the browser never
 * shows to scripts. Access tokens are short (15 minutes), so they are renewed without the user
 * noticing: the GraphQL client before sending an expired one, REST calls through `freshToken`. The
 * server rotates the refresh cookie on each renewal (its answer carries the new one). An expired or
 * invalid token that cannot be refreshed, or a logout, clears the token and goes to '/'.
 */

/**
 * Who is signed in: the pet owner (`user`), a practice's staff member (`vendor`) or its root
 * admin (`root_admin`, sub-role 1), as Hasura's default role names them.
 */
export type Role = 'user' | 'vendor' | 'root_admin';

/** The auth user, read from the token. */
export interface AuthUser {
  id: number;
  /** The staff member's practice; null for owners. */
  vendorId: number | null;
  email: string;
  role: Role;
  /** Vendor sub-role: 1 root admin, 2 admin, 3 user; null for owners. */
  subrole: number | null;
  /**
   * The practice is the main vendor (the platform operator's own practice, `vendors.is_platform`;
   * the token's `main_vendor` claim).
   */
  isMainVendor: boolean;
  pic: string | null;
  /** Expiry in seconds since the epoch. */
  exp: number;
  first_name?: string;
  last_name?: string;
}

export const TOKEN_KEY = 'petwell.token';

/** Practice staff (either role) use the practice app; owners the owner app. */
export const isStaff = (user: Pick<AuthUser, 'role'>) => user.role !== 'user';

/**
 * The token's `role` is the spec's ('user' or 'vendor'); sub-role 1 makes a vendor the root
 * admin, as the functions' `hasuraRole` does when it issues the token.
 */
function roleOf(role: string, subrole: number | null): Role | null {
  if (role === 'user') return 'user';
  if (role === 'root_admin' || (role === 'vendor' && subrole === 1)) return 'root_admin';
  return role === 'vendor' ? 'vendor' : null;
}

function base64UrlDecode(segment: string): string {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  const binary = atob(padded);
  const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

/** Reads a token's claims without trusting them: the data service verifies every request. */
export function decodeToken(token: string): AuthUser | null {
  const parts = token.split('.');
  if (parts.length !== 3 || !parts[1]) return null;
  try {
    const claims = JSON.parse(base64UrlDecode(parts[1])) as Record<string, unknown>;
    const id = Number(claims['id'] ?? claims['sub']);
    const exp = claims['exp'];
    const vendorId = claims['vendor_id'];
    const subrole = typeof claims['subrole'] === 'number' ? claims['subrole'] : null;
    const role = typeof claims['role'] === 'string' ? roleOf(claims['role'], subrole) : null;
    if (!Number.isInteger(id) || typeof exp !== 'number' || role === null) return null;
    return {
      id,
      exp,
      role,
      email: typeof claims['email'] === 'string' ? claims['email'] : '',
      vendorId: role !== 'user' && typeof vendorId === 'number' ? vendorId : null,
      subrole: role === 'user' ? null : subrole,
      isMainVendor: role !== 'user' && claims['main_vendor'] === true,
      pic: typeof claims['pic'] === 'string' ? claims['pic'] : null,
      ...(typeof claims['first_name'] === 'string' ? { first_name: claims['first_name'] } : {}),
      ...(typeof claims['last_name'] === 'string' ? { last_name: claims['last_name'] } : {}),
    };
  } catch {
    return null;
  }
}

/** Expiry is compared in seconds. */
export const nowInSeconds = () => Math.floor(Date.now() / 1000);
export const isExpired = (user: Pick<AuthUser, 'exp'>, now: number = nowInSeconds()) =>
  user.exp <= now;

type Listener = () => void;
const listeners = new Set<Listener>();
let currentToken: string | null = null;
let currentUser: AuthUser | null = null;

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

function publish(token: string | null) {
  currentToken = token;
  currentUser = token ? decodeToken(token) : null;
  if (token && !currentUser) currentToken = null;
  for (const listener of listeners) listener();
}

/** Loads the stored token once at start; an undecodable one is dropped. */
export function loadStoredToken() {
  const stored = storage()?.getItem(TOKEN_KEY) ?? null;
  publish(stored);
  if (stored && !currentUser) storage()?.removeItem(TOKEN_KEY);
}

export function getToken(): string | null {
  return currentToken;
}

export function getUser(): AuthUser | null {
  return currentUser;
}

/** Stores a token from login, sign-up or refresh. */
export function setToken(token: string) {
  storage()?.setItem(TOKEN_KEY, token);
  publish(token);
}

export function clearToken() {
  storage()?.removeItem(TOKEN_KEY);
  publish(null);
}

export function subscribe(listener: Listener) {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    // Another tab logged in or out.
    if (event.key === TOKEN_KEY) publish(event.newValue);
  };
  if (typeof window !== 'undefined') window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    if (typeof window !== 'undefined') window.removeEventListener('storage', onStorage);
  };
}

/** The signed-in user, or null; re-renders on login, logout and refresh. */
export function useAuthUser(): AuthUser | null {
  return useSyncExternalStore(subscribe, getUser, () => null);
}

type SessionEndedHandler = () => void | Promise<void>;

let sessionEndedHandler: SessionEndedHandler = () => {
  window.location.assign('/');
};

/** The app routes the visitor to '/' through the router instead of a full reload. */
export function onSessionEnded(handler: SessionEndedHandler) {
  sessionEndedHandler = handler;
}

/**
 * The token was refused (invalid signature, expired and not refreshable), or the user logged out:
 * go to '/' and forget the token. The navigation comes first: a signed-in screen that saw the token
 * vanish would otherwise send the visitor to the login page.
 */
export async function endSession() {
  try {
    await sessionEndedHandler();
  } finally {
    clearToken();
  }
}

let refreshing: Promise<boolean> | null = null;

/**
 * Asks for a new access token with the httpOnly refresh cookie. Concurrent callers share one
 * request. Resolves false when there is no valid refresh session.
 */
export function refreshSession(): Promise<boolean> {
  refreshing ??= fetch('/api/account/refresh_token', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    credentials: 'same-origin',
    body: '{}',
  })
    .then(async (response) => {
      if (!response.ok) return false;
      const body = (await response.json()) as { token?: unknown };
      if (typeof body.token !== 'string' || !decodeToken(body.token)) return false;
      setToken(body.token);
      return true;
    })
    .catch(() => false)
    .finally(() => {
      refreshing = null;
    });
  return refreshing;
}

/** A token this close to its expiry is renewed before use: the request itself takes time. */
export const RENEW_AHEAD_SECONDS = 30;

/**
 * The token to send now: renewed first when it expires within RENEW_AHEAD_SECONDS. Null when
 * there is no session, or when it could not be renewed (the session then ends, as for GraphQL).
 */
export async function freshToken(now: number = nowInSeconds()): Promise<string | null> {
  const user = currentUser;
  if (currentToken && user && user.exp - RENEW_AHEAD_SECONDS <= now) {
    if (!(await refreshSession())) {
      await endSession();
      return null;
    }
  }
  return currentToken;
}

/** Logs out: ends the refresh session on the server, forgets the token, goes to '/'. */
export async function logout() {
  const token = currentToken;
  try {
    await fetch('/api/account/logout', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      credentials: 'same-origin',
      body: '{}',
    });
  } catch {
    // Offline: the local token is forgotten anyway; the refresh cookie expires on its own.
  }
  await endSession();
}
