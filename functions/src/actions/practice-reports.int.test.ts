import { BOOKING_STATUS, PAYMENT_TYPES, PRODUCT_IDS } from '@petwell/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createBooking,
  createListing,
  createOwner,
  createPractice,
  type Listing,
  makePayment,
  type Owner,
  type Practice,
} from '../../../test-support/factories';
import { startTestStack, type TestStack } from '../../test/harness';
import { ownerToken, staffToken, webOperation } from '../../test/request-helpers';

/**
 * The Reports screen's figures (hasura/migrations/default/1795212002100_practice_reports), run
 * through the engine exactly as the screen asks for them, against bookings and payments made
 * here with exact expected numbers; and who may run them.
 */
let stack: TestStack;
let practice: Practice;
let other: Practice;
let platform: Practice;
let ny: Listing;
let london: Listing;
const owners: Record<'returning' | 'newcomer' | 'another' | 'outside', Owner> = {} as never;

const REPORTS = webOperation('reports', 'practice-reports.graphql');
const db = () => stack.stack.db;

/** The UTC day `daysAgo` days before today, as the reports name days. */
const day = (daysAgo: number) =>
  new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);
/** Noon (UTC) of that day: the moment a booking or payment was made. */
const madeOn = (daysAgo: number) => `${day(daysAgo)}T12:00:00Z`;

async function reports(token: string | undefined, variables: Record<string, unknown>) {
  return stack.gql(REPORTS, variables, token ? { token } : {});
}

beforeAll(async () => {
  stack = await startTestStack();
  practice = await createPractice(db());
  other = await createPractice(db());
  platform = await createPractice(db(), { isPlatform: true });
  ny = await createListing(db(), practice, {
    timezone: 'America/New_York',
    consultations: [{ type: 'video' }, { type: 'clinic_visit' }],
  });
  london = await createListing(db(), practice, {
    timezone: 'Europe/London',
    consultations: [{ type: 'phone' }],
  });
  const otherListing = await createListing(db(), other);
  owners.returning = await createOwner(db());
  owners.newcomer = await createOwner(db());
  owners.another = await createOwner(db());
  owners.outside = await createOwner(db());

  const book = (owner: Owner, listing: Listing, values: Record<string, unknown>) =>
    createBooking(db(), owner, listing, values);
  // Before the period: makes the first owner a returning customer.
  await book(owners.returning, ny, {
    created_at: madeOn(60),
    slot: '2030-01-01T15:00:00Z',
    status: BOOKING_STATUS.complete,
  });
  // 10:00 and 11:00 in New York.
  await book(owners.returning, ny, { created_at: madeOn(2), slot: '2030-03-04T15:00:00Z' });
  await book(owners.newcomer, ny, {
    type: 'clinic_visit',
    created_at: madeOn(2),
    slot: '2030-03-04T16:00:00Z',
    status: BOOKING_STATUS.complete,
  });
  // Canceled: counted per day and as a cancellation, not among the busiest.
  await book(owners.newcomer, london, {
    type: 'phone',
    created_at: madeOn(5),
    slot: '2030-03-05T15:00:00Z',
    status: BOOKING_STATUS.canceled,
  });
  // 10:00 in London, on the first day of the last 30.
  await book(owners.another, london, {
    type: 'phone',
    created_at: madeOn(29),
    slot: '2030-03-06T10:00:00Z',
  });
  // The day before the last 30: only in the last 90 days.
  await book(owners.outside, ny, { created_at: madeOn(30), slot: '2030-03-07T15:00:00Z' });
  // Another practice's booking, made by the same owner the same day.
  await book(owners.returning, otherListing, { created_at: madeOn(2) });

  const pay = (owner: Owner, vendorId: number, values: Record<string, unknown>) =>
    makePayment(db(), owner.id, {
      vendor_id: vendorId,
      payment_type: PAYMENT_TYPES.appointments,
      product_id: PRODUCT_IDS.video,
      ...values,
    });
  await pay(owners.returning, practice.vendorId, { amount_cents: 6500, created_at: madeOn(2) });
  await pay(owners.newcomer, practice.vendorId, { amount_cents: 4000, created_at: madeOn(2) });
  await pay(owners.newcomer, practice.vendorId, {
    amount_cents: 3000,
    status: 'refunded',
    created_at: madeOn(5),
  });
  // Not revenue: only authorized, voided, or before the period.
  await pay(owners.another, practice.vendorId, {
    amount_cents: 9900,
    status: 'authorized',
    created_at: madeOn(5),
  });
  await pay(owners.another, practice.vendorId, {
    amount_cents: 9900,
    status: 'voided',
    created_at: madeOn(5),
  });
  await pay(owners.outside, practice.vendorId, { amount_cents: 1000, created_at: madeOn(40) });
  await pay(owners.returning, other.vendorId, { amount_cents: 7700, created_at: madeOn(2) });
});
afterAll(async () => {
  await stack.close();
});

