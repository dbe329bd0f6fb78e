import type { PhrDetails } from '@petwell/domain';
import { type ReactNode, useMemo } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Alert } from '../../components/alert';
import { Loading } from '../../components/loading';
import { useCustomerPetsQuery } from '../../generated/practice';
import { CUSTOMERS_TEXT } from './messages';
import { useAddCustomerRecord } from './use-add-customer-record';

/**
 * The chosen pet's health records (the medical records feature's browser): read-only, with
 * `addRecord` to add one as the practice.
 */
export type RenderPetRecords = (pet: {
  id: number;
  name: string;
  userId: number;
  addRecord: (category: string, details: PhrDetails) => Promise<boolean>;
}) => ReactNode;

/** Where the customer's bookings with the practice leave their records. */
function sharingNotice(name: string, sharing: readonly string[]): string {
  if (sharing.includes('requested')) return CUSTOMERS_TEXT.requested(name);
  if (sharing.includes('withheld')) return CUSTOMERS_TEXT.withheld(name);
  return CUSTOMERS_TEXT.notShared(name);
}

const CONTEXT = { additionalTypenames: ['pets', 'bookings'] };

/**
 * A customer's pets (those they share with the practice) and the chosen pet's records, with the
 * way back to the list. A customer who shares no pet gets a notice saying why (not asked yet,
 * asked, refused) and how to ask, rather than an error: the owner decides.
 */
export function CustomerView({
  customerId,
  vendorId,
  listTitle,
  backTo,
  renderRecords,
}: {
  customerId: number;
  /** The signed-in staff member's practice: its own bookings tell whether it asked. */
  vendorId: number;
  listTitle: string;
  backTo: string;
  renderRecords: RenderPetRecords;
}) {
  const [params, setParams] = useSearchParams();
  const now = useMemo(() => new Date().toISOString(), []);
  const addRecord = useAddCustomerRecord();
  const [{ data, fetching, error }] = useCustomerPetsQuery({
    variables: { userId: customerId, vendorId, now },
    requestPolicy: 'cache-and-network',
    context: CONTEXT,
  });
  const back = (
    <p className="customers-back">
      <Link to={backTo}>{CUSTOMERS_TEXT.back(listTitle)}</Link>
    </p>
  );
  if (!data) {
    return (
      <>
        {back}
        {error ? (
          <Alert tone="error">{CUSTOMERS_TEXT.failed}</Alert>
        ) : fetching ? (
          <Loading />
        ) : null}
      </>
    );
  }
  const customer = data.users_by_pk;
  if (!customer) {
    return (
      <>
        {back}
        <h1>{listTitle}</h1>
        <p className="customers-empty">{CUSTOMERS_TEXT.notCustomer}</p>
      </>
    );
  }
  const name = `${customer.first_name} ${customer.last_name}`;
  const pid = Number(params.get('pid'));
  const pet =
    data.pets.find((p) => p.id === pid) ?? (data.pets.length === 1 ? data.pets[0] : undefined);
  const choose = (id: number) => {
    const next = new URLSearchParams(params);
    next.set('pid', String(id));
    setParams(next);
  };
  return (
    <>
      {back}
      <h1>{name}</h1>
      <p className="customers-contact">{customer.email}</p>
      {error ? <Alert tone="error">{CUSTOMERS_TEXT.failed}</Alert> : null}
      {data.pets.length === 0 ? (
        <div className="customers-not-shared">
          <p>
            {sharingNotice(
              name,
              data.bookings.map((b) => b.record_sharing),
            )}
          </p>
          <p>
            <Link className="button button-secondary" to="/app/appointments">
              {CUSTOMERS_TEXT.askOwner}
            </Link>
          </p>
        </div>
      ) : (
        <>
          <section className="customers-pets" aria-labelledby="customer-pets-heading">
            <h2 id="customer-pets-heading">{CUSTOMERS_TEXT.pets}</h2>
            <p>{CUSTOMERS_TEXT.choosePet}</p>
            <ul className="customers-pet-list">
              {data.pets.map((p) => (
                <li key={p.id}>
                  <button
                    type="button"
                    className="button button-secondary customers-pet"
                    aria-pressed={p.id === pet?.id}
                    onClick={() => {
                      choose(p.id);
                    }}
                  >
                    {p.name}
                    {p.breed ? <span className="customers-pet-breed"> · {p.breed}</span> : null}
                  </button>
                </li>
              ))}
            </ul>
          </section>
          {pet ? (
            <section className="customers-records" aria-labelledby="customer-records-heading">
              <h2 id="customer-records-heading">{CUSTOMERS_TEXT.petRecords(pet.name)}</h2>
              <p className="customers-read-only">{CUSTOMERS_TEXT.readOnly}</p>
              {renderRecords({
                id: pet.id,
                name: pet.name,
                userId: customer.id,
                addRecord: (category, details) =>
                  addRecord({ id: pet.id, userId: customer.id }, category, details),
              })}
            </section>
          ) : null}
        </>
      )}
    </>
  );
}
