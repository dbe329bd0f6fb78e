import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  type LoadedMetadata,
  type LoadedTable,
  loadMetadata,
} from '../../engine/src/metadata/load-metadata';

// Rules every permission in hasura/metadata must keep (hasura/README.md, "Rights per role").
// The engine issue adds the tests that send real requests as each role.
const METADATA_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../metadata');
let metadata: LoadedMetadata;
let tables: LoadedTable[];

beforeAll(async () => {
  metadata = await loadMetadata(METADATA_DIR);
  tables = metadata.sources.flatMap((s) => s.tables);
});

const table = (name: string) => {
  const found = tables.find((t) => t.table.name === name);
  if (!found) throw new Error(`table ${name} is not tracked`);
  return found.metadata;
};
const columnsOf = (columns: string[] | '*') => (columns === '*' ? ['*'] : columns);

describe('permissions', () => {
  it('let no role but admin read password hashes, code and token hashes, or idempotency data', () => {
    const secret: Record<string, string[]> = {
      users: ['password'],
      vendor_logins: ['password'],
      payments: ['idempotency_key', 'request_hash', 'response'],
    };
    for (const [name, columns] of Object.entries(secret)) {
      for (const { role, permission } of table(name).select_permissions ?? []) {
        const readable = columnsOf(permission.columns);
        expect(readable, `${role} on ${name}`).not.toContain('*');
        for (const column of columns)
          expect(readable, `${role} reads ${name}.${column}`).not.toContain(column);
      }
    }
    for (const name of [
      'otp_codes',
      'password_resets',
      'refresh_sessions',
      'login_attempts',
      'uploads',
      'outbox',
      'action_events',
    ]) {
      const t = table(name);
      expect(
        [t.select_permissions, t.insert_permissions, t.update_permissions, t.delete_permissions]
          .flat()
          .filter(Boolean),
        name,
      ).toEqual([]);
    }
  });

  it('list columns explicitly, never "*"', () => {
    for (const t of tables) {
      for (const kind of [
        'select_permissions',
        'insert_permissions',
        'update_permissions',
      ] as const) {
        for (const { role, permission } of t.metadata[kind] ?? []) {
          expect(permission.columns, `${t.table.name} ${kind} ${role}`).not.toBe('*');
        }
      }
    }
  });

  it('take ownership columns from session variables, never from the client', () => {
    for (const t of tables) {
      for (const { role, permission } of t.metadata.insert_permissions ?? []) {
        const where = `${t.table.name} insert ${role}`;
        const insertable = columnsOf(permission.columns);
        const set = permission.set ?? {};
        if (role === 'user' && ['pets', 'phr'].includes(t.table.name)) {
          expect(String(set['user_id']).toLowerCase(), where).toBe('x-hasura-user-id');
          expect(insertable, where).not.toContain('user_id');
        }
        if ((role === 'vendor' || role === 'root_admin') && 'vendor_id' in set) {
          expect(String(set['vendor_id']).toLowerCase(), where).toBe('x-hasura-vendor-id');
        }
        for (const column of Object.keys(set)) expect(insertable, where).not.toContain(column);
        for (const owner of ['user_id', 'vendor_id']) {
          if (role !== 'anonymous' && insertable.includes(owner)) {
            // Only a practice inserting a record for its customer names the customer.
            expect(`${t.table.name}.${owner} by ${role}`).toMatch(
              /^phr\.user_id by (vendor|root_admin)$/,
            );
          }
        }
      }
    }
  });

  it('re-check ownership after every update of an owned table', () => {
    for (const t of tables) {
      for (const { role, permission } of t.metadata.update_permissions ?? []) {
        const where = `${t.table.name} update ${role}`;
        expect(permission.check, `${where} has no check`).toBeTruthy();
        expect(columnsOf(permission.columns), where).not.toContain('user_id');
        if (columnsOf(permission.columns).includes('vendor_id')) {
          // Only the platform root admin may hand a request to another practice; the check keeps
          // every other root admin on its own practice.
          expect(where).toBe('service_requests update root_admin');
          const check = JSON.stringify(permission.check);
          expect(check).toContain('{"vendor_id":{"_eq":"X-Hasura-Vendor-Id"}}');
          expect(check).toContain('"is_platform":{"_eq":true}');
        }
      }
    }
  });

  it('cap every anonymous list with a permission limit', () => {
    for (const t of tables) {
      for (const { role, permission } of t.metadata.select_permissions ?? []) {
        if (role === 'anonymous' && !t.metadata.is_enum) {
          expect(permission.limit, `${t.table.name} anonymous select`).toBeGreaterThan(0);
        }
      }
    }
  });

  it('let nobody change a booking directly: cancel_booking cancels it and gives the money back', () => {
    expect(table('bookings').update_permissions ?? []).toEqual([]);
    const action = metadata.actions.content.actions.find((a) => a.name === 'cancel_booking');
    expect(action?.permissions?.map((p) => p.role).sort()).toEqual([
      'root_admin',
      'user',
      'vendor',
    ]);
  });

  it('give owners no way to hard-delete a pet (soft delete is status 0)', () => {
    expect(table('pets').delete_permissions ?? []).toEqual([]);
  });

  it('show anonymous only public plans, never promo codes', () => {
    const select = table('plans').select_permissions?.find(
      (p) => p.role === 'anonymous',
    )?.permission;
    expect(select?.filter).toEqual({ is_public: { _eq: true } });
  });

  it('recognise the platform root admin with _exists on vendors.is_platform, never a fixed id', () => {
    const text = JSON.stringify(tables.map((t) => t.metadata));
    expect(text).toContain('"_exists":{"_table":{"name":"vendors","schema":"public"}');
    expect(text).not.toMatch(/"(vendor_id|id)":\{"_eq":\d+\}/);
  });
});

