import bcrypt from 'bcryptjs';
import { DEMO_PASSWORD_HASH, OWNER, PET, STAFF, unique, uniqueEmail, uniquePhone } from './people';

/**
 * The one factory module for test data (functions, hasura and engine tests; e2e takes its people
 * defaults from people.ts). Each call makes fresh rows with unique e-mails and phones, field by
 * field overridable; dev seeds are never fixtures. Two layers:
 * - `make*`: one row each from column values, returning its id (database tests);
 * - `create*`: the people and places a handler test logs in as or books at, returning what the
 *   test needs (id, e-mail, plain password), built on `make*`.
 */

export { DEMO_PASSWORD, DEMO_PASSWORD_HASH, uniqueEmail, uniquePhone } from './people';

export interface Rows<R> {
  rows: R[];
}

/** What the factories need of a database: functions' and the engine's clients both fit. */
export interface Sql {
  query<R = Record<string, unknown>>(text: string, params?: readonly unknown[]): Promise<Rows<R>>;
}

/** Column values of one row; objects (not dates) are written as JSON. */
export type Row = Record<string, unknown>;

/** A real bcrypt hash, cost 4 to keep tests quick (login works the same at any cost). */
export const hash = (password: string) => bcrypt.hash(password, 4);

/** Inserts one row into `public.<table>` and returns the `returning` columns (default: id). */
export async function insertRow<R = { id: number }>(
  db: Sql,
  table: string,
  values: Row,
  returning = 'id',
): Promise<R> {
  const columns = Object.keys(values);
  const params = columns.map((c) => {
    const value = values[c];
    return value !== null && typeof value === 'object' && !(value instanceof Date)
      ? JSON.stringify(value)
      : value;
  });
  const { rows } = await db.query<R>(
    `insert into public.${table} (${columns.map((c) => `"${c}"`).join(', ')})
     values (${columns.map((_, i) => `$${String(i + 1)}`).join(', ')}) returning ${returning}`,
    params,
  );
  const row = rows[0];
  if (row === undefined) throw new Error(`insert into ${table} returned no row`);
  return row;
}

/** Inserts one row into `public.<table>` and returns its id. */
export async function insert(db: Sql, table: string, values: Row): Promise<number> {
  return (await insertRow(db, table, values)).id;
}

// --- one row each -------------------------------------------------------------------------------

/** A practice, approved by the platform unless `values.status` says otherwise. */
export const makeVendor = (db: Sql, values: Row = {}) =>
  insert(db, 'vendors', { name: `Practice ${unique()}`, status: 'approved', ...values });

/** A login of a practice (a sub-role user unless `values.subrole` says), demo password. */
export const makeVendorLogin = (db: Sql, vendorId: number, values: Row = {}) =>
  insert(db, 'vendor_logins', {
    vendor_id: vendorId,
    subrole: STAFF.subrole,
    first_name: STAFF.first_name,
    last_name: STAFF.last_name,
    email: uniqueEmail('staff', 'vet.example.com'),
    phone: uniquePhone(),
    password: DEMO_PASSWORD_HASH,
    ...values,
  });

/** A pet owner with the demo password. */
export const makeUser = (db: Sql, values: Row = {}) =>
  insert(db, 'users', {
    first_name: OWNER.first_name,
    last_name: OWNER.last_name,
    email: uniqueEmail('owner'),
    phone: uniquePhone(),
    password: DEMO_PASSWORD_HASH,
    ...values,
  });

export const makePet = (db: Sql, userId: number, values: Row = {}) =>
  insert(db, 'pets', { user_id: userId, name: PET.name, type: PET.type, ...values });

/** A pulse reading: the smallest valid health record. */
export const makeRecord = (db: Sql, userId: number, petId: number | null, values: Row = {}) =>
  insert(db, 'phr', {
    user_id: userId,
    pet_id: petId,
    category: 'ht_pulse',
    details: { date: '2030-01-02', pulse: 90 },
    ...values,
  });

/** A listing's defaults: the address its booking e-mails and calendar files quote. */
export const LISTING = {
  title: 'Test Clinic',
  line1: 'Dr. Test, DVM',
  address: '1 Main Street',
  city: 'Springfield',
  zipcode: '12345',
  timezone: 'America/New_York',
};

/** A listing, of a new approved practice unless `values.vendor_id` names one. */
export async function makeListing(db: Sql, values: Row = {}) {
  const vendorId = (values['vendor_id'] as number | undefined) ?? (await makeVendor(db));
  return {
    vendorId,
    listingId: await insert(db, 'vendor_listings', { ...LISTING, vendor_id: vendorId, ...values }),
  };
}

/** Where a booking is made: by whom, at which listing, optionally for which pet and consultation. */
export interface BookingAt {
  userId: number;
  vendorId: number;
  listingId: number;
  petId?: number | null;
  consultationId?: number | null;
}

/** A booking's columns: a 30-minute video call, in 2030 unless `values.slot` says. */
export function bookingRow(at: BookingAt, values: Row = {}): Row {
  return {
    user_id: at.userId,
    vendor_id: at.vendorId,
    vendor_listing_id: at.listingId,
    ...(at.petId === undefined ? {} : { pet_id: at.petId }),
    ...(at.consultationId === undefined ? {} : { consultation_id: at.consultationId }),
    type: 'video',
    slot: '2030-03-04T10:00:00Z',
    duration: 30,
    ...values,
  };
}

export const makeBooking = (db: Sql, at: BookingAt, values: Row = {}) =>
  insert(db, 'bookings', bookingRow(at, values));

