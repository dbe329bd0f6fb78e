import { type SyntheticEvent, useId, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Alert } from '../../../components/alert';
import { Loading } from '../../../components/loading';
import { PageTitle } from '../../../components/page-title';
import { usePlatformCustomersQuery, usePracticeCustomersQuery } from '../../../generated/practice';
import { type AuthUser, useAuthUser } from '../../../lib/auth';
import { CustomerView, type RenderPetRecords } from '../customer-view';
import {
  type CustomersFilter,
  customersWhere,
  filterOf,
  listParams,
  pageOf,
  sourceText,
} from '../customers-filter';
import { CUSTOMERS_TEXT } from '../messages';
import '../customers.css';

/** Rows per page (the spec's users table default page). */
export const CUSTOMERS_PAGE_SIZE = 10;

const USERS_CONTEXT = { additionalTypenames: ['users'] };

/**
 * The main vendor's root admins see the spec's whole users list row; a practice sees its
 * customers' names and contact (the plan and promo code are the platform's business).
 */
const seesWholeRow = (user: AuthUser) => user.isMainVendor && user.role === 'root_admin';

/** 'Users' for the main vendor (spec); 'Customers' for other practices. */
export const customersTitle = (user: Pick<AuthUser, 'isMainVendor'>) =>
  user.isMainVendor ? CUSTOMERS_TEXT.usersTitle : CUSTOMERS_TEXT.customersTitle;

/**
 * /app/users: the owners the signed-in staff member may see, newest id first, ten a page, with
 * server-side filters and the real total. View leads to the customer's pets and the chosen pet's
 * health records (`renderRecords`, the medical records feature's browser); Back returns to the
 * same page of the same filter. The permissions decide which owners, pets and records.
 */
export function CustomersPage({ renderRecords }: { renderRecords: RenderPetRecords }) {
  const user = useAuthUser();
  const [params] = useSearchParams();
  if (!user) return null;
  const title = customersTitle(user);
  const uid = params.get('uid');
  const customerId = uid !== null && /^[1-9][0-9]{0,9}$/.test(uid) ? Number(uid) : null;
  return (
    <section className="customers-screen">
      <PageTitle title={title} />
      {customerId !== null && customerId <= 2_147_483_647 ? (
        <CustomerView
          key={customerId}
          customerId={customerId}
          vendorId={user.vendorId ?? 0}
          listTitle={title}
          backTo={`?${listParams(filterOf(params), pageOf(params)).toString()}`}
          renderRecords={renderRecords}
        />
      ) : (
        <>
          <h1>{title}</h1>
          <CustomersList user={user} title={title} />
        </>
      )}
    </section>
  );
}

function CustomersList({ user, title }: { user: AuthUser; title: string }) {
  const [params, setParams] = useSearchParams();
  const filter = filterOf(params);
  const page = pageOf(params);
  const show = (next: CustomersFilter, nextPage: number) => {
    setParams(listParams(next, nextPage));
  };
  return (
    <>
      <CustomersFilters
        key={params.toString()}
        title={title}
        filter={filter}
        onSearch={(next) => {
          show(next, 1);
        }}
      />
      <CustomersTable
        whole={seesWholeRow(user)}
        title={title}
        filter={filter}
        page={page}
        onPage={(next) => {
          show(filter, next);
        }}
      />
    </>
  );
}

function CustomersFilters({
  title,
  filter,
  onSearch,
}: {
  title: string;
  filter: CustomersFilter;
  onSearch: (filter: CustomersFilter) => void;
}) {
  const [values, setValues] = useState(filter);
  const [error, setError] = useState<string | null>(null);
  const id = useId();
  const field = (key: keyof CustomersFilter, label: string, type: string) => (
    <div className="field">
      <label className="field-label" htmlFor={`${id}-${key}`}>
        {label}
      </label>
      <input
        id={`${id}-${key}`}
        type={type}
        className="field-input"
        value={values[key]}
        autoComplete="off"
        aria-describedby={error && (key === 'from' || key === 'to') ? `${id}-error` : undefined}
        onChange={(event) => {
          setValues((current) => ({ ...current, [key]: event.target.value }));
        }}
      />
    </div>
  );
  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    if (values.from && values.to && values.to < values.from) {
      setError(CUSTOMERS_TEXT.badDates);
      return;
    }
    setError(null);
    onSearch(values);
  };
  return (
    <form
      className="customers-filters"
      aria-label={CUSTOMERS_TEXT.filters(title)}
      onSubmit={submit}
    >
      {field('name', CUSTOMERS_TEXT.name, 'search')}
      {field('email', CUSTOMERS_TEXT.email, 'search')}
      {field('phone', CUSTOMERS_TEXT.phone, 'search')}
      {field('from', CUSTOMERS_TEXT.createdFrom, 'date')}
      {field('to', CUSTOMERS_TEXT.createdTo, 'date')}
      <div className="customers-filter-actions">
        <button type="submit" className="button button-primary">
          {CUSTOMERS_TEXT.search}
        </button>
        <button
          type="button"
          className="button button-secondary"
          onClick={() => {
            setError(null);
            onSearch({ name: '', email: '', phone: '', from: '', to: '' });
          }}
        >
          {CUSTOMERS_TEXT.clear}
        </button>
      </div>
      {error ? (
        <p id={`${id}-error`} className="field-error customers-filter-error" role="alert">
          {error}
        </p>
      ) : null}
    </form>
  );
}

