import { FILE_REFERENCE_MESSAGE, SERVICE_REQUEST_MESSAGES, SMO_STATUS } from '@petwell/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createOwner,
  createPet,
  createPractice,
  createStaff,
  makeServiceRequest,
  type Owner,
  type Practice,
  type Staff,
} from '../../../test-support/factories';
import { startTestStack, type TestStack } from '../../test/harness';
import { ownerToken, staffToken } from '../../test/request-helpers';

/**
 * Second opinions and questions are assigned and answered only through assign_service_request and
 * answer_service_request, by the practice answering them (the platform for those ordered on the
 * main site): the moves of the domain's table, the answer stored with its files, the owner mailed.
 * Every other caller and every other move is refused and changes nothing.
 */
let stack: TestStack;
let platform: Practice;
/** A second vet of the platform. */
let platformVet2: Staff;
let practice: Practice;
let owner: Owner;
let petId: number;
const tokens: Record<string, string> = {};

const db = () => stack.stack.db;

const ASSIGN = `mutation Assign($id: Int!, $vet: Int!) {
  assign_service_request(id: $id, vendorLoginId: $vet) { id status assignedVendorLoginId notified } }`;
const ANSWER = `mutation Answer($id: Int!, $outcome: String!, $response: String, $files: [String!]) {
  answer_service_request(id: $id, outcome: $outcome, response: $response, files: $files) {
    id status assignedVendorLoginId notified } }`;
const PRESIGN = `mutation Presign($name: String!, $customer: Int) {
  presign_file(accessType: "private", fileName: $name, fileType: "application/pdf",
    serviceType: "smo_service", customerId: $customer) { fileUrl uploadUrl } }`;
const PDF = Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

const as = (who: string) => (who === 'anonymous' ? {} : { token: tokens[who] ?? '' });
const errorOf = (answer: {
  errors?: { message: string; extensions?: Record<string, unknown> }[];
}) => ({
  message: answer.errors?.[0]?.message,
  code: answer.errors?.[0]?.extensions?.['code'],
});

const assign = (who: string, id: number, vet: number) => stack.gql(ASSIGN, { id, vet }, as(who));
const answer = (who: string, id: number, outcome: string, response?: string, files?: string[]) =>
  stack.gql(ANSWER, { id, outcome, response, files }, as(who));

interface Stored {
  status: number;
  vendor_id: number | null;
  assigned_vendor_login_id: number | null;
  response: string | null;
  response_files: string[] | null;
  responded_at: Date | null;
  responded_by_vendor_login_id: number | null;
}
async function stored(id: number): Promise<Stored | undefined> {
  const { rows } = await db().query<Stored>(
    `select status, vendor_id, assigned_vendor_login_id, response, response_files, responded_at,
            responded_by_vendor_login_id
       from public.service_requests where id = $1`,
    [id],
  );
  return rows[0];
}

const smo = (values: Record<string, unknown> = {}) =>
  makeServiceRequest(db(), owner.id, petId, values);
const question = (values: Record<string, unknown> = {}) =>
  makeServiceRequest(db(), owner.id, petId, {
    type: 'free_question',
    details: { question: 'Is chocolate bad for dogs?' },
    ...values,
  });

/** An owner's private SMO file uploaded by staff for the owner; its private-file address. */
async function uploadFor(who: string, customer: number, name = 'report.pdf'): Promise<string> {
  const presigned = await stack.gql(PRESIGN, { name, customer }, as(who));
  expect(presigned.errors).toBeUndefined();
  const { fileUrl, uploadUrl } = presigned.data?.['presign_file'] as {
    fileUrl: string;
    uploadUrl: string;
  };
  const put = await fetch(uploadUrl, {
    method: 'PUT',
    headers: { 'content-type': 'application/pdf' },
    body: PDF,
  });
  expect(put.status).toBe(200);
  return fileUrl;
}

beforeAll(async () => {
  stack = await startTestStack();
  platform = await createPractice(db(), { isPlatform: true, name: 'Petwell' });
  platformVet2 = await createStaff(db(), platform.vendorId, { subrole: 3 });
  practice = await createPractice(db());
  owner = await createOwner(db(), { first_name: 'Olivia' });
  petId = await createPet(db(), owner.id, 'Biscuit');
  tokens['owner'] = await ownerToken(stack, owner);
  tokens['platform root admin'] = await staffToken(stack, platform.rootAdmin);
  tokens['platform vet'] = await staffToken(stack, platform.staff);
  tokens['another platform vet'] = await staffToken(stack, platformVet2);
  tokens['a practice root admin'] = await staffToken(stack, practice.rootAdmin);
  tokens['a practice vet'] = await staffToken(stack, practice.staff);
});
afterAll(async () => {
  await stack.close();
});