/** The practice's figures for the last 30 days, as its root admin reads them. */
const practiceLast30 = () => ({
  bookingsByType: [
    { day: day(29), key: 'phone', bookings: 1 },
    { day: day(5), key: 'phone', bookings: 1 },
    { day: day(2), key: 'clinic_visit', bookings: 1 },
    { day: day(2), key: 'video', bookings: 1 },
  ],
  bookingsByStatus: [
    { day: day(29), key: '0', bookings: 1 },
    { day: day(5), key: '3', bookings: 1 },
    { day: day(2), key: '0', bookings: 1 },
    { day: day(2), key: '1', bookings: 1 },
  ],
  revenue: [
    { day: day(5), captured_cents: 3000, refunded_cents: 3000, net_cents: 0 },
    { day: day(2), captured_cents: 10500, refunded_cents: 0, net_cents: 10500 },
  ],
  cancellations: [{ bookings: 4, canceled: 1, share_percent: 25 }],
  customers: [{ new_customers: 2, returning_customers: 1 }],
  busiestListings: [
    { key: ny.id, label: 'Test Clinic', bookings: 2 },
    { key: london.id, label: 'Test Clinic', bookings: 1 },
  ],
  busiestHours: [
    { key: 10, bookings: 2 },
    { key: 11, bookings: 1 },
  ],
});

describe('the practice root admin reads every figure of their practice', () => {
  it('counts the last 30 days (today included) per UTC day, by type and status, with revenue captured minus refunded', async () => {
    const token = await staffToken(stack, practice.rootAdmin);
    const result = await reports(token, { days: 30 });
    expect(result.errors).toBeUndefined();
    expect(result.data).toEqual(practiceLast30());
  });

  it('takes in the day before the period when the period is longer', async () => {
    const token = await staffToken(stack, practice.rootAdmin);
    const { data } = await reports(token, { days: 90 });
    expect(data?.['bookingsByType']).toContainEqual({ day: day(30), key: 'video', bookings: 1 });
    expect(data?.['cancellations']).toEqual([{ bookings: 6, canceled: 1, share_percent: 16.7 }]);
    // The owner who booked 60 days ago is new in 90 days, returning in 30.
    expect(data?.['customers']).toEqual([{ new_customers: 4, returning_customers: 0 }]);
    expect(data?.['revenue']).toContainEqual({
      day: day(40),
      captured_cents: 1000,
      refunded_cents: 0,
      net_cents: 1000,
    });
  });

  it('refuses a period outside 1 to 366 days with a clear message', async () => {
    const token = await staffToken(stack, practice.rootAdmin);
    for (const days of [0, 367]) {
      const result = await reports(token, { days });
      expect(result.data).toBeUndefined();
      expect(result.errors?.[0]?.message).toBe('A report covers 1 to 366 days');
    }
  });
});

