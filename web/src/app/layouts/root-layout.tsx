import { useEffect, useRef } from 'react';
import { Outlet, ScrollRestoration, useLocation, useNavigate } from 'react-router';
import { onSessionEnded } from '../../lib/auth';

/**
 * Everything under the router: a new path starts at the top of the page (ScrollRestoration;
 * back and forward restore where the visitor was), focus moves to the page for screen readers,
 * and an ended session goes to '/' through the router.
 */
export function RootLayout() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
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

  return (
    <>
      <ScrollRestoration />
      <Outlet />
    </>
  );
}
