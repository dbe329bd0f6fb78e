/**
 * Factories for database tests: the repository's one factory module (test-support/factories.ts),
 * re-exported for the data-model tests.
 */
export {
  createPlan,
  insert,
  makeBooking,
  makeBookingContext,
  makeListing,
  makePet,
  makeRecord,
  makeUser,
  makeVendor,
  makeVendorLogin,
  makeWebsite,
} from '../../test-support/factories';
