/**
 * Who reaches an owner's data (hasura/README.md, "Access to owners' data"): a practice must be
 * approved by the platform, and it sees the pets of the bookings the owner shared with it, and
 * their records, until 12 months after the appointment. The database decides (permissions on
 * `bookings.record_sharing` and `bookings.access_until`); these are the names and texts the
 * actions and the screens share.
 */
export const PRACTICE_STATUSES = ['pending', 'approved', 'suspended'] as const;
export type PracticeStatus = (typeof PRACTICE_STATUSES)[number];

/** `bookings.record_sharing`: shared (the owner booked or agreed), requested, withheld. */
export const RECORD_SHARING = ['shared', 'requested', 'withheld'] as const;
export type RecordSharing = (typeof RECORD_SHARING)[number];

/** A booking shares its pet's records until this many months after the appointment. */
export const RECORD_ACCESS_MONTHS = 12;

/** find_customer lookups a practice may make per hour. */
export const FIND_CUSTOMER_PER_HOUR = 60;

/**
 * Prices a practice may ask for its customers per hour (check_discount with customerId, which
 * tells whether the customer's plan covers a consultation).
 */
export const PRICE_FOR_CUSTOMER_PER_HOUR = 240;

export const PRACTICE_ACCESS_MESSAGES = {
  pending:
    'Your practice is waiting for approval. Once the platform approves it, your listings and site go live and you can book for customers.',
  suspended: 'Your practice is suspended. Please contact support.',
  platformOnly: 'Only the platform can approve practices.',
  practiceNotFound: 'Practice not found',
  bookingNotFound: 'Appointment not found',
  petRequired: 'Please choose the pet whose records you share.',
  notYourPet: 'Please choose one of your pets.',
  staffNamesNoPet: 'Please choose a pet the customer shares with your practice, or add the pet.',
  tooManyLookups: 'Too many customer searches. Please try again in a few minutes.',
  tooManyPrices: 'Too many price checks for customers. Please try again in a few minutes.',
  shared: 'Your pet’s records are shared with this practice.',
  refused: 'You did not share your records with this practice.',
  revoked: 'This practice no longer has access to your pets’ records.',
} as const;
