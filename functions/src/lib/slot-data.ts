import {
  BOOKING_STATUS,
  type BookedRange,
  type ConsultationType,
  type Roster,
  type SlotRules,
  type WeeklySchedule,
} from '@petwell/domain';
import type { Queryable } from './db';

/** A listing's consultation of one type with what the slot engine needs and the booking snapshot. */
export interface ListingConsultation {
  listingId: number;
  vendorId: number;
  consultationId: number;
  type: ConsultationType;
  enabled: boolean;
  price: number | null;
  durationMinutes: number | null;
  timeZone: string;
  title: string;
  line1: string;
  /** The street; the city, state and zip code beside it. */
  address: string | null;
  city: string | null;
  state: string | null;
  zipcode: string | null;
  rules: SlotRules;
}

interface ConsultationRow {
  listing_id: number;
  vendor_id: number;
  consultation_id: number;
  type: ConsultationType;
  enabled: boolean;
  price: number | null;
  duration: number | null;
  timezone: string;
  title: string;
  line1: string;
  address: string | null;
  city: string | null;
  state: string | null;
  zipcode: string | null;
  schedules: WeeklySchedule[] | string;
  rosters: Roster[] | string;
}

/** jsonb arrives parsed from node-postgres and PGlite alike; a string is parsed defensively. */
function jsonList<T>(value: T[] | string | null): T[] {
  if (value === null) return [];
  return typeof value === 'string' ? (JSON.parse(value) as T[]) : value;
}

/**
 * The listing's consultation of that type (enabled or not: `enabled` is false also when the
 * practice is not approved), or undefined when there is none.
 */
export async function loadListingConsultation(
  db: Queryable,
  listingId: number,
  type: ConsultationType,
): Promise<ListingConsultation | undefined> {
  // Times as "HH:mm" (a to_time of 24:00 stays "24:00"), roster dates as YYYY-MM-DD text so no
  // driver turns them into Date objects in the server's zone.
  const { rows } = await db.query<ConsultationRow>(
    `select l.id as listing_id, l.vendor_id, l.timezone, l.title, l.line1, l.address,
            l.city, l.state, l.zipcode,
            c.id as consultation_id, c.type, c.price, c.duration,
            -- A practice the platform has not approved is not listed: nothing of it is bookable.
            c.enabled and v.status = 'approved' as enabled,
            coalesce((select jsonb_agg(jsonb_build_object(
                        'days', s.days,
                        'from', to_char(s.from_time, 'HH24:MI'),
                        'to', to_char(s.to_time, 'HH24:MI')) order by s.id)
                        from public.consultation_schedules s
                       where s.consultation_id = c.id), '[]'::jsonb) as schedules,
            coalesce((select jsonb_agg(jsonb_build_object(
                        'date', to_char(r.date, 'YYYY-MM-DD'),
                        'slots', r.slots) order by r.date)
                        from public.consultation_rosters r
                       where r.consultation_id = c.id), '[]'::jsonb) as rosters
       from public.vendor_listings l
       join public.vendors v on v.id = l.vendor_id
       join public.consultations c on c.listing_id = l.id and c.type = $2
      where l.id = $1`,
    [listingId, type],
  );
  const row = rows[0];
  if (!row) return undefined;
  return {
    listingId: row.listing_id,
    vendorId: row.vendor_id,
    consultationId: row.consultation_id,
    type: row.type,
    enabled: row.enabled,
    price: row.price,
    durationMinutes: row.duration,
    timeZone: row.timezone,
    title: row.title,
    line1: row.line1,
    address: row.address,
    city: row.city,
    state: row.state,
    zipcode: row.zipcode,
    rules: {
      type: row.type,
      durationMinutes: row.duration,
      schedules: jsonList(row.schedules),
      rosters: jsonList(row.rosters),
      timeZone: row.timezone,
    },
  };
}

/** Non-canceled bookings of the listing overlapping [from, to). */
export async function loadBookedRanges(
  db: Queryable,
  listingId: number,
  from: Date,
  to: Date,
): Promise<BookedRange[]> {
  const { rows } = await db.query<{ slot: Date | string; duration: number }>(
    `select slot, duration
       from public.bookings
      where vendor_listing_id = $1
        and status <> $4
        and slot < $3
        -- A booking lasts at most 480 minutes (bookings_duration_range), which bounds the scan
        -- of bookings_vendor_listing_id_slot from below.
        and slot > $2::timestamptz - interval '480 minutes'
        and ends_at > $2
      order by slot`,
    [listingId, from.toISOString(), to.toISOString(), BOOKING_STATUS.canceled],
  );
  return rows.map((row) => ({ start: new Date(row.slot), durationMinutes: row.duration }));
}
