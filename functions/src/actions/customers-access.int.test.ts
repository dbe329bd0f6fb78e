import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createBooking,
  createListing,
  createOwner,
  createPet,
  createPractice,
  createStaff,
  type Owner,
} from '../../../test-support/factories';
import { startTestStack, type TestStack } from '../../test/harness';
import { ownerToken, staffToken, webOperation } from '../../test/request-helpers';

/**
 * Who reads which owners on the Customers screen (/app/users), through the screen's own
 * operations (web/src/features/customers/*.graphql, as the web sends them) and under the rules of
 * hasura/README.md, "Access to owners' data": the main vendor's root admins read every owner (the
 * spec's Users list) but only the pets shared with them; a practice reads the owners of its live
 * bookings (its staff: of the listings they manage) and, for its root admins, those who signed up
 * on its site; the pets only as the owner shared them. Owners and visitors read no list.
 */
const operation = (file: string) => webOperation('customers', file);
const PLATFORM = operation('platform-customers.graphql');
const PRACTICE = operation('practice-customers.graphql');
const PETS = operation('customer-pets.graphql');
const ADD_RECORD = operation('insert-customer-record.graphql');

let stack: TestStack;
const db = () => stack.stack.db;
const tokens: Record<string, string> = {};
const as = (who: string) => (who === 'anonymous' ? {} : { token: tokens[who] ?? '' });

/** A mark in every test owner's e-mail, so a filter sees only this file's owners. */
const MARK = `cust${String(Date.now() % 1_000_000)}`;
const emailOf = (name: string) => `${name}.${MARK}@example.com`;

let shared: Owner; // booked with Happy Paws and shared the pet
let asked: Owner; // Happy Paws booked for them: sharing requested
let askedPet: number;
let siteSignup: Owner; // signed up on Happy Paws' site, no booking
let stranger: Owner; // no tie with Happy Paws
let canceled: Owner; // their only booking with Happy Paws is canceled
let sharedPet: number;
let platformId: number;
let happyPawsId: number;
let unsharedPet: number;

const page = (where: object = {}) => ({
  where: { _and: [{ email: { _ilike: `%${MARK}%` } }, where] },
  limit: 10,
  offset: 0,
});
const ids = (answer: { data?: Record<string, unknown> | null }) =>
  ((answer.data?.['users'] as { id: number }[] | undefined) ?? []).map((u) => u.id).sort();
const total = (answer: { data?: Record<string, unknown> | null }) =>
  (answer.data?.['users_aggregate'] as { aggregate: { count: number } } | undefined)?.aggregate
    .count;
const now = () => new Date().toISOString();

beforeAll(async () => {
  stack = await startTestStack();
  const platform = await createPractice(db(), { isPlatform: true, name: 'Petwell' });
  const happyPaws = await createPractice(db(), { name: 'Happy Paws' });
  const unrelated = await createPractice(db(), { name: 'Other Clinic' });
  platformId = platform.vendorId;
  happyPawsId = happyPaws.vendorId;
  const listing = await createListing(db(), happyPaws);
  const colleague = await createStaff(db(), happyPaws.vendorId, { subrole: 3 });

  shared = await createOwner(db(), { email: emailOf('shared'), first_name: 'Sharon' });
  asked = await createOwner(db(), { email: emailOf('asked'), first_name: 'Asha' });
  siteSignup = await createOwner(db(), {
    email: emailOf('site'),
    first_name: 'Sita',
    vendor_id: happyPaws.vendorId,
  });
  stranger = await createOwner(db(), { email: emailOf('stranger'), first_name: 'Stan' });
  canceled = await createOwner(db(), { email: emailOf('canceled'), first_name: 'Cass' });
  sharedPet = await createPet(db(), shared.id, 'Biscuit');
  unsharedPet = await createPet(db(), shared.id, 'Mochi');
  askedPet = await createPet(db(), asked.id, 'Pepper');
  await createPet(db(), stranger.id, 'Rex');

  // Slots an hour apart: a listing takes one booking at a time.
  const soon = (hours: number) => new Date(Date.now() + 3 * 86_400_000 + hours * 3_600_000);
  await createBooking(db(), shared, listing, { pet_id: sharedPet, slot: soon(0) });
  await createBooking(db(), asked, listing, {
    slot: soon(1),
    booked_by_vendor_login_id: happyPaws.rootAdmin.id,
  });
  await createBooking(db(), canceled, listing, { slot: soon(2), status: 3 });

  tokens['platform root admin'] = await staffToken(stack, platform.rootAdmin);
  tokens['practice root admin'] = await staffToken(stack, happyPaws.rootAdmin);
  tokens['practice staff'] = await staffToken(stack, happyPaws.staff);
  tokens['a colleague without the listing'] = await staffToken(stack, colleague);
  tokens['an unrelated practice'] = await staffToken(stack, unrelated.rootAdmin);
  tokens['an owner'] = await ownerToken(stack, shared);
});
afterAll(async () => {
  await stack.close();
});

