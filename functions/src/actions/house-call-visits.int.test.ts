import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createOwner,
  createPractice,
  makeHouseCallPackage,
  makeHouseCallVisit,
  makeServiceRequest,
  createPet,
  type Owner,
  type Practice,
} from '../../../test-support/factories';
import { startTestStack, type TestStack } from '../../test/harness';
import { ownerToken, staffToken } from '../../test/request-helpers';
import { isPostgresError } from '../lib/db';

/**
 * The visits of a house-call package (house_call_visits): two per package year, recorded by the
 * practice that serves the package (or the platform's staff when no practice does), read by the
 * package's owner. Every rule is tried from the side that must be refused.
 */
let stack: TestStack;
let practice: Practice;
let platform: Practice;
let elsewhere: Practice;
let owner: Owner;
let ownerTokenValue: string;

const db = () => stack.stack.db;
const DAY = 86_400_000;

const VISITS = `query { house_call_visits(order_by: [{ id: asc }]) { id service_request_id visit_number } }`;
const PACKAGE_VISITS = `query($id: Int!) {
  service_requests_by_pk(id: $id) { id visits(order_by: [{ visit_number: asc }]) { visit_number visited_at note } }
}`;
const RECORD = `mutation($visit: house_call_visits_insert_input!) {
  insert_house_call_visits_one(object: $visit) { id visit_number recorded_by_vendor_login_id }
}`;

async function refusal(statement: Promise<unknown>) {
  try {
    await statement;
    return null;
  } catch (error) {
    return isPostgresError(error) ? { code: error.code, constraint: error.constraint } : error;
  }
}

beforeAll(async () => {
  stack = await startTestStack();
  practice = await createPractice(db());
  platform = await createPractice(db(), { isPlatform: true });
  elsewhere = await createPractice(db());
  owner = await createOwner(db());
  ownerTokenValue = await ownerToken(stack, owner);
});
afterAll(async () => {
  await stack.close();
});

describe('house-call visits in the database', () => {
  it('number the visits of a package 1 and 2 and refuse a third', async () => {
    const pkg = await makeHouseCallPackage(db(), owner.id, {
      vendor_id: practice.vendorId,
      created_at: new Date(Date.now() - 10 * DAY),
    });
    await makeHouseCallVisit(db(), pkg, { visited_at: new Date(Date.now() - 2 * DAY) });
    await makeHouseCallVisit(db(), pkg);
    const { rows } = await db().query<{ visit_number: number }>(
      'select visit_number from public.house_call_visits where service_request_id = $1 order by id',
      [pkg],
    );
    expect(rows.map((r) => r.visit_number)).toEqual([1, 2]);
    expect(await refusal(makeHouseCallVisit(db(), pkg))).toEqual({
      code: '23514',
      constraint: 'house_call_visits_two_per_package',
    });
  });

  it('refuse a visit outside the package year, or of a request that is not a house call', async () => {
    const pkg = await makeHouseCallPackage(db(), owner.id, { vendor_id: practice.vendorId });
    for (const visitedAt of [new Date(Date.now() - 3 * DAY), new Date(Date.now() + 366 * DAY)])
      expect(await refusal(makeHouseCallVisit(db(), pkg, { visited_at: visitedAt }))).toEqual({
        code: '23514',
        constraint: 'house_call_visits_within_package_year',
      });
    const petId = await createPet(db(), owner.id);
    const smo = await makeServiceRequest(db(), owner.id, petId);
    expect(await refusal(makeHouseCallVisit(db(), smo))).toEqual({
      code: '23514',
      constraint: 'house_call_visits_of_a_package',
    });
  });
});

