import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useAuthUser } from '../../lib/auth';

/**
 * The order pages are for pet owners: a visitor whose role is not user goes to /login with this
 * page as the return URL.
 */
export function OwnerGate({ children }: { children: ReactNode }) {
  const user = useAuthUser();
  const { pathname, search } = useLocation();
  if (user?.role !== 'user')
    return <Navigate to={`/login?redirect=${encodeURIComponent(pathname + search)}`} replace />;
  return children;
}
