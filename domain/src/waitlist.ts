import { z } from 'zod';
import { BOOKING_WINDOW_DAYS, addDays, isValidDate } from './slots';
import { consultationTypeSchema, SLOT_MESSAGES } from './schemas/slots';

/** How long an offered slot is held for the owner it was offered to. */
export const WAITLIST_HOLD_MINUTES = 15;

export const WAITLIST_STATUSES = ['waiting', 'offered', 'booked', 'left', 'expired'] as const;
export type WaitlistStatus = (typeof WAITLIST_STATUSES)[number];

/** An entry that still waits or holds an offer: the owner may leave it. */
export const ACTIVE_WAITLIST_STATUSES: readonly WaitlistStatus[] = ['waiting', 'offered'];

export const WAITLIST_MESSAGES = {
  /** Another owner's offer holds the slot (available_slots hides it; payment refuses it). */
  held: 'This time slot is being held for another pet owner from the waitlist. Please pick another one.',
  joined: 'You are on the waitlist. We will e-mail and text you when a slot frees up.',
  alreadyWaiting: 'You are already on the waitlist for these dates.',
  fromRequired: 'Please choose the first date you could come.',
  toRequired: 'Please choose the last date you could come.',
  rangeOrder: 'The last date must not be before the first date.',
  rangePast: 'Please choose dates from today on.',
  rangeTooFar: `Please choose dates within the next ${String(BOOKING_WINDOW_DAYS)} days.`,
  petInvalid: 'Please choose one of your pets.',
  left: 'You left the waitlist.',
  notFound: 'This waitlist entry was not found.',
} as const;

const dateSchema = (required: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, { error: required, abort: true })
    .refine(isValidDate, SLOT_MESSAGES.dateInvalid);

/**
 * join_waitlist: the listing, the consultation type, the range of the listing's dates (both
 * included) and optionally the pet. That the range starts today or later and ends within the
 * booking window depends on the clock and the listing's zone, so the action checks it too
 * (waitlistRangeProblem).
 */
export const joinWaitlistInputSchema = z
  .object({
    listing_id: z.number({ error: SLOT_MESSAGES.listingInvalid }).int().positive(),
    type: consultationTypeSchema,
    from_date: dateSchema(WAITLIST_MESSAGES.fromRequired),
    to_date: dateSchema(WAITLIST_MESSAGES.toRequired),
    pet_id: z.number({ error: WAITLIST_MESSAGES.petInvalid }).int().positive().nullish(),
  })
  .refine((input) => input.to_date >= input.from_date, {
    path: ['to_date'],
    error: WAITLIST_MESSAGES.rangeOrder,
  });
export type JoinWaitlistInput = z.output<typeof joinWaitlistInputSchema>;

/**
 * What is wrong with a range given today's date in the listing's zone, or undefined: it may not
 * start before today nor end after the booking window.
 */
export function waitlistRangeProblem(
  range: { from_date: string; to_date: string },
  today: string,
): { field: 'from_date' | 'to_date'; message: string } | undefined {
  if (range.from_date < today) return { field: 'from_date', message: WAITLIST_MESSAGES.rangePast };
  if (range.to_date > addDays(today, BOOKING_WINDOW_DAYS))
    return { field: 'to_date', message: WAITLIST_MESSAGES.rangeTooFar };
  return undefined;
}

/** The booking screen's link for an offer: the practice's wizard on the listing, type and held slot. */
export function waitlistOfferPath(offer: {
  vendorId: number;
  listingId: number;
  type: string;
  slot: Date;
}): string {
  const query = new URLSearchParams({
    listing: String(offer.listingId),
    type: offer.type,
    slot: offer.slot.toISOString(),
  });
  return `/vet-appointments/book/${String(offer.vendorId)}?${query.toString()}`;
}
