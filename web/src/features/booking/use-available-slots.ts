import type { ConsultationType } from '@petwell/domain';
import type { CombinedError } from 'urql';
import { useAvailableSlotsQuery } from '../../generated/booking';
import { errorMessage } from '../../lib/errors';

export interface AvailableSlots {
  /** ISO instants, ascending; undefined while loading (or while no date is chosen). */
  slots: readonly string[] | undefined;
  /** The text to show instead of the slots, when the call failed. */
  error: string | undefined;
}

/**
 * The message of a failed available_slots call: the action's own user-facing text when it
 * refused the request ('Consultations are not available currently.', a date out of range),
 * else the generic one (the network, the engine).
 */
export function slotsErrorMessage(error: CombinedError): string {
  return errorMessage(error, { fieldFirst: true, shown: ['not-found'] });
}

/**
 * The bookable slots of a listing's consultation on `date` in the viewer's `timeZone`
 * (available_slots, the same slot engine the server re-checks a booking with). Paused until a
 * date is chosen; slots change as others book and as time passes, so every visit asks the
 * server again while the cached answer shows.
 */
export function useAvailableSlots(args: {
  listingId: number;
  type: ConsultationType;
  date: string | undefined;
  timeZone: string;
}): AvailableSlots {
  const { listingId, type, date, timeZone } = args;
  const [{ data, error }] = useAvailableSlotsQuery({
    variables: { listingId, type, date: date ?? '', timeZone },
    pause: date === undefined,
    requestPolicy: 'cache-and-network',
  });
  if (data) return { slots: data.available_slots?.slots ?? [], error: undefined };
  if (error) return { slots: undefined, error: slotsErrorMessage(error) };
  return { slots: undefined, error: undefined };
}
