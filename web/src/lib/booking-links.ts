import type { ConsultationType } from '@petwell/domain';

/**
 * What a link into a booking page may fill in for the owner: the consultation type, the pet (its
 * id) and the reason for consult. The pages check every value before they use it
 * (booking-prefill.ts) and ignore what they do not recognise; the owner can change them all.
 */
export interface BookingPrefill {
  type?: ConsultationType | undefined;
  pet?: number | undefined;
  reason?: string | undefined;
}

/** The search parameters of a pre-filled booking link. */
export const BOOKING_PREFILL_PARAMS = ['type', 'pet', 'reason'] as const;

/** `path` with the pre-fill as search parameters: '/e-consultation/order?type=video&pet=3'. */
export function bookingLink(path: string, prefill: BookingPrefill): string {
  const params = new URLSearchParams();
  if (prefill.type) params.set('type', prefill.type);
  if (prefill.pet !== undefined) params.set('pet', String(prefill.pet));
  if (prefill.reason) params.set('reason', prefill.reason);
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}
