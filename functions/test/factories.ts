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
  createPractice,
  createStaff,
  hash,
  type Listing,
  type ListingSpec,
  type Owner,
  type Practice,
  type Staff,
  uniquePhone,
} from '../../test-support/factories';