describe('a second opinion ordered on the main site', () => {
  it('is answered by the platform', async () => {
    expect((await stored(await smo()))?.vendor_id).toBe(platform.vendorId);
    expect((await stored(await question()))?.vendor_id).toBe(platform.vendorId);
  });

  it('is assigned to a platform vet, worked on, answered with a file, and the owner mailed', async () => {
    const id = await smo();
    const SEEN = `query Seen($id: Int!) { service_requests_by_pk(id: $id) {
      id user { first_name } pet { name } } }`;
    // Before it is assigned to them, the vet sees the request but not the owner or the pet.
    expect(
      (await stack.gql(SEEN, { id }, as('platform vet'))).data?.['service_requests_by_pk'],
    ).toEqual({ id, user: null, pet: null });

    const assigned = await assign('platform root admin', id, platform.staff.id);
    expect(assigned.errors).toBeUndefined();
    expect(assigned.data?.['assign_service_request']).toEqual({
      id,
      status: SMO_STATUS.assigned,
      assignedVendorLoginId: platform.staff.id,
      notified: false,
    });
    expect(
      (await stack.gql(SEEN, { id }, as('platform vet'))).data?.['service_requests_by_pk'],
    ).toEqual({ id, user: { first_name: 'Olivia' }, pet: { name: 'Biscuit' } });

    const pending = await answer('platform vet', id, 'pending', 'a draft is not kept');
    expect(pending.data?.['answer_service_request']).toMatchObject({
      status: SMO_STATUS.pending,
      notified: false,
    });
    expect((await stored(id))?.response).toBeNull();

    const file = await uploadFor('platform vet', owner.id);
    const done = await answer(
      'platform vet',
      id,
      'completed',
      '  Surgery is the better option.  ',
      [file],
    );
    expect(done.errors).toBeUndefined();
    expect(done.data?.['answer_service_request']).toEqual({
      id,
      status: SMO_STATUS.completed,
      assignedVendorLoginId: platform.staff.id,
      notified: true,
    });
    expect(await stored(id)).toMatchObject({
      status: SMO_STATUS.completed,
      response: 'Surgery is the better option.',
      response_files: [file],
      responded_by_vendor_login_id: platform.staff.id,
      responded_at: expect.any(Date) as Date,
    });

    const [mail] = await stack.outbox(owner.email);
    expect(mail?.subject).toBe(`Your second medical opinion SMO-${String(id)} is ready`);
    expect(mail?.body).toContain('/app/my-smo');

    // The owner reads the answer and opens its file.
    const mine = await stack.gql(
      `query Mine($id: Int!) { service_requests_by_pk(id: $id) { status response response_files } }`,
      { id },
      as('owner'),
    );
    expect(mine.data?.['service_requests_by_pk']).toEqual({
      status: SMO_STATUS.completed,
      response: 'Surgery is the better option.',
      response_files: [file],
    });
    const opened = await fetch(file, { headers: { authorization: `Bearer ${tokens['owner']}` } });
    expect(opened.status).toBe(200);
    // The answer's file opens for the assignee and the platform's root admins, and for no other
    // practice or vet.
    const status = async (who: string) =>
      (await fetch(file, { headers: { authorization: `Bearer ${tokens[who] ?? ''}` } })).status;
    expect(await status('platform vet')).toBe(200);
    expect(await status('platform root admin')).toBe(200);
    expect(await status('another platform vet')).toBe(403);
    expect(await status('a practice root admin')).toBe(403);
    expect(await status('a practice vet')).toBe(403);
  });

  it('is reassigned while assigned or pending, and a question is returned with the reason', async () => {
    const id = await question();
    expect((await assign('platform root admin', id, platform.staff.id)).errors).toBeUndefined();
    expect((await assign('platform root admin', id, platformVet2.id)).errors).toBeUndefined();
    expect((await stored(id))?.assigned_vendor_login_id).toBe(platformVet2.id);
    // Now the first vet may no longer answer it; the new one may.
    expect(errorOf(await answer('platform vet', id, 'returned', 'Not mine.'))).toEqual({
      message: SERVICE_REQUEST_MESSAGES.answerAssigneeOnly,
      code: 'access-denied',
    });
    const returned = await answer(
      'another platform vet',
      id,
      'returned',
      'Please book a visit: this needs an examination.',
    );
    expect(returned.data?.['answer_service_request']).toMatchObject({
      status: SMO_STATUS.returned,
      notified: true,
    });
    expect((await stack.outbox(owner.email))[0]?.subject).toBe('Your question was returned');
    expect((await stored(id))?.response).toBe('Please book a visit: this needs an examination.');
  });

  it('is answered by a root admin of the platform who is not the assignee', async () => {
    const id = await question();
    await assign('platform root admin', id, platform.staff.id);
    const done = await answer('platform root admin', id, 'completed', 'No, never.');
    expect(done.data?.['answer_service_request']).toMatchObject({ status: SMO_STATUS.completed });
    expect((await stored(id))?.responded_by_vendor_login_id).toBe(platform.rootAdmin.id);
    expect((await stack.outbox(owner.email))[0]?.subject).toBe('A vet answered your question');
  });
});

