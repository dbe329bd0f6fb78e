import { randomBytes } from 'node:crypto';
import type { Queryable } from '../../engine/src/db/database';

/**
 * Factories for database tests: each call makes fresh rows with unique e-mails, overridable
 * field by field. Dev seeds are never used as fixtures.
 */

/** A bcrypt hash (cost 10) of "petwell-demo"; the schema accepts only bcrypt hashes. */
export const BCRYPT_HASH = '$2b$10$5lVKZoPvKdOSeN7upCSqR.UmY6/4XnS0pSa/0TSpjugfy4VPJY8.G';

const unique = () => randomBytes(4).toString('hex');
type Row = Record<string, unknown>;

export async function insert(db: Queryable, table: string, values: Row): Promise<number> {
  const columns = Object.keys(values);
  const params = columns.map((c) => {
    const value = values[c];
    return value !== null && typeof value === 'object' && !(value instanceof Date)
      ? JSON.stringify(value)
      : value;
  });
  const { rows } = await db.query<{ id: number }>(
    `insert into public.${table} (${columns.map((c) => `"${c}"`).join(', ')})
     values (${columns.map((_, i) => `$${i + 1}`).join(', ')}) returning id`,
    params,
  );
  const id = rows[0]?.id;
  if (id === undefined) throw new Error(`insert into ${table} returned no id`);
  return id;
}

/** A practice, approved by the platform unless `values.status` says otherwise. */
export const makeVendor = (db: Queryable, values: Row = {}) =>
  insert(db, 'vendors', { name: `Practice ${unique()}`, status: 'approved', ...values });

export const makeVendorLogin = (db: Queryable, vendorId: number, values: Row = {}) =>
  insert(db, 'vendor_logins', {
    vendor_id: vendorId,
    first_name: 'Alex',
    last_name: 'Vet',
    email: `vet-${unique()}@example.com`,
    phone: '5550100100',
    password: BCRYPT_HASH,
    ...values,
  });

export const makeUser = (db: Queryable, values: Row = {}) =>
  insert(db, 'users', {
    first_name: 'Sam',
    last_name: 'Owner',
    email: `owner-${unique()}@example.com`,
    phone: '5550100200',
    password: BCRYPT_HASH,
    ...values,
  });

export const makePet = (db: Queryable, userId: number, values: Row = {}) =>
  insert(db, 'pets', { user_id: userId, name: 'Biscuit', type: 1, ...values });

/** A pulse reading: the smallest valid health record. */
export const makeRecord = (db: Queryable, userId: number, petId: number | null, values: Row = {}) =>
  insert(db, 'phr', {
    user_id: userId,
    pet_id: petId,
    category: 'ht_pulse',
    details: { date: '2030-01-02', pulse: 90 },
    ...values,
  });

export async function makeListing(db: Queryable, values: Row = {}) {
  const vendorId = (values['vendor_id'] as number | undefined) ?? (await makeVendor(db));
  return {
    vendorId,
    listingId: await insert(db, 'vendor_listings', {
      vendor_id: vendorId,
      title: 'Riverside Animal Clinic',
      line1: 'Dr. Jane Park, DVM',
      timezone: 'America/New_York',
      ...values,
    }),
  };
}

/** An owner, a pet and a listing, ready for a booking. */
export async function makeBookingContext(db: Queryable) {
  const userId = await makeUser(db);
  const petId = await makePet(db, userId);
  const { vendorId, listingId } = await makeListing(db);
  return { userId, petId, vendorId, listingId };
}

export function makeBooking(
  db: Queryable,
  context: { userId: number; petId: number; vendorId: number; listingId: number },
  values: Row = {},
) {
  return insert(db, 'bookings', {
    user_id: context.userId,
    pet_id: context.petId,
    vendor_id: context.vendorId,
    vendor_listing_id: context.listingId,
    type: 'video',
    slot: '2030-03-04T10:00:00Z',
    duration: 30,
    ...values,
  });
}
