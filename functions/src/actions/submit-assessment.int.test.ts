import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOwner, createPractice, type Owner } from '../../../test-support/factories';
import { startTestStack, type TestStack } from '../../test/harness';

let stack: TestStack;

const SUBMIT = `mutation ($answers: jsonb!) { submit_assessment(answers: $answers) { id status basic_report } }`;

const pet = { 'g-name': 'Rex', 'g-type': 'Dog', 'g-age': '0.5', 'g-sex': 'Male' };

async function tokenOf(owner: Owner): Promise<string> {
  return (
    await stack.deps.tokens.issue(
      { id: owner.id, vendor_id: null, email: owner.email, role: 'user', subrole: null, pic: null },
      new Date(),
    )
  ).token;
}

beforeAll(async () => {
  stack = await startTestStack();
});
afterAll(async () => {
  await stack.close();
});

describe('submit_assessment', () => {
  it("scores the answers, keeps them in the owner's one assessment and answers id, status and basic_report (GraphQL)", async () => {
    const owner = await createOwner(stack.stack.db);
    const token = await tokenOf(owner);
    const result = await stack.gql(
      SUBMIT,
      {
        answers: {
          ...pet,
          'g-id1': 'Severe',
          'g-id2': 'Moderate',
          'g-de1': 'Moderate',
          'g-zz': 'x',
        },
      },
      { token },
    );
    expect(result.errors).toBeUndefined();
    const answer = result.data?.['submit_assessment'] as {
      id: number;
      status: number;
      basic_report: { trackers: Record<string, unknown>; prescriptions: Record<string, string[]> };
    };
    expect(answer.status).toBe(1);
    expect(answer.basic_report.trackers['internal']).toEqual({
      score: 18,
      percent: 45,
      risk: 'blue',
    });
    expect(answer.basic_report.trackers['dermatology']).toEqual({
      score: 8,
      percent: 20,
      risk: 'green',
    });
    expect(Object.keys(answer.basic_report.prescriptions).sort()).toEqual([
      'dermatology',
      'internal',
    ]);
    const { rows } = await stack.stack.db.query<{
      id: number;
      user_id: number;
      answers: unknown;
      status: number;
    }>('select id, user_id, answers, status from public.ihm where user_id = $1', [owner.id]);
    expect(rows).toEqual([
      {
        id: answer.id,
        user_id: owner.id,
        answers: {
          ...pet,
          'g-age': 0.5,
          'g-id1': 'Severe',
          'g-id2': 'Moderate',
          'g-de1': 'Moderate',
        },
        status: 1,
      },
    ]);
  });

  it('updates the same row on a retake through REST and never lowers a paid or booked status', async () => {
    const owner = await createOwner(stack.stack.db);
    const token = await tokenOf(owner);
    const first = await stack.rest('/api/assessment/submit', { answers: pet }, { token });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ status: 1 });
    await stack.stack.db.query('update public.ihm set status = 2 where user_id = $1', [owner.id]);
    const retake = await stack.rest(
      '/api/assessment/submit',
      { answers: { ...pet, 'g-cv1': 'Severe', 'g-cv2': 'Severe' } },
      { token },
    );
    expect(retake.status).toBe(200);
    expect(retake.body.id).toBe(first.body.id);
    expect(retake.body.status).toBe(2);
    const report = retake.body['basic_report'] as { trackers: Record<string, unknown> };
    expect(report.trackers['cardiovascular']).toEqual({
      score: 20,
      percent: 50,
      risk: 'red',
    });
    const { rows } = await stack.stack.db.query<{ count: number }>(
      'select count(*)::int as count from public.ihm where user_id = $1',
      [owner.id],
    );
    expect(rows[0]?.count).toBe(1);
  });

  it('stores the report it computes from the answers, never a score the client sends', async () => {
    const owner = await createOwner(stack.stack.db);
    const token = await tokenOf(owner);
    const forged = {
      trackers: { internal: { score: 0, percent: 0, risk: 'green' } },
      prescriptions: {},
    };
    const answer = await stack.rest(
      '/api/assessment/submit',
      {
        answers: { ...pet, 'g-id1': 'Severe', 'g-id2': 'Severe', 'g-id3': 'Severe', score: 0 },
        basic_report: forged,
        status: 3,
      },
      { token },
    );
    expect(answer.status).toBe(200);
    const { rows } = await stack.stack.db.query<{
      basic_report: { trackers: Record<string, unknown> };
      answers: Record<string, unknown>;
      status: number;
    }>('select basic_report, answers, status from public.ihm where user_id = $1', [owner.id]);
    // Three Severe answers: 30 / 40 = 75 %, above RED's lower bound 48.
    expect(rows[0]?.basic_report.trackers['internal']).toEqual({
      score: 30,
      percent: 75,
      risk: 'red',
    });
    expect(rows[0]?.answers).not.toHaveProperty('score');
    expect(rows[0]?.status).toBe(1);
  });

  it('keeps the result a retake replaces, for comparison', async () => {
    const owner = await createOwner(stack.stack.db);
    const token = await tokenOf(owner);
    await stack.rest(
      '/api/assessment/submit',
      { answers: { ...pet, 'g-os1': 'Severe' } },
      { token },
    );
    const previous = await stack.stack.db.query<{ basic_report: unknown; submitted_at: Date }>(
      'select basic_report, submitted_at from public.ihm where user_id = $1',
      [owner.id],
    );
    await stack.rest('/api/assessment/submit', { answers: { ...pet, 'g-os1': 'Mild' } }, { token });
    const { rows } = await stack.stack.db.query<{
      basic_report: { trackers: Record<string, { score: number }> };
      previous_basic_report: { trackers: Record<string, { score: number }> };
      previous_submitted_at: Date;
    }>(
      'select basic_report, previous_basic_report, previous_submitted_at from public.ihm where user_id = $1',
      [owner.id],
    );
    expect(rows[0]?.basic_report.trackers['orthopedic']?.score).toBe(1);
    expect(rows[0]?.previous_basic_report).toEqual(previous.rows[0]?.basic_report);
    expect(rows[0]?.previous_basic_report.trackers['orthopedic']?.score).toBe(10);
    expect(rows[0]?.previous_submitted_at).toEqual(previous.rows[0]?.submitted_at);
  });

  it('refuses incomplete answers with clear messages and writes nothing', async () => {
    const owner = await createOwner(stack.stack.db);
    const token = await tokenOf(owner);
    const missing = await stack.rest(
      '/api/assessment/submit',
      { answers: { 'g-name': 'Rex', 'g-age': 120 } },
      { token },
    );
    expect(missing.status).toBe(400);
    expect(missing.body.fields).toEqual({
      'answers.g-type': 'Pet type is required.',
      'answers.g-age': 'Age must be between 0 and 100.',
      'answers.g-sex': 'Gender is required.',
    });
    const viaGraphql = await stack.gql(SUBMIT, { answers: { ...pet, 'g-sex': '' } }, { token });
    expect(viaGraphql.errors?.[0]?.message).toBe('answers.g-sex: Gender is required.');
    const { rows } = await stack.stack.db.query('select 1 from public.ihm where user_id = $1', [
      owner.id,
    ]);
    expect(rows).toEqual([]);
  });

  it("shows an owner their own assessment and nobody else's, not even a practice's staff", async () => {
    const owner = await createOwner(stack.stack.db);
    const other = await createOwner(stack.stack.db);
    await stack.rest('/api/assessment/submit', { answers: pet }, { token: await tokenOf(owner) });
    const READ = '{ ihm { user_id status basic_report } }';
    const own = await stack.gql(READ, {}, { token: await tokenOf(owner) });
    expect(own.data?.['ihm']).toEqual([
      expect.objectContaining({ user_id: owner.id, status: 1 }) as unknown,
    ]);
    const theirs = await stack.gql(READ, {}, { token: await tokenOf(other) });
    expect(theirs.errors).toBeUndefined();
    expect(theirs.data?.['ihm']).toEqual([]);
    const practice = await createPractice(stack.stack.db);
    for (const subrole of [1, 3]) {
      const staffToken = (
        await stack.deps.tokens.issue(
          {
            id: practice.staff.id,
            vendor_id: practice.vendorId,
            email: practice.staff.email,
            role: 'vendor',
            subrole,
            pic: null,
          },
          new Date(),
        )
      ).token;
      const staff = await stack.gql(READ, {}, { token: staffToken });
      expect(staff.data?.['ihm']).toBeUndefined();
      expect(staff.errors?.[0]?.extensions?.['code']).toBe('validation-failed');
    }
    expect((await stack.gql(READ, {})).data?.['ihm']).toBeUndefined();
  });

  it('lets an owner change neither the answers, the report nor the status directly', async () => {
    const owner = await createOwner(stack.stack.db);
    const token = await tokenOf(owner);
    await stack.rest('/api/assessment/submit', { answers: pet }, { token });
    const update = await stack.gql(
      'mutation { update_ihm(where: {}, _set: { status: 2 }) { affected_rows } }',
      {},
      { token },
    );
    expect(update.errors?.[0]?.extensions?.['code']).toBe('validation-failed');
    const insert = await stack.gql(
      'mutation { insert_ihm_one(object: { basic_report: {}, status: 2 }) { id } }',
      {},
      { token },
    );
    expect(insert.errors?.[0]?.extensions?.['code']).toBe('validation-failed');
    const { rows } = await stack.stack.db.query<{ status: number }>(
      'select status from public.ihm where user_id = $1',
      [owner.id],
    );
    expect(rows).toEqual([{ status: 1 }]);
  });

  it('is for owners only', async () => {
    const practice = await createPractice(stack.stack.db);
    const staffToken = (
      await stack.deps.tokens.issue(
        {
          id: practice.staff.id,
          vendor_id: practice.vendorId,
          email: practice.staff.email,
          role: 'vendor',
          subrole: 3,
          pic: null,
        },
        new Date(),
      )
    ).token;
    expect(
      (await stack.rest('/api/assessment/submit', { answers: pet }, { token: staffToken })).status,
    ).toBe(403);
    expect((await stack.rest('/api/assessment/submit', { answers: pet })).status).toBe(403);
    const viaGraphql = await stack.gql(SUBMIT, { answers: pet }, { token: staffToken });
    expect(viaGraphql.errors?.[0]?.extensions?.['code']).toBe('validation-failed');
  });
});
