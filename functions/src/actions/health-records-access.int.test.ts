import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createBooking,
  createListing,
  createOwner,
  createPet,
  createPractice,
  createStaff,
  type Owner,
  type Staff,
} from '../../../test-support/factories';
import { startTestStack, type TestStack } from '../../test/harness';
import {
  ownerToken as tokenOf,
  staffToken as staffTokenOf,
  webOperation,
} from '../../test/request-helpers';

/**
 * Who reaches an owner's health records through the operations of the records screens
 * (web/src/features/medical-records/*.graphql, sent as the web sends them) and their private
 * files (hasura/README.md, "Access to owners' data"): the owner, and the staff of a practice
 * with a live booking of the pet the owner shared, on a listing they manage. Another owner, an
 * unrelated practice, a colleague who does not manage the listing and a visitor without a
 * session reach nothing.
 */
const operation = (file: string) => webOperation('medical-records', file);
const RECORDS = operation('health-records.graphql');
const VIEW = operation('pet-record-view.graphql');
const INSERT = operation('insert-health-record.graphql');
const UPDATE = operation('update-health-record.graphql');
const DELETE = operation('delete-health-record.graphql');

const PDF = Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

let stack: TestStack;
let owner: Owner;
let petId: number;
let otherPetId: number;
let fileUrl: string;
let otherPetFileUrl: string;
let recordId: number;
const tokens: Record<string, string> = {};

const db = () => stack.stack.db;

/** Tokens; a staff member with subrole 1 is a root admin (Hasura role root_admin), 3 is staff. */
const ownerToken = (person: Owner) => tokenOf(stack, person);
const staffToken = (staff: Staff) => staffTokenOf(stack, staff);

/** An uploaded private file of the owner's (presign_file, then the PUT). */
async function uploadedFile(token: string): Promise<string> {
  const presigned = await stack.rest(
    '/api/files/private',
    { fileName: 'x-ray.pdf', fileType: 'application/pdf', serviceType: 'phr' },
    { token },
  );
  expect(presigned.status).toBe(200);
  const put = await fetch(presigned.body['uploadUrl'] as string, {
    method: 'PUT',
    headers: { 'content-type': 'application/pdf' },
    body: PDF,
  });
  expect(put.status).toBe(200);
  return presigned.body['fileUrl'] as string;
}

const as = (who: string) => (who === 'anonymous' ? {} : { token: tokens[who] ?? '' });

beforeAll(async () => {
  stack = await startTestStack();
  owner = await createOwner(db(), { first_name: 'Ruth' });
  petId = await createPet(db(), owner.id, 'Biscuit');
  otherPetId = await createPet(db(), owner.id, 'Mochi');
  const practice = await createPractice(db());
  const listing = await createListing(db(), practice);
  await createBooking(db(), owner, listing, {
    pet_id: petId,
    slot: new Date(Date.now() + 3 * 86_400_000),
  });
  const colleague = await createStaff(db(), practice.vendorId, { subrole: 3 });
  const unrelated = await createPractice(db());
  const otherOwner = await createOwner(db());

  tokens['owner'] = await ownerToken(owner);
  tokens['practice staff'] = await staffToken(practice.staff);
  tokens['practice root admin'] = await staffToken(practice.rootAdmin);
  tokens['another owner'] = await ownerToken(otherOwner);
  tokens['an unrelated practice'] = await staffToken(unrelated.rootAdmin);
  tokens['a colleague without the listing'] = await staffToken(colleague);

  fileUrl = await uploadedFile(tokens['owner']);
  const added = await stack.gql(
    INSERT,
    {
      petId,
      category: 'hd_imaging',
      details: { type: 'XRay', name: 'Chest', date: '2026-11-02', files: [fileUrl] },
    },
    as('owner'),
  );
  expect(added.errors).toBeUndefined();
  recordId = (added.data?.['insert_phr_one'] as { id: number }).id;
  otherPetFileUrl = await uploadedFile(tokens['owner'] ?? '');
  const onOtherPet = await stack.gql(
    INSERT,
    {
      petId: otherPetId,
      category: 'hd_imaging',
      details: { type: 'XRay', name: 'Paw', date: '2026-11-03', files: [otherPetFileUrl] },
    },
    as('owner'),
  );
  expect(onOtherPet.errors).toBeUndefined();
  const own = await stack.gql(
    INSERT,
    { petId: null, category: 'hh_foodplan', details: { name: 'Low-fat diet' } },
    as('owner'),
  );
  expect(own.errors).toBeUndefined();
});
afterAll(async () => {
  await stack.close();
});

const petWhere = () => ({ where: { pet_id: { _eq: petId }, user_id: { _eq: owner.id } } });
const ownWhere = () => ({ where: { user_id: { _eq: owner.id }, pet_id: { _is_null: true } } });

