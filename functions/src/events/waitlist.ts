import { BOOKING_STATUS, CONSULTATION_TYPES } from '@petwell/domain';
import { z } from 'zod';
import { one } from '../lib/db';
import { defineScheduledEvent, defineTableEvent, rowOf, type TableEvent } from '../lib/event';
import type { Deps } from '../lib/deps';
import { lapseOffer, offerOpenedSlots, offerSlot, WAITLIST_LAPSE_HANDLER } from '../lib/waitlist';

const bookingRow = z.object({
  vendor_listing_id: z.number(),
  type: z.enum(CONSULTATION_TYPES),
  slot: z.string(),
  status: z.number(),
});

/**
 * `waitlist_slot_freed` (bookings, update of status or slot): a booking canceled or moved frees
 * its old slot, which is offered to the first waiting owner (lib/waitlist.ts offerSlot).
 */
export const waitlistSlotFreedEvent = defineTableEvent({
  name: 'waitlist_slot_freed',
  async run(event, deps) {
    const before = rowOf(bookingRow, event.event.data.old);
    const after = rowOf(bookingRow, event.event.data.new);
    if (!before || !after || before.status === BOOKING_STATUS.canceled) return { skipped: true };
    const moved = new Date(before.slot).getTime() !== new Date(after.slot).getTime();
    if (after.status !== BOOKING_STATUS.canceled && !moved) return { skipped: true };
    return offerSlot(deps, {
      listingId: before.vendor_listing_id,
      type: before.type,
      slot: new Date(before.slot),
    });
  },
});

const consultationRef = z.object({ consultation_id: z.number() });

/** The listing and type of a schedule or roster row's consultation. */
async function openedSlots(event: TableEvent, deps: Deps) {
  const row = rowOf(consultationRef, event.event.data.new);
  if (!row) return { skipped: true };
  const consultation = await one<{ listing_id: number; type: (typeof CONSULTATION_TYPES)[number] }>(
    deps.db,
    'select listing_id, type from public.consultations where id = $1',
    [row.consultation_id],
  );
  if (!consultation) return { skipped: true };
  return { offered: await offerOpenedSlots(deps, consultation.listing_id, consultation.type) };
}

/** `waitlist_schedule_changed` (consultation_schedules, insert or update): hours may open time. */
export const waitlistScheduleChangedEvent = defineTableEvent({
  name: 'waitlist_schedule_changed',
  run: openedSlots,
});

/** `waitlist_roster_changed` (consultation_rosters, insert or update): a roster may open time. */
export const waitlistRosterChangedEvent = defineTableEvent({
  name: 'waitlist_roster_changed',
  run: openedSlots,
});

const lapsePayload = z.object({ entry_id: z.number().int().positive(), slot: z.iso.datetime() });

/**
 * `waitlist_offer_lapse` (one-off scheduled event at the offer's expiry): an offer not booked in
 * time expires and the slot goes to the next waiting owner.
 */
export const waitlistOfferLapseEvent = defineScheduledEvent({
  name: WAITLIST_LAPSE_HANDLER,
  async run(event, deps) {
    const payload = lapsePayload.safeParse(event.payload);
    if (!payload.success) return { skipped: true };
    return lapseOffer(deps, payload.data.entry_id, new Date(payload.data.slot));
  },
});

export const WAITLIST_EVENTS = [
  waitlistSlotFreedEvent,
  waitlistScheduleChangedEvent,
  waitlistRosterChangedEvent,
  waitlistOfferLapseEvent,
];
