/**
 * Creates petwell_bench from scratch: the project's migrations, then a large data set made with
 * set-based SQL (generate_series), so seeding 100,000 bookings takes seconds, not minutes.
 *
 * Every row satisfies the schema as it is: the composite tenancy keys (a listing's owner and
 * managers are staff of its practice, a booking's practice is its listing's practice, its
 * consultation is one of that listing's, its pet is its owner's), the no-overlap exclusion
 * constraint (each listing's bookings are spaced further apart than the longest consultation),
 * phr_required_fields() for every category, bcrypt-shaped password hashes and the check
 * constraints on names, e-mails, phones, time zones and zip codes. Nothing is disabled while
 * loading: triggers (the listing owner trigger adds the owner to listing_managers) and
 * constraints run as they would for the application.
 */
import pg from 'pg';
import { applyMigrations, openPostgresDatabase, readMigrationFiles } from '@petwell/engine';
import { BENCH_DATABASE, HASURA_DIR } from './bench-config';
import { BUSY_PETS, RECORDS_PER_BUSY_PET } from './screen-scenarios';
import path from 'node:path';

/**
 * The practices' status: one in twenty is suspended (never the platform, practice 1), the rest
 * approved. A suspended practice's listings are hidden from everyone but its own staff and the
 * platform, so every hand-written SQL must apply the same approval rules as the engine's
 * permissions: the benchmark compares their answers byte for byte before it measures.
 */
const SUSPENDED_PRACTICE_SQL = `case when g % 20 = 7 then 'suspended' else 'approved' end`;

export interface DataSetSize {
  vendors: number;
  staffPerVendor: number;
  listings: number;
  users: number;
  pets: number;
  phr: number;
  bookings: number;
  /** Second opinions (service_requests of type smo). */
  smo: number;
}

export function dataSetSize(scale: number): DataSetSize {
  const vendors = Math.max(2, Math.round(100 * scale));
  return {
    vendors,
    staffPerVendor: 5,
    listings: Math.max(vendors, Math.round(1000 * scale)),
    users: Math.max(10, Math.round(10_000 * scale)),
    pets: Math.max(15, Math.round(15_000 * scale)),
    phr: Math.max(150, Math.round(150_000 * scale)),
    bookings: Math.max(100, Math.round(100_000 * scale)),
    smo: Math.max(20, Math.round(20_000 * scale)),
  };
}

/** US states the directory is filtered by; a listing's state is picked from the first few. */
export const DIRECTORY_STATES = [
  'CA', 'TX', 'NY', 'FL', 'IL', 'PA', 'OH', 'GA', 'NC', 'MI',
  'NJ', 'VA', 'WA', 'AZ', 'MA', 'TN', 'IN', 'MO', 'MD', 'WI',
]; // prettier-ignore

/** How many states the listings are spread over: about 50 listings each, so pages are full. */
export function directoryStateCount(size: DataSetSize): number {
  return Math.max(1, Math.min(DIRECTORY_STATES.length, Math.floor(size.listings / 50)));
}

/** A well-formed bcrypt hash (the classic example); nobody logs in during the benchmark. */
const BCRYPT = '$2b$10$N9qo8uLOickgx2ZMRZoMyeIjZAgcfl7p92ldGxad68LJZdL17lhWy';

/**
 * A record's files: one private upload of its owner, in the form the upload action issues
 * (is_file_reference: phr/user-<id>/<uuid>/<name>), the uuid made from the record's number.
 */
function upload(userId: string, seed: string): string {
  return `jsonb_build_array('phr/user-' || (${userId}) || '/' || md5((${seed})::text)::uuid || '/scan.pdf')`;
}

