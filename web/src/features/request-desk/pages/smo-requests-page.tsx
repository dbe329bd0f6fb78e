import { PageTitle } from '../../../components/page-title';
import { useAuthUser } from '../../../lib/auth';
import { DeskList } from '../desk-list';
import { DESK_TEXT } from '../messages';
import '../request-desk.css';

/**
 * /app/smo-requests, the second opinions the staff member's practice answers (the platform's, for
 * its staff): assign them to a vet, answer, return. The practice app's layout lets only staff in.
 */
export function SmoRequestsPage() {
  const user = useAuthUser();
  return (
    <section className="desk-screen">
      <PageTitle title={DESK_TEXT.title.smo} />
      <h1>{DESK_TEXT.title.smo}</h1>
      {user ? <DeskList kind="smo" user={user} /> : null}
    </section>
  );
}
