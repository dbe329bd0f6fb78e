import {
  CONSULT_REASON_MAX_LENGTH,
  CONSULTATION_TYPES,
  type ConsultationType,
} from '@petwell/domain';
import { BOOKING_PREFILL_PARAMS, type BookingPrefill } from './booking-links';

// Plain checks rather than a zod schema: the clinic vet list, a first page with a budget, reads
// the reason too, and zod is not in its bundle. The booking's own rules check the values again
// (appointmentInfoSchema) before anything is booked.

const isConsultationType = (value: string): value is ConsultationType =>
  (CONSULTATION_TYPES as readonly string[]).includes(value);

/** A pet id as the database has them: a positive 32-bit integer, digits only. */
function petId(value: string): number | undefined {
  if (!/^[1-9][0-9]{0,9}$/.test(value)) return undefined;
  const id = Number(value);
  return id <= 2_147_483_647 ? id : undefined;
}

/** The reason for consult under the booking's rule: trimmed, not empty, 2000 characters at most. */
function reasonText(value: string): string | undefined {
  const reason = value.trim();
  return reason !== '' && reason.length <= CONSULT_REASON_MAX_LENGTH ? reason : undefined;
}

/**
 * The pre-fill a booking link carries (booking-links.ts), each value checked on its own: an
 * unknown type, a pet id that is not one or a reason the booking would refuse is left out, and
 * the rest still applies. Of a repeated parameter only the first counts. Whether the pet is the
 * owner's is for the pet picker to find.
 */
export function readBookingPrefill(params: URLSearchParams): BookingPrefill {
  const prefill: BookingPrefill = {};
  const type = params.get('type');
  const pet = petId(params.get('pet') ?? '');
  const reason = reasonText(params.get('reason') ?? '');
  if (type !== null && isConsultationType(type)) prefill.type = type;
  if (pet !== undefined) prefill.pet = pet;
  if (reason !== undefined) prefill.reason = reason;
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
