import { TEAM_MESSAGES } from '@petwell/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createListing,
  createOwner,
  createPractice,
  createStaff,
  type Practice,
} from '../../../test-support/factories';
import { startTestStack, type TestStack } from '../../test/harness';

let stack: TestStack;
let practice: Practice;
let other: Practice;
let rootToken: string;

const DELETE = `mutation ($id: Int!, $s: Int) { delete_team_member(id: $id, successor_id: $s) { id } }`;

async function tokenOf(account: { email: string; password: string }, role = 'vendor') {
  const login = await stack.rest('/api/account/login', { ...account, role });
  return login.body.token as string;
}

const exists = async (id: number) =>
  (await stack.stack.db.query('select 1 from public.vendor_logins where id = $1', [id])).rows
    .length === 1;

beforeAll(async () => {
  stack = await startTestStack();
  practice = await createPractice(stack.stack.db);
  other = await createPractice(stack.stack.db);
  rootToken = await tokenOf(practice.rootAdmin);
});
afterAll(async () => {
  await stack.close();
});

describe('delete_team_member', () => {
  it('deletes a member of the own practice who manages no listing', async () => {
    const member = await createStaff(stack.stack.db, practice.vendorId);
    const deleted = await stack.gql(DELETE, { id: member.id }, { token: rootToken });
    expect(deleted.errors).toBeUndefined();
    expect(deleted.data?.['delete_team_member']).toEqual({ id: member.id });
    expect(await exists(member.id)).toBe(false);
  });

  it('asks who takes over the listings of a member who manages some, then hands them over in the same step', async () => {
    const member = await createStaff(stack.stack.db, practice.vendorId);
    const heir = await createStaff(stack.stack.db, practice.vendorId);
    const listing = await createListing(stack.stack.db, {
      vendorId: practice.vendorId,
      staff: member,
    });
    const refused = await stack.rest(
      '/api/account/delete_team_member',
      { id: member.id },
      { token: rootToken },
    );
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(TEAM_MESSAGES.successorRequired);
    expect(await exists(member.id)).toBe(true);

    const toThemselves = await stack.gql(
      DELETE,
      { id: member.id, s: member.id },
      { token: rootToken },
    );
    expect(toThemselves.errors?.[0]?.message).toBe(TEAM_MESSAGES.successorInvalid);
    const toOutsider = await stack.gql(
      DELETE,
      { id: member.id, s: other.staff.id },
      { token: rootToken },
    );
    expect(toOutsider.errors?.[0]?.message).toBe(TEAM_MESSAGES.successorInvalid);
    expect(await exists(member.id)).toBe(true);

    const deleted = await stack.gql(DELETE, { id: member.id, s: heir.id }, { token: rootToken });
    expect(deleted.errors).toBeUndefined();
    expect(await exists(member.id)).toBe(false);
    const { rows: owner } = await stack.stack.db.query<{ vendor_login_id: number }>(
      'select vendor_login_id from public.vendor_listings where id = $1',
      [listing.id],
    );
    expect(owner[0]?.vendor_login_id).toBe(heir.id);
    const { rows: managers } = await stack.stack.db.query<{ vendor_login_id: number }>(
      'select vendor_login_id from public.listing_managers where listing_id = $1',
      [listing.id],
    );
    expect(managers.map((row) => row.vendor_login_id)).toEqual([heir.id]);
  });

  it('never deletes the last root admin, nor the caller', async () => {
    const team = await createPractice(stack.stack.db);
    const second = await createStaff(stack.stack.db, team.vendorId, { subrole: 1 });
    const token = await tokenOf(team.rootAdmin);
    const self = await stack.gql(DELETE, { id: team.rootAdmin.id }, { token });
    expect(self.errors?.[0]?.message).toBe(TEAM_MESSAGES.notYourself);
    // The caller's token still says root admin after they were demoted: the other root admin is
    // now the practice's last one.
    await stack.stack.db.query('update public.vendor_logins set subrole = 3 where id = $1', [
      team.rootAdmin.id,
    ]);
    const last = await stack.gql(DELETE, { id: second.id }, { token });
    expect(last.errors?.[0]?.message).toBe(TEAM_MESSAGES.lastRootAdmin);
    expect(await exists(second.id)).toBe(true);
    await stack.stack.db.query('update public.vendor_logins set subrole = 1 where id = $1', [
      team.rootAdmin.id,
    ]);
    const fine = await stack.gql(DELETE, { id: second.id }, { token });
    expect(fine.errors).toBeUndefined();
    expect(await exists(second.id)).toBe(false);
  });

  it("cannot touch another practice's staff", async () => {
    const attempt = await stack.rest(
      '/api/account/delete_team_member',
      { id: other.staff.id },
      { token: rootToken },
    );
    expect(attempt.status).toBe(404);
    expect(await exists(other.staff.id)).toBe(true);
  });

  it('is refused to staff without the root-admin sub-role, owners and anonymous callers, and the table has no direct delete', async () => {
    const victim = await createStaff(stack.stack.db, practice.vendorId);
    const staffToken = await tokenOf(practice.staff);
    const viaGraphql = await stack.gql(DELETE, { id: victim.id }, { token: staffToken });
    expect(viaGraphql.errors?.[0]?.extensions?.['code']).toBe('validation-failed');
    expect(
      (
        await stack.rest(
          '/api/account/delete_team_member',
          { id: victim.id },
          { token: staffToken },
        )
      ).status,
    ).toBe(403);
    const owner = await createOwner(stack.stack.db);
    const ownerToken = await tokenOf(owner, 'user');
    expect(
      (
        await stack.rest(
          '/api/account/delete_team_member',
          { id: victim.id },
          { token: ownerToken },
        )
      ).status,
    ).toBe(403);
    expect((await stack.rest('/api/account/delete_team_member', { id: victim.id })).status).toBe(
      403,
    );
    const direct = await stack.gql(
      'mutation ($id: Int!) { delete_vendor_logins_by_pk(id: $id) { id } }',
      { id: victim.id },
      { token: rootToken },
    );
    expect(direct.errors?.[0]?.extensions?.['code']).toBe('validation-failed');
    expect(await exists(victim.id)).toBe(true);
  });
});
