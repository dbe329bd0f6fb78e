import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Engine } from '../src/engine-api';
import { createEngine } from '../src/index';
import type { DataModel, RelationshipModel, TableModel } from '../src/schema/model';
import { bothForms, loadModel, relatedForms } from './support/permission-forms';
import { createTestDatabase, type TestDatabase } from './test-database';

/**
 * A root field's permission as a union of its alternatives' keys (src/compile/root-permission.ts)
 * reads exactly the rows of the filter as written: for every permission of a schema made for it
 * (keys that may be null, a composite key, object and array relationships, nested
 * relationships, `_exists` with and without `$`, NOT, plain columns), every session, and through
 * the engine's list and aggregate fields.
 */

const DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'root-permission');
const SECRET = 'root-permission-admin-secret';
const ORGS = ['1', '2', '3', '4', '99'];

/** Which (table, role) permissions the rewrite applies to, and which it leaves as written. */
const APPLIES: Record<string, boolean> = {
  'rp_owner customers': true,
  'rp_owner profiled': true,
  'rp_owner gated': true,
  'rp_owner overlap': true,
  'rp_owner by_code': false,
  'rp_owner negated': false,
  'rp_owner dollar': false,
  'rp_owner columns': false,
  'rp_visit customers': false,
  'rp_seat customers': true,
};

let test: TestDatabase;
let model: DataModel;
let engine: Engine;

beforeAll(async () => {
  test = await createTestDatabase();
  await test.db.exec(await readFile(path.join(DIR, 'setup.sql'), 'utf8'));
  model = await loadModel(test.db, path.join(DIR, 'metadata'));
  engine = await createEngine({
    db: test.db,
    metadataDir: path.join(DIR, 'metadata'),
    env: {
      HASURA_GRAPHQL_ADMIN_SECRET: SECRET,
      ACTIONS_BASE_URL: 'http://127.0.0.1:9/actions',
      EVENTS_BASE_URL: 'http://127.0.0.1:9/events',
      ACTIONS_SECRET: 'root-permission-actions-secret',
    },
    events: { deliver: false },
  });
});

afterAll(async () => {
  await engine.close();
  await test.dispose();
});

function table(name: string): TableModel {
  const found = model.tables.find((t) => t.name === name);
  if (!found) throw new Error(`no table ${name}`);
  return found;
}

function relationship(tableName: string, name: string): RelationshipModel {
  const found = table(tableName).relationships.get(name);
  if (!found) throw new Error(`no relationship ${tableName}.${name}`);
  return found;
}

const cases = Object.keys(APPLIES).map((k) => k.split(' ') as [string, string]);

describe('the rows a root field reads', () => {
  it.each(cases)('%s as %s: rewritten only where it applies', async (name, role) => {
    const both = await bothForms(test.db, table(name), role, { 'x-hasura-org-id': '2' });
    expect(both.applies).toBe(APPLIES[`${name} ${role}`]);
  });

  it.each(cases)(
    '%s as %s: the same rows and count as the filter as written',
    async (name, role) => {
      for (const org of ORGS) {
        const both = await bothForms(test.db, table(name), role, { 'x-hasura-org-id': org });
        expect(both.rewritten, `org ${org}`).toEqual(both.written);
        expect(both.rewrittenCount, `org ${org}`).toBe(both.writtenCount);
        expect(both.rewrittenCount, `org ${org}`).toBe(both.written.length);
      }
    },
  );

  it('covers empty and non-empty answers, and null keys on both sides', async () => {
    const sizes = await Promise.all(
      ORGS.map(async (org) => {
        const both = await bothForms(test.db, table('rp_owner'), 'customers', {
          'x-hasura-org-id': org,
        });
        return both.written.length;
      }),
    );
    // The platform (1) sees all 8; org 2: its visitors (not the canceled, not a visit without an
    // owner) and its sign-up; org 3 is not approved; org 99 does not exist.
    expect(sizes).toEqual([8, 3, 0, 2, 0]);
  });
});

