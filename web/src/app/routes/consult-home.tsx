import { Navigate } from 'react-router';
import { AssessmentLandingPage } from '../../features/marketing/pages/assessment-landing-page';
import { useAuthUser } from '../../lib/auth';

/**
 * '/' on a consult host: the pet health assessment landing page, or the app for a visitor who is
 * already signed in.
 */
export function ConsultHome() {
  const user = useAuthUser();
  if (user) return <Navigate to="/app" replace />;
  return <AssessmentLandingPage />;
}
