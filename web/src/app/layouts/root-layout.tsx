import { Suspense, useEffect, useRef } from 'react';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { onSessionEnded } from '../../lib/auth';
import { useSite } from '../../lib/site-context';
import { RouteErrorBoundary } from './route-error';
import { ScrollRestoration } from './scroll-restoration';

/**
 * A consultation link's code in the query string of any other page of the main site (or a consult
 * host) sends the visitor to /appointments with it; null otherwise.
 */
function consultationRedirect(siteKind: string, pathname: string, search: string): string | null {
  if (siteKind === 'vendor' || pathname.replace(/\/+$/, '') === '/appointments') return null;
  const z = new URLSearchParams(search).get('z');
  return z === null ? null : `/appointments?${new URLSearchParams({ z }).toString()}`;
}

/**
 * Everything under the router: a new path starts at the top of the page (ScrollRestoration;
 * back and forward restore where the visitor was), a page whose code is loading holds the screen
 * (nothing on the first page, the previous page on a navigation), a page that fails says so,
 * focus moves to the page for screen readers,
 * an ended session goes to '/' through the router, and a consultation link's `z` on another page
 * of the main site goes to /appointments.
 */
export function RootLayout() {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const site = useSite();
  const first = useRef(true);

  useEffect(() => {
    onSessionEnded(() => navigate('/', { replace: true }));
  }, [navigate]);

  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    document.getElementById('main')?.focus({ preventScroll: true });
  }, [pathname]);

  const redirect = consultationRedirect(site.kind, pathname, search);
  if (redirect) return <Navigate to={redirect} replace />;
  return (
    <>
      <ScrollRestoration />
      <RouteErrorBoundary location={pathname}>
        <Suspense fallback={null}>
          <Outlet />
        </Suspense>
      </RouteErrorBoundary>
    </>
  );
}