async function graphql(role: string, org: string, query: string): Promise<unknown> {
  const response = await engine.graphql({
    headers: {
      'x-hasura-admin-secret': SECRET,
      'x-hasura-role': role,
      'x-hasura-org-id': org,
    },
    body: { query },
  });
  expect(response.status).toBe(200);
  return response.body;
}

describe('through the engine', () => {
  it.each(ORGS)('owners as customers of org %s: list, page and count as written', async (org) => {
    const both = await bothForms(test.db, table('rp_owner'), 'customers', {
      'x-hasura-org-id': org,
    });
    const ids = both.written.map((k) => (JSON.parse(k) as number[])[0] as number);
    const newest = [...ids].sort((a, b) => b - a);
    const body = await graphql(
      'customers',
      org,
      `
        {
          all: rp_owner(order_by: { id: desc }) {
            id
          }
          page: rp_owner(order_by: { id: desc }, limit: 2, offset: 1) {
            id
          }
          named: rp_owner(where: { _not: { name: { _eq: "nothing" } } }) {
            id
          }
          rp_owner_aggregate {
            aggregate {
              count
            }
          }
        }
      `,
    );
    const { data } = body as { data: Record<string, { id: number }[]> };
    expect(data['all']).toEqual(newest.map((id) => ({ id })));
    expect(data['page']).toEqual(newest.slice(1, 3).map((id) => ({ id })));
    // A NOT in the client's `where` next to the permission: the permission's rows less one.
    expect(data['named']?.map((o) => o.id).sort((a, b) => b - a)).toEqual(
      newest.filter((id) => id !== 6),
    );
    expect(data['rp_owner_aggregate']).toEqual({ aggregate: { count: newest.length } });
  });

  // A page (ORDER BY ... LIMIT) under alternatives on the row's own columns is read as the first
  // rows of each alternative (baseRows in src/compile/select.ts): every page must be the slice of
  // the whole list, each owner once though it meets two alternatives, nulls included.
  it.each(ORGS)('owners of org %s page by page where alternatives overlap', async (org) => {
    const both = await bothForms(test.db, table('rp_owner'), 'overlap', {
      'x-hasura-org-id': org,
    });
    const pages: [alias: string, args: string, limit: number, offset: number][] = [];
    for (const limit of [1, 2, 3]) {
      for (let offset = 0; offset <= both.written.length; offset += 1) {
        const at = `${String(limit)}_${String(offset)}`;
        pages.push([`name_${at}`, 'order_by: { name: asc }', limit, offset]);
        pages.push([
          `id_${at}`,
          'where: { id: { _gt: 1 } }, order_by: { id: desc }',
          limit,
          offset,
        ]);
      }
    }
    const body = (await graphql(
      'overlap',
      org,
      `{
        byName: rp_owner(order_by: { name: asc }) { id }
        byId: rp_owner(where: { id: { _gt: 1 } }, order_by: { id: desc }) { id }
        ${pages
          .map(
            ([alias, args, limit, offset]) =>
              `${alias}: rp_owner(${args}, limit: ${String(limit)}, offset: ${String(offset)}) { id }`,
          )
          .join('\n')}
      }`,
    )) as { data: Record<string, { id: number }[]> };
    const byName = body.data['byName'] ?? [];
    const byId = body.data['byId'] ?? [];
    expect(byName.map((o) => JSON.stringify([o.id])).sort()).toEqual(both.written);
    for (const [alias, , limit, offset] of pages) {
      const whole = alias.startsWith('name_') ? byName : byId;
      expect(body.data[alias], alias).toEqual(whole.slice(offset, offset + limit));
    }
    if (org === '4') expect(byName.map((o) => o.id).sort()).toEqual([2, 5, 7]);
  });

  it.each(ORGS)('seats (a composite key) of org %s: as written', async (org) => {
    const both = await bothForms(test.db, table('rp_seat'), 'customers', {
      'x-hasura-org-id': org,
    });
    const body = (await graphql(
      'customers',
      org,
      `
        {
          rp_seat(order_by: [{ room: asc }, { num: asc }]) {
            room
            num
          }
          rp_seat_aggregate {
            aggregate {
              count
            }
          }
        }
      `,
    )) as { data: { rp_seat: { room: number; num: number }[]; rp_seat_aggregate: unknown } };
    expect(body.data.rp_seat.map((s) => JSON.stringify([s.room, s.num])).sort()).toEqual(
      both.written,
    );
    expect(body.data.rp_seat_aggregate).toEqual({ aggregate: { count: both.written.length } });
  });
});

