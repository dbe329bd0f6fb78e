import { PRACTICE_ACCESS_MESSAGES } from '@petwell/domain';
import { Alert } from '../../../components/alert';
import { Loading } from '../../../components/loading';
import { PageTitle } from '../../../components/page-title';
import { usePlatformCheckQuery } from '../../../generated/practice';
import { type AuthUser, useAuthUser } from '../../../lib/auth';
import { VETTING_TEXT } from '../messages';
import { PracticesList } from '../practices-list';
import '../practice-vetting.css';

/**
 * /app/practices, the platform's approval screen: practices that signed up
 * wait here until a root admin of the platform vendor approves them; approved ones can be
 * suspended. The router lets only root admins in; a root admin of another practice is told that
 * only the platform approves (set_practice_status refuses them anyway).
 */
export function PracticesPage() {
  const user = useAuthUser();
  if (!user) return null;
  return <PlatformOnly user={user} />;
}

function PlatformOnly({ user }: { user: AuthUser }) {
  const [{ data, fetching, error }] = usePlatformCheckQuery({
    variables: { id: user.vendorId ?? 0 },
  });
  let body;
  if (!data) {
    body = error ? (
      <Alert tone="error">{VETTING_TEXT.failed}</Alert>
    ) : fetching ? (
      <Loading />
    ) : null;
  } else if (data.vendors_by_pk?.is_platform !== true) {
    body = <Alert tone="error">{PRACTICE_ACCESS_MESSAGES.platformOnly}</Alert>;
  } else {
    body = <PracticesList />;
  }
  return (
    <section className="practices-screen">
      <PageTitle title={VETTING_TEXT.title} />
      <h1>{VETTING_TEXT.title}</h1>
      {body}
    </section>
  );
}
