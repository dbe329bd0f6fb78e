import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createOwner,
  createPet,
  createPractice,
  makeServiceRequest,
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
 * Who reads an owner's second opinions and questions through the operations of the owner's
 * screens (web/src/features/service-requests/*.graphql, sent as the web sends them): the owner
 * only. Another owner, a practice that is not the one answering and a visitor without a session
 * read none of them.
 */
const operation = (file: string) => webOperation('service-requests', file);
const SMO = operation('my-smo-requests.graphql');
const QUESTIONS = operation('my-questions.graphql');

let stack: TestStack;
const ids: Record<string, number> = {};
const tokens: Record<string, string> = {};

const db = () => stack.stack.db;

const ownerToken = (person: Owner) => tokenOf(stack, person);
const staffToken = (staff: Staff) => staffTokenOf(stack, staff);

/** An owner with a pet, a second opinion and a question. */
async function ownerWithRequests(name: string) {
  const owner = await createOwner(db());
  const petId = await createPet(db(), owner.id, name);
  ids[`${name} smo`] = await makeServiceRequest(db(), owner.id, petId);
  ids[`${name} question`] = await makeServiceRequest(db(), owner.id, petId, {
    type: 'free_question',
    details: { question: `Is ${name} well?` },
  });
  return owner;
}

const as = (who: string) => (who === 'anonymous' ? {} : { token: tokens[who] ?? '' });
const smoVariables = {
  where: { type: { _eq: 'smo' } },
  orderBy: [{ created_at: 'desc' }, { id: 'desc' }],
  limit: 10,
  offset: 0,
};
const pageOne = { limit: 10, offset: 0 };
const idsOf = (answer: { data?: Record<string, unknown> | null }) =>
  (answer.data?.['service_requests'] as { id: number }[] | undefined)?.map((row) => row.id);

beforeAll(async () => {
  stack = await startTestStack();
  tokens['owner'] = await ownerToken(await ownerWithRequests('Biscuit'));
  tokens['another owner'] = await ownerToken(await ownerWithRequests('Mochi'));
  const practice = await createPractice(db());
  tokens['a practice'] = await staffToken(practice.rootAdmin);
  tokens['its staff'] = await staffToken(practice.staff);
});
afterAll(async () => {
  await stack.close();
});

describe("an owner's second opinions and questions", () => {
  it('are read by their owner, with the pet', async () => {
    const smo = await stack.gql(SMO, smoVariables, as('owner'));
    expect(smo.errors).toBeUndefined();
    expect(smo.data?.['service_requests']).toEqual([
      expect.objectContaining({ id: ids['Biscuit smo'], status: 0, pet: { name: 'Biscuit' } }),
    ]);
    const questions = await stack.gql(QUESTIONS, pageOne, as('owner'));
    expect(questions.data?.['service_requests']).toEqual([
      expect.objectContaining({
        id: ids['Biscuit question'],
        details: { question: 'Is Biscuit well?' },
        response: null,
      }),
    ]);
  });

  it('are not read by another owner, who reads only their own', async () => {
    expect(idsOf(await stack.gql(SMO, smoVariables, as('another owner')))).toEqual([
      ids['Mochi smo'],
    ]);
    expect(idsOf(await stack.gql(QUESTIONS, pageOne, as('another owner')))).toEqual([
      ids['Mochi question'],
    ]);
  });

  it.each(['a practice', 'its staff'])(
    'are not read by %s that does not answer them',
    async (who) => {
      expect(idsOf(await stack.gql(SMO, smoVariables, as(who)))).toEqual([]);
      expect(idsOf(await stack.gql(QUESTIONS, pageOne, as(who)))).toEqual([]);
    },
  );

  it('are not read without a session', async () => {
    for (const [query, variables] of [
      [SMO, smoVariables],
      [QUESTIONS, pageOne],
    ] as const) {
      const answer = await stack.gql(query, variables, as('anonymous'));
      expect(answer.data ?? null).toBeNull();
      expect(answer.errors?.length).toBeGreaterThan(0);
    }
  });
});
