import { LISTING_MESSAGES, MESSAGES } from '@petwell/domain';

/** The texts of the listing screens (the spec's own are the domain's LISTING_MESSAGES). */
export const LISTINGS_TEXT = {
  title: 'My Listings',
  newListing: 'New Listing',
  updateListing: 'Update Listing',
  details: 'Details',
  timings: 'Timings',
  profile: 'Directory profile',
  people: 'Owner and managers',
  noListing: LISTING_MESSAGES.noListing,
  loadFailed: MESSAGES.loadFailed,
  saveFailed: MESSAGES.generic,
  saved: LISTING_MESSAGES.saved,
  addConsultationPrompt: LISTING_MESSAGES.addConsultationPrompt,
  addSchedulePrompt: LISTING_MESSAGES.addSchedulePrompt,
  addConsultation: 'Add Consultation',
  priceHint: 'A new price applies to new bookings; booked appointments keep theirs.',
  addSchedule: 'Add Schedule',
  save: 'Save Listing',
  search: 'Search by title',
  edit: 'Edit',
  filters: 'Filter listings',
  pageLabel: (first: number, last: number) => `Listings ${String(first)} to ${String(last)}`,
  affectedHeading: LISTING_MESSAGES.affectedHeading,
  affectedIntro: LISTING_MESSAGES.affectedIntro,
  keep: 'Keep',
  cancelBooking: 'Cancel and tell the owner',
  cancelMessage: 'Message to the owner',
  defaultCancelMessage:
    'We are sorry: our hours have changed and this appointment can no longer take place. Please book another time.',
  saveWithChoices: 'Save with these choices',
  backToEditing: 'Back to editing',
  canceled: (count: number, notified: number) =>
    `${String(count)} ${count === 1 ? 'booking was' : 'bookings were'} canceled; ${String(notified)} ${notified === 1 ? 'owner was' : 'owners were'} e-mailed.`,
} as const;