/** The steps, in order, as plain SQL with the sizes inlined (they are integers computed here). */
export function seedStatements(size: DataSetSize): { label: string; sql: string }[] {
  const V = size.vendors;
  const S = size.staffPerVendor;
  const L = size.listings;
  const U = size.users;
  const P = size.pets;
  const H = size.phr;
  const B = size.bookings;
  const states = DIRECTORY_STATES.slice(0, directoryStateCount(size))
    .map((s) => `'${s}'`)
    .join(',');
  // Each listing gets ceil(B / L) bookings spread over 200 days; the gap between two of them is
  // at least the longest consultation (30 minutes), so bookings_no_overlap always holds.
  const perListing = Math.ceil(B / L);
  const spacingMinutes = Math.floor((200 * 24 * 60) / perListing);
  if (spacingMinutes < 30) {
    throw new Error(`${perListing} bookings per listing do not fit in 200 days without overlap`);
  }
  return [
    {
      label: `${V} vendors`,
      sql: `
        insert into public.vendors
          (id, name, type, categories, details, is_platform, status, status_changed_at, created_at)
        select g, 'Practice ' || g, 1 + g % 3, '[1000, 1002]',
               jsonb_build_object('email', 'practice' || g || '@bench.example'),
               g = 1, ${SUSPENDED_PRACTICE_SQL}, now(), now() - make_interval(days => g % 700)
          from generate_series(1, ${V}) g`,
    },
    {
      label: `${V * S} vendor logins (staff)`,
      sql: `
        insert into public.vendor_logins
          (id, vendor_id, subrole, first_name, last_name, email, phone, password, created_at)
        select g, (g - 1) / ${S} + 1, case when (g - 1) % ${S} = 0 then 1 else 3 end,
               'Staff', 'Member ' || g, 'staff' || g || '@bench.example',
               lpad((5550000000 + g)::text, 10, '0'), '${BCRYPT}',
               now() - make_interval(days => g % 600)
          from generate_series(1, ${V * S}) g`,
    },
    {
      // Listing g belongs to vendor ((g - 1) % V) + 1 and is owned by one of that vendor's staff;
      // the owner trigger adds the owner to listing_managers.
      label: `${L} listings`,
      sql: `
        insert into public.vendor_listings
          (id, vendor_id, vendor_login_id, title, line1, line2, address, city, state, zipcode,
           timezone, description, provider_name, specialization, categories, pets, details,
           created_at)
        select g, v, (v - 1) * ${S} + 1 + ((g - 1) / ${V}) % ${S},
               'Clinic ' || g, 'Dr. Vet ' || g || ', DVM', 'Vaccinations, dentistry',
               g || ' Main Street', 'City ' || (g % 50),
               (array[${states}])[1 + g % cardinality(array[${states}])],
               lpad((10000 + (g * 7) % 89999)::text, 5, '0'),
               (array['America/New_York', 'America/Chicago', 'America/Denver',
                      'America/Los_Angeles', 'UTC'])[1 + g % 5],
               'A friendly practice.', 'Dr. Vet ' || g,
               jsonb_build_array(1000 + g % 41), jsonb_build_array(1000 + g % 8), '[1, 2]', '{}',
               now() - make_interval(days => (g * 13) % 900, secs => g)
          from generate_series(1, ${L}) g, lateral (select ((g - 1) % ${V}) + 1 as v) as x`,
    },
    {
      // A second manager per listing: the next staff member of the same practice.
      label: 'extra listing managers',
      sql: `
        insert into public.listing_managers (listing_id, vendor_login_id, vendor_id)
        select l.id, (l.vendor_id - 1) * ${S} + 1 + ((l.vendor_login_id - 1) % ${S} + 1) % ${S},
               l.vendor_id
          from public.vendor_listings l
        on conflict (listing_id, vendor_login_id) do nothing`,
    },
    {
      // Four consultations per listing, ids (listing - 1) * 4 + t; one in seven is disabled.
      label: `${L * 4} consultations`,
      sql: `
        insert into public.consultations (id, listing_id, type, enabled, duration, price)
        select (l - 1) * 4 + t, l,
               (array['clinic_visit', 'video', 'phone', 'chat'])[t],
               (l + t) % 7 <> 0,
               (array[30, 20, 15, 15])[t],
               (array[45, 30, 30, 30])[t] + l % 10
          from generate_series(1, ${L}) l, generate_series(1, 4) t`,
    },
    {
      label: 'consultation schedules',
      sql: `
        insert into public.consultation_schedules (consultation_id, days, from_time, to_time)
        select id, '[1, 2, 3, 4, 5]', time '09:00', time '17:00' from public.consultations`,
    },
    {
      label: `${U} users`,
      sql: `
        insert into public.users
          (id, first_name, last_name, email, phone, password, vendor_id, source, created_at)
        select g, 'Owner', 'Number ' || g, 'owner' || g || '@bench.example',
               lpad((2120000000 + g)::text, 10, '0'),
               case when g % 4 = 0 then null else '${BCRYPT}' end,
               case when g % 10 = 0 then (g / 10) % ${V} + 1 end,
               '{"medium": "Web"}', now() - make_interval(hours => g % 9000)
          from generate_series(1, ${U}) g`,
    },
    {
      // Pet g belongs to user ((g - 1) % U) + 1, so user u owns pets u, u + U, u + 2U, ...
      label: `${P} pets`,
      sql: `
        insert into public.pets (id, user_id, name, type, breed, status, created_at)
        select g, (g - 1) % ${U} + 1, 'Pet ' || g, 1 + g % 3,
               (array['Labrador', 'Siamese', 'Beagle', 'Poodle'])[1 + g % 4],
               case when g % 50 = 0 then 0 else 1 end,
               now() - make_interval(hours => g % 7000)
          from generate_series(1, ${P}) g`,
    },
    {
      // Health records of the pet's owner; details hold every required field of the category.
      label: `${H} health records (phr)`,
      sql: `
        insert into public.phr (id, user_id, pet_id, category, details, created_by_vendor_id, created_at)
        select g, (pet - 1) % ${U} + 1, pet, cat,
               (select jsonb_object_agg(k, case when k = 'files' then ${upload(`(pet - 1) % ${U} + 1`, 'g')}
                                                else to_jsonb(k || ' ' || g) end)
                  from unnest(public.phr_required_fields(cat) || array['notes']) k),
               case when g % 5 = 0 then g % ${V} + 1 end,
               now() - make_interval(mins => (g * 37) % 500000)
          from generate_series(1, ${H}) g,
               lateral (select (g - 1) % ${P} + 1 as pet,
                               (array['hh_cond', 'hh_medications', 'hh_immunizations', 'hh_allergies',
                                      'ht_weight', 'ht_temperature', 'ht_bp', 'hd_notes', 'hd_lab',
                                      'hd_prescriptions'])[1 + g % 10] as cat) as x`,
    },
    {
      // The record browser's pets: the first ones get records up to 500 each, at any scale.
      label: `${BUSY_PETS} pets with ${RECORDS_PER_BUSY_PET} health records`,
      sql: `
        insert into public.phr (id, user_id, pet_id, category, details, created_by_vendor_id, created_at)
        select ${H} + (pet - 1) * ${RECORDS_PER_BUSY_PET} + n, p.user_id, pet, cat,
               (select jsonb_object_agg(k, case when k = 'files' then ${upload('p.user_id', `${H} + pet * ${RECORDS_PER_BUSY_PET} + n`)}
                                                else to_jsonb(k || ' ' || n) end)
                  from unnest(public.phr_required_fields(cat) || array['notes']) k),
               case when n % 5 = 0 then n % ${V} + 1 end,
               now() - make_interval(mins => (pet * 7919 + n * 1031) % 500000)
          from generate_series(1, ${Math.min(BUSY_PETS, P)}) pet
          join public.pets p on p.id = pet,
               generate_series(1, ${RECORDS_PER_BUSY_PET} - (select count(*) from public.phr r where r.pet_id = pet)::integer) n,
               lateral (select (array['hh_cond', 'hh_medications', 'hh_immunizations', 'hh_allergies',
                                      'ht_weight', 'ht_temperature', 'ht_bp', 'hd_notes', 'hd_lab',
                                      'hd_prescriptions'])[1 + n % 10] as cat) as x`,
    },
    {
      // Second opinions, spread over the practices (the platform's too) and their owners' first
      // pets; every third is new, the others assigned to one of the practice's staff.
      label: `${size.smo} second opinions (service_requests)`,
      sql: `
        insert into public.service_requests
          (id, type, user_id, pet_id, vendor_id, assigned_vendor_login_id, status, details,
           created_at, updated_at)
        select g, 'smo', u, u, v,
               case when g % 3 <> 0 then (v - 1) * ${S} + 1 + g % ${S} end, g % 3,
               jsonb_build_object('firstOpinion', 'First opinion ' || g, 'query', 'Question ' || g,
                                  'authorization', true, 'petName', 'Pet ' || u),
               now() - make_interval(mins => (g * 53) % 300000),
               now() - make_interval(mins => (g * 53) % 300000) + interval '1 hour'
          from generate_series(1, ${size.smo}) g,
               lateral (select (g - 1) % ${Math.min(U, P)} + 1 as u, (g * 7) % ${V} + 1 as v) as x`,
    },
    {
      // Booking k: listing ((k - 1) % L) + 1, its j-th booking at base + offset + j * spacing.
      // Its owner comes from a permutation of the users that shifts with each block of U
      // bookings, so every owner has about B / U bookings, at different listings.
      // Past bookings are mostly complete, one in ten canceled, one in ten rescheduled.
      label: `${B} bookings`,
      sql: `
        insert into public.bookings
          (id, user_id, vendor_id, vendor_listing_id, consultation_id, type, pet_id, slot, duration,
           status, details, price, user_tz, canceled_at, created_at)
        select k, u, (l - 1) % ${V} + 1, l, (l - 1) * 4 + t,
               (array['clinic_visit', 'video', 'phone', 'chat'])[t],
               case when k % 10 = 0 then null
                    when u + ${U} <= ${P} and k % 2 = 0 then u + ${U}
                    else u end,
               slot, (array[30, 20, 15, 15])[t],
               case when k % 10 = 3 then 3
                    when slot < now() then case when k % 10 = 5 then 2 else 1 end
                    else 0 end,
               jsonb_build_object('title', 'Clinic ' || l, 'line1', 'Dr. Vet ' || l || ', DVM',
                                  'duration', (array[30, 20, 15, 15])[t]),
               (array[45, 30, 30, 30])[t] + l % 10, 'America/New_York',
               case when k % 10 = 3 then slot - interval '1 day' end,
               -- made 3 days ahead, or (the appointments further out) in the last 60 days
               case when slot - interval '3 days' < now() then slot - interval '3 days'
                    else now() - make_interval(mins => (k * 37) % 86400) end
          from generate_series(1, ${B}) k,
               lateral (select (k - 1) % ${L} + 1 as l, (k - 1) / ${L} as j,
                               (((k - 1)::bigint * 7919 + (k - 1) / ${U} * 37) % ${U})::int + 1 as u) as a,
               lateral (select 1 + (j + l) % 4 as t,
                               date_trunc('day', now()) - interval '100 days'
                                 + make_interval(mins => ((l * 37) % 1440) / 5 * 5
                                                         + j * ${spacingMinutes}) as slot) as b`,
    },
    {
      label: 'identity sequences',
      sql: `
        do $$
        declare t text;
        begin
          foreach t in array array['vendors', 'vendor_logins', 'vendor_listings', 'consultations',
                                   'consultation_schedules', 'users', 'pets', 'phr', 'bookings',
                                   'service_requests'] loop
            execute format('select setval(pg_get_serial_sequence(%L, ''id''), max(id)) from public.%I',
                           'public.' || t, t);
          end loop;
        end
        $$`,
    },
    // A steady-state database has been vacuumed (visibility map set): autovacuum would have.
    { label: 'vacuum analyze', sql: 'vacuum analyze' },
  ];
}

