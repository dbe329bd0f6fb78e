import { BOOKING_STATUS, fetchBookedSlotsInputSchema, SLOT_MESSAGES } from '@petwell/domain';
import { ANY_CLIENT } from '../lib/session';
import { defineAction } from '../lib/action';
import { ActionError } from '../lib/errors';
import { loadHeldRanges } from '../lib/waitlist';

export interface BookedSlotsOutput {
  bookings: { details: { slot: string; duration: number } }[];
}

/**
 * `fetch_booked_slots` (POST /api/gql/fetch_booked_slots): the times a
 * listing is already booked from now on, so a slot picker can grey them out. Anyone may ask, so
 * the answer holds only each booking's start and length: no owner, pet or payment. Slots a
 * waitlist offer holds for another owner count as booked.
 */
export const fetchBookedSlotsAction = defineAction({
  name: 'fetch_booked_slots',
  roles: ANY_CLIENT,
  input: fetchBookedSlotsInputSchema,
  async run(input, context, deps): Promise<BookedSlotsOutput> {
    // One statement: whether the listing exists, and its bookings that have not ended yet.
    const { rows } = await deps.db.query<{
      bookings: { slot: string; duration: number }[] | string;
    }>(
      `select coalesce(jsonb_agg(jsonb_build_object(
                 'slot', to_char(b.slot at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
                 'duration', b.duration) order by b.slot)
               filter (where b.id is not null), '[]'::jsonb) as bookings
         from public.vendor_listings l
         left join public.bookings b
           on b.vendor_listing_id = l.id and b.status <> $3 and b.ends_at > $2
        where l.id = $1
        group by l.id`,
      [input.id, deps.now().toISOString(), BOOKING_STATUS.canceled],
    );
    const row = rows[0];
    if (!row) throw new ActionError('not-found', SLOT_MESSAGES.noListing);
    const bookings =
      typeof row.bookings === 'string'
        ? (JSON.parse(row.bookings) as { slot: string; duration: number }[])
        : row.bookings;
    const now = deps.now();
    const viewer = context.session.role === 'user' ? context.session.userId : undefined;
    const held = await loadHeldRanges(
      deps.db,
      input.id,
      now,
      new Date(now.getTime() + 60 * 24 * 60 * 60_000),
      now,
      viewer,
    );
    return {
      bookings: [
        ...bookings,
        ...held.map((h) => ({ slot: h.start.toISOString(), duration: h.durationMinutes })),
      ]
        .sort((a, b) => a.slot.localeCompare(b.slot))
        .map((b) => ({ details: { slot: b.slot, duration: b.duration } })),
    };
  },
});
