import { FREE_QUESTION_MAX_LENGTH } from './constants';
import { SLOT_MESSAGES } from './slot-messages';

/**
 * The checkout's messages (the card, the order, each service request's details), apart from the
 * checkout's schemas (schemas/payment.ts), so that a screen that only shows them loads no zod.
 */
export const PAYMENT_MESSAGES = {
  // The card.
  nameRequired: 'Name on card is required.',
  cardNumberRequired: 'Card number is required.',
  cardNumberInvalid: 'Card number must be 13 to 16 digits.',
  expiryRequired: 'Expiry month is required.',
  expiryInvalid: 'Expiry month must be a month such as 08/27.',
  ccvRequired: 'Security code is required.',
  ccvInvalid: 'Security code must be 3 or 4 digits.',
  cardExpired: 'This card has expired.',
  // The order.
  paymentTypeInvalid:
    'Payment type must be services (100), promo (200), appointments (300) or IHM (400).',
  productInvalid: 'This product cannot be bought with this payment type.',
  productUnknown: 'Please choose a product.',
  consultationTypeMismatch: 'The consultation type does not match the product.',
  listingRequired: 'Please choose a listing.',
  slotRequired: SLOT_MESSAGES.slotRequired,
  slotInvalid: 'Please pick a valid time slot.',
  summaryRequired: 'Reason for consult is required.',
  petRequired: 'Please select a pet.',
  timeZoneInvalid: 'Please choose a valid time zone, such as America/New_York.',
  idempotencyKeyInvalid:
    'idempotencyKey must be 8 to 100 letters, digits, dashes, underscores, dots or colons.',
  planRequired: 'Please choose a plan.',
  customerRequired: 'Please choose the customer.',
  paymentMethodRequired: 'Please enter your card details or pay with PayPal.',
  // House call.
  primaryPhoneRequired: 'Primary phone is required.',
  phoneInvalid: 'Phone number must be exactly 10 digits.',
  addressRequired: 'Address is required.',
  cityRequired: 'City is required.',
  stateRequired: 'State is required.',
  zipcodeRequired: 'Zip code is required.',
  zipcodeInvalid: 'Zip code must be 5 digits, or 5 and 4 digits such as 60614-1234.',
  // Second medical opinion.
  firstOpinionRequired: 'Details of the first opinion are required.',
  queryRequired: 'Your question is required.',
  authorizationRequired:
    "Please authorize access to your pet's medical records by its authorized veterinarians.",
  // Free question.
  questionRequired: 'Your question is required.',
  questionTooLong: `Your question must be at most ${String(FREE_QUESTION_MAX_LENGTH)} characters.`,
} as const;
