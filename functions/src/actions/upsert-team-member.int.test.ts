import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPractice, type Practice, uniquePhone } from '../../../test-support/factories';
import { startTestStack, type TestStack } from '../../test/harness';

let stack: TestStack;
let practice: Practice;
let other: Practice;
let rootToken: string;

const UPSERT = `mutation ($id: Int, $f: String!, $l: String!, $e: String!, $p: String!, $pw: String) {
  upsert_team_member(id: $id, first_name: $f, last_name: $l, email: $e, phone: $p, password: $pw) { id } }`;

beforeAll(async () => {
  stack = await startTestStack();
  practice = await createPractice(stack.stack.db);
  other = await createPractice(stack.stack.db);
  const login = await stack.rest('/api/account/login', {
    email: practice.rootAdmin.email,
    password: practice.rootAdmin.password,
    role: 'vendor',
  });
  rootToken = login.body.token as string;
});
afterAll(async () => {
  await stack.close();
});

describe('upsert_team_member', () => {
  it("creates a member of the root admin's own practice with the user sub-role and a hashed password", async () => {
    const email = `new-${uniquePhone()}@vet.example.com`;
    const created = await stack.gql(
      UPSERT,
      { f: 'Nora', l: 'Nurse', e: email, p: uniquePhone(), pw: 'member-password' },
      { token: rootToken },
    );
    expect(created.errors).toBeUndefined();
    const id = (created.data?.['upsert_team_member'] as { id: number }).id;
    const { rows } = await stack.stack.db.query<{
      vendor_id: number;
      subrole: number;
      password: string;
    }>('select vendor_id, subrole, password from public.vendor_logins where id = $1', [id]);
    expect(rows[0]).toMatchObject({ vendor_id: practice.vendorId, subrole: 3 });
    expect(rows[0]?.password).toMatch(/^\$2[aby]\$10\$/);
    expect(
      (
        await stack.rest('/api/account/login', {
          email,
          password: 'member-password',
          role: 'vendor',
        })
      ).status,
    ).toBe(200);
  });

  it('updates a member, keeping the password when none is given', async () => {
    const member = practice.staff;
    const updated = await stack.rest(
      '/api/account/team_member',
      {
        id: member.id,
        first_name: 'Samuel',
        last_name: 'Staff',
        email: member.email,
        phone: uniquePhone(),
      },
      { token: rootToken },
    );
    expect(updated.body).toEqual({ id: member.id });
    expect(
      (
        await stack.rest('/api/account/login', {
          email: member.email,
          password: member.password,
          role: 'vendor',
        })
      ).status,
    ).toBe(200);
  });

  it("cannot touch another practice's staff", async () => {
    const outsider = other.staff;
    const attempt = await stack.rest(
      '/api/account/team_member',
      {
        id: outsider.id,
        first_name: 'Hacked',
        last_name: 'Name',
        email: outsider.email,
        phone: uniquePhone(),
        password: 'taken-over-1',
      },
      { token: rootToken },
    );
    expect(attempt.status).toBe(404);
    expect(
      (
        await stack.rest('/api/account/login', {
          email: outsider.email,
          password: outsider.password,
          role: 'vendor',
        })
      ).status,
    ).toBe(200);
  });

  it('is refused to staff without the root-admin sub-role and to owners, through GraphQL and REST', async () => {
    const login = await stack.rest('/api/account/login', {
      email: practice.staff.email,
      password: practice.staff.password,
      role: 'vendor',
    });
    const staffToken = login.body.token as string;
    const variables = {
      f: 'Eve',
      l: 'Intruder',
      e: `eve-${uniquePhone()}@vet.example.com`,
      p: uniquePhone(),
      pw: 'password-123',
    };
    const viaGraphql = await stack.gql(UPSERT, variables, { token: staffToken });
    expect(viaGraphql.errors?.[0]?.extensions?.['code']).toBe('validation-failed');
    const viaRest = await stack.rest(
      '/api/account/team_member',
      {
        first_name: 'Eve',
        last_name: 'Intruder',
        email: variables.e,
        phone: variables.p,
        password: 'password-123',
      },
      { token: staffToken },
    );
    expect(viaRest.status).toBe(403);
    const anonymous = await stack.rest('/api/account/team_member', {
      first_name: 'Eve',
      last_name: 'Intruder',
      email: variables.e,
      phone: variables.p,
      password: 'password-123',
    });
    expect(anonymous.status).toBe(403);
  });

  it("answers 'This email already exists in our System.' for a taken e-mail", async () => {
    const dup = await stack.rest(
      '/api/account/team_member',
      {
        first_name: 'Dup',
        last_name: 'Licate',
        email: other.rootAdmin.email.toUpperCase(),
        phone: uniquePhone(),
        password: 'password-123',
      },
      { token: rootToken },
    );
    expect(dup.body.message).toBe('This email already exists in our System.');
  });

  it('mails a new member a link to set their password, which lets them log in', async () => {
    const email = `np-${uniquePhone()}@vet.example.com`;
    const created = await stack.rest(
      '/api/account/team_member',
      { first_name: 'No', last_name: 'Password', email, phone: uniquePhone() },
      { token: rootToken },
    );
    expect(created.status).toBe(200);
    const [mail] = await stack.outbox(email);
    expect(mail?.subject).toBe('Set your Petwell password');
    const code = /\/vendor\/login\?forgot=([A-Za-z0-9_-]+)&email=/.exec(mail?.body ?? '')?.[1];
    expect(code).toBeDefined();
    const changed = await stack.rest('/api/account/change_password', {
      email,
      role: 'vendor',
      forgotCode: code,
      newPassword: 'chosen-password-1',
    });
    expect(changed.status).toBe(200);
    expect(
      (
        await stack.rest('/api/account/login', {
          email,
          password: 'chosen-password-1',
          role: 'vendor',
        })
      ).status,
    ).toBe(200);
  });
});