describe("the main vendor's Users list", () => {
  it('shows every owner, with the spec’s users list row and the real total count', async () => {
    const answer = await stack.gql(PLATFORM, page(), as('platform root admin'));
    expect(answer.errors).toBeUndefined();
    const all = [shared, asked, siteSignup, stranger, canceled].map((o) => o.id).sort();
    expect(ids(answer)).toEqual(all);
    expect(total(answer)).toBe(5);
    const users = answer.data?.['users'] as Record<string, unknown>[];
    // "Users list row: id, created_at, first_name, last_name, signup_plan, source, phone, email,
    // promocode.code." and "order by id desc".
    expect(Object.keys(users[0] ?? {}).sort()).toEqual(
      [
        'created_at',
        'email',
        'first_name',
        'id',
        'last_name',
        'phone',
        'promocode',
        'signup_plan',
        'source',
      ].sort(),
    );
    expect(users.map((u) => u['id'])).toEqual([...all].reverse());
  });

  it('filters by e-mail on the server and counts the filtered rows', async () => {
    const answer = await stack.gql(
      PLATFORM,
      page({ email: { _ilike: `%${emailOf('stranger')}%` } }),
      as('platform root admin'),
    );
    expect(ids(answer)).toEqual([stranger.id]);
    expect(total(answer)).toBe(1);
  });

  it('pages ten at a time: the offset skips the rows of earlier pages', async () => {
    const second = await stack.gql(
      PLATFORM,
      { ...page(), limit: 2, offset: 2 },
      as('platform root admin'),
    );
    expect(ids(second)).toEqual([siteSignup.id, asked.id].sort());
    expect(total(second)).toBe(5);
  });

  it('opens an owner, but not the pets the owner did not share with the platform', async () => {
    const answer = await stack.gql(
      PETS,
      { userId: stranger.id, vendorId: platformId, now: now() },
      as('platform root admin'),
    );
    expect(answer.data?.['users_by_pk']).toMatchObject({ id: stranger.id });
    expect(answer.data?.['pets']).toEqual([]);
  });

  it('tells the platform about its own bookings with an owner, not another practice’s', async () => {
    const answer = await stack.gql(
      PETS,
      { userId: asked.id, vendorId: platformId, now: now() },
      as('platform root admin'),
    );
    expect(answer.data?.['users_by_pk']).toMatchObject({ id: asked.id });
    expect(answer.data?.['pets']).toEqual([]);
    expect(answer.data?.['bookings']).toEqual([]);
  });
});