/**
 * A relationship's rows with what the row they are read from proves (relatedFilterSql in
 * src/compile/bool-exp.ts): the same pairs as the target's filter as written, for every org.
 */
const RELATED: [string, string, string, boolean][] = [
  // [table, relationship, role, whether the source row proves part of the target's filter]
  ['rp_visit', 'owner', 'customers', true], // a live visit at the org, on the visit's columns
  ['rp_owner', 'visits', 'customers', true], // the owner signed up at the org, on its columns
  ['rp_visit', 'owner', 'org_staff', true], // the visit's own filter proves it: true
  ['rp_owner', 'visits', 'org_staff', false], // no relationship back in the visit's filter
  ['rp_visit', 'owner', 'own_org', true], // the visit's org against the owner's ($)
  ['rp_owner', 'visits', 'own_org', false],
];

describe('the rows a relationship reads, with what the row it comes from proves', () => {
  it.each(RELATED)('%s.%s as %s: the same pairs as written', async (t, name, role, differs) => {
    let reached = 0;
    for (const org of ORGS) {
      const forms = await relatedForms(test.db, relationship(t, name), role, {
        'x-hasura-org-id': org,
      });
      expect(forms.differs).toBe(differs);
      expect(forms.proven, `org ${org}`).toEqual(forms.written);
      reached += forms.written.length;
    }
    expect(reached).toBeGreaterThan(0);
  });

  it("reads a visit's owner without the owner's visits where the visit proves it", async () => {
    const query = '{ rp_visit(order_by: { id: asc }) { id owner { id } } }';
    const body = await graphql('org_staff', '2', query);
    // Org 2's live visits; visit 6 has no owner.
    expect(body).toEqual({
      data: {
        rp_visit: [
          { id: 1, owner: { id: 2 } },
          { id: 4, owner: { id: 7 } },
          { id: 5, owner: { id: 7 } },
          { id: 6, owner: null },
          { id: 8, owner: { id: 1 } },
        ],
      },
    });
    const explained = await engine.explain({
      headers: { 'x-hasura-admin-secret': SECRET },
      body: {
        query: { query },
        user: { 'x-hasura-role': 'org_staff', 'x-hasura-org-id': '2' },
      },
    });
    const [root] = explained.body as { sql: string; plan: string[] }[];
    const plan = root?.plan.join('\n') ?? '';
    expect(plan).toMatch(/rp_owner/);
    // One read of rp_visit (the root field's), none for the owner's "has a visit at the org".
    expect(plan.match(/on rp_visit /g)).toHaveLength(1);
  });

  it('reads the owner by its visit at its own org ($) only when there is one', async () => {
    const body = await graphql(
      'own_org',
      '2',
      '{ rp_visit(order_by: { id: asc }) { id owner { id } } }',
    );
    // Visit 8 is owner 1's at org 2, owner 1's own; every other live visit is elsewhere.
    expect(body).toEqual({
      data: {
        rp_visit: [
          { id: 1, owner: null },
          { id: 3, owner: null },
          { id: 4, owner: null },
          { id: 5, owner: null },
          { id: 6, owner: null },
          { id: 7, owner: null },
          { id: 8, owner: { id: 1 } },
        ],
      },
    });
  });
});
