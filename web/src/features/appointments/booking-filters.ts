import { BOOKING_STATUS } from '@petwell/domain';
import type { Bookings_Bool_Exp, Bookings_Order_By } from '../../generated/graphql';

/**
 * The appointments list's filters: in progress means the slot is in the future, complete means the
 * slot is in the past, canceled and rescheduled match the stored status; the default filter is in
 * progress. Pages of 10, sorted by appointment date (slot, soonest first) or booking date (newest
 * first). Who sees which bookings is the data service's permission (owners their own, staff the
 * listings they manage, root admins the practice).
 */
export const BOOKING_FILTERS = [
  { value: 'in_progress', label: 'In Progress' },
  { value: 'complete', label: 'Complete' },
  { value: 'canceled', label: 'Canceled' },
  { value: 'rescheduled', label: 'Re-Scheduled' },
] as const;
export type BookingFilter = (typeof BOOKING_FILTERS)[number]['value'];

export const BOOKING_SORTS = [
  { value: 'slot', label: 'Appointment Date' },
  { value: 'created', label: 'Booking Date' },
] as const;
export type BookingSort = (typeof BOOKING_SORTS)[number]['value'];

/** Bookings per page; more pages load until a page is shorter than this. */
export const PAGE_SIZE = 10;

export interface BookingQuery {
  filter: BookingFilter;
  sort: BookingSort;
  /** Staff only: one listing's bookings. */
  listingId?: number | undefined;
}

/** The `where` of one list: the status or slot condition and, for staff, the listing. */
export function bookingsWhere(query: BookingQuery, now: Date): Bookings_Bool_Exp {
  const at = now.toISOString();
  const notCanceled = { _neq: BOOKING_STATUS.canceled };
  const condition: Bookings_Bool_Exp = (() => {
    switch (query.filter) {
      case 'in_progress':
        return { slot: { _gt: at }, status: notCanceled };
      case 'complete':
        return { slot: { _lte: at }, status: notCanceled };
      case 'canceled':
        return { status: { _eq: BOOKING_STATUS.canceled } };
      case 'rescheduled':
        return { status: { _eq: BOOKING_STATUS.rescheduled } };
    }
  })();
  return query.listingId === undefined
    ? condition
    : { ...condition, vendor_listing_id: { _eq: query.listingId } };
}

/** Appointment date: soonest first; booking date: newest first. The id keeps pages stable. */
export function bookingsOrderBy(sort: BookingSort): Bookings_Order_By[] {
  return sort === 'slot'
    ? [{ slot: 'asc' }, { id: 'asc' }]
    : [{ created_at: 'desc' }, { id: 'desc' }];
}

export type BookingBadge = 'Canceled' | 'Re-Scheduled' | 'Active' | 'Completed';

/**
 * The displayed badge: Canceled, Re-Scheduled, else Active if the slot is after the current time,
 * else Completed.
 */
export function bookingBadge(booking: { status: number; slot: string }, now: Date): BookingBadge {
  if (booking.status === BOOKING_STATUS.canceled) return 'Canceled';
  if (booking.status === BOOKING_STATUS.rescheduled) return 'Re-Scheduled';
  return new Date(booking.slot).getTime() > now.getTime() ? 'Active' : 'Completed';
}
