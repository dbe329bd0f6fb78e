import { Link } from 'react-router';
import { Loading } from '../../../components/loading';
import { PageTitle } from '../../../components/page-title';
import { useMyHouseCallsQuery } from '../../../generated/graphql';
import { useAuthUser } from '../../../lib/auth';
import { HouseCallPackage } from '../house-call-package';
import { HOUSE_CALL_TEXT } from '../messages';
import '../service-requests.css';

/** Where an owner buys the yearly house-call package. */
export const HOUSE_CALL_ORDER_PAGE = '/vet-house-call/order';

/**
 * /app/my-house-calls: the owner's house-call packages, newest first, each with its year, its two
 * visits and how many are used; with none, the way to buy one. The owner app's layout lets only
 * owners in; the data service gives an owner their own packages only.
 */
export function MyHouseCallsPage() {
  const user = useAuthUser();
  const [{ data, fetching, error }] = useMyHouseCallsQuery({
    variables: { userId: user?.id ?? 0 },
    pause: !user,
    requestPolicy: 'cache-and-network',
  });
  const packages = data?.service_requests;

  let body;
  if (!packages) {
    body = error && !fetching ? <p role="alert">{HOUSE_CALL_TEXT.failed}</p> : <Loading />;
  } else if (packages.length === 0) {
    body = (
      <div className="requests-empty">
        <p>{HOUSE_CALL_TEXT.empty}</p>
        <Link className="button button-primary" to={HOUSE_CALL_ORDER_PAGE}>
          {HOUSE_CALL_TEXT.buy}
        </Link>
      </div>
    );
  } else {
    body = (
      <ul className="requests-page">
        {packages.map((pkg) => (
          <HouseCallPackage key={pkg.id} pkg={pkg} />
        ))}
      </ul>
    );
  }

  return (
    <section className="requests-screen">
      <PageTitle title={HOUSE_CALL_TEXT.title} />
      <h1>{HOUSE_CALL_TEXT.title}</h1>
      {body}
    </section>
  );
}
