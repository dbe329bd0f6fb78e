import { useEffect } from 'react';
import { Loading } from '../../../components/loading';
import { logout } from '../../../lib/auth';

/** /app/logout: ends the session and goes to '/'. */
export function LogoutPage() {
  useEffect(() => {
    void logout();
  }, []);
  return <Loading label="Signing out..." />;
}
