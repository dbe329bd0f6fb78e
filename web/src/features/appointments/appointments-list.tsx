import { useEffect, useId, useRef, useState } from 'react';
import { useAppointmentBookingsQuery, useAppointmentListingsQuery } from '../../generated/graphql';
import { Loading } from '../../components/loading';
import { AppointmentRow } from './appointment-row';
import {
  BOOKING_FILTERS,
  BOOKING_SORTS,
  type BookingFilter,
  type BookingQuery,
  type BookingSort,
  bookingsOrderBy,
  bookingsWhere,
  PAGE_SIZE,
} from './booking-filters';
import { bookingView } from './booking-view';
import { APPOINTMENT_MESSAGES } from './messages';

export interface AppointmentsListProps {
  /** Owners see their own bookings; staff see their listings' bookings, with the customer. */
  mode: 'owner' | 'staff';
}

interface Search {
  query: BookingQuery;
  /** The instant the filter compares slots with, fixed when the filter is chosen. */
  now: Date;
}

/**
 * The appointments list (spec 001 sections 2, 4 and 7): status filter (default In Progress),
 * sort by appointment or booking date, for staff a Listing filter, and pages of 10 loaded on
 * demand until a page is shorter than 10.
 */
export function AppointmentsList({ mode }: AppointmentsListProps) {
  const [search, setSearch] = useState<Search>(() => ({
    query: { filter: 'in_progress', sort: 'slot' },
    now: new Date(),
  }));
  const [pages, setPages] = useState(1);
  const [announcement, setAnnouncement] = useState('');
  const ids = useId();

  function change(patch: Partial<BookingQuery>) {
    setSearch((current) => ({ query: { ...current.query, ...patch }, now: new Date() }));
    setPages(1);
    setAnnouncement('');
  }

  const searchKey = JSON.stringify(search);
  return (
    <div className="appointments">
      <form
        className="appointments-filters"
        aria-label="Filter appointments"
        onSubmit={(event) => {
          event.preventDefault();
        }}
      >
        <div className="field">
          <label className="field-label" htmlFor={`${ids}-status`}>
            Status
          </label>
          <select
            id={`${ids}-status`}
            className="field-input"
            value={search.query.filter}
            onChange={(event) => {
              change({ filter: event.target.value as BookingFilter });
            }}
          >
            {BOOKING_FILTERS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label className="field-label" htmlFor={`${ids}-sort`}>
            Sort by
          </label>
          <select
            id={`${ids}-sort`}
            className="field-input"
            value={search.query.sort}
            onChange={(event) => {
              change({ sort: event.target.value as BookingSort });
            }}
          >
            {BOOKING_SORTS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
        {mode === 'staff' ? (
          <ListingFilter
            id={`${ids}-listing`}
            value={search.query.listingId}
            onChange={(listingId) => {
              change({ listingId });
            }}
          />
        ) : null}
      </form>
      <p className="visually-hidden" role="status" aria-live="polite">
        {announcement}
      </p>
      {Array.from({ length: pages }, (_, index) => (
        <BookingsPage
          key={`${searchKey}-${String(index)}`}
          search={search}
          index={index}
          isLast={index === pages - 1}
          showCustomer={mode === 'staff'}
          onMore={() => {
            setPages(index + 2);
          }}
          onCanceled={(code) => {
            setAnnouncement(APPOINTMENT_MESSAGES.canceled(code));
          }}
        />
      ))}
    </div>
  );
}

interface BookingsPageProps {
  search: Search;
  index: number;
  isLast: boolean;
  showCustomer: boolean;
  onMore: () => void;
  onCanceled: (code: string) => void;
}

/** One page of 10; the last page offers 'Load more' when it is full. */
function BookingsPage({
  search,
  index,
  isLast,
  showCustomer,
  onMore,
  onCanceled,
}: BookingsPageProps) {
  const [{ data, fetching, error }] = useAppointmentBookingsQuery({
    variables: {
      where: bookingsWhere(search.query, search.now),
      orderBy: bookingsOrderBy(search.query.sort),
      limit: PAGE_SIZE,
      offset: index * PAGE_SIZE,
    },
    requestPolicy: 'cache-and-network',
  });
  const listRef = useRef<HTMLUListElement>(null);
  const rows = data?.bookings;
  const loaded = rows !== undefined;
  // A page asked for with 'Load more' takes the focus the vanished button had.
  useEffect(() => {
    if (index > 0 && loaded) listRef.current?.focus();
  }, [index, loaded]);

  if (!rows) {
    if (error) return <p role="alert">{APPOINTMENT_MESSAGES.failed}</p>;
    return fetching ? <Loading /> : null;
  }
  if (index === 0 && rows.length === 0) {
    return <p className="appointments-empty">{APPOINTMENT_MESSAGES.empty}</p>;
  }
  return (
    <>
      {rows.length > 0 ? (
        <ul
          ref={listRef}
          tabIndex={-1}
          className="appointments-page"
          aria-label={`Appointments ${String(index * PAGE_SIZE + 1)} to ${String(index * PAGE_SIZE + rows.length)}`}
        >
          {rows.map((row) => (
            <AppointmentRow
              key={row.id}
              booking={bookingView(row)}
              showCustomer={showCustomer}
              now={search.now}
              onCanceled={onCanceled}
            />
          ))}
        </ul>
      ) : null}
      {error ? <p role="alert">{APPOINTMENT_MESSAGES.failed}</p> : null}
      {isLast && rows.length === PAGE_SIZE ? (
        <button type="button" className="button button-secondary" onClick={onMore}>
          Load more
        </button>
      ) : null}
    </>
  );
}

/** Staff: the practice's listings they may see (spec 001 section 6: hidden for owners). */
function ListingFilter({
  id,
  value,
  onChange,
}: {
  id: string;
  value: number | undefined;
  onChange: (listingId: number | undefined) => void;
}) {
  const [{ data, fetching, error }] = useAppointmentListingsQuery();
  const listings = data?.vendor_listings ?? [];
  return (
    <div className="field">
      <label className="field-label" htmlFor={id}>
        Listing
      </label>
      <select
        id={id}
        className="field-input"
        value={value === undefined ? '' : String(value)}
        aria-describedby={error && !data ? `${id}-error` : undefined}
        onChange={(event) => {
          const selected = event.target.value;
          onChange(selected === '' ? undefined : Number(selected));
        }}
      >
        <option value="">{fetching && !data ? 'loading...' : 'All listings'}</option>
        {listings.map((listing) => (
          <option key={listing.id} value={String(listing.id)}>
            {listing.title}
          </option>
        ))}
      </select>
      {error && !data ? (
        <p id={`${id}-error`} className="field-error">
          {APPOINTMENT_MESSAGES.failed}
        </p>
      ) : null}
    </div>
  );
}
