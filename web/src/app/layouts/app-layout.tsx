import { PRACTICE_ACCESS_MESSAGES } from '@petwell/domain';
import { useRef } from 'react';
import { Navigate, NavLink, Outlet, useLocation } from 'react-router';
import { Alert } from '../../components/alert';
import { useOwnPracticeQuery } from '../../generated/graphql';
import { type AuthUser, useAuthUser } from '../../lib/auth';
import { menuFor, type OwnPractice } from '../app-menus';
import { SiteHeader } from './site-header';
import './app-layout.css';

/**
 * The logged-in area (/app): the role's side menu and the screen. A visitor without a session
 * is sent to the login page, which brings them back here afterwards; a session that ends here
 * (logout, a refused token, a logout in another tab) goes to '/' (spec 000 section 4).
 */
export function AppLayout() {
  const user = useAuthUser();
  const location = useLocation();
  const practice = useOwnPractice(user);
  const signedInHere = useRef(user !== null);
  if (user) signedInHere.current = true;
  if (!user && signedInHere.current) return <Navigate to="/" replace />;
  if (!user) {
    const back = `${location.pathname}${location.search}`;
    return <Navigate to={`/login?redirect=${encodeURIComponent(back)}`} replace />;
  }
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <SiteHeader />
      <div className="container app-shell">
        <nav className="app-menu" aria-label={user.role === 'vendor' ? 'Practice' : 'My account'}>
          <ul>
            {menuFor(user, practice).map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} end={item.end ?? false}>
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <main id="main" tabIndex={-1} className="app-main">
          <PracticeStatusBanner status={practice?.status} />
          <Outlet />
        </main>
      </div>
    </>
  );
}

/**
 * A staff member's practice (vendors row): whether it is the platform (the Practices entry) and
 * its vetting status (the banner). Owners have none: nothing is asked.
 */
function useOwnPractice(user: AuthUser | null): OwnPractice | undefined {
  const vendorId = user?.role === 'vendor' ? user.vendor_id : null;
  const [{ data }] = useOwnPracticeQuery({
    variables: { id: vendorId ?? 0 },
    pause: vendorId === null,
  });
  const row = vendorId === null ? null : data?.vendors_by_pk;
  return row ? { status: row.status, isPlatform: row.is_platform } : undefined;
}

/**
 * A practice that is not approved yet, or suspended, reaches no owner (hasura/README.md,
 * "Access to owners' data"); every practice screen says so, so staff know why.
 */
function PracticeStatusBanner({ status }: { status: string | undefined }) {
  if (status === 'pending') return <Alert tone="info">{PRACTICE_ACCESS_MESSAGES.pending}</Alert>;
  if (status === 'suspended')
    return <Alert tone="error">{PRACTICE_ACCESS_MESSAGES.suspended}</Alert>;
  return null;
}
