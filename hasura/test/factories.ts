/**
 * Factories for database tests: the repository's one factory module (test-support/factories.ts),
 * re-exported for the data-model tests.
 */
export {
  insert,
  makeBooking,
  makeBookingContext,
  makeListing,
  makePet,
  makeRecord,
  makeUser,
  makeVendor,
  makeVendorLogin,
} from '../../test-support/factories';