describe('who may assign and answer', () => {
  it.each(['owner', 'anonymous'])('refuses %s, whose schema has no such action', async (who) => {
    const id = await smo();
    for (const result of [
      await assign(who, id, platform.staff.id),
      await answer(who, id, 'completed', 'Fine.'),
    ]) {
      expect(result.errors?.[0]?.message).toMatch(
        /^field '(assign|answer)_service_request' not found in type: 'mutation_root'$/,
      );
    }
    expect(await stored(id)).toMatchObject({
      status: SMO_STATUS.new,
      assigned_vendor_login_id: null,
    });
  });

  it.each(['a practice root admin', 'a practice vet'])(
    'tells %s of an unrelated practice that the request is not found',
    async (who) => {
      const id = await smo();
      await assign('platform root admin', id, platform.staff.id);
      for (const result of [
        await assign(who, id, practice.staff.id),
        await answer(who, id, 'completed', 'Fine.'),
        await answer(who, id, 'pending'),
      ]) {
        expect(errorOf(result)).toEqual({
          message: SERVICE_REQUEST_MESSAGES.notFound,
          code: 'not-found',
        });
      }
      expect(await stored(id)).toMatchObject({
        status: SMO_STATUS.assigned,
        assigned_vendor_login_id: platform.staff.id,
        response: null,
      });
    },
  );

  it('refuses a vet of another practice as the assignee', async () => {
    const id = await smo();
    expect(errorOf(await assign('platform root admin', id, practice.staff.id))).toEqual({
      message: SERVICE_REQUEST_MESSAGES.vetNotOnTeam,
      code: 'validation-failed',
    });
    expect(errorOf(await assign('platform root admin', id, 999_999))).toMatchObject({
      code: 'validation-failed',
    });
    // A practice's own request cannot go to a platform vet either.
    const own = await smo({ vendor_id: practice.vendorId });
    expect(errorOf(await assign('a practice root admin', own, platform.staff.id))).toEqual({
      message: SERVICE_REQUEST_MESSAGES.vetNotOnTeam,
      code: 'validation-failed',
    });
    expect(await stored(id)).toMatchObject({
      status: SMO_STATUS.new,
      assigned_vendor_login_id: null,
    });
    expect(await stored(own)).toMatchObject({
      status: SMO_STATUS.new,
      assigned_vendor_login_id: null,
    });
  });

  it('lets a practice handle its own requests, and the platform root admin any', async () => {
    const own = await smo({ vendor_id: practice.vendorId });
    expect(errorOf(await assign('platform vet', own, practice.staff.id))).toEqual({
      message: SERVICE_REQUEST_MESSAGES.notFound,
      code: 'not-found',
    });
    expect((await assign('a practice root admin', own, practice.staff.id)).errors).toBeUndefined();
    expect((await answer('a practice vet', own, 'completed', 'Fine.')).errors).toBeUndefined();

    const another = await smo({ vendor_id: practice.vendorId });
    expect(
      (await assign('platform root admin', another, practice.staff.id)).errors,
    ).toBeUndefined();
    expect((await stored(another))?.assigned_vendor_login_id).toBe(practice.staff.id);
  });

  it('refuses staff who are neither root admins nor the assignee', async () => {
    const id = await smo();
    expect(errorOf(await assign('platform vet', id, platform.staff.id))).toEqual({
      message: SERVICE_REQUEST_MESSAGES.assignRootAdminOnly,
      code: 'access-denied',
    });
    await assign('platform root admin', id, platformVet2.id);
    expect(errorOf(await answer('platform vet', id, 'completed', 'Fine.'))).toEqual({
      message: SERVICE_REQUEST_MESSAGES.answerAssigneeOnly,
      code: 'access-denied',
    });
    expect(errorOf(await answer('platform vet', id, 'pending'))).toMatchObject({
      code: 'access-denied',
    });
    expect(await stored(id)).toMatchObject({ status: SMO_STATUS.assigned, response: null });
  });

  it('refuses a practice the platform suspended, even for its own requests', async () => {
    const suspended = await createPractice(db(), { status: 'suspended' });
    const id = await smo({ vendor_id: suspended.vendorId });
    const token = await staffToken(stack, suspended.rootAdmin);
    const result = await stack.gql(ASSIGN, { id, vet: suspended.staff.id }, { token });
    expect(errorOf(result)).toMatchObject({ code: 'access-denied' });
    expect((await stored(id))?.status).toBe(SMO_STATUS.new);
  });

  it('answers a house call as not found: only second opinions and questions are answered', async () => {
    const id = await makeServiceRequest(db(), owner.id, petId, {
      type: 'house_call',
      vendor_id: platform.vendorId,
      details: {
        primaryPhone: '5550001111',
        address: '1 Main St',
        city: 'New York',
        state: 'NY',
        zipcode: '10001',
      },
    });
    expect(errorOf(await assign('platform root admin', id, platform.staff.id))).toMatchObject({
      code: 'not-found',
    });
  });
});