describe('actions', () => {
  const expected = [
    'answer_record_request',
    'answer_service_request',
    'assign_service_request',
    'available_slots',
    'cancel_booking',
    'change_password',
    'check_discount',
    'consultation',
    'consultation_link',
    'consultation_messages',
    'create_paypal_order',
    'delete_team_member',
    'fetch_booked_slots',
    'find_customer',
    'forgot_password',
    'join_waitlist',
    'login',
    'logout',
    'my_plan',
    'payment',
    'presign_file',
    'refresh_token',
    'register',
    'register_customer',
    'revoke_record_access',
    'save_listing',
    'save_website',
    'send_consultation_message',
    'send_otp',
    'set_practice_status',
    'submit_assessment',
    'upsert_team_member',
    'vendor_signup',
    'verify_custom_domain',
    'verify_otp',
  ];

  it('declare every action with its handler at {{ACTIONS_BASE_URL}}/<kebab-name>', () => {
    const actions = metadata.actions.content.actions;
    expect(actions.map((a) => a.name).sort()).toEqual(expected);
    for (const action of actions) {
      expect(action.definition.handler).toBe(
        `{{ACTIONS_BASE_URL}}/${action.name.replaceAll('_', '-')}`,
      );
      expect(action.definition.headers).toContainEqual({
        name: 'x-petwell-action-secret',
        value_from_env: 'ACTIONS_SECRET',
      });
    }
  });

  it('let only root admins manage the team and only signed-in people check discounts', () => {
    const roles = (name: string) =>
      metadata.actions.content.actions
        .find((a) => a.name === name)
        ?.permissions?.map((p) => p.role);
    expect(roles('upsert_team_member')).toEqual(['root_admin']);
    expect(roles('delete_team_member')).toEqual(['root_admin']);
    // The handler also checks that the root admin's practice is the platform.
    expect(roles('set_practice_status')).toEqual(['root_admin']);
    // Only the owner decides what practices see of their pets.
    expect(roles('answer_record_request')).toEqual(['user']);
    expect(roles('revoke_record_access')).toEqual(['user']);
    // Owners price their own orders; staff price a booking for a customer (the handler checks
    // the listing and the practice).
    expect(roles('check_discount')?.sort()).toEqual(['root_admin', 'user', 'vendor']);
    // An owner's plan and its use are the owner's alone.
    expect(roles('my_plan')).toEqual(['user']);
    expect(roles('login')).toContain('anonymous');
    // Buying needs an account: no anonymous payments, PayPal orders or uploads.
    for (const name of ['payment', 'create_paypal_order', 'presign_file'])
      expect(roles(name), name).not.toContain('anonymous');
    // Only practice staff look up or register customers; a link's page needs no account (the
    // signed link is the key), but asking for a link does.
    for (const name of ['find_customer', 'register_customer'])
      expect(roles(name)?.sort(), name).toEqual(['root_admin', 'vendor']);
    expect(roles('consultation_link')?.sort()).toEqual(['root_admin', 'user', 'vendor']);
    for (const name of ['consultation', 'consultation_messages', 'send_consultation_message'])
      expect(roles(name), name).toContain('anonymous');
  });

  it('write what an action guards only through the action', () => {
    const roles = (name: string) =>
      metadata.actions.content.actions
        .find((a) => a.name === name)
        ?.permissions?.map((p) => p.role);
    // A practice's site is saved by save_website (sanitised HTML, unique hosts) and its custom
    // domain verified by verify_custom_domain, both for its root admin only.
    expect(roles('save_website')).toEqual(['root_admin']);
    expect(roles('verify_custom_domain')).toEqual(['root_admin']);
    // A second opinion's or question's status, assignee and answer move only through
    // assign_service_request and answer_service_request (the domain's transition table); the
    // platform's root admins may still hand one to a practice (vendor_id).
    for (const name of ['assign_service_request', 'answer_service_request'])
      expect(roles(name)?.sort(), name).toEqual(['root_admin', 'vendor']);
    for (const { role, permission } of table('service_requests').update_permissions ?? [])
      expect(columnsOf(permission.columns), role).toEqual(['vendor_id']);
    // No role writes websites, their hosts or chat messages directly.
    for (const name of ['websites', 'website_hosts', 'consult_messages', 'platform_settings']) {
      const t = table(name);
      expect(
        [t.insert_permissions, t.update_permissions, t.delete_permissions].flat().filter(Boolean),
        name,
      ).toEqual([]);
    }
    // Visitors find a host only once it is verified and its practice approved.
    for (const { role, permission } of table('website_hosts').select_permissions ?? []) {
      if (role === 'root_admin') continue;
      expect(permission.filter, role).toEqual({
        verified_at: { _is_null: false },
        website: { vendor: { status: { _eq: 'approved' } } },
      });
      expect(columnsOf(permission.columns), role).not.toContain('verification_token');
    }
  });
});
