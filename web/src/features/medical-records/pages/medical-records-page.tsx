import { PHR_CATEGORIES } from '@petwell/domain';
import { Link, useSearchParams } from 'react-router';
import { Alert } from '../../../components/alert';
import { Loading } from '../../../components/loading';
import { PageTitle } from '../../../components/page-title';
import { useRecordOwnerPetsQuery } from '../../../generated/graphql';
import { useAuthUser } from '../../../lib/auth';
import { RECORDS_TEXT } from '../messages';
import { RecordBrowser } from '../record-browser';
import type { RecordSubject } from '../record-subject';
import { recordViewPath } from '../record-view-path';
import '../medical-records.css';

const PETS_CONTEXT = { additionalTypenames: ['pets'] };

/** `own` in the query chooses the owner's own records; `pid` a pet (the My Pets screen's link). */
const OWN = 'own';

/**
 * /app/medical-records: the owner's health records per pet and their own,
 * `?pid=` choosing a pet. The owner app's layout lets only owners in.
 */
export function MedicalRecordsPage() {
  const user = useAuthUser();
  const [params, setParams] = useSearchParams();
  const [{ data, fetching, error }] = useRecordOwnerPetsQuery({
    variables: { userId: user?.id ?? 0 },
    pause: !user,
    context: PETS_CONTEXT,
  });
  if (!user) return null;
  const pets = data?.pets ?? [];
  const pid = Number(params.get('pid'));
  const chosenPet = pets.find((p) => p.id === pid) ?? (params.has(OWN) ? undefined : pets[0]);
  const subject: RecordSubject | null = !data
    ? null
    : chosenPet
      ? { kind: 'pet', id: chosenPet.id, name: chosenPet.name }
      : { kind: 'owner' };
  const category = params.get('category') ?? PHR_CATEGORIES[0]?.value ?? '';

  const choose = (next: URLSearchParams) => {
    setParams(next, { replace: true });
  };

  return (
    <section className="medical-records-screen">
      <PageTitle title={RECORDS_TEXT.title} />
      <h1>{RECORDS_TEXT.title}</h1>
      <p className="records-intro">{RECORDS_TEXT.intro}</p>
      {fetching && !data ? <Loading /> : null}
      {error && !data ? (
        <Alert tone="error" title={RECORDS_TEXT.errorTitle}>
          {RECORDS_TEXT.failed}
        </Alert>
      ) : null}
      {subject ? (
        <>
          <fieldset className="record-subjects">
            <legend>{RECORDS_TEXT.whose}</legend>
            {pets.map((pet) => (
              <label key={pet.id} className="record-subject">
                <input
                  type="radio"
                  name="record-subject"
                  checked={subject.kind === 'pet' && subject.id === pet.id}
                  onChange={() => {
                    choose(new URLSearchParams({ pid: String(pet.id), category }));
                  }}
                />
                <span>{pet.name}</span>
              </label>
            ))}
            <label className="record-subject">
              <input
                type="radio"
                name="record-subject"
                checked={subject.kind === 'owner'}
                onChange={() => {
                  choose(new URLSearchParams({ [OWN]: '1', category }));
                }}
              />
              <span>{RECORDS_TEXT.ownRecords}</span>
            </label>
          </fieldset>
          {pets.length === 0 ? (
            <p className="records-note">
              {RECORDS_TEXT.noPets} <Link to="/app/my-pets">{RECORDS_TEXT.addPets}</Link>
            </p>
          ) : null}
          {subject.kind === 'pet' ? (
            <p className="records-note">
              <Link to={recordViewPath(subject.id, user.id)}>{RECORDS_TEXT.viewAll}</Link>
            </p>
          ) : null}
          <RecordBrowser
            subject={subject}
            userId={user.id}
            category={category}
            onCategory={(value) => {
              const next = new URLSearchParams(params);
              next.set('category', value);
              choose(next);
            }}
          />
        </>
      ) : null}
    </section>
  );
}
