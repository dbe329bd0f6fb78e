import { PageTitle } from '../../../components/page-title';
import { useAuthUser } from '../../../lib/auth';
import { DeskList } from '../desk-list';
import { DESK_TEXT } from '../messages';
import '../request-desk.css';

/**
 * /app/questions, the free questions the staff member's practice answers (the platform's, for its
 * staff): assign them to a vet, answer, return. The practice app's layout lets only staff in.
 */
export function QuestionsDeskPage() {
  const user = useAuthUser();
  return (
    <section className="desk-screen">
      <PageTitle title={DESK_TEXT.title.free_question} />
      <h1>{DESK_TEXT.title.free_question}</h1>
      {user ? <DeskList kind="free_question" user={user} /> : null}
    </section>
  );
}
