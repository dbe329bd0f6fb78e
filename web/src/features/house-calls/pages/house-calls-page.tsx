import { PageTitle } from '../../../components/page-title';
import { HouseCallsList } from '../house-calls-list';
import { HOUSE_CALLS_TEXT } from '../messages';
import '../house-calls.css';

/**
 * /app/house-calls, the yearly house-call packages the staff member's practice serves (the
 * platform's staff: also those ordered on the main site): the owner, where to go, and the two
 * visits, which the staff record, change and delete. The practice app's layout lets only staff in.
 */
export function HouseCallsPage() {
  return (
    <section className="house-calls-screen">
      <PageTitle title={HOUSE_CALLS_TEXT.title} />
      <h1>{HOUSE_CALLS_TEXT.title}</h1>
      <HouseCallsList />
    </section>
  );
}
