import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Queryable } from '../../engine/src/db/database';
import { createEngine } from '../../engine/src/engine';
import type { Engine } from '../../engine/src/engine-api';
import {
  createMigratedDatabase,
  HASURA_DIR,
  type TestDatabase,
} from '../../engine/test/test-database';
import {
  createListing,
  createPractice,
  makeBooking,
  makePet,
  makeUser,
  type Practice,
} from '../../test-support/factories';

/**
 * The plans Postgres makes of the engine's SQL for the permissions' hot reads: the filters must
 * be joins over indexes, as a person would write them, not a subquery evaluated per row. Plans
 * are compared by structure only. Sequential scans are switched off while explaining, so that a
 * scan the tiny test data would make cheaper still shows whether an index could serve it.
 */

const SECRET = 'permission-plans-admin-secret';
const env = {
  HASURA_GRAPHQL_ADMIN_SECRET: SECRET,
  ACTIONS_BASE_URL: 'http://127.0.0.1:9/actions',
  EVENTS_BASE_URL: 'http://127.0.0.1:9/events',
  ACTIONS_SECRET: 'permission-plans-actions-secret',
};

/** The database, with every EXPLAIN run where only index paths are worth taking. */
function indexesOnly(db: Database): Database {
  const query: Queryable['query'] = (text, params, options) =>
    text.startsWith('EXPLAIN ')
      ? db.transaction(async (tx) => {
          await tx.query('SET LOCAL enable_seqscan = off');
          return tx.query(text, params);
        })
      : db.query(text, params, options);
  return {
    kind: db.kind,
    query,
    exec: (script) => db.exec(script),
    runScript: (script) => db.runScript(script),
    transaction: (fn) => db.transaction(fn),
    setStatementTimeout: (milliseconds) => db.setStatementTimeout(milliseconds),
    close: () => db.close(),
  };
}

let test: TestDatabase;
let engine: Engine;
let practice: Practice;

beforeAll(async () => {
  test = await createMigratedDatabase();
  const db = test.db;
  practice = await createPractice(db);
  const listing = await createListing(db, practice);
  for (const day of [1, 2, 3]) {
    const userId = await makeUser(db);
    const petId = await makePet(db, userId);
    await makeBooking(
      db,
      { userId, petId, vendorId: practice.vendorId, listingId: listing.id },
      { slot: `2030-03-0${String(day)}T10:00:00Z`, access_until: '2030-04-01T00:00:00Z' },
    );
  }
  await db.exec('ANALYZE');
  engine = await createEngine({
    db: indexesOnly(db),
    metadataDir: path.join(HASURA_DIR, 'metadata'),
    env,
    events: { deliver: false },
  });
});

afterAll(async () => {
  await engine.close();
  await test.dispose();
});

/** The staff screen's read (bench/engine's staff-bookings): bookings through the manager permission. */
const STAFF_BOOKINGS = `query StaffBookings($from: timestamptz!, $to: timestamptz!) {
  bookings(
    where: { slot: { _gte: $from, _lt: $to } }
    order_by: [{ slot: asc }, { id: asc }]
    limit: 50
  ) {
    id slot duration status type
    user { id first_name last_name phone }
    pet { id name type }
    listing { id title }
  }
}`;

async function explainStaffBookings(): Promise<{ sql: string; plan: string[] }> {
  const response = await engine.explain({
    headers: { 'x-hasura-admin-secret': SECRET },
    body: {
      query: {
        query: STAFF_BOOKINGS,
        variables: { from: '2030-03-01T00:00:00Z', to: '2030-03-08T00:00:00Z' },
      },
      user: {
        'x-hasura-role': 'vendor',
        'x-hasura-user-id': String(practice.staff.id),
        'x-hasura-vendor-id': String(practice.vendorId),
      },
    },
  });
  expect(response.status).toBe(200);
  const [root] = response.body as { sql: string; plan: string[] }[];
  if (!root) throw new Error('explain answered no root field');
  return root;
}

/** The plan of the bookings' rows: the lines before the select list's first subquery. */
function rowsPlan(plan: readonly string[]): string[] {
  const end = plan.findIndex((line) => /^\s*SubPlan \d+/.test(line));
  return end === -1 ? [...plan] : plan.slice(0, end);
}

describe("a staff member's bookings through the manager permission", () => {
  it('joins the bookings to the listings the staff member manages, over indexes', async () => {
    const { plan } = await explainStaffBookings();
    const rows = rowsPlan(plan).join('\n');
    expect(rows).toMatch(/(Index|Index Only|Bitmap Index) Scan .*on bookings /);
    expect(rows).toMatch(/(Index|Index Only|Bitmap Index) Scan .*on listing_managers /);
    // A join in the rows' plan, not a filter that runs a subquery for each booking.
    expect(rows).not.toMatch(/SubPlan|alternatives:/);
    expect(rows).toMatch(/Nested Loop|Hash( Semi)? Join|Merge( Semi)? Join/);
  });

  it('hands the session values to the planner as constants, not as subqueries', async () => {
    const { plan } = await explainStaffBookings();
    const text = plan.join('\n');
    expect(text).toMatch(new RegExp(`\\(vendor_login_id = ${String(practice.staff.id)}\\)`));
    expect(text).toMatch(new RegExp(`\\(vendor_id = ${String(practice.vendorId)}\\)`));
  });

  it('goes from a booking to its managers without visiting the listing in between', async () => {
    const { sql, plan } = await explainStaffBookings();
    // The listing the staff member sees is read once per booking, for its title; the manager
    // checks (of the bookings, and of the owner's and pet's permissions) skip it.
    expect(plan.filter((line) => / on vendor_listings /.test(line))).toHaveLength(1);
    expect(sql.match(/FROM "public"\."vendor_listings"/g)).toHaveLength(1);
  });

  it('needs no sequential scan anywhere in the statement', async () => {
    const { plan } = await explainStaffBookings();
    expect(plan.filter((line) => line.includes('Seq Scan'))).toEqual([]);
  });
});