describe('who may read the reports', () => {
  it("refuses the practice's staff member, an owner and an anonymous visitor", async () => {
    const refused = "field 'report_bookings_by_type' not found in type: 'query_root'";
    for (const token of [
      await staffToken(stack, practice.staff),
      await ownerToken(stack, owners.returning),
      undefined,
    ]) {
      const result = await reports(token, { days: 30 });
      expect(result.data).toBeUndefined();
      expect(result.errors?.[0]?.message).toBe(refused);
    }
  });

  it('offers the report views only through the functions, not as tables to query', async () => {
    const token = await staffToken(stack, practice.rootAdmin);
    const result = await stack.gql('{ report_ranking { key } }', {}, { token });
    expect(result.errors?.[0]?.message).toBe(
      "field 'report_ranking' not found in type: 'query_root'",
    );
  });

  it("shows another practice's root admin none of this practice's figures, even when named", async () => {
    const token = await staffToken(stack, other.rootAdmin);
    const named = await reports(token, { days: 30, practiceId: practice.vendorId });
    expect(named.errors).toBeUndefined();
    expect(named.data).toEqual({
      bookingsByType: [],
      bookingsByStatus: [],
      revenue: [],
      cancellations: [],
      customers: [],
      busiestListings: [],
      busiestHours: [],
    });
    const own = await reports(token, { days: 30 });
    expect(own.data?.['cancellations']).toEqual([{ bookings: 1, canceled: 0, share_percent: 0 }]);
    expect(own.data?.['revenue']).toEqual([
      { day: day(2), captured_cents: 7700, refunded_cents: 0, net_cents: 7700 },
    ]);
  });

  it("gives the platform's root admin every practice, or the one the filter names", async () => {
    const token = await staffToken(stack, platform.rootAdmin);
    const filtered = await reports(token, { days: 30, practiceId: practice.vendorId });
    expect(filtered.data).toEqual(practiceLast30());
    const all = await reports(token, { days: 30 });
    expect(all.data?.['cancellations']).toEqual([{ bookings: 5, canceled: 1, share_percent: 20 }]);
    expect(all.data?.['bookingsByType']).toContainEqual({ day: day(2), key: 'video', bookings: 2 });
    expect(all.data?.['customers']).toEqual([{ new_customers: 2, returning_customers: 1 }]);
  });
});

describe('what a report costs', () => {
  // The session's practice (report_scope), its practices (report_practices) and the period's first
  // day (report_first_day) are the same for every row of a call: each is looked up once per call,
  // not once per row or per customer (1795212002800_report_scope_once; bench/README.md).
  it('looks up the session and the period once per call, however many rows it returns', async () => {
    const session = JSON.stringify({
      'x-hasura-role': 'root_admin',
      'x-hasura-user-id': String(practice.rootAdmin.id),
      'x-hasura-vendor-id': String(practice.vendorId),
    });
    const figures = [
      'report_bookings_by_type',
      'report_bookings_by_status',
      'report_revenue',
      'report_cancellations',
      'report_customers',
      'report_busiest_listings',
      'report_busiest_hours',
    ];
    for (const figure of figures) {
      const calls = await db().transaction(async (tx) => {
        await tx.exec("set local track_functions = 'all'");
        const counts = async () => {
          const { rows } = await tx.query<{ funcname: string; calls: string }>(
            `select funcname, calls::text from pg_stat_xact_user_functions
              where funcname in ('report_scope', 'report_practices', 'report_first_day')`,
          );
          return (name: string) => Number(rows.find((r) => r.funcname === name)?.calls ?? 0);
        };
        const before = await counts();
        const { rows } = await tx.query(`select * from public.${figure}($1::json, 90, null)`, [
          session,
        ]);
        expect(rows.length, figure).toBeGreaterThan(0);
        const after = await counts();
        const called = (name: string) => after(name) - before(name);
        return {
          report_first_day: called('report_first_day'),
          report_practices: called('report_practices'),
          report_scope: called('report_scope'),
        };
      });
      expect(calls, figure).toEqual({ report_first_day: 1, report_practices: 1, report_scope: 1 });
    }
  });
});
