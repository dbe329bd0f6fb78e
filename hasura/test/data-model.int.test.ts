import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CONSULTATION_TYPES,
  SERVICE_REQUEST_TYPES,
  UPLOAD_KINDS,
} from '../../domain/src/constants';
import { PHR_CATEGORIES, requiredPhrFields } from '../../domain/src/phr';
import type { Database } from '../../engine/src/db/database';
import {
  createMigratedDatabase,
  refusal,
  type TestDatabase,
} from '../../engine/test/test-database';
import {
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

// The database is the last word on what a row may hold (style: "Postgres constraints are the
// last word"). Each refusal names the constraint that protects the rule.
let test: TestDatabase;
let db: Database;

beforeAll(async () => {
  test = await createMigratedDatabase();
  db = test.db;
});

afterAll(async () => {
  await test.dispose();
});

describe('bookings: one listing never holds two overlapping bookings', () => {
  it('refuses a second booking at the same start', async () => {
    const context = await makeBookingContext(db);
    await makeBooking(db, context, { slot: '2030-03-04T10:00:00Z', duration: 30 });
    const other = { ...context, userId: await makeUser(db) };
    other.petId = await makePet(db, other.userId);
    expect(
      await refusal(makeBooking(db, other, { slot: '2030-03-04T10:00:00Z', duration: 30 })),
    ).toEqual({
      code: '23P01',
      constraint: 'bookings_no_overlap',
    });
  });

  it('refuses a booking with a different start that overlaps a taken one', async () => {
    const context = await makeBookingContext(db);
    await makeBooking(db, context, { slot: '2030-03-04T10:00:00Z', duration: 30 });
    expect(
      await refusal(makeBooking(db, context, { slot: '2030-03-04T10:20:00Z', duration: 20 })),
    ).toEqual({
      code: '23P01',
      constraint: 'bookings_no_overlap',
    });
    expect(
      await refusal(makeBooking(db, context, { slot: '2030-03-04T09:45:00Z', duration: 60 })),
    ).toEqual({
      code: '23P01',
      constraint: 'bookings_no_overlap',
    });
  });

  it('accepts back-to-back bookings, other listings, and a slot freed by a cancellation', async () => {
    const context = await makeBookingContext(db);
    const first = await makeBooking(db, context, { slot: '2030-03-04T10:00:00Z', duration: 30 });
    await makeBooking(db, context, { slot: '2030-03-04T10:30:00Z', duration: 30 });
    const { listingId } = await makeListing(db, { vendor_id: context.vendorId });
    await makeBooking(
      db,
      { ...context, listingId },
      { slot: '2030-03-04T10:00:00Z', duration: 30 },
    );

    await db.query('update bookings set status = 3 where id = $1', [first]);
    await makeBooking(db, context, { slot: '2030-03-04T10:00:00Z', duration: 30 });
  });

  it('refuses moving a booking onto a taken slot and un-canceling into one', async () => {
    const context = await makeBookingContext(db);
    await makeBooking(db, context, { slot: '2030-03-05T10:00:00Z' });
    const moved = await makeBooking(db, context, { slot: '2030-03-05T12:00:00Z' });
    expect(
      await refusal(
        db.query("update bookings set slot = '2030-03-05T10:15:00Z' where id = $1", [moved]),
      ),
    ).toEqual({ code: '23P01', constraint: 'bookings_no_overlap' });

    const canceled = await makeBooking(db, context, { slot: '2030-03-05T10:00:00Z', status: 3 });
    expect(
      await refusal(db.query('update bookings set status = 0 where id = $1', [canceled])),
    ).toEqual({
      code: '23P01',
      constraint: 'bookings_no_overlap',
    });
  });

  it('derives ends_at from slot and duration, whatever the client sends', async () => {
    const context = await makeBookingContext(db);
    const id = await makeBooking(db, context, {
      slot: '2030-03-06T10:00:00Z',
      duration: 45,
      ends_at: '2031-01-01T00:00:00Z',
    });
    const { rows } = await db.query<{ minutes: number }>(
      'select (extract(epoch from ends_at - slot) / 60)::int as minutes from bookings where id = $1',
      [id],
    );
    expect(rows[0]?.minutes).toBe(45);
  });

  it("refuses a booking whose practice is not the listing's, or whose pet is another owner's", async () => {
    const context = await makeBookingContext(db);
    const otherVendor = await makeVendor(db);
    expect(await refusal(makeBooking(db, { ...context, vendorId: otherVendor }))).toMatchObject({
      code: '23503',
      constraint: 'bookings_listing_same_vendor',
    });
    const strangersPet = await makePet(db, await makeUser(db));
    expect(await refusal(makeBooking(db, { ...context, petId: strangersPet }))).toMatchObject({
      code: '23503',
      constraint: 'bookings_pet_belongs_to_user',
    });
  });

  it('refuses an unknown status and a waived booking that still costs money', async () => {
    const context = await makeBookingContext(db);
    expect(await refusal(makeBooking(db, context, { status: 4 }))).toEqual({
      code: '23514',
      constraint: 'bookings_status_valid',
    });
    expect(await refusal(makeBooking(db, context, { payment_waived: true, price: 30 }))).toEqual({
      code: '23514',
      constraint: 'bookings_waived_is_free',
    });
  });
});

describe('identity', () => {
  it('refuses a duplicate e-mail in another letter case, per identity table', async () => {
    await makeUser(db, { email: 'Emma.Stone@Example.com' });
    expect(await refusal(makeUser(db, { email: 'emma.stone@example.COM' }))).toEqual({
      code: '23505',
      constraint: 'users_email_unique_ci',
    });
    const vendorId = await makeVendor(db);
    await makeVendorLogin(db, vendorId, { email: 'Front.Desk@Clinic.example' });
    expect(
      await refusal(makeVendorLogin(db, vendorId, { email: 'front.desk@clinic.example' })),
    ).toEqual({
      code: '23505',
      constraint: 'vendor_logins_email_unique_ci',
    });
    // The same person may be an owner and a vet: identity tables are separate.
    await makeVendorLogin(db, vendorId, { email: 'emma.stone@example.com' });
  });

  it('stores only bcrypt hashes as passwords', async () => {
    expect(await refusal(makeUser(db, { password: 'petwell-demo' }))).toEqual({
      code: '23514',
      constraint: 'users_password_is_bcrypt_hash',
    });
    const vendorId = await makeVendor(db);
    expect(await refusal(makeVendorLogin(db, vendorId, { password: 'md5:abc' }))).toEqual({
      code: '23514',
      constraint: 'vendor_logins_password_is_bcrypt_hash',
    });
  });

  it('refuses a sub-role outside ROOT_ADMIN 1, ADMIN 2, USER 3 and a phone that is not 10 digits', async () => {
    const vendorId = await makeVendor(db);
    expect(await refusal(makeVendorLogin(db, vendorId, { subrole: 4 }))).toEqual({
      code: '23514',
      constraint: 'vendor_logins_subrole_valid',
    });
    expect(await refusal(makeUser(db, { phone: '555-0100' }))).toEqual({
      code: '23514',
      constraint: 'users_phone_10_digits',
    });
  });

  it('allows one platform vendor only', async () => {
    const { rows } = await db.query<{ n: number }>(
      'select count(*)::int as n from vendors where is_platform',
    );
    if (rows[0]?.n === 0) await makeVendor(db, { is_platform: true });
    expect(await refusal(makeVendor(db, { is_platform: true }))).toEqual({
      code: '23505',
      constraint: 'vendors_single_platform',
    });
  });
});

describe('prices are whole, non-negative dollars', () => {
  it('refuses a negative price on products, plans, consultations and bookings', async () => {
    expect(
      await refusal(insert(db, 'products', { id: 123456, name: 'X', price: -1, unit: 'session' })),
    ).toEqual({
      code: '23514',
      constraint: 'products_price_non_negative',
    });
    expect(await refusal(createPlan(db, { code: 'NEG1', name: 'Negative', price: -5 }))).toEqual({
      code: '23514',
      constraint: 'plans_price_non_negative',
    });
    const { listingId } = await makeListing(db);
    expect(
      await refusal(
        insert(db, 'consultations', {
          listing_id: listingId,
          type: 'video',
          duration: 20,
          price: -1,
        }),
      ),
    ).toEqual({ code: '23514', constraint: 'consultations_price_non_negative' });
    expect(await refusal(makeBooking(db, await makeBookingContext(db), { price: -10 }))).toEqual({
      code: '23514',
      constraint: 'bookings_price_non_negative',
    });
  });

  it('refuses a fractional price', async () => {
    expect(
      await refusal(
        insert(db, 'products', { id: 123457, name: 'X', price: 12.5, unit: 'session' }),
      ),
    ).toMatchObject({
      code: '22P02',
    });
  });

  it('holds every product id of the spec with its price', async () => {
    const { rows } = await db.query<{ id: number; price: number }>(
      'select id, price from products order by id',
    );
    expect(rows).toEqual(
      expect.arrayContaining([
        { id: 2000, price: expect.any(Number) as number },
        { id: 3000, price: 360 },
        { id: 4000, price: expect.any(Number) as number },
        { id: 5000, price: expect.any(Number) as number },
        { id: 6000, price: expect.any(Number) as number },
        { id: 7000, price: expect.any(Number) as number },
      ]),
    );
  });

  it('never makes a promo code public', async () => {
    expect(
      await refusal(createPlan(db, { code: 'LEAK', name: 'Leak', kind: 'promo', isPublic: true })),
    ).toEqual({
      code: '23514',
      constraint: 'plans_promo_never_public',
    });
    await createPlan(db, { code: 'Gold-x', name: 'Gold' });
    expect(await refusal(createPlan(db, { code: 'gold-X', name: 'Gold again' }))).toEqual({
      code: '23505',
      constraint: 'plans_code_unique_ci',
    });
  });
});

describe('health records (phr)', () => {
  const sample = (field: string) =>
    field === 'files'
      ? // A private upload's storage key (never another URL: phr_files_are_uploads).
        ['phr/user-1/0f8e6a52-4c1b-4d2e-9a7b-3c5d1e2f4a6b/report.pdf']
      : field.endsWith('date')
        ? '2030-01-02'
        : `value of ${field}`;

  it('has the same required fields in the database as in domain/phr.ts, for every category', async () => {
    const { rows } = await db.query<{ value: string; required: string[] }>(
      'select value, phr_required_fields(value) as required from phr_categories order by value',
    );
    expect(rows.map((r) => r.value).sort()).toEqual(PHR_CATEGORIES.map((c) => c.value).sort());
    for (const row of rows)
      expect([row.value, [...row.required].sort()]).toEqual([
        row.value,
        requiredPhrFields(row.value).sort(),
      ]);
  });

  it('accepts a record with the required fields and refuses one missing any of them', async () => {
    const userId = await makeUser(db);
    const petId = await makePet(db, userId);
    for (const category of PHR_CATEGORIES) {
      const required = requiredPhrFields(category.value);
      const details = Object.fromEntries(required.map((f) => [f, sample(f)]));
      await makeRecord(db, userId, petId, { category: category.value, details });
      for (const missing of required) {
        const rest = Object.fromEntries(Object.entries(details).filter(([key]) => key !== missing));
        expect(
          await refusal(makeRecord(db, userId, petId, { category: category.value, details: rest })),
          `${category.value} without ${missing}`,
        ).toEqual({ code: '23514', constraint: 'phr_details_required_fields' });
      }
    }
  });

  it('treats blank text and an empty file list as missing', async () => {
    const userId = await makeUser(db);
    expect(
      await refusal(
        makeRecord(db, userId, null, {
          category: 'ht_weight',
          details: { date: '2030-01-02', lbs: '  ' },
        }),
      ),
    ).toEqual({ code: '23514', constraint: 'phr_details_required_fields' });
    expect(
      await refusal(
        makeRecord(db, userId, null, {
          category: 'hd_misc',
          details: { name: 'Scan', date: '2030-01-02', files: [] },
        }),
      ),
    ).toEqual({ code: '23514', constraint: 'phr_details_required_fields' });
  });

  it("refuses an unknown category and a record on another owner's pet", async () => {
    const userId = await makeUser(db);
    const details = {
      name: 'Scan',
      date: '2030-01-02',
      files: ['phr/user-1/0f8e6a52-4c1b-4d2e-9a7b-3c5d1e2f4a6b/a.pdf'],
    };
    expect(
      await refusal(makeRecord(db, userId, null, { category: 'hh_unknown', details })),
    ).toEqual({
      code: '23503',
      constraint: 'phr_category_fkey',
    });
    const strangersPet = await makePet(db, await makeUser(db));
    expect(await refusal(makeRecord(db, userId, strangersPet))).toEqual({
      code: '23503',
      constraint: 'phr_pet_belongs_to_user',
    });
  });
});

describe('pets: soft delete keeps their records', () => {
  it('keeps the records of a pet whose status is set to 0, and refuses a hard delete', async () => {
    const userId = await makeUser(db);
    const petId = await makePet(db, userId);
    await makeRecord(db, userId, petId);
    await db.query('update pets set status = 0 where id = $1', [petId]);
    const { rows } = await db.query<{ n: number }>(
      'select count(*)::int as n from phr where pet_id = $1',
      [petId],
    );
    expect(rows[0]?.n).toBe(1);
    expect(await refusal(db.query('delete from pets where id = $1', [petId]))).toEqual({
      code: '23503',
      constraint: 'phr_pet_belongs_to_user',
    });
    expect(await refusal(db.query('update pets set status = 2 where id = $1', [petId]))).toEqual({
      code: '23514',
      constraint: 'pets_status_valid',
    });
  });

  it('removes pets and records together when the owner account is deleted', async () => {
    const userId = await makeUser(db);
    const petId = await makePet(db, userId);
    await makeRecord(db, userId, petId);
    await db.query('delete from users where id = $1', [userId]);
    const { rows } = await db.query<{ pets: number; records: number }>(
      `select (select count(*)::int from pets where user_id = $1) as pets,
              (select count(*)::int from phr where user_id = $1) as records`,
      [userId],
    );
    expect(rows[0]).toEqual({ pets: 0, records: 0 });
  });
});

describe('service requests', () => {
  async function freeQuestion(question: string) {
    const userId = await makeUser(db);
    const petId = await makePet(db, userId);
    return insert(db, 'service_requests', {
      type: 'free_question',
      user_id: userId,
      pet_id: petId,
      details: { question },
    });
  }

  it('accepts a 500-character free question and refuses a 501-character one', async () => {
    await freeQuestion('q'.repeat(500));
    expect(await refusal(freeQuestion('q'.repeat(501)))).toEqual({
      code: '23514',
      constraint: 'service_requests_question_max_500',
    });
  });

  it('refuses an SMO status outside 0-5 and an SMO without the authorization', async () => {
    const userId = await makeUser(db);
    const petId = await makePet(db, userId);
    const smo = { type: 'smo', user_id: userId, pet_id: petId, product_id: 7000 };
    const details = {
      firstOpinion: 'Hip dysplasia',
      query: 'Is surgery needed?',
      authorization: true,
    };
    await insert(db, 'service_requests', { ...smo, details });
    expect(await refusal(insert(db, 'service_requests', { ...smo, details, status: 6 }))).toEqual({
      code: '23514',
      constraint: 'service_requests_status_valid',
    });
    expect(
      await refusal(
        insert(db, 'service_requests', { ...smo, details: { ...details, authorization: false } }),
      ),
    ).toEqual({ code: '23514', constraint: 'service_requests_smo_authorized' });
  });

  it('refuses a house call without its address fields', async () => {
    const userId = await makeUser(db);
    expect(
      await refusal(
        insert(db, 'service_requests', {
          type: 'house_call',
          user_id: userId,
          product_id: 3000,
          details: {
            primaryPhone: '5550100200',
            address: '1 Main St',
            city: 'Austin',
            state: 'TX',
          },
        }),
      ),
    ).toEqual({ code: '23514', constraint: 'service_requests_details_required_fields' });
  });
});

describe('listings and their managers', () => {
  it('adds the owner to the managers and keeps them there', async () => {
    const vendorId = await makeVendor(db);
    const ownerId = await makeVendorLogin(db, vendorId);
    const { listingId } = await makeListing(db, { vendor_id: vendorId, vendor_login_id: ownerId });
    const { rows } = await db.query<{ vendor_login_id: number }>(
      'select vendor_login_id from listing_managers where listing_id = $1',
      [listingId],
    );
    expect(rows).toEqual([{ vendor_login_id: ownerId }]);
    expect(
      await refusal(db.query('delete from listing_managers where listing_id = $1', [listingId])),
    ).toEqual({ code: '23514', constraint: 'listing_managers_owner_is_manager' });

    // Deleting the owner's login keeps the listing, without an owner.
    await db.query('delete from vendor_logins where id = $1', [ownerId]);
    const after = await db.query<{ vendor_login_id: number | null }>(
      'select vendor_login_id from vendor_listings where id = $1',
      [listingId],
    );
    expect(after.rows).toEqual([{ vendor_login_id: null }]);
  });

  it('refuses an owner or a manager from another practice', async () => {
    const vendorId = await makeVendor(db);
    const outsider = await makeVendorLogin(db, await makeVendor(db));
    expect(
      await refusal(makeListing(db, { vendor_id: vendorId, vendor_login_id: outsider })),
    ).toEqual({
      code: '23503',
      constraint: 'vendor_listings_owner_same_vendor',
    });
    const { listingId } = await makeListing(db, { vendor_id: vendorId });
    expect(
      await refusal(
        db.query(
          'insert into listing_managers (listing_id, vendor_login_id, vendor_id) values ($1, $2, $3)',
          [listingId, outsider, vendorId],
        ),
      ),
    ).toEqual({ code: '23503', constraint: 'listing_managers_login_same_vendor' });
  });

  it('refuses an unknown time zone, and an enabled consultation without a price', async () => {
    expect(await refusal(makeListing(db, { timezone: 'Mars/Olympus_Mons' }))).toEqual({
      code: '23514',
      constraint: 'vendor_listings_timezone_valid',
    });
    expect(await refusal(makeListing(db, { timezone: 'EST' }))).toEqual({
      code: '23514',
      constraint: 'vendor_listings_timezone_valid',
    });
    const { listingId } = await makeListing(db, { timezone: 'Europe/London' });
    expect(
      await refusal(
        insert(db, 'consultations', {
          listing_id: listingId,
          type: 'chat',
          enabled: true,
          duration: 20,
        }),
      ),
    ).toEqual({ code: '23514', constraint: 'consultations_enabled_needs_duration_and_price' });
    await insert(db, 'consultations', { listing_id: listingId, type: 'chat', enabled: false });
  });

  it('refuses schedule rows without weekdays or ending before they start', async () => {
    const { listingId } = await makeListing(db);
    const consultationId = await insert(db, 'consultations', {
      listing_id: listingId,
      type: 'video',
      duration: 20,
      price: 30,
    });
    const row = { consultation_id: consultationId, from_time: '08:30', to_time: '12:00' };
    await insert(db, 'consultation_schedules', { ...row, days: [1, 2, 3, 4, 5] });
    expect(await refusal(insert(db, 'consultation_schedules', { ...row, days: [] }))).toEqual({
      code: '23514',
      constraint: 'consultation_schedules_days_valid',
    });
    expect(await refusal(insert(db, 'consultation_schedules', { ...row, days: [8] }))).toEqual({
      code: '23514',
      constraint: 'consultation_schedules_days_valid',
    });
    expect(
      await refusal(
        insert(db, 'consultation_schedules', {
          ...row,
          days: [1],
          from_time: '14:00',
          to_time: '13:00',
        }),
      ),
    ).toEqual({ code: '23514', constraint: 'consultation_schedules_from_before_to' });
    expect(
      await refusal(
        insert(db, 'consultation_rosters', {
          consultation_id: consultationId,
          date: '2030-01-02',
          slots: ['9:00'],
        }),
      ),
    ).toEqual({ code: '23514', constraint: 'consultation_rosters_slots_valid' });
  });
});

describe('websites', () => {
  it('needs a sub-domain of at least 4 characters, unique in any letter case', async () => {
    expect(await refusal(makeWebsite(db, await makeVendor(db), { sub_domain: 'pet' }))).toEqual({
      code: '23514',
      constraint: 'websites_sub_domain_min_4',
    });
    await makeWebsite(db, await makeVendor(db), { sub_domain: 'HappyTails' });
    expect(
      await refusal(makeWebsite(db, await makeVendor(db), { sub_domain: 'happytails' })),
    ).toEqual({
      // Every host a site answers to is one row of website_hosts (migration 1795212000900).
      code: '23505',
      constraint: 'website_hosts_host_key',
    });
  });

  it('keeps verified custom domains unique in any letter case', async () => {
    await makeWebsite(db, await makeVendor(db), { custom_domain: 'vets.example.org' });
    // Until it is verified a custom domain is a claim, which does not stop its real owner.
    await db.query("update website_hosts set verified_at = now() where host = 'vets.example.org'");
    expect(
      await refusal(makeWebsite(db, await makeVendor(db), { custom_domain: 'VETS.example.org' })),
    ).toEqual({ code: '23505', constraint: 'website_hosts_host_key' });
  });
});

describe('timestamps', () => {
  it('maintains updated_at on every update', async () => {
    const userId = await makeUser(db);
    await db.query("update users set updated_at = now() - interval '1 day' where id = $1", [
      userId,
    ]);
    await db.query("update users set first_name = 'Jo' where id = $1", [userId]);
    const { rows } = await db.query<{ fresh: boolean }>(
      "select updated_at > now() - interval '1 minute' as fresh from users where id = $1",
      [userId],
    );
    expect(rows[0]?.fresh).toBe(true);
  });
});

describe('enum tables', () => {
  it('hold the same values as domain/constants.ts', async () => {
    const values = async (table: string) =>
      (await db.query<{ value: string }>(`select value from ${table} order by value`)).rows.map(
        (r) => r.value,
      );
    expect(await values('consultation_types')).toEqual([...CONSULTATION_TYPES].sort());
    expect(await values('service_request_types')).toEqual([...SERVICE_REQUEST_TYPES].sort());
    expect(await values('upload_kinds')).toEqual([...UPLOAD_KINDS].sort());
  });
});
