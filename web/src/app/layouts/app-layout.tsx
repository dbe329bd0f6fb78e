import { useRef } from 'react';
import { Navigate, NavLink, Outlet, useLocation } from 'react-router';
import { useAuthUser } from '../../lib/auth';
import { menuFor } from '../app-menus';
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
            {menuFor(user).map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} end={item.end ?? false}>
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <main id="main" tabIndex={-1} className="app-main">
          <Outlet />
        </main>
      </div>
    </>
  );
}
