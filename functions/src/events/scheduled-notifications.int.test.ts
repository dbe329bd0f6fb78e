import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createOwner,
  createPet,
  createPractice,
  makeServiceRequest,
  type Owner,
  type Practice,
  insert,
} from '../../../test-support/factories';
import { startTestStack, type TestStack } from '../../test/harness';
import { ownerToken, staffToken } from '../../test/request-helpers';
import { memoryScheduler } from '../providers/scheduler';

/**
 * Issue 20's cron triggers and the owner's choices: "Vaccination due reminders from the health
 * records' immunization due dates (a cron trigger that finds what is due in 7 days)", "SMO and
 * question deadlines (§9 ...) raise an overdue flag for the platform's staff through a cron
 * trigger", and "Each owner chooses e-mail, SMS or both, and can turn reminders off, in their
 * profile". The spec's §9: "A free question may take a vet up to 36 hours." "An SMO response comes
 * within 24 to 48 hours."
 */
const SECRET = 'test-actions-secret-0123456789';
const HOUR = 3_600_000;

let clock = new Date('2031-05-10T09:00:00Z');
let stack: TestStack;
let platform: Practice;

beforeAll(async () => {
  stack = await startTestStack({
    scheduler: memoryScheduler(),
    now: () => clock,
    env: { HASURA_GRAPHQL_EVENTS_FETCH_INTERVAL: '3600000' },
  });
  platform = await createPractice(stack.stack.db, { isPlatform: true, name: 'Petwell' });
});
afterAll(async () => {
  await stack.close();
});

const db = () => stack.stack.db;

