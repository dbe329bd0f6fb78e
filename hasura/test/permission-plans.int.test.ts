import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Queryable } from '../../engine/src/db/database';
import { createEngine } from '../../engine/src/engine';
import type { Engine } from '../../engine/src/engine-api';
import type { DataModel, TableModel } from '../../engine/src/schema/model';
import { bothForms, loadModel, relatedForms } from '../../engine/test/support/permission-forms';
import {
  createMigratedDatabase,
  HASURA_DIR,
  REPO_ROOT,
  type TestDatabase,
} from '../../engine/test/test-database';
import {
  createListing,
  createPractice,
  makeBooking,
  makePet,
  makeServiceRequest,
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
    setPlanCacheMode: (mode) => db.setPlanCacheMode(mode),
    close: () => db.close(),
  };
}

let test: TestDatabase;
let engine: Engine;
let model: DataModel;
let practice: Practice;
let other: Practice;
let platform: Practice;

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
  // Customers of other kinds, and of other practices: signed up on the practice's site, a
  // second opinion it answers, a canceled booking only, another practice's owner.
  other = await createPractice(db);
  platform = await createPractice(db, { isPlatform: true });
  await makeUser(db, { vendor_id: practice.vendorId });
  const asker = await makeUser(db);
  await makeServiceRequest(db, asker, await makePet(db, asker), { vendor_id: practice.vendorId });
  await makeServiceRequest(db, asker, await makePet(db, asker), { vendor_id: other.vendorId });
  const canceled = await makeUser(db);
  await makeBooking(
    db,
    {
      userId: canceled,
      petId: await makePet(db, canceled),
      vendorId: practice.vendorId,
      listingId: listing.id,
    },
    { slot: '2030-03-05T10:00:00Z', access_until: '2030-04-01T00:00:00Z', status: 3 },
  );
  await makeUser(db, { vendor_id: other.vendorId });
  await db.exec('ANALYZE');
  model = await loadModel(db, path.join(HASURA_DIR, 'metadata'));
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

/** A root admin's session of a practice. */
function rootAdmin(of: Practice): Record<string, string> {
  return {
    'x-hasura-role': 'root_admin',
    'x-hasura-user-id': String(of.rootAdmin.id),
    'x-hasura-vendor-id': String(of.vendorId),
  };
}

function webDocument(file: string): string {
  return readFileSync(path.join(REPO_ROOT, 'web', 'src', 'features', file), 'utf8');
}

async function explain(
  query: string,
  variables: Record<string, unknown>,
  user: Record<string, string>,
): Promise<{ field: string; sql: string; plan: string[] }[]> {
  const response = await engine.explain({
    headers: { 'x-hasura-admin-secret': SECRET },
    body: { query: { query, variables }, user },
  });
  expect(response.status).toBe(200);
  return response.body as { field: string; sql: string; plan: string[] }[];
}

async function read(
  query: string,
  variables: Record<string, unknown>,
  user: Record<string, string>,
): Promise<Record<string, unknown>> {
  const response = await engine.graphql({
    headers: { 'x-hasura-admin-secret': SECRET, ...user },
    body: { query, variables },
  });
  expect(response.status).toBe(200);
  const body = response.body as { data?: Record<string, unknown>; errors?: unknown };
  expect(body.errors).toBeUndefined();
  return body.data ?? {};
}

function table(name: string): TableModel {
  const found = model.tables.find((t) => t.name === name);
  if (!found) throw new Error(`no table ${name}`);
  return found;
}

/** The ids the select permission as written lets through (the old form), newest first. */
async function idsAsWritten(name: string, user: Record<string, string>): Promise<number[]> {
  const session = { ...user };
  const both = await bothForms(test.db, table(name), user['x-hasura-role'] ?? '', session);
  expect(both.applies).toBe(true);
  expect(both.rewritten).toEqual(both.written);
  return both.written.map((k) => Number((JSON.parse(k) as unknown[])[0])).sort((a, b) => b - a);
}

const CUSTOMERS = webDocument('customers/practice-customers.graphql');
const SMO_QUEUE = webDocument('request-desk/staff-service-requests.graphql');
const SMO_VARIABLES = {
  where: { type: { _eq: 'smo' } },
  orderBy: [{ created_at: 'desc' }, { id: 'desc' }],
  limit: 10,
  offset: 0,
};

