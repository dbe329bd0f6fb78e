import { PageTitle } from '../../../components/page-title';
import { SmoList } from '../smo-list';
import '../service-requests.css';

/**
 * /app/my-smo, the owner's second medical opinions: their own requests (the data service's
 * permission), filtered, sorted and paged. The owner app's layout (app/router.tsx) lets only
 * owners in.
 */
export function MySmoPage() {
  return (
    <section className="requests-screen">
      <PageTitle title="SMO" />
      <h1>Second Medical Opinions</h1>
      <SmoList />
    </section>
  );
}