/** Hasura's cron trigger payload. */
async function cron(name: string, at: Date) {
  clock = at;
  const response = await fetch(`${stack.url}/events/${name.replace(/_/g, '-')}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-petwell-action-secret': SECRET },
    body: JSON.stringify({ id: randomUUID(), name, scheduled_time: at.toISOString(), payload: {} }),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function immunization(owner: Owner, petId: number, dueDate: string, name = 'Rabies') {
  return insert(db(), 'phr', {
    user_id: owner.id,
    pet_id: petId,
    category: 'hh_immunizations',
    details: { name, date: '2030-05-17', due_date: dueDate },
  });
}

const vaccinationMails = async (owner: Owner) =>
  (await stack.outbox(owner.email)).filter((m) => m.subject?.includes('is due on'));
const texts = async (owner: Owner) =>
  (await stack.outbox(owner.phone)).filter((m) => m.channel === 'sms');

describe('vaccination_reminders (daily cron trigger)', () => {
  it('reminds the owner of an immunization due in 7 days, by e-mail with an unsubscribe link and by SMS, once however often the trigger runs', async () => {
    const owner = await createOwner(db());
    const petId = await createPet(db(), owner.id, 'Bella');
    await immunization(owner, petId, '2031-05-17');
    const morning = new Date('2031-05-10T14:00:00Z');
    expect((await cron('vaccination_reminders', morning)).status).toBe(200);
    expect((await cron('vaccination_reminders', morning)).status).toBe(200);
    // The next day's run sees the same record inside its week: still one reminder.
    expect((await cron('vaccination_reminders', new Date('2031-05-11T14:00:00Z'))).status).toBe(
      200,
    );
    const mails = await vaccinationMails(owner);
    expect(mails.map((m) => m.subject)).toEqual(['Rabies for Bella is due on 2031-05-17']);
    expect(mails[0]?.body).toContain("Bella's Rabies vaccination is due on 2031-05-17");
    expect(mails[0]?.body).toMatch(/To stop them: http:\/\/127\.0\.0\.1:\d+\/api\/unsubscribe\?u=/);
    expect(await texts(owner)).toHaveLength(1);
  });

  it('does not remind of a due date further than 7 days ahead, one past, or a pet removed', async () => {
    const owner = await createOwner(db());
    const petId = await createPet(db(), owner.id);
    await immunization(owner, petId, '2031-05-18');
    await immunization(owner, petId, '2031-05-10');
    await immunization(owner, petId, 'soon');
    const removed = await createPet(db(), owner.id, 'Gone');
    await immunization(owner, removed, '2031-05-15');
    await db().query('update public.pets set status = 0 where id = $1', [removed]);
    await cron('vaccination_reminders', new Date('2031-05-10T14:00:00Z'));
    expect(await vaccinationMails(owner)).toEqual([]);
    expect(await texts(owner)).toEqual([]);
  });

  it('follows the owner’s choice: SMS off sends only the mail; reminders off send nothing', async () => {
    const mailOnly = await createOwner(db(), { notify_sms: false });
    await immunization(mailOnly, await createPet(db(), mailOnly.id), '2031-05-14');
    const off = await createOwner(db(), { reminders_enabled: false });
    await immunization(off, await createPet(db(), off.id), '2031-05-14');
    await cron('vaccination_reminders', new Date('2031-05-10T14:00:00Z'));
    expect(await vaccinationMails(mailOnly)).toHaveLength(1);
    expect(await texts(mailOnly)).toEqual([]);
    expect(await vaccinationMails(off)).toEqual([]);
    expect(await texts(off)).toEqual([]);
  });
});

describe('service_request_deadlines (cron trigger every 15 minutes)', () => {
  const overdueAt = async (id: number) =>
    (
      await db().query<{ overdue_at: Date | null }>(
        'select overdue_at from public.service_requests where id = $1',
        [id],
      )
    ).rows[0]?.overdue_at ?? null;

  async function request(type: 'smo' | 'free_question', createdAt: Date, values = {}) {
    const owner = await createOwner(db());
    const petId = await createPet(db(), owner.id);
    return makeServiceRequest(db(), owner.id, petId, {
      type,
      created_at: createdAt,
      ...(type === 'free_question' ? { details: { question: 'Is chocolate bad for dogs?' } } : {}),
      ...values,
    });
  }

  it('flags a question unanswered 36 hours after it was asked, and not a minute before', async () => {
    const asked = new Date('2031-06-01T08:00:00Z');
    const id = await request('free_question', asked);
    await cron('service_request_deadlines', new Date(asked.getTime() + 36 * HOUR - 60_000));
    expect(await overdueAt(id)).toBeNull();
    const due = new Date(asked.getTime() + 36 * HOUR);
    await cron('service_request_deadlines', due);
    expect((await overdueAt(id))?.toISOString()).toBe(due.toISOString());
    // A later run keeps the first time it was found overdue.
    await cron('service_request_deadlines', new Date(due.getTime() + HOUR));
    expect((await overdueAt(id))?.toISOString()).toBe(due.toISOString());
  });

  it('flags an SMO unanswered 48 hours after it was made, and not before', async () => {
    const made = new Date('2031-06-02T08:00:00Z');
    const id = await request('smo', made);
    await cron('service_request_deadlines', new Date(made.getTime() + 47 * HOUR));
    expect(await overdueAt(id)).toBeNull();
    await cron('service_request_deadlines', new Date(made.getTime() + 48 * HOUR));
    expect(await overdueAt(id)).not.toBeNull();
  });

  it('leaves answered, completed and returned requests alone', async () => {
    const made = new Date('2031-06-03T08:00:00Z');
    const answered = await request('free_question', made, {
      responded_at: new Date(made.getTime() + HOUR),
      response: 'No chocolate, please.',
      status: 3,
    });
    const returned = await request('smo', made, {
      status: 4,
      response: 'Please send the X-rays.',
      responded_at: new Date(made.getTime() + 2 * HOUR),
    });
    const assigned = await request('smo', made, { status: 1 });
    await cron('service_request_deadlines', new Date(made.getTime() + 72 * HOUR));
    expect(await overdueAt(answered)).toBeNull();
    expect(await overdueAt(returned)).toBeNull();
    // Assigned to a vet but not answered: still overdue.
    expect(await overdueAt(assigned)).not.toBeNull();
  });

  it('shows the flag to the platform’s staff, and not to the owner', async () => {
    const made = new Date('2031-06-04T08:00:00Z');
    const owner = await createOwner(db());
    const id = await makeServiceRequest(db(), owner.id, await createPet(db(), owner.id), {
      created_at: made,
    });
    await cron('service_request_deadlines', new Date(made.getTime() + 49 * HOUR));
    const query = `query ($id: Int!) { service_requests_by_pk(id: $id) { id overdue_at } }`;
    const staff = await stack.gql(
      query,
      { id },
      { token: await staffToken(stack, platform.rootAdmin) },
    );
    expect(staff.errors).toBeUndefined();
    const seen = staff.data?.['service_requests_by_pk'] as {
      id: number;
      overdue_at: string | null;
    };
    expect(seen.id).toBe(id);
    expect(seen.overdue_at).not.toBeNull();
    const mine = await stack.gql(query, { id }, { token: await ownerToken(stack, owner) });
    expect(mine.errors?.[0]?.message).toContain("field 'overdue_at' not found");
  });
});

describe('an owner’s notification choices (users.notify_email, notify_sms, reminders_enabled)', () => {
  const SET = `mutation ($id: Int!, $set: users_set_input!) {
    update_users_by_pk(pk_columns: {id: $id}, _set: $set) { id notify_email notify_sms reminders_enabled }
  }`;
  const choicesOf = async (owner: Owner) =>
    (
      await db().query<Record<string, boolean>>(
        'select notify_email, notify_sms, reminders_enabled from public.users where id = $1',
        [owner.id],
      )
    ).rows[0];

  it('are on by default, and the owner changes them on their own row', async () => {
    const owner = await createOwner(db());
    expect(await choicesOf(owner)).toEqual({
      notify_email: true,
      notify_sms: true,
      reminders_enabled: true,
    });
    const answer = await stack.gql(
      SET,
      { id: owner.id, set: { notify_sms: false, reminders_enabled: false } },
      { token: await ownerToken(stack, owner) },
    );
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.['update_users_by_pk']).toEqual({
      id: owner.id,
      notify_email: true,
      notify_sms: false,
      reminders_enabled: false,
    });
  });

  it('cannot be changed by another owner, a practice’s staff or anyone signed out', async () => {
    const owner = await createOwner(db());
    const other = await createOwner(db());
    const practice = await createPractice(db());
    const asOther = await stack.gql(
      SET,
      { id: owner.id, set: { reminders_enabled: false } },
      { token: await ownerToken(stack, other) },
    );
    expect(asOther.data?.['update_users_by_pk'] ?? null).toBeNull();
    for (const token of [
      await staffToken(stack, practice.rootAdmin),
      await staffToken(stack, platform.rootAdmin),
    ]) {
      const asStaff = await stack.gql(
        SET,
        { id: owner.id, set: { reminders_enabled: false } },
        { token },
      );
      expect(asStaff.data?.['update_users_by_pk'] ?? null).toBeNull();
    }
    const anonymous = await stack.gql(SET, { id: owner.id, set: { reminders_enabled: false } });
    expect(anonymous.errors).toBeDefined();
    expect(await choicesOf(owner)).toMatchObject({ reminders_enabled: true });
  });

  it('open no other column of the owner’s row to them', async () => {
    const owner = await createOwner(db());
    const answer = await stack.gql(
      SET,
      { id: owner.id, set: { email: 'taken-over@example.com', reminders_enabled: false } },
      { token: await ownerToken(stack, owner) },
    );
    expect(answer.errors?.[0]?.message).toBe("field 'email' not found in type: 'users_set_input'");
    expect(await choicesOf(owner)).toMatchObject({ reminders_enabled: true });
  });
});