describe("a practice's customers page (PracticeCustomers, root admin)", () => {
  it('reads the customers from the indexes of their sources, not by testing every owner', async () => {
    const roots = await explain(
      CUSTOMERS,
      { where: {}, limit: 10, offset: 0 },
      rootAdmin(practice),
    );
    expect(roots.map((r) => r.field)).toEqual(['users', 'users_aggregate']);
    for (const { plan } of roots) {
      const text = plan.join('\n');
      expect(text).not.toMatch(/Seq Scan on (users|bookings|service_requests) /);
      // The permission is a semi-join over the union, not a filter running subqueries per owner.
      expect(text).not.toMatch(/alternatives:|SubPlan/);
      expect(text).toMatch(/(Index|Index Only|Bitmap Index) Scan .*on bookings /);
      expect(text).toMatch(/(Index|Index Only|Bitmap Index) Scan .*on service_requests /);
      expect(text).toMatch(/Append/);
    }
  });

  it.each([
    ['the practice', () => practice],
    ['another practice', () => other],
    ['the platform', () => platform],
  ])('answers as the permission as written, for %s', async (_name, of) => {
    const user = rootAdmin(of());
    const ids = await idsAsWritten('users', user);
    expect(ids.length).toBeGreaterThan(0);
    for (const offset of [0, 2]) {
      const data = await read(CUSTOMERS, { where: {}, limit: 2, offset }, user);
      expect((data['users'] as { id: number }[]).map((u) => u.id)).toEqual(
        ids.slice(offset, offset + 2),
      );
      expect(data['users_aggregate']).toEqual({ aggregate: { count: ids.length } });
    }
  });

  it("counts the practice's five customers: three bookings, a sign-up, a second opinion", async () => {
    expect(await idsAsWritten('users', rootAdmin(practice))).toHaveLength(5);
  });

  it('still looks an owner up by id through the primary key, probing each source for that id', async () => {
    const [root] = await explain(
      'query ($id: Int!) { users(where: {id: {_eq: $id}}) { id } }',
      { id: 1 },
      rootAdmin(practice),
    );
    const text = root?.plan.join('\n') ?? '';
    expect(text).toMatch(
      /Index (Only )?Scan using users_pkey on users .*\n\s+Index Cond: \(id = 1\)/,
    );
    expect(text).toMatch(/Index Cond: \(\(?user_id = 1\)?/);
    expect(text).not.toMatch(/Seq Scan/);
  });
});

describe("a practice's queue of second opinions (StaffServiceRequests, root admin)", () => {
  it("reads the first rows of the practice's requests from its index, the platform's alternatives skipped", async () => {
    const [root] = await explain(SMO_QUEUE, SMO_VARIABLES, rootAdmin(practice));
    const rows = rowsPlan(root?.plan ?? []).join('\n');
    expect(rows).not.toMatch(/Seq Scan on service_requests /);
    // The practice's alternative: its smo requests in the page's order, from the index, as
    // many as the page needs (a Limit over the index scan), not every request then sorted.
    expect(rows).toMatch(
      /Limit .*\n(.*\n)*?\s+-> {2}Index Scan using service_requests_vendor_id_type_created_at on service_requests \S+ .*\n\s+Index Cond: \(\(vendor_id = \d+\) AND \(type = 'smo'::text\)\)/,
    );
    expect(rows).not.toMatch(/HashAggregate/);
    // The platform's alternatives, for a practice's root admin: decided once, never read.
    expect(rows.match(/One-Time Filter/g)?.length).toBe(2);
  });

  it("reads the platform's first second opinions of every practice from the type's index, in the page's order", async () => {
    const [root] = await explain(SMO_QUEUE, SMO_VARIABLES, rootAdmin(platform));
    const rows = rowsPlan(root?.plan ?? []).join('\n');
    expect(rows).not.toMatch(/Seq Scan on service_requests /);
    // Every practice's second opinions: as many as the page needs from the index in the page's
    // order (created_at desc, id desc), not every second opinion sorted.
    expect(rows).toMatch(
      /Limit .*\n(.*\n)*?\s+-> {2}Index Scan using service_requests_type_created_at_id on service_requests \S+ .*\n\s+Index Cond: \(\(type = ANY \('\{smo,free_question\}'::text\[\]\)\) AND \(type = 'smo'::text\)\)/,
    );
    expect(rows).not.toMatch(
      /Sort Key: \S+\.created_at DESC, \S+\.id DESC\n(.*\n)*?.*Index Scan using service_requests_type_created_at_id/,
    );
  });

  it.each([
    ['the practice', () => practice],
    ['another practice', () => other],
    ['the platform', () => platform],
  ])('answers as the permission as written, for %s', async (_name, of) => {
    const user = rootAdmin(of());
    const ids = await idsAsWritten('service_requests', user);
    const data = await read(SMO_QUEUE, SMO_VARIABLES, user);
    // The same page read by the admin from the ids the permission as written lets through.
    const expected = await read(
      `query ($ids: [Int!]!) {
        service_requests(
          where: { id: { _in: $ids }, type: { _eq: smo } }
          order_by: [{ created_at: desc }, { id: desc }]
          limit: 10
        ) { id }
      }`,
      { ids },
      {},
    );
    const page = (data['service_requests'] as { id: number }[]).map((r) => r.id);
    expect(page).toEqual((expected['service_requests'] as { id: number }[]).map((r) => r.id));
    expect(page.length).toBeGreaterThan(0);
    // Page by page, one request a page: each page's rows as the permission as written has them.
    for (const [offset, id] of page.entries()) {
      const onePage = await read(SMO_QUEUE, { ...SMO_VARIABLES, limit: 1, offset }, user);
      expect(onePage['service_requests'], `offset ${String(offset)}`).toEqual([
        expect.objectContaining({ id }),
      ]);
    }
  });
});

describe('the other permissions the union form applies to', () => {
  it.each([
    ['users', 'vendor'],
    ['pets', 'root_admin'],
    ['pets', 'vendor'],
    ['bookings', 'root_admin'],
    ['payments', 'root_admin'],
    ['vendor_listings', 'root_admin'],
    ['vendors', 'root_admin'],
  ])('%s as %s: the same rows as written, for every practice', async (name, role) => {
    for (const of of [practice, other, platform]) {
      const session = {
        'x-hasura-role': role,
        'x-hasura-user-id': String((role === 'vendor' ? of.staff : of.rootAdmin).id),
        'x-hasura-vendor-id': String(of.vendorId),
      };
      const both = await bothForms(test.db, table(name), role, session);
      expect(both.applies).toBe(true);
      expect(both.rewritten).toEqual(both.written);
      expect(both.rewrittenCount).toBe(both.writtenCount);
    }
  });
});

describe('relationships read with what the row they come from proves (relatedFilterSql)', () => {
  it('read the same rows as the target filter as written, every relationship and role', async () => {
    const owners = (
      await test.db.query<{ user_id: number }>(
        'SELECT DISTINCT user_id FROM bookings ORDER BY user_id LIMIT 2',
      )
    ).rows.map((r) => String(r.user_id));
    const sessions: Record<string, Record<string, string>[]> = {
      anonymous: [{}],
      user: owners.map((id) => ({ 'x-hasura-user-id': id })),
      vendor: [practice, other, platform].map((of) => ({
        'x-hasura-user-id': String(of.staff.id),
        'x-hasura-vendor-id': String(of.vendorId),
      })),
      root_admin: [practice, other, platform].map((of) => ({
        'x-hasura-user-id': String(of.rootAdmin.id),
        'x-hasura-vendor-id': String(of.vendorId),
      })),
    };
    const proven = new Set<string>();
    let pairs = 0;
    for (const source of model.tables) {
      for (const rel of source.relationships.values()) {
        for (const [role, list] of Object.entries(sessions)) {
          if (!rel.source.permissions.get(role)?.select) continue;
          if (!rel.target.permissions.get(role)?.select) continue;
          for (const session of list) {
            const forms = await relatedForms(test.db, rel, role, session);
            const what = `${source.name}.${rel.name} as ${role}`;
            expect(forms.proven, `${what}, ${JSON.stringify(session)}`).toEqual(forms.written);
            if (forms.differs) proven.add(what);
            pairs += forms.written.length;
          }
        }
      }
    }
    // The reads the benchmark found paying for these checks are among those that change.
    expect([...proven]).toEqual(
      expect.arrayContaining([
        'service_requests.user as root_admin',
        'service_requests.pet as root_admin',
        'bookings.user as vendor',
        'bookings.pet as vendor',
        'vendor_listings.consultations as anonymous',
      ]),
    );
    expect(pairs).toBeGreaterThan(0);
  });
});
