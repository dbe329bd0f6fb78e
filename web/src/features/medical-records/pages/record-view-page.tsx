import { PHR_CATEGORIES, PHR_GROUPS } from '@petwell/domain';
import { Link, Navigate, useLocation, useSearchParams } from 'react-router';
import { Alert } from '../../../components/alert';
import { Loading } from '../../../components/loading';
import { PageTitle } from '../../../components/page-title';
import { usePetRecordViewQuery } from '../../../generated/graphql';
import { useAuthUser } from '../../../lib/auth';
import { MeasurementChart } from '../measurement-chart';
import { RECORDS_TEXT } from '../messages';
import { RecordCard } from '../record-card';
import { toHealthRecord } from '../record-values';
import '../medical-records.css';

/** Where a visitor without access goes (unknown routes go to /404). */
const NOT_FOUND = '/404';

const idOf = (value: string | null) => {
  const id = value !== null && /^[1-9][0-9]{0,9}$/.test(value) ? Number(value) : Number.NaN;
  return Number.isSafeInteger(id) && id <= 2_147_483_647 ? id : null;
};

/**
 * '/3*?pid=&uid=': the read-only record view of one pet, for its owner and
 * for a practice the owner shares the pet with (the permissions decide what the query answers).
 * Anyone else, and a link that names no pet of that owner, gets the 404 page; a visitor without
 * a session logs in first and comes back.
 */
export function RecordViewPage() {
  const user = useAuthUser();
  const location = useLocation();
  const [params] = useSearchParams();
  const petId = idOf(params.get('pid'));
  const userId = idOf(params.get('uid'));
  const [{ data, fetching, error }] = usePetRecordViewQuery({
    variables: { petId: petId ?? 0, userId: userId ?? 0 },
    pause: !user || petId === null || userId === null,
    requestPolicy: 'cache-and-network',
  });
  if (!user) {
    const back = `${location.pathname}${location.search}`;
    return <Navigate to={`/login?redirect=${encodeURIComponent(back)}`} replace />;
  }
  if (petId === null || userId === null) return <Navigate to={NOT_FOUND} replace />;
  if (fetching && !data) return <Loading />;
  if (error && !data)
    return (
      <div className="container">
        <Alert tone="error" title={RECORDS_TEXT.errorTitle}>
          {RECORDS_TEXT.failed}
        </Alert>
      </div>
    );
  const pet = data?.pets_by_pk;
  if (!data || !pet || pet.user_id !== userId) return <Navigate to={NOT_FOUND} replace />;

  const records = data.phr.map(toHealthRecord);
  const title = RECORDS_TEXT.viewTitle(pet.name);
  return (
    <div className="container record-view">
      <PageTitle title={title} />
      {user.role === 'user' ? (
        <p className="record-view-back">
          <Link to={`/app/medical-records?pid=${String(pet.id)}`}>
            {RECORDS_TEXT.backToRecords}
          </Link>
        </p>
      ) : null}
      <h1>{title}</h1>
      <p className="records-intro">{RECORDS_TEXT.viewIntro}</p>
      {records.length === 0 ? <p className="records-empty">{RECORDS_TEXT.nothingHere}</p> : null}
      {PHR_GROUPS.map((group) => {
        const categories = PHR_CATEGORIES.filter(
          (c) => c.value.startsWith(group.prefix) && records.some((r) => r.category === c.value),
        );
        if (categories.length === 0) return null;
        return (
          <section key={group.prefix} className="record-view-group">
            <h2>{group.label}</h2>
            {categories.map((category) => {
              const ofCategory = records.filter((r) => r.category === category.value);
              return (
                <section key={category.value} className="record-view-category">
                  <h3>{category.label}</h3>
                  <MeasurementChart category={category.value} records={ofCategory} />
                  <div className="record-list">
                    {ofCategory.map((record) => (
                      <RecordCard key={record.id} record={record} />
                    ))}
                  </div>
                </section>
              );
            })}
          </section>
        );
      })}
    </div>
  );
}