describe("a practice's Customers", () => {
  it('are, for its root admin, the owners of live bookings and of its site, never a stranger', async () => {
    for (const query of [PRACTICE, PLATFORM]) {
      const answer = await stack.gql(query, page(), as('practice root admin'));
      expect(answer.errors).toBeUndefined();
      expect(ids(answer)).toEqual([shared.id, asked.id, siteSignup.id].sort());
      expect(total(answer)).toBe(3);
    }
  });

  it('are, for a staff member, the owners of live bookings of the listings they manage', async () => {
    const answer = await stack.gql(PRACTICE, page(), as('practice staff'));
    expect(answer.errors).toBeUndefined();
    expect(ids(answer)).toEqual([shared.id, asked.id].sort());
    expect(total(answer)).toBe(2);
  });

  it.each(['a colleague without the listing', 'an unrelated practice'])(
    'are none to %s, and the count says 0',
    async (who) => {
      const answer = await stack.gql(PRACTICE, page(), as(who));
      expect(answer.errors).toBeUndefined();
      expect(ids(answer)).toEqual([]);
      expect(total(answer)).toBe(0);
      const card = await stack.gql(
        PETS,
        { userId: shared.id, vendorId: happyPawsId, now: now() },
        as(who),
      );
      expect(card.data).toEqual({ users_by_pk: null, pets: [], bookings: [] });
    },
  );

  it('show a customer only the pet they shared, and the booking that shares it', async () => {
    for (const who of ['practice root admin', 'practice staff']) {
      const answer = await stack.gql(
        PETS,
        { userId: shared.id, vendorId: happyPawsId, now: now() },
        as(who),
      );
      expect(answer.errors).toBeUndefined();
      expect(answer.data?.['pets']).toEqual([expect.objectContaining({ id: sharedPet })]);
      expect(answer.data?.['pets']).not.toContainEqual(
        expect.objectContaining({ id: unsharedPet }),
      );
      expect(answer.data?.['bookings']).toEqual([
        expect.objectContaining({ record_sharing: 'shared' }),
      ]);
    }
  });

  it('show no pet of a customer the practice booked for until they share, and say it asked', async () => {
    const answer = await stack.gql(
      PETS,
      { userId: asked.id, vendorId: happyPawsId, now: now() },
      as('practice root admin'),
    );
    expect(answer.data?.['users_by_pk']).toMatchObject({ id: asked.id });
    expect(answer.data?.['pets']).toEqual([]);
    expect(answer.data?.['bookings']).toEqual([
      expect.objectContaining({ record_sharing: 'requested' }),
    ]);
  });

  it('do not include a stranger or an owner whose only booking was canceled', async () => {
    for (const owner of [stranger, canceled]) {
      const card = await stack.gql(
        PETS,
        { userId: owner.id, vendorId: happyPawsId, now: now() },
        as('practice root admin'),
      );
      expect(card.data).toEqual({ users_by_pk: null, pets: [], bookings: [] });
    }
  });
});

describe("a record added to a customer's pet", () => {
  const record = (userId: number, petId: number) => ({
    userId,
    petId,
    category: 'hh_foodplan',
    details: { name: 'Renal diet' },
  });
  const added = (answer: { data?: Record<string, unknown> | null }) =>
    (answer.data?.['insert_phr_one'] as { id: number } | null | undefined) ?? null;

  it.each(['practice root admin', 'practice staff'])(
    'is saved for the %s on the pet the owner shared, as the practice’s record',
    async (who) => {
      const answer = await stack.gql(ADD_RECORD, record(shared.id, sharedPet), as(who));
      expect(answer.errors).toBeUndefined();
      const id = added(answer)?.id;
      const { rows } = await db().query(
        'select user_id, pet_id, created_by_vendor_id from public.phr where id = $1',
        [id],
      );
      expect(rows[0]).toEqual({
        user_id: shared.id,
        pet_id: sharedPet,
        created_by_vendor_id: happyPawsId,
      });
    },
  );

  it('is refused on a pet the owner did not share, or has not shared yet', async () => {
    for (const [userId, petId] of [
      [shared.id, unsharedPet],
      [asked.id, askedPet],
    ] as const) {
      const answer = await stack.gql(ADD_RECORD, record(userId, petId), as('practice root admin'));
      expect(added(answer)).toBeNull();
      expect(answer.errors?.length).toBeGreaterThan(0);
    }
  });

  it.each([
    'platform root admin',
    'a colleague without the listing',
    'an unrelated practice',
    'an owner',
    'anonymous',
  ])('is refused to %s', async (who) => {
    const before = await db().query('select count(*)::int as n from public.phr where pet_id = $1', [
      sharedPet,
    ]);
    const answer = await stack.gql(ADD_RECORD, record(shared.id, sharedPet), as(who));
    expect(added(answer)).toBeNull();
    expect(answer.errors?.length).toBeGreaterThan(0);
    const after = await db().query('select count(*)::int as n from public.phr where pet_id = $1', [
      sharedPet,
    ]);
    expect(after.rows[0]).toEqual(before.rows[0]);
  });
});

describe('the Customers list for anyone else', () => {
  it('gives an owner no list of owners and no count', async () => {
    for (const query of [PRACTICE, PLATFORM]) {
      const answer = await stack.gql(query, page(), as('an owner'));
      expect(answer.errors?.length).toBeGreaterThan(0);
      expect(answer.data ?? null).toBeNull();
    }
  });

  it('gives a visitor without a session nothing', async () => {
    for (const [query, variables] of [
      [PLATFORM, page()],
      [PRACTICE, page()],
      [PETS, { userId: shared.id, vendorId: happyPawsId, now: now() }],
    ] as const) {
      const answer = await stack.gql(query, variables, as('anonymous'));
      expect(answer.data ?? null).toBeNull();
      expect(answer.errors?.length).toBeGreaterThan(0);
    }
  });
});
