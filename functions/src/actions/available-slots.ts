import {
  availableSlotsInputSchema,
  bookableSlots,
  isBookableDate,
  SLOT_MESSAGES,
  slotSearchWindow,
} from '@petwell/domain';
import { ANY_CLIENT } from '../lib/session';
import { defineAction } from '../lib/action';
import { ActionError } from '../lib/errors';
import { loadBookedRanges, loadListingConsultation } from '../lib/slot-data';
import { loadHeldRanges } from '../lib/waitlist';

export interface AvailableSlotsOutput {
  /** Bookable slot starts as ISO instants, ascending. */
  slots: string[];
}

/**
 * `available_slots`: the bookable starts of one consultation of a listing on a date in the
 * viewer's time zone, by the same slot engine the booking re-check uses (domain/src/slots.ts),
 * with the listing's current bookings taken out, and the slots a waitlist offer holds for another
 * owner (the offered owner sees theirs).
 */
export const availableSlotsAction = defineAction({
  name: 'available_slots',
  roles: ANY_CLIENT,
  input: availableSlotsInputSchema,
  async run(input, context, deps): Promise<AvailableSlotsOutput> {
    const now = deps.now();
    if (!isBookableDate(input.date, now, input.time_zone))
      throw new ActionError('validation-failed', SLOT_MESSAGES.dateOutOfRange, {
        fields: { date: SLOT_MESSAGES.dateOutOfRange },
      });
    const consultation = await loadListingConsultation(deps.db, input.listing_id, input.type);
    if (!consultation?.enabled) throw new ActionError('not-found', SLOT_MESSAGES.notAvailable);
    const window = slotSearchWindow(input.date);
    const viewer = context.session.role === 'user' ? context.session.userId : undefined;
    const booked = [
      ...(await loadBookedRanges(deps.db, consultation.listingId, window.from, window.to)),
      ...(await loadHeldRanges(
        deps.db,
        consultation.listingId,
        window.from,
        window.to,
        now,
        viewer,
      )),
    ];
    const slots = bookableSlots({
      rules: consultation.rules,
      date: input.date,
      viewerTimeZone: input.time_zone,
      booked,
      now,
    });
    return { slots: slots.map((slot) => slot.toISOString()) };
  },
});