export interface SeedReport {
  size: DataSetSize;
  counts: Record<string, number>;
  seconds: number;
}

/** Drops and recreates petwell_bench, migrates it and loads the data set. */
export async function createBenchDatabase(
  adminUrl: string,
  databaseUrl: string,
  size: DataSetSize,
  log: (line: string) => void,
): Promise<SeedReport> {
  const started = performance.now();
  await withAdmin(adminUrl, async (admin) => {
    await admin.query(`drop database if exists ${BENCH_DATABASE} with (force)`);
    await admin.query(`create database ${BENCH_DATABASE}`);
  });
  const db = await openPostgresDatabase(databaseUrl, { maxConnections: 1 });
  try {
    const migrations = await readMigrationFiles(path.join(HASURA_DIR, 'migrations', 'default'));
    const applied = await applyMigrations(db, migrations);
    log(`applied ${applied.length} migrations`);
  } finally {
    await db.close();
  }
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    for (const step of seedStatements(size)) {
      const t0 = performance.now();
      await client.query(step.sql);
      log(`${step.label} (${((performance.now() - t0) / 1000).toFixed(1)} s)`);
    }
    const counts: Record<string, number> = {};
    for (const table of [
      'vendors',
      'vendor_logins',
      'vendor_listings',
      'listing_managers',
      'consultations',
      'users',
      'pets',
      'phr',
      'bookings',
      'service_requests',
    ]) {
      const { rows } = await client.query<{ n: string }>(
        `select count(*)::text as n from public.${table}`,
      );
      counts[table] = Number(rows[0]?.n ?? 0);
    }
    return { size, counts, seconds: (performance.now() - started) / 1000 };
  } finally {
    await client.end();
  }
}

export async function dropBenchDatabase(adminUrl: string): Promise<void> {
  await withAdmin(adminUrl, (admin) =>
    admin.query(`drop database if exists ${BENCH_DATABASE} with (force)`),
  );
}

async function withAdmin<T>(adminUrl: string, fn: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    return await fn(admin);
  } finally {
    await admin.end();
  }
}
