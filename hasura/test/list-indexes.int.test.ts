import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMigratedDatabase, type TestDatabase } from '../../engine/test/test-database';

// Every list the product pages through has an index that serves both its filter and its order:
// with sequential scans and sorts priced out, the planner must walk the named index and never
// sort. (On an empty table the planner would scan anyway, so the switches make the test honest.)
let test: TestDatabase;

beforeAll(async () => {
  test = await createMigratedDatabase();
});

afterAll(async () => {
  await test.dispose();
});

async function plan(sql: string): Promise<string> {
  return test.db.transaction(async (tx) => {
    await tx.exec('set local enable_seqscan = off; set local enable_sort = off;');
    const { rows } = await tx.query<{ 'QUERY PLAN': string }>(`explain ${sql}`);
    return rows.map((r) => r['QUERY PLAN']).join('\n');
  });
}

const lists: [list: string, index: string | RegExp, sql: string][] = [
  [
    "an owner's upcoming appointments by appointment date",
    'bookings_user_id_slot',
    'select id from bookings where user_id = 7 and slot > now() order by slot limit 10 offset 10',
  ],
  [
    "an owner's appointments by booking date",
    'bookings_user_id_created_at',
    'select id from bookings where user_id = 7 order by created_at desc limit 10',
  ],
  [
    "a practice's appointments by appointment date",
    'bookings_vendor_id_slot',
    'select id from bookings where vendor_id = 3 and slot < now() order by slot limit 10',
  ],
  [
    "a practice's appointments by booking date",
    'bookings_vendor_id_created_at',
    'select id from bookings where vendor_id = 3 order by created_at desc limit 10',
  ],
  [
    "a listing's appointments and booked slots",
    'bookings_vendor_listing_id_slot',
    'select id from bookings where vendor_listing_id = 5 and slot >= now() order by slot limit 10',
  ],
  [
    "an owner's pets",
    'pets_user_id_status_created_at',
    'select id from pets where user_id = 7 and status = 1 order by created_at desc',
  ],
  [
    "a pet's health records, newest first",
    'phr_pet_id_created_at',
    'select id from phr where pet_id = 4 order by created_at desc limit 10',
  ],
  [
    "an owner's health records, newest first",
    'phr_user_id_created_at',
    'select id from phr where user_id = 7 order by created_at desc limit 10',
  ],
  [
    "a practice's listings, newest first",
    'vendor_listings_vendor_id_created_at',
    'select id from vendor_listings where vendor_id = 3 order by created_at desc, id desc limit 10',
  ],
  [
    'the clinic vet list, in pages of 5',
    /vendor_listings_(pkey|id_vendor_key)/,
    'select id from vendor_listings order by id limit 5 offset 10',
  ],
  [
    'the clinic vet list filtered by zipcode',
    'vendor_listings_zipcode',
    "select id from vendor_listings where zipcode = '10001' order by id limit 5",
  ],
  [
    'the users table, newest first',
    'users_pkey',
    'select id from users order by id desc limit 10 offset 20',
  ],
  [
    'second opinions by status and creation date',
    'service_requests_type_status_created_at',
    "select id from service_requests where type = 'smo' and status = 0 order by created_at desc limit 10",
  ],
  [
    'second opinions by update date',
    'service_requests_type_updated_at',
    "select id from service_requests where type = 'smo' order by updated_at desc limit 10",
  ],
  [
    "an owner's questions",
    'service_requests_user_id_type_created_at',
    "select id from service_requests where user_id = 7 and type = 'free_question' order by created_at desc limit 10",
  ],
  [
    "a practice's team, newest first",
    'vendor_logins_vendor_id_created_at',
    'select id from vendor_logins where vendor_id = 3 order by created_at desc',
  ],
  [
    "a chat consultation's messages",
    'consult_messages_booking_id_created_at',
    'select id from consult_messages where booking_id = 9 order by created_at limit 50',
  ],
  [
    "an owner's payments",
    'payments_user_id_created_at',
    'select id from payments where user_id = 7 order by created_at desc limit 10',
  ],
  [
    "a practice's report: its bookings made in the period",
    // An index led by the practice (on an empty table the planner takes any of them; with rows,
    // bookings_vendor_id_created_at also bounds the period).
    /bookings_vendor_id_/,
    "select type, count(*) from bookings where vendor_id = 2 and created_at >= now() - interval '30 days' group by type",
  ],
  [
    "a practice's report: each customer's first booking",
    'bookings_vendor_id_user_id_created_at',
    'select user_id, min(created_at) from bookings where vendor_id = 2 group by user_id',
  ],
  [
    "a practice's report: its payments taken in the period",
    'payments_vendor_id_created_at',
    "select sum(amount_cents) from payments where vendor_id = 2 and created_at >= now() - interval '30 days'",
  ],
  [
    "the platform's report: every practice's bookings made in the period",
    'bookings_created_at',
    "select count(*) from bookings where created_at >= now() - interval '30 days'",
  ],
  [
    'the dev outbox of one recipient',
    'outbox_recipient_created_at',
    "select id from outbox where recipient = '5550100200' order by created_at desc limit 10",
  ],
  [
    "a consultation's schedule rows",
    'consultation_schedules_consultation_id',
    'select id from consultation_schedules where consultation_id = 2 order by id',
  ],
  [
    'the Users list, newest id first',
    'users_pkey',
    'select id from users order by id desc limit 10 offset 10',
  ],
  [
    'the Users list created between two dates',
    'users_created_at',
    "select count(*) from users where created_at >= '2026-01-01' and created_at < '2026-02-01'",
  ],
  // The Customers filters match a part of a name, e-mail or phone (ILIKE '%...%'): the total
  // counts through the trigram indexes.
  [
    'the Users list filtered by a part of the e-mail',
    'users_email_trgm',
    "select count(*) from users where email ilike '%thompson%'",
  ],
  [
    'the Users list filtered by a part of the name',
    /users_first_name_trgm[\s\S]*users_last_name_trgm/,
    "select count(*) from users where first_name ilike '%emm%' or last_name ilike '%emm%'",
  ],
  [
    'the Users list filtered by a part of the phone',
    'users_phone_trgm',
    "select count(*) from users where phone like '%5550%'",
  ],
];

describe('list indexes', () => {
  it.each(lists)('%s is served by an index without sorting', async (_list, index, sql) => {
    const text = await plan(sql);
    expect(text).toMatch(index);
    expect(text).not.toMatch(/\bSort\b/);
  });
});
