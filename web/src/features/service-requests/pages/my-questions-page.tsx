import { PageTitle } from '../../../components/page-title';
import { QuestionsList } from '../questions-list';
import '../service-requests.css';

/**
 * /app/my-questions, the questions the owner asked a vet, with their status and the vet's answer.
 * The owner app's layout (app/router.tsx) lets only owners in.
 */
export function MyQuestionsPage() {
  return (
    <section className="requests-screen">
      <PageTitle title="My Questions" />
      <h1>My Questions</h1>
      <QuestionsList />
    </section>
  );
}