describe("the owner's health records", () => {
  it('are listed, viewed and changed by their owner', async () => {
    const list = await stack.gql(RECORDS, petWhere(), as('owner'));
    expect(list.data?.['phr']).toEqual([expect.objectContaining({ id: recordId })]);
    const own = await stack.gql(RECORDS, ownWhere(), as('owner'));
    expect(own.data?.['phr']).toEqual([expect.objectContaining({ category: 'hh_foodplan' })]);
    const view = await stack.gql(VIEW, { petId, userId: owner.id }, as('owner'));
    expect(view.data?.['pets_by_pk']).toMatchObject({ name: 'Biscuit', user_id: owner.id });
    expect(view.data?.['phr']).toHaveLength(1);
    const update = await stack.gql(
      UPDATE,
      {
        id: recordId,
        details: { type: 'XRay', name: 'Chest, lateral', date: '2026-11-02', files: [fileUrl] },
      },
      as('owner'),
    );
    expect(update.data?.['update_phr_by_pk']).toEqual({ id: recordId });
  });

  it.each(['practice staff', 'practice root admin'])(
    'are seen by the %s of a practice the owner shared the pet with, never the owner’s own',
    async (who) => {
      const view = await stack.gql(VIEW, { petId, userId: owner.id }, as(who));
      expect(view.data?.['pets_by_pk']).toMatchObject({ name: 'Biscuit' });
      expect(view.data?.['phr']).toEqual([expect.objectContaining({ id: recordId })]);
      const other = await stack.gql(VIEW, { petId: otherPetId, userId: owner.id }, as(who));
      expect(other.data).toEqual({ pets_by_pk: null, phr: [] });
      const own = await stack.gql(RECORDS, ownWhere(), as(who));
      expect(own.data?.['phr']).toEqual([]);
    },
  );

  it.each(['another owner', 'an unrelated practice', 'a colleague without the listing'])(
    'are nothing to %s: not listed, not viewed, not changed',
    async (who) => {
      expect((await stack.gql(RECORDS, petWhere(), as(who))).data).toEqual({ phr: [] });
      expect((await stack.gql(RECORDS, ownWhere(), as(who))).data).toEqual({ phr: [] });
      expect((await stack.gql(VIEW, { petId, userId: owner.id }, as(who))).data).toEqual({
        pets_by_pk: null,
        phr: [],
      });
      const update = await stack.gql(
        UPDATE,
        {
          id: recordId,
          details: { type: 'XRay', name: 'Hacked', date: '2026-11-02', files: [fileUrl] },
        },
        as(who),
      );
      expect(update.data?.['update_phr_by_pk'] ?? null).toBeNull();
      const removed = await stack.gql(DELETE, { id: recordId }, as(who));
      expect(removed.data?.['delete_phr_by_pk'] ?? null).toBeNull();
      const insert = await stack.gql(
        INSERT,
        { petId, category: 'hh_foodplan', details: { name: 'Chocolate' } },
        as(who),
      );
      expect(insert.data?.['insert_phr_one'] ?? null).toBeNull();
      expect(insert.errors?.length).toBeGreaterThan(0);
    },
  );

  it('are nothing to a visitor without a session', async () => {
    for (const [query, variables] of [
      [RECORDS, petWhere()],
      [VIEW, { petId, userId: owner.id }],
      [DELETE, { id: recordId }],
    ] as const) {
      const answer = await stack.gql(query, variables, as('anonymous'));
      expect(answer.data ?? null).toBeNull();
      expect(answer.errors?.length).toBeGreaterThan(0);
    }
    const { rows } = await db().query('select details from public.phr where id = $1', [recordId]);
    expect(rows[0]).toMatchObject({ details: { name: 'Chest, lateral' } });
  });
});

describe("a record's private file", () => {
  const get = (token?: string) =>
    fetch(fileUrl, token ? { headers: { authorization: `Bearer ${token}` } } : {});

  it.each(['owner', 'practice staff', 'practice root admin'])(
    'opens for the %s, directly and through a signed link',
    async (who) => {
      const direct = await get(tokens[who]);
      expect(direct.status).toBe(200);
      expect(Buffer.from(await direct.arrayBuffer()).equals(PDF)).toBe(true);
      const signed = await stack.rest('/files/sign', { fileUrl }, as(who));
      expect(signed.status).toBe(200);
      expect((await fetch(signed.body['url'] as string)).status).toBe(200);
    },
  );

  it.each(['another owner', 'an unrelated practice', 'a colleague without the listing'])(
    'is refused to %s',
    async (who) => {
      expect((await get(tokens[who])).status).toBe(403);
      expect((await stack.rest('/files/sign', { fileUrl }, as(who))).status).toBe(403);
    },
  );

  it.each(['practice staff', 'practice root admin'])(
    "of the owner's other pet, which the owner did not share, is refused to the %s",
    async (who) => {
      const headers = { authorization: `Bearer ${tokens[who] ?? ''}` };
      expect((await fetch(otherPetFileUrl, { headers })).status).toBe(403);
      expect((await stack.rest('/files/sign', { fileUrl: otherPetFileUrl }, as(who))).status).toBe(
        403,
      );
      const owners = { authorization: `Bearer ${tokens['owner'] ?? ''}` };
      expect((await fetch(otherPetFileUrl, { headers: owners })).status).toBe(200);
    },
  );

  it('is refused to a visitor without a session', async () => {
    expect((await get()).status).toBe(401);
    expect((await stack.rest('/files/sign', { fileUrl })).status).toBe(401);
  });
});
