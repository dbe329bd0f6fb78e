import { useId, useState } from 'react';
import { useAppointmentBookingsQuery, useAppointmentListingsQuery } from '../../generated/graphql';
import { FilterSelect, ListFilters } from '../../ui/paged-list/list-filters';
import { PagedList, type PagedSearch, usePagedSearch } from '../../ui/paged-list/paged-list';
import { AppointmentRow } from './appointment-row';
import {
  BOOKING_FILTERS,
  BOOKING_SORTS,
  type BookingQuery,
  bookingsOrderBy,
  bookingsWhere,
  PAGE_SIZE,
} from './booking-filters';
import { bookingView } from './booking-view';
import { APPOINTMENT_MESSAGES } from './messages';

export interface AppointmentsListProps {
  /** Owners see their own bookings; staff see their listings' bookings, with the customer. */
  mode: 'owner' | 'staff';
  /** The first page of bookings has come (PagedList's onFirstPage). */
  onFirstPage?: (() => void) | undefined;
}

/**
 * The appointments list: status filter (default In Progress), sort by appointment or booking date,
 * for staff a Listing filter, and pages of 10 loaded on demand until a page is shorter than 10.
 */
export function AppointmentsList({ mode, onFirstPage }: AppointmentsListProps) {
  const { search, pages, setPages, change } = usePagedSearch<BookingQuery>({
    filter: 'in_progress',
    sort: 'slot',
  });
  const [announcement, setAnnouncement] = useState('');
  const ids = useId();

  function filter(patch: Partial<BookingQuery>) {
    change(patch);
    setAnnouncement('');
  }

  return (
    <div className="appointments">
      <ListFilters label="Filter appointments">
        <FilterSelect
          label="Status"
          value={search.query.filter}
          options={BOOKING_FILTERS}
          onChange={(value) => {
            filter({ filter: value });
          }}
        />
        <FilterSelect
          label="Sort by"
          value={search.query.sort}
          options={BOOKING_SORTS}
          onChange={(sort) => {
            filter({ sort });
          }}
        />
        {mode === 'staff' ? (
          <ListingFilter
            id={`${ids}-listing`}
            value={search.query.listingId}
            onChange={(listingId) => {
              filter({ listingId });
            }}
          />
        ) : null}
      </ListFilters>
      <p className="visually-hidden" role="status" aria-live="polite">
        {announcement}
      </p>
      <PagedList
        search={search}
        pages={pages}
        onPages={setPages}
        pageSize={PAGE_SIZE}
        usePage={useBookingsPage}
        rowKey={(row) => row.id}
        renderRow={(row) => (
          <AppointmentRow
            booking={bookingView(row)}
            showCustomer={mode === 'staff'}
            now={search.now}
            onCanceled={(code) => {
              setAnnouncement(APPOINTMENT_MESSAGES.canceled(code));
            }}
          />
        )}
        texts={{ empty: APPOINTMENT_MESSAGES.empty, failed: APPOINTMENT_MESSAGES.failed }}
        pageLabel={(first, last) => `Appointments ${String(first)} to ${String(last)}`}
        listClassName="appointments-page"
        emptyClassName="appointments-empty"
        onFirstPage={onFirstPage}
      />
    </div>
  );
}

/** One page of bookings: the filters as a `where`, the sort as an `order_by`. */
function useBookingsPage(
  search: PagedSearch<BookingQuery>,
  page: { limit: number; offset: number },
) {
  const [{ data, fetching, error }] = useAppointmentBookingsQuery({
    variables: {
      where: bookingsWhere(search.query, search.now),
      orderBy: bookingsOrderBy(search.query.sort),
      ...page,
    },
    requestPolicy: 'cache-and-network',
  });
  return { rows: data?.bookings, fetching, error };
}

/** Staff: the practice's listings they may see (owners get no Listing filter). */
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
