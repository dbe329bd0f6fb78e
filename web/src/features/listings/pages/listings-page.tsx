import { CONSULTATION_TYPE_LABELS } from '@petwell/domain';
import { useEffect, useId, useState } from 'react';
import { Link } from 'react-router';
import { PageTitle } from '../../../components/page-title';
import {
  type PracticeListingsQuery,
  type Vendor_Listings_Bool_Exp,
  usePracticeListingsQuery,
} from '../../../generated/practice';
import { useAuthUser } from '../../../lib/auth';
import { likeExact } from '../../../lib/like-pattern';
import { ListFilters } from '../../../ui/paged-list/list-filters';
import { PagedList, type PagedSearch, usePagedSearch } from '../../../ui/paged-list/paged-list';
import { LISTINGS_TEXT } from '../messages';
import '../listings.css';

/** Listings per page (the spec's default listing page size). */
export const LISTINGS_PAGE_SIZE = 10;

/** How long typing rests before the list is asked for again. */
const SEARCH_PAUSE_MS = 300;

export const NEW_LISTING_PATH = '/app/listings/item';

interface ListingsQuery {
  vendorId: number;
  title: string;
}

type ListingRow = PracticeListingsQuery['vendor_listings'][number];

/** The practice's listings matching a title search (the permissions add "managed" for staff). */
export function listingsWhere({ vendorId, title }: ListingsQuery): Vendor_Listings_Bool_Exp {
  const text = title.trim();
  return {
    vendor_id: { _eq: vendorId },
    ...(text ? { title: { _ilike: `%${likeExact(text)}%` } } : {}),
  };
}

/**
 * /app/listings: the practice's listings, newest first, ten at a time with more loading on
 * request, searched by title on the server. A staff member who is not a root admin sees the
 * listings they manage (the permissions decide). 'No listing found!' offers 'New Listing', so a
 * practice that has just signed up can create its first.
 */
export function ListingsPage() {
  const user = useAuthUser();
  return (
    <section className="listings-screen">
      <PageTitle title={LISTINGS_TEXT.title} />
      <div className="listings-head">
        <h1>{LISTINGS_TEXT.title}</h1>
        <Link className="button button-primary" to={NEW_LISTING_PATH}>
          {LISTINGS_TEXT.newListing}
        </Link>
      </div>
      {user?.vendorId ? <ListingsList vendorId={user.vendorId} /> : null}
    </section>
  );
}

function ListingsList({ vendorId }: { vendorId: number }) {
  const { search, pages, setPages, change } = usePagedSearch<ListingsQuery>({
    vendorId,
    title: '',
  });
  const [typed, setTyped] = useState('');
  const id = useId();
  useEffect(() => {
    if (typed === search.query.title) return;
    const timer = setTimeout(() => {
      change({ title: typed });
    }, SEARCH_PAUSE_MS);
    return () => {
      clearTimeout(timer);
    };
  }, [typed, search.query.title, change]);

  return (
    <>
      <ListFilters label={LISTINGS_TEXT.filters}>
        <div className="field">
          <label className="field-label" htmlFor={id}>
            {LISTINGS_TEXT.search}
          </label>
          <input
            id={id}
            type="search"
            className="field-input"
            value={typed}
            autoComplete="off"
            onChange={(event) => {
              setTyped(event.target.value);
            }}
          />
        </div>
      </ListFilters>
      <PagedList
        search={search}
        pages={pages}
        onPages={setPages}
        pageSize={LISTINGS_PAGE_SIZE}
        usePage={useListingsPage}
        rowKey={(row) => row.id}
        renderRow={(row) => <ListingItem row={row} />}
        texts={{ empty: LISTINGS_TEXT.noListing, failed: LISTINGS_TEXT.loadFailed }}
        pageLabel={LISTINGS_TEXT.pageLabel}
        listClassName="listings-page"
        emptyClassName="listings-empty"
      />
      {/* The empty list's way forward: the first listing. */}
      <EmptyHint search={search} />
    </>
  );
}

/** Under 'No listing found!' when the practice has no listing at all: the button to make one. */
function EmptyHint({ search }: { search: PagedSearch<ListingsQuery> }) {
  const { rows } = useListingsPage(search, { limit: LISTINGS_PAGE_SIZE, offset: 0 });
  if (!rows || rows.length > 0) return null;
  return (
    <p>
      <Link className="button button-secondary" to={NEW_LISTING_PATH}>
        {LISTINGS_TEXT.newListing}
      </Link>
    </p>
  );
}

const LISTINGS_CONTEXT = { additionalTypenames: ['vendor_listings'] };

function useListingsPage(
  search: PagedSearch<ListingsQuery>,
  page: { limit: number; offset: number },
) {
  const [{ data, fetching, error }] = usePracticeListingsQuery({
    variables: { where: listingsWhere(search.query), ...page },
    requestPolicy: 'cache-and-network',
    context: LISTINGS_CONTEXT,
  });
  return { rows: data?.vendor_listings, fetching, error };
}

const money = (price: number) =>
  new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    maximumFractionDigits: 0,
  }).format(price);

/** The listing's picture, or its initial when it has none or it cannot load. */
function ListingPicture({ src, title }: { src: string | null; title: string }) {
  const [failed, setFailed] = useState(false);
  if (src && !failed)
    return (
      <img
        className="listing-avatar"
        src={src}
        alt=""
        width={64}
        height={64}
        onError={() => {
          setFailed(true);
        }}
      />
    );
  return (
    <span className="listing-avatar listing-avatar-empty" aria-hidden="true">
      {title.slice(0, 1).toUpperCase()}
    </span>
  );
}

function ListingItem({ row }: { row: ListingRow }) {
  const id = useId();
  const place = [row.city, [row.state, row.zipcode].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');
  return (
    <li className="listing-row card" aria-labelledby={`${id}-title`}>
      <ListingPicture src={row.avatar} title={row.title} />
      <div className="listing-body">
        <h2 id={`${id}-title`} className="listing-title">
          {row.title}
        </h2>
        <p className="listing-line1">{row.line1}</p>
        {place ? <p className="listing-place">{place}</p> : null}
        {row.consultations.length > 0 ? (
          <ul className="listing-consultations" aria-label="Consultations">
            {row.consultations.map((c) => (
              <li key={c.id} className={c.enabled ? 'listing-badge' : 'listing-badge is-off'}>
                {CONSULTATION_TYPE_LABELS[c.type]}
                {c.enabled && c.price !== null ? ` · ${money(c.price)}` : ''}
                {c.enabled ? '' : ' · off'}
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      <Link
        className="button button-secondary listing-edit"
        to={`${NEW_LISTING_PATH}?id=${String(row.id)}`}
      >
        {LISTINGS_TEXT.edit}
        <span className="visually-hidden"> {row.title}</span>
      </Link>
    </li>
  );
}
