/**
 * The default field values of the people tests create and their unique e-mails and phones,
 * shared by the database factories (factories.ts) and the e2e journeys, which create people
 * through the API (e2e/support/people.ts). No imports: Playwright loads this file as it is.
 */

/** The demo password of every seeded account (hasura/seeds/default). */
export const DEMO_PASSWORD = 'petwell-demo';
/** bcrypt (cost 10) of DEMO_PASSWORD, as the seed stores it; the schema accepts only bcrypt. */
export const DEMO_PASSWORD_HASH = '$2b$10$5lVKZoPvKdOSeN7upCSqR.UmY6/4XnS0pSa/0TSpjugfy4VPJY8.G';

/** A pet owner (users row). */
export const OWNER = { first_name: 'Olivia', last_name: 'Owner', password: 'owner-password-1' };
/** A practice login (vendor_logins row); sub-role 1 is the root admin, 3 a user. */
export const STAFF = {
  first_name: 'Sam',
  last_name: 'Staff',
  password: 'staff-password-1',
  subrole: 3,
};
/** A pet (pets row); type 1 is a dog. */
export const PET = { name: 'Rex', type: 1 };

let counter = 0;
/** A token no other row of this run (or another run) uses. */
export const unique = () =>
  `${String(Date.now() % 1_000_000)}${String(++counter)}${Math.random().toString(36).slice(2, 6)}`;

/** An e-mail address no other test uses. */
export const uniqueEmail = (prefix = 'owner', domain = 'example.com') =>
  `${prefix}-${unique()}@${domain}`;

/** A 10-digit mobile number no other test uses (the OTP limit counts codes per number). */
export const uniquePhone = () => `5${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;