describe('the moves between statuses', () => {
  it('refuses to answer a new request before it is assigned', async () => {
    const id = await smo();
    for (const outcome of ['completed', 'returned', 'pending']) {
      expect(errorOf(await answer('platform root admin', id, outcome, 'Fine.'))).toEqual({
        message: 'This request is New: assign it to a vet first.',
        code: 'conflict',
      });
    }
    expect(await stored(id)).toMatchObject({ status: SMO_STATUS.new, response: null });
  });

  it('keeps a completed or returned request closed, its answer unchanged', async () => {
    const id = await smo();
    await assign('platform root admin', id, platform.staff.id);
    await answer('platform vet', id, 'completed', 'The first answer.');
    expect(errorOf(await assign('platform root admin', id, platformVet2.id))).toEqual({
      message: 'This request is Completed: it cannot be assigned.',
      code: 'conflict',
    });
    expect(errorOf(await answer('platform vet', id, 'returned', 'Changed my mind.'))).toEqual({
      message: 'This request is Completed: it cannot be returned.',
      code: 'conflict',
    });
    expect(errorOf(await answer('platform vet', id, 'completed', 'A second answer.'))).toEqual({
      message: 'This request is Completed: it cannot be completed.',
      code: 'conflict',
    });

    const returned = await question();
    await assign('platform root admin', returned, platform.staff.id);
    await answer('platform vet', returned, 'returned', 'Needs an examination.');
    expect(errorOf(await answer('platform vet', returned, 'completed', 'Fine after all.'))).toEqual(
      { message: 'This request is Returned: it cannot be completed.', code: 'conflict' },
    );
    expect(await stored(id)).toMatchObject({
      status: SMO_STATUS.completed,
      response: 'The first answer.',
      assigned_vendor_login_id: platform.staff.id,
    });
    expect((await stored(returned))?.response).toBe('Needs an examination.');
  });

  it('refuses pending twice in a row', async () => {
    const id = await smo();
    await assign('platform root admin', id, platform.staff.id);
    await answer('platform vet', id, 'pending');
    expect(errorOf(await answer('platform vet', id, 'pending'))).toEqual({
      message: 'This request is Pending: it cannot be set to Pending.',
      code: 'conflict',
    });
  });

  it('needs the answer or the reason, and only files uploaded for the owner', async () => {
    const id = await smo();
    await assign('platform root admin', id, platform.staff.id);
    expect(errorOf(await answer('platform vet', id, 'completed', '   '))).toEqual({
      message: `response: ${SERVICE_REQUEST_MESSAGES.responseRequired}`,
      code: 'validation-failed',
    });
    expect(errorOf(await answer('platform vet', id, 'returned'))).toEqual({
      message: `response: ${SERVICE_REQUEST_MESSAGES.reasonRequired}`,
      code: 'validation-failed',
    });
    expect(
      errorOf(await answer('platform vet', id, 'completed', 'Fine.', ['javascript:alert(1)'])),
    ).toEqual({ message: `files.0: ${FILE_REFERENCE_MESSAGE}`, code: 'validation-failed' });
    // A well-formed key that is no upload for this owner: another owner's, or none at all.
    const other = await createOwner(db());
    await makeServiceRequest(db(), other.id, await createPet(db(), other.id), {
      vendor_id: platform.vendorId,
    });
    const othersFile = await uploadFor('platform root admin', other.id);
    for (const files of [
      [othersFile],
      [`smo_service/user-${String(owner.id)}/0f8e6a52-4c1b-4d2e-9a7b-3c5d1e2f4a6b/fake.pdf`],
    ]) {
      expect(errorOf(await answer('platform vet', id, 'completed', 'Fine.', files))).toEqual({
        message: `files.0: ${FILE_REFERENCE_MESSAGE}`,
        code: 'validation-failed',
      });
    }
    expect(await stored(id)).toMatchObject({ status: SMO_STATUS.assigned, response: null });
  });
});