/** One table row, whichever query answered it. */
interface CustomerRow {
  id: number;
  created_at: string;
  first_name: string;
  last_name: string;
  phone?: string | null;
  email: string;
  plan?: string | null;
  source?: string;
  promo?: string | null;
}

function useCustomersPage(whole: boolean, filter: CustomersFilter, page: number) {
  const variables = {
    where: customersWhere(filter),
    limit: CUSTOMERS_PAGE_SIZE,
    offset: (page - 1) * CUSTOMERS_PAGE_SIZE,
  };
  const options = {
    variables,
    requestPolicy: 'cache-and-network',
    context: USERS_CONTEXT,
  } as const;
  const [platform] = usePlatformCustomersQuery({ ...options, pause: !whole });
  const [practice] = usePracticeCustomersQuery({ ...options, pause: whole });
  if (whole) {
    const data = platform.data;
    return {
      rows: data?.users.map((u): CustomerRow => ({
        ...u,
        plan: u.signup_plan?.name ?? null,
        source: sourceText(u.source),
        promo: u.promocode?.code ?? null,
      })),
      total: data?.users_aggregate.aggregate?.count,
      fetching: platform.fetching,
      error: platform.error,
    };
  }
  return {
    rows: practice.data?.users as CustomerRow[] | undefined,
    total: practice.data?.users_aggregate.aggregate?.count,
    fetching: practice.fetching,
    error: practice.error,
  };
}

const dateText = (iso: string) =>
  new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric' });

function CustomersTable({
  whole,
  title,
  filter,
  page,
  onPage,
}: {
  whole: boolean;
  title: string;
  filter: CustomersFilter;
  page: number;
  onPage: (page: number) => void;
}) {
  const [params] = useSearchParams();
  const { rows, total, fetching, error } = useCustomersPage(whole, filter, page);
  if (!rows || total === undefined) {
    if (error) return <Alert tone="error">{CUSTOMERS_TEXT.failed}</Alert>;
    return fetching ? <Loading /> : null;
  }
  const pages = Math.max(1, Math.ceil(total / CUSTOMERS_PAGE_SIZE));
  const viewLink = (id: number) => {
    const next = new URLSearchParams(params);
    next.set('uid', String(id));
    return `?${next.toString()}`;
  };
  const c = CUSTOMERS_TEXT.columns;
  return (
    <>
      {error ? <Alert tone="error">{CUSTOMERS_TEXT.failed}</Alert> : null}
      <p className="customers-total" aria-live="polite">
        {CUSTOMERS_TEXT.total(total, title)}
      </p>
      {rows.length === 0 ? (
        <p className="customers-empty">{CUSTOMERS_TEXT.empty}</p>
      ) : (
        <div
          className="customers-table-wrap"
          tabIndex={0}
          role="region"
          aria-label={CUSTOMERS_TEXT.table(title)}
        >
          <table className="customers-table">
            <thead>
              <tr>
                {/* View first: the row's action stays in sight when the wide row scrolls. */}
                <th scope="col">
                  <span className="visually-hidden">{c.actions}</span>
                </th>
                <th scope="col">{c.id}</th>
                <th scope="col">{c.created}</th>
                <th scope="col">{c.firstName}</th>
                <th scope="col">{c.lastName}</th>
                {whole ? <th scope="col">{c.plan}</th> : null}
                {whole ? <th scope="col">{c.source}</th> : null}
                <th scope="col">{c.phone}</th>
                <th scope="col">{c.email}</th>
                {whole ? <th scope="col">{c.promo}</th> : null}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.id}>
                  <td>
                    <Link
                      className="button button-secondary customers-view"
                      to={viewLink(row.id)}
                      aria-label={CUSTOMERS_TEXT.viewLabel(`${row.first_name} ${row.last_name}`)}
                    >
                      {CUSTOMERS_TEXT.view}
                    </Link>
                  </td>
                  <td>{row.id}</td>
                  <td>{dateText(row.created_at)}</td>
                  <td>{row.first_name}</td>
                  <td>{row.last_name}</td>
                  {whole ? <td>{row.plan ?? CUSTOMERS_TEXT.none}</td> : null}
                  {whole ? <td>{row.source || CUSTOMERS_TEXT.none}</td> : null}
                  <td>{row.phone ?? CUSTOMERS_TEXT.none}</td>
                  <td className="customers-email">{row.email}</td>
                  {whole ? <td>{row.promo ?? CUSTOMERS_TEXT.none}</td> : null}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {total > 0 ? <Pager page={Math.min(page, pages)} pages={pages} onPage={onPage} /> : null}
    </>
  );
}

function Pager({
  page,
  pages,
  onPage,
}: {
  page: number;
  pages: number;
  onPage: (page: number) => void;
}) {
  return (
    <nav className="customers-pager" aria-label={CUSTOMERS_TEXT.pagination}>
      <button
        type="button"
        className="button button-secondary"
        disabled={page <= 1}
        onClick={() => {
          onPage(page - 1);
        }}
      >
        {CUSTOMERS_TEXT.previous}
      </button>
      <span aria-current="page">{CUSTOMERS_TEXT.pageOf(page, pages)}</span>
      <button
        type="button"
        className="button button-secondary"
        disabled={page >= pages}
        onClick={() => {
          onPage(page + 1);
        }}
      >
        {CUSTOMERS_TEXT.next}
      </button>
    </nav>
  );
}
