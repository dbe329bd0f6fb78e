import { z } from 'zod';
import { CONSULTATION_TYPES } from '../constants';
import { isValidDate, isValidTimeZone } from '../slots';

export { SLOT_MESSAGES } from '../slot-messages';
import { SLOT_MESSAGES } from '../slot-messages';

/** A positive integer id; a numeric string (a REST body) is accepted too. */
const idSchema = (message: string) =>
  z
    .union(
      [
        z.number(),
        z
          .string()
          .trim()
          .regex(/^[0-9]{1,15}$/, message),
      ],
      { error: message },
    )
    .transform(Number)
    .pipe(z.number({ error: message }).int(message).positive(message).max(2_147_483_647, message));

/** fetch_booked_slots and POST /api/gql/fetch_booked_slots: `{id}` of the listing. */
export const fetchBookedSlotsInputSchema = z.object({
  id: idSchema(SLOT_MESSAGES.listingInvalid),
});
export type FetchBookedSlotsInput = z.output<typeof fetchBookedSlotsInputSchema>;

export const slotDateSchema = z
  .string({ error: SLOT_MESSAGES.selectDate })
  .trim()
  .min(1, { error: SLOT_MESSAGES.selectDate, abort: true })
  .refine(isValidDate, SLOT_MESSAGES.dateInvalid);

export const timeZoneSchema = z
  .string({ error: SLOT_MESSAGES.timeZoneInvalid })
  .trim()
  .max(64, SLOT_MESSAGES.timeZoneInvalid)
  .refine(isValidTimeZone, SLOT_MESSAGES.timeZoneInvalid);

export const consultationTypeSchema = z.enum(CONSULTATION_TYPES, {
  error: SLOT_MESSAGES.typeInvalid,
});

/**
 * available_slots: the listing, the consultation type, the chosen date and the viewer's zone. That
 * the date lies within today..today+15 in that zone depends on the clock, so the action checks it
 * (isBookableDate).
 */
export const availableSlotsInputSchema = z.object({
  listing_id: idSchema(SLOT_MESSAGES.listingInvalid),
  type: consultationTypeSchema,
  date: slotDateSchema,
  time_zone: timeZoneSchema,
});
export type AvailableSlotsInput = z.output<typeof availableSlotsInputSchema>;
