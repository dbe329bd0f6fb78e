import { appointmentInfoSchema, CONSULTATION_TYPES } from '@petwell/domain';
import { z } from 'zod';
import { BOOKING_PREFILL_PARAMS, type BookingPrefill } from './booking-links';

const typeSchema = z.enum(CONSULTATION_TYPES);
/** A pet id as the database has them: a positive 32-bit integer, digits only. */
const petSchema = z
  .string()
  .regex(/^[1-9][0-9]{0,9}$/)
  .transform(Number)
  .pipe(z.number().max(2_147_483_647));
/** The reason for consult under the booking's own rule (trimmed, not empty, 2000 at most). */
const reasonSchema = appointmentInfoSchema.shape.summary;

const valid = <T>(schema: z.ZodType<T>, value: string | null): T | undefined => {
  if (value === null) return undefined;
  const parsed = schema.safeParse(value);
  return parsed.success ? parsed.data : undefined;
};

/**
 * The pre-fill a booking link carries (booking-links.ts), each value checked on its own: an
 * unknown type, a pet id that is not one or a reason the booking would refuse is left out, and
 * the rest still applies. Whether the pet is the owner's is for the pet picker to find.
 */
export function readBookingPrefill(params: URLSearchParams): BookingPrefill {
  const prefill: BookingPrefill = {};
  const type = valid(typeSchema, params.get('type'));
  const pet = valid(petSchema, params.get('pet'));
  const reason = valid(reasonSchema, params.get('reason'));
  if (type) prefill.type = type;
  if (pet !== undefined) prefill.pet = pet;
  if (reason) prefill.reason = reason;
  return prefill;
}

/** Whether the address carries any pre-fill parameter, valid or not. */
export const hasBookingPrefill = (params: URLSearchParams): boolean =>
  BOOKING_PREFILL_PARAMS.some((key) => params.has(key));

/** The search parameters without the pre-fill ones (others, such as cc, stay). */
export function withoutBookingPrefill(params: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of BOOKING_PREFILL_PARAMS) next.delete(key);
  return next;
}