describe('who reads and records house-call visits', () => {
  it('lets the owner read the visits of their own packages only, and record none', async () => {
    const own = await makeHouseCallPackage(db(), owner.id, { vendor_id: practice.vendorId });
    await makeHouseCallVisit(db(), own);
    const stranger = await createOwner(db());
    const theirs = await makeHouseCallPackage(db(), stranger.id, { vendor_id: practice.vendorId });
    await makeHouseCallVisit(db(), theirs);
    const seen = await stack.gql(VISITS, {}, { token: ownerTokenValue });
    const packages = (seen.data?.['house_call_visits'] as { service_request_id: number }[]).map(
      (v) => v.service_request_id,
    );
    expect(packages).toContain(own);
    expect(packages).not.toContain(theirs);
    const nested = await stack.gql(PACKAGE_VISITS, { id: own }, { token: ownerTokenValue });
    expect(nested.data?.['service_requests_by_pk']).toMatchObject({
      id: own,
      visits: [{ visit_number: 1 }],
    });
    const record = await stack.gql(
      RECORD,
      { visit: { service_request_id: own, visited_at: new Date().toISOString() } },
      { token: ownerTokenValue },
    );
    // The owner's role has no insert on the table at all.
    expect(record.errors?.[0]?.message).toMatch(/house_call_visits_insert_input/);
    expect(record.data ?? null).toBeNull();
  });

  it('lets the practice serving the package record a visit, as the staff member who did', async () => {
    const pkg = await makeHouseCallPackage(db(), owner.id, { vendor_id: practice.vendorId });
    const answer = await stack.gql(
      RECORD,
      {
        visit: { service_request_id: pkg, visited_at: new Date().toISOString(), note: 'Check-up' },
      },
      { token: await staffToken(stack, practice.staff) },
    );
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.['insert_house_call_visits_one']).toMatchObject({
      visit_number: 1,
      recorded_by_vendor_login_id: practice.staff.id,
    });
  });

  it('refuses another practice, which neither reads nor records the package’s visits', async () => {
    const pkg = await makeHouseCallPackage(db(), owner.id, { vendor_id: practice.vendorId });
    await makeHouseCallVisit(db(), pkg);
    for (const staff of [elsewhere.staff, elsewhere.rootAdmin]) {
      const token = await staffToken(stack, staff);
      const seen = await stack.gql(VISITS, {}, { token });
      expect(
        (seen.data?.['house_call_visits'] as { service_request_id: number }[]).filter(
          (v) => v.service_request_id === pkg,
        ),
      ).toEqual([]);
      const record = await stack.gql(
        RECORD,
        { visit: { service_request_id: pkg, visited_at: new Date().toISOString() } },
        { token },
      );
      expect(record.errors?.[0]?.extensions?.['code']).toBe('permission-error');
    }
  });

  it('lets the platform’s staff record the visits of a package no practice serves', async () => {
    const pkg = await makeHouseCallPackage(db(), owner.id);
    const record = await stack.gql(
      RECORD,
      { visit: { service_request_id: pkg, visited_at: new Date().toISOString() } },
      { token: await staffToken(stack, platform.rootAdmin) },
    );
    expect(record.errors).toBeUndefined();
    const byPractice = await stack.gql(
      RECORD,
      { visit: { service_request_id: pkg, visited_at: new Date().toISOString() } },
      { token: await staffToken(stack, practice.rootAdmin) },
    );
    expect(byPractice.errors?.[0]?.extensions?.['code']).toBe('permission-error');
    // The platform's root admin now sees the package itself too.
    const seen = await stack.gql(
      `query($id: Int!) { service_requests_by_pk(id: $id) { id type } }`,
      { id: pkg },
      { token: await staffToken(stack, platform.rootAdmin) },
    );
    expect(seen.data?.['service_requests_by_pk']).toEqual({ id: pkg, type: 'house_call' });
  });

  it('shows anonymous callers nothing', async () => {
    const answer = await stack.gql(VISITS, {});
    expect(answer.errors?.[0]?.message).toMatch(/house_call_visits/);
  });
});

describe('who reads the owner of a house-call package', () => {
  const OWNER_OF = `query($id: Int!) {
    service_requests_by_pk(id: $id) { id user { first_name last_name email phone } }
  }`;
  const USER = `query($id: Int!) { users_by_pk(id: $id) { id first_name } }`;

  it('lets the staff of the practice serving the package read its owner, and no other practice', async () => {
    const buyer = await createOwner(db());
    const pkg = await makeHouseCallPackage(db(), buyer.id, { vendor_id: practice.vendorId });
    for (const member of [practice.staff, practice.rootAdmin]) {
      const seen = await stack.gql(
        OWNER_OF,
        { id: pkg },
        { token: await staffToken(stack, member) },
      );
      expect(seen.errors).toBeUndefined();
      expect(seen.data?.['service_requests_by_pk']).toMatchObject({
        id: pkg,
        user: { email: buyer.email },
      });
    }
    for (const member of [elsewhere.staff, elsewhere.rootAdmin]) {
      const token = await staffToken(stack, member);
      const user = await stack.gql(USER, { id: buyer.id }, { token });
      expect(user.data?.['users_by_pk'] ?? null).toBeNull();
      const request = await stack.gql(OWNER_OF, { id: pkg }, { token });
      expect(request.data?.['service_requests_by_pk'] ?? null).toBeNull();
    }
    // A second opinion of the same practice does not open its owner to staff it is not assigned to.
    const other = await createOwner(db());
    await makeServiceRequest(db(), other.id, await createPet(db(), other.id), {
      vendor_id: practice.vendorId,
    });
    const byStaff = await stack.gql(
      USER,
      { id: other.id },
      { token: await staffToken(stack, practice.staff) },
    );
    expect(byStaff.data?.['users_by_pk'] ?? null).toBeNull();
  });

  it('lets the platform’s staff read the owner of a package no practice serves, not a practice’s', async () => {
    const buyer = await createOwner(db());
    const pkg = await makeHouseCallPackage(db(), buyer.id);
    const token = await staffToken(stack, platform.staff);
    const seen = await stack.gql(OWNER_OF, { id: pkg }, { token });
    expect(seen.data?.['service_requests_by_pk']).toMatchObject({
      user: { email: buyer.email },
    });
    const served = await createOwner(db());
    await makeHouseCallPackage(db(), served.id, { vendor_id: practice.vendorId });
    const notTheirs = await stack.gql(USER, { id: served.id }, { token });
    expect(notTheirs.data?.['users_by_pk'] ?? null).toBeNull();
    // Anonymous callers read no owner.
    const anonymous = await stack.gql(USER, { id: buyer.id });
    expect(anonymous.data?.['users_by_pk'] ?? null).toBeNull();
  });
});
