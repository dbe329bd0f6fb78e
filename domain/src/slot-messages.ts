import { BOOKING_WINDOW_DAYS } from './slots';

/**
 * Texts of the slot picker and the slot actions. Kept
 * apart from the zod schemas so the browser's scheduler does not pull zod into the vet list.
 */
export const SLOT_MESSAGES = {
  noSlots: 'No slots available for this date',
  noSlotsForDay: 'Sorry, no slots available for the day!',
  selectDate: 'Please select a date',
  notAvailable: 'Consultations are not available currently.',
  noListing: 'No listing found!',
  dateInvalid: 'Please select a valid date (YYYY-MM-DD).',
  dateOutOfRange: `Please select a date from today to ${String(BOOKING_WINDOW_DAYS)} days ahead.`,
  timeZoneInvalid: 'Please choose a valid time zone, such as America/New_York.',
  typeInvalid: 'Please choose a consultation type: clinic visit, video, phone or chat.',
  listingInvalid: 'Please choose a listing.',
  /** A date is chosen and has free times, none picked yet (the checkout's slotRequired too). */
  slotRequired: 'Please pick a time slot.',
} as const;
