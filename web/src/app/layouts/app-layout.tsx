import { Suspense, useRef } from 'react';
import { Navigate, NavLink, Outlet, useLocation } from 'react-router';
import { type AuthUser, isStaff, useAuthUser } from '../../lib/auth';
import { useHydrated } from '../../lib/use-hydrated';
import { lazyWithGraphql } from '../../lib/with-graphql';
import { frameMenu, menuFor } from '../app-menus';
import { SiteHeader } from './site-header';
import './app-layout.css';

/**
 * The two apps under /app: the pet owner's and the practice's. `any` holds the screens both share
 * (logout).
 */
export type AppArea = 'owner' | 'practice' | 'any';

/** Where each area sends a visitor without a session: the login of its kind of account. */
const LOGIN_PAGE: Record<AppArea, string> = {
  owner: '/login',
  practice: '/vendor/login',
  any: '/login',
};

// The practice's brand (its site's logo and name) and its vetting status load with the practice's
// app only, each with the GraphQL client (urql), which the shell does not hold.
const PracticeBrand = lazyWithGraphql(() =>
  import('./practice-brand').then((m) => m.PracticeBrand),
);
const PracticeStatusBanner = lazyWithGraphql(() =>
  import('./practice-status-banner').then((m) => m.PracticeStatusBanner),
);

/** Where unknown /app paths and another role's screens go. */
export const NOT_FOUND_PATH = '/404';

const inArea = (user: AuthUser, area: AppArea) =>
  area === 'any' || (area === 'practice') === isStaff(user);

export interface AppLayoutProps {
  area: AppArea;
  /** The routed /app screens: a menu entry shows once its screen exists (app-menus.ts). */
  screens: ReadonlySet<string>;
}

/** Shown in an app screen's HTML when the browser runs no JavaScript. */
export const APP_NEEDS_JAVASCRIPT =
  'Please turn on JavaScript in your browser: your account’s pages need it.';

/**
 * The logged-in area (/app): requires the area's role, then shows the role's side menu and the
 * screen. A visitor without a session is sent to the area's login page, which brings them back here
 * afterwards; another role's screen is the 404 page; a session that ends here (logout, a refused
 * token, a logout in another tab) goes to '/'.
 *
 * An owner's screen may be prerendered (app/prerender.tsx): its HTML is the owner's frame with
 * nobody in it yet (the avatar's place kept, the owner's menu, the screen's loading state), which
 * the browser paints before any JavaScript. Until React has taken that HTML over (`useHydrated`)
 * the layout draws the same frame, whoever the session is; then it knows the session and sends
 * on whoever is not to be here, as on any other page.
 */
export function AppLayout({ area, screens }: AppLayoutProps) {
  const hydrated = useHydrated();
  const sessionUser = useAuthUser();
  const user = hydrated ? sessionUser : null;
  const location = useLocation();
  const signedInHere = useRef(user !== null);
  if (user) signedInHere.current = true;
  if (hydrated && !user && signedInHere.current) return <Navigate to="/" replace />;
  if (hydrated && !user) {
    const back = `${location.pathname}${location.search}`;
    return <Navigate to={`${LOGIN_PAGE[area]}?redirect=${encodeURIComponent(back)}`} replace />;
  }
  if (user && !inArea(user, area)) return <Navigate to={NOT_FOUND_PATH} replace />;
  const practiceId = user && isStaff(user) ? user.vendorId : null;
  const staffArea = user ? isStaff(user) : area === 'practice';
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <SiteHeader
        signedIn
        practice={
          practiceId !== null
            ? {
                brand: (
                  <Suspense fallback={<span className="brand" aria-hidden="true" />}>
                    <PracticeBrand vendorId={practiceId} />
                  </Suspense>
                ),
              }
            : undefined
        }
      />
      <div className="container app-shell">
        <nav className="app-menu" aria-label={staffArea ? 'Practice' : 'My account'}>
          <ul>
            {(user ? menuFor(user, screens) : frameMenu(area, screens)).map((item) => (
              <li key={item.to}>
                <NavLink to={item.to}>{item.label}</NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <main id="main" tabIndex={-1} className="app-main">
          {user ? null : (
            <noscript>
              <p className="app-noscript">{APP_NEEDS_JAVASCRIPT}</p>
            </noscript>
          )}
          {practiceId !== null ? (
            <Suspense fallback={null}>
              <PracticeStatusBanner vendorId={practiceId} />
            </Suspense>
          ) : null}
          <Outlet />
        </main>
      </div>
    </>
  );
}

/**
 * A screen of the area for some of its users only (the platform's Practices: root admins); the
 * others get the 404 page. The area's layout has already required a session.
 */
export function RequireUser({ when }: { when: (user: AuthUser) => boolean }) {
  const user = useAuthUser();
  if (!user) return null;
  return when(user) ? <Outlet /> : <Navigate to={NOT_FOUND_PATH} replace />;
}

/**
 * /app itself is never a page: an owner goes to their Health Assessment,
 * practice staff to their appointments, a visitor without a session to the login page.
 */
export function AppHome() {
  const user = useAuthUser();
  if (!user) return <Navigate to={`/login?redirect=${encodeURIComponent('/app')}`} replace />;
  return <Navigate to={isStaff(user) ? PRACTICE_HOME : OWNER_HOME} replace />;
}

/** Where a practice's /app goes. */
export const PRACTICE_HOME = '/app/appointments';
/** Where an owner's /app goes. */
export const OWNER_HOME = '/app/my-health';