/** An owner, a pet and a listing, ready for a booking. */
export async function makeBookingContext(db: Sql) {
  const userId = await makeUser(db);
  const petId = await makePet(db, userId);
  const { vendorId, listingId } = await makeListing(db);
  return { userId, petId, vendorId, listingId };
}

// --- people and places with logins --------------------------------------------------------------

export interface Owner {
  id: number;
  email: string;
  /** The plain password ('' when the account has none). */
  password: string;
  phone: string;
}

/** An owner who can log in; `password: null` makes an account without one. Other keys are columns. */
export async function createOwner(
  db: Sql,
  overrides: { email?: string; password?: string | null; phone?: string } & Row = {},
): Promise<Owner> {
  const { email = uniqueEmail('owner'), password, phone = uniquePhone(), ...columns } = overrides;
  const plain = password === undefined ? OWNER.password : password;
  const id = await makeUser(db, {
    ...columns,
    email,
    phone,
    password: plain === null ? null : await hash(plain),
  });
  return { id, email, password: plain ?? '', phone };
}

export interface Staff {
  id: number;
  vendorId: number;
  email: string;
  password: string;
  subrole: number;
}

export async function createStaff(
  db: Sql,
  vendorId: number,
  overrides: Partial<{ subrole: number; email: string; password: string }> = {},
): Promise<Staff> {
  const email = overrides.email ?? uniqueEmail('staff', 'vet.example.com');
  const password = overrides.password ?? STAFF.password;
  const subrole = overrides.subrole ?? STAFF.subrole;
  const id = await makeVendorLogin(db, vendorId, {
    subrole,
    email,
    password: await hash(password),
  });
  return { id, vendorId, email, password, subrole };
}

export interface Practice {
  vendorId: number;
  rootAdmin: Staff;
  staff: Staff;
}

/** A practice with a root admin and a staff member; approved by the platform unless `status` says. */
export async function createPractice(
  db: Sql,
  overrides: Partial<{
    name: string;
    isPlatform: boolean;
    status: 'pending' | 'approved' | 'suspended';
  }> = {},
): Promise<Practice> {
  const vendorId = await makeVendor(db, {
    ...(overrides.name === undefined ? {} : { name: overrides.name }),
    is_platform: overrides.isPlatform ?? false,
    status: overrides.status ?? 'approved',
  });
  return {
    vendorId,
    rootAdmin: await createStaff(db, vendorId, { subrole: 1 }),
    staff: await createStaff(db, vendorId, { subrole: 3 }),
  };
}

export type ConsultationType = 'clinic_visit' | 'video' | 'phone' | 'chat';

export interface ListingSpec {
  timezone?: string;
  consultations?: {
    type: ConsultationType;
    price?: number;
    duration?: number | null;
    enabled?: boolean;
    /** ISO weekdays 1-7 and local times. Default: every day 00:00-23:59. */
    schedules?: { days: number[]; from: string; to: string }[];
    rosters?: { date: string; slots: string[] }[];
  }[];
}

export interface Listing {
  id: number;
  vendorId: number;
  /** Consultation ids by type. */
  consultations: Partial<Record<ConsultationType, number>> & Record<string, number>;
}

/**
 * A listing of the practice, managed by its staff member, with its consultations (default: one
 * video call, 30 minutes at 40, open every day) and their schedules and rosters.
 */
export async function createListing(
  db: Sql,
  practice: { vendorId: number; staff: { id: number } },
  spec: ListingSpec = {},
): Promise<Listing> {
  const { listingId: id } = await makeListing(db, {
    vendor_id: practice.vendorId,
    vendor_login_id: practice.staff.id,
    timezone: spec.timezone ?? LISTING.timezone,
  });
  const consultations: Record<string, number> = {};
  for (const c of spec.consultations ?? [{ type: 'video' as const }]) {
    const consultationId = await insert(db, 'consultations', {
      listing_id: id,
      type: c.type,
      enabled: c.enabled ?? true,
      duration: c.duration === undefined ? 30 : c.duration,
      price: c.price ?? 40,
    });
    consultations[c.type] = consultationId;
    for (const s of c.schedules ?? [{ days: [1, 2, 3, 4, 5, 6, 7], from: '00:00', to: '23:59' }]) {
      await insert(db, 'consultation_schedules', {
        consultation_id: consultationId,
        days: s.days,
        from_time: s.from,
        to_time: s.to,
      });
    }
    for (const r of c.rosters ?? []) {
      await insert(db, 'consultation_rosters', {
        consultation_id: consultationId,
        date: r.date,
        slots: r.slots,
      });
    }
  }
  return { id, vendorId: practice.vendorId, consultations };
}

export const createPet = (db: Sql, userId: number, name: string = PET.name) =>
  makePet(db, userId, { name });

/**
 * A booking of the owner at the listing (its consultation of the booking's type, when it has
 * one): a 30-minute video call unless `values` say. Returns the `returning` columns (default: id).
 */
export function createBooking<R = { id: number }>(
  db: Sql,
  owner: { id: number },
  listing: Listing,
  values: Row = {},
  returning = 'id',
): Promise<R> {
  const type = (values['type'] as string | undefined) ?? 'video';
  return insertRow<R>(
    db,
    'bookings',
    bookingRow(
      {
        userId: owner.id,
        vendorId: listing.vendorId,
        listingId: listing.id,
        consultationId: listing.consultations[type] ?? null,
      },
      values,
    ),
    returning,
  );
}
