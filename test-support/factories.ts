import { randomUUID } from 'node:crypto';
import bcrypt from 'bcryptjs';
import { IHM_STATUS, PAYMENT_TYPES, PRODUCT_IDS } from '../domain/src/constants';
import { DEMO_PASSWORD_HASH, OWNER, PET, STAFF, unique, uniqueEmail, uniquePhone } from './people';

/**
 * The one factory module for test data (functions, hasura and engine tests; e2e takes its people
 * defaults and unique e-mails and phones from people.ts). Each call makes fresh rows with unique
 * e-mails, phones and codes, field by field overridable; dev seeds are never fixtures. Two layers:
 * - `make*`: one row each from column values, returning its id (database tests);
 * - `create*`: the people, places and plans a handler test logs in as, books at or pays with,
 *   returning what the test needs (id, e-mail, plain password, code), built on `make*`.
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

/**
 * A picture the person uploaded (a public upload, done), as presign_file records it: answers the
 * address a users.pic or vendor_logins.pic (a `user_avatar`) or, for staff, a listing's avatar (a
 * `vendor_service_avatar`) may be set to.
 */
export async function makeUploadedPicture(
  db: Sql,
  owner: { userId: number } | { loginId: number },
  kind: 'user_avatar' | 'vendor_service_avatar' = 'user_avatar',
  host = 'http://127.0.0.1:8080',
): Promise<string> {
  const who = 'userId' in owner ? `user-${String(owner.userId)}` : `staff-${String(owner.loginId)}`;
  const key = `${kind}/${who}/${randomUUID()}/me.png`;
  const fileUrl = `${host}/files/public/${key}`;
  await insert(db, 'uploads', {
    kind,
    access_type: 'public',
    storage_key: key,
    file_name: 'me.png',
    content_type: 'image/png',
    max_bytes: 2_097_152,
    size_bytes: 72,
    owner_user_id: 'userId' in owner ? owner.userId : null,
    owner_vendor_login_id: 'loginId' in owner ? owner.loginId : null,
    status: 'uploaded',
    expires_at: new Date(),
    file_url: fileUrl,
  });
  return fileUrl;
}

/** A pet health assessment (ihm row) with its basic report done, unless `values.status` says. */
export const makeAssessment = (db: Sql, userId: number, values: Row = {}) =>
  insert(db, 'ihm', { user_id: userId, answers: {}, status: IHM_STATUS.basicReport, ...values });

/** A new second medical opinion about the owner's pet, unless `values` give another type. */
export const makeServiceRequest = (db: Sql, userId: number, petId: number, values: Row = {}) =>
  insert(db, 'service_requests', {
    type: 'smo',
    user_id: userId,
    pet_id: petId,
    details: { firstOpinion: 'Hip dysplasia', query: 'Is surgery needed?', authorization: true },
    ...values,
  });

/**
 * A house-call package (product 3000) bought now, running one year, served by no practice (the
 * platform) unless `values.vendor_id` names one.
 */
export const makeHouseCallPackage = (db: Sql, userId: number, values: Row = {}) =>
  insert(db, 'service_requests', {
    type: 'house_call',
    product_id: PRODUCT_IDS.houseVisit,
    user_id: userId,
    details: {
      primaryPhone: '3125550100',
      address: '1 Lake Shore Drive',
      city: 'Chicago',
      state: 'IL',
      zipcode: '60611',
    },
    // Bought by the test's clock, as the visit's default day is: the database's now() has
    // microseconds, so a visit made in the same millisecond would fall before the purchase.
    created_at: new Date(),
    expires_at: new Date(Date.now() + 365 * 86_400_000),
    ...values,
  });

/** A visit of a house-call package, today, unless `values` say; its number is the next free one. */
export const makeHouseCallVisit = (db: Sql, packageId: number, values: Row = {}) =>
  insert(db, 'house_call_visits', {
    service_request_id: packageId,
    visited_at: new Date(),
    ...values,
  });

/** A captured card payment for a second medical opinion at its list price, unless `values` say. */
export const makePayment = (db: Sql, userId: number, values: Row = {}) =>
  insert(db, 'payments', {
    user_id: userId,
    payment_type: PAYMENT_TYPES.services,
    product_id: PRODUCT_IDS.secondMedicalOpinion,
    amount_cents: 9000,
    provider: 'test',
    status: 'captured',
    idempotency_key: `key-${unique()}`,
    ...values,
  });

/** A practice's white-label site with no host, unless `values` give a sub-domain or custom domain. */
export const makeWebsite = (db: Sql, vendorId: number, values: Row = {}) =>
  insert(db, 'websites', { vendor_id: vendorId, name: 'Test Clinic', ...values });

/**
 * A sign-up code sent to `phone` now, valid for 10 minutes. Its hash matches no code: a test that
 * needs a verified mobile sets `verified_at`, one that enters a code goes through send_otp.
 */
export const makeOtpCode = (db: Sql, phone: string, values: Row = {}) =>
  insert(db, 'otp_codes', {
    phone,
    code_hash: 'matches-no-code',
    expires_at: new Date(Date.now() + 10 * 60_000),
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

/** A plan's entitlements for one plan year, as check_discount reads them (null: unlimited). */
export const GOLD_OFFERS = { pets: 2, assessments: 1, econsults: 1, smo: 1, chats: 2 };
export const PLATINUM_OFFERS = { pets: 4, assessments: 2, econsults: 3, smo: 1, chats: null };

/** A plan code no other test uses (plans.code is unique case-insensitively). */
export const uniqueCode = (prefix: string) => `${prefix}${unique()}`.toUpperCase();

/** A plan, partner code or promo code (a private plan named Gold, free, with no offers, unless overridden). */
export async function createPlan(
  db: Sql,
  overrides: Partial<{
    code: string;
    name: string;
    kind: 'plan' | 'client' | 'promo';
    isPublic: boolean;
    description: string;
    offers: Record<string, unknown>;
    price: number;
    expiresAt: Date | null;
  }> = {},
): Promise<{ id: number; code: string }> {
  const code = overrides.code ?? uniqueCode('PLAN');
  const id = await insert(db, 'plans', {
    code,
    name: overrides.name ?? 'Gold',
    kind: overrides.kind ?? 'plan',
    is_public: overrides.isPublic ?? false,
    description: overrides.description ?? null,
    offers: overrides.offers ?? {},
    price: overrides.price ?? 0,
    expires_at: overrides.expiresAt ?? null,
  });
  return { id, code };
}

/** The paid Gold plan ($144, GOLD_OFFERS) under a code no other test uses. */
export const createGoldPlan = (db: Sql) =>
  createPlan(db, { code: uniqueCode('GOLD'), name: 'Gold', offers: GOLD_OFFERS, price: 144 });

/** The paid Platinum plan ($299, PLATINUM_OFFERS) under a code no other test uses. */
export const createPlatinumPlan = (db: Sql) =>
  createPlan(db, {
    code: uniqueCode('PLATINUM'),
    name: 'Platinum',
    offers: PLATINUM_OFFERS,
    price: 299,
  });

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
