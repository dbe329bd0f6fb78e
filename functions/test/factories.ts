/**
 * Rows for integration tests: the repository's one factory module (test-support/factories.ts),
 * re-exported so the handler tests keep one import path.
 */
export {
  type ConsultationType,
  createBooking,
  createListing,
  createOwner,
  createPet,
  createPlan,
  createPractice,
  createStaff,
  GOLD_OFFERS,
  hash,
  type Listing,
  type ListingSpec,
  makeAssessment,
  makeOtpCode,
  makePayment,
  makeRecord,
  makeWebsite,
  type Owner,
  PLATINUM_OFFERS,
  type Practice,
  type Staff,
  uniqueCode,
  uniquePhone,
} from '../../test-support/factories';
