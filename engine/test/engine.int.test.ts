import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Queryable } from '../src/db/database';
import { createEngine } from '../src/engine';
import type { Engine } from '../src/engine-api';
import { MetadataError } from '../src/metadata/load-metadata';
import { createMigratedDatabase, HASURA_DIR, type TestDatabase } from './test-database';

/**
 * What the engine promises beyond single responses: one SQL statement for a query's root
 * fields, session variables bound as parameters, and plans cached per role and document.
 */

const SECRET = 'engine-test-admin-secret';
const env = {
  HASURA_GRAPHQL_ADMIN_SECRET: SECRET,
  HASURA_GRAPHQL_UNAUTHORIZED_ROLE: 'anonymous',
  ACTIONS_BASE_URL: 'http://127.0.0.1:9/actions',
  EVENTS_BASE_URL: 'http://127.0.0.1:9/events',
  ACTIONS_SECRET: 'engine-test-actions-secret',
};

/** A database that records every statement it runs. */
function recording(db: Database): { db: Database; statements: string[] } {
  const statements: string[] = [];
  const wrap = (q: Queryable): Queryable => ({
    query: (text, params) => {
      statements.push(text);
      return q.query(text, params);
    },
    exec: (script) => q.exec(script),
    runScript: (script) => q.runScript(script),
  });
  return {
    statements,
    db: {
      ...wrap(db),
      kind: db.kind,
      transaction: (fn) => db.transaction((tx) => fn(wrap(tx))),
      setStatementTimeout: (milliseconds) => db.setStatementTimeout(milliseconds),
      setPlanCacheMode: (mode) => db.setPlanCacheMode(mode),
      close: () => db.close(),
    },
  };
}

let test: TestDatabase;
let recorded: ReturnType<typeof recording>;
let engine: Engine;

beforeAll(async () => {
  test = await createMigratedDatabase();
  recorded = recording(test.db);
  // Two owners, the first with two pets and a record.
  for (const statement of [
    `insert into public.users (id, first_name, last_name, email) values
         (901, 'Ada', 'One', 'ada.one@example.com'), (902, 'Bo', 'Two', 'bo.two@example.com')`,
    `insert into public.pets (id, user_id, name, type) values
         (901, 901, 'Rex', 1), (902, 901, 'Tom', 2), (903, 902, 'Not hers', 1)`,
    `insert into public.phr (id, user_id, pet_id, category, details) values
         (901, 901, 901, 'hh_allergies', '{"name": "pollen", "reaction": "sneezing"}'),
         (902, 902, 903, 'hh_allergies', '{"name": "dust", "reaction": "itching"}')`,
  ])
    await test.db.query(statement);
  engine = await createEngine({
    db: recorded.db,
    metadataDir: path.join(HASURA_DIR, 'metadata'),
    env,
    // The statements counted are the requests': no delivery worker polls beside them.
    events: { deliver: false },
  });
});

afterAll(async () => {
  await engine.close();
  await test.dispose();
});

const as = (role: string, vars: Record<string, string> = {}) => ({
  'x-hasura-admin-secret': SECRET,
  'x-hasura-role': role,
  ...vars,
});

describe('the engine', () => {
  it('runs a query as one SQL statement, however many root fields and however deep', async () => {
    const fields = {
      pets: 'pets(order_by: {id: asc}) { id records: phr { id } bookings { id listing { title consultations { id } } } }',
      users: 'users { id pets_count: pets { id } }',
      listings:
        'vendor_listings(limit: 3, order_by: {id: asc}) { id consultations { id schedules { id } } }',
      pet: 'pets_by_pk(id: 902) { id name }',
    };
    const ask = (query: string) =>
      engine.graphql({ headers: as('user', { 'x-hasura-user-id': '901' }), body: { query } });
    recorded.statements.length = 0;
    const together = await ask(`{ __typename ${Object.values(fields).join(' ')} }`);
    expect(together.body).toHaveProperty('data');
    expect(recorded.statements).toHaveLength(1);
    // Each field's answer is the one it gets asked alone, in the order the query asked.
    const alone: Record<string, unknown> = { __typename: 'query_root' };
    for (const field of Object.values(fields)) {
      const response = (await ask(`{ ${field} }`)).body as { data: Record<string, unknown> };
      Object.assign(alone, response.data);
    }
    expect(together.body).toEqual({ data: alone });
    expect(Object.keys((together.body as { data: object }).data)).toEqual([
      '__typename',
      'pets',
      'users',
      'vendor_listings',
      'pets_by_pk',
    ]);
    expect(alone['pets']).toMatchObject([
      { id: 901, records: [{ id: 901 }] },
      { id: 902, records: [] },
    ]);
    expect(alone['pets_by_pk']).toEqual({ id: 902, name: 'Tom' });
  });

  it('fails the whole query when one of its root fields fails, as Hasura does', async () => {
    const response = await engine.graphql({
      // Postgres reads the pattern where a row is tested (a generic plan never sees it before):
      // this owner has pets.
      headers: as('user', { 'x-hasura-user-id': '901' }),
      body: { query: '{ users { id } pets(where: {name: {_regex: "("}}) { id } }' },
    });
    // Hasura's answer: the database's error for the query, no partial data.
    expect(response.body).toEqual({
      errors: [
        {
          message: 'invalid regular expression: parentheses () not balanced',
          extensions: { path: '$', code: 'data-exception' },
        },
      ],
    });
  });

  it('binds session variables as a parameter, so every user gets the same SQL text', async () => {
    const sqlFor = async (userId: string) => {
      const response = await engine.explain({
        headers: { 'x-hasura-admin-secret': SECRET },
        body: {
          query: { query: '{ pets { id name } }' },
          user: { 'x-hasura-role': 'user', 'x-hasura-user-id': userId },
        },
      });
      return (response.body as { sql: string }[])[0]?.sql;
    };
    const first = await sqlFor('1');
    const other = await sqlFor('4242');
    expect(first).toBeDefined();
    expect(first).toBe(other);
    expect(first).not.toContain('4242');
  });

  it('parses and compiles a repeated operation once, whatever its scalar variable values', async () => {
    const query = 'query Pet($id: Int!) { pets_by_pk(id: $id) { id name } }';
    const before = engine.stats();
    for (const id of [1, 2, 3]) {
      await engine.graphql({ headers: as('admin'), body: { query, variables: { id } } });
    }
    const after = engine.stats();
    expect(after.documentsParsed - before.documentsParsed).toBe(1);
    expect(after.plansCompiled - before.plansCompiled).toBe(1);
    expect(after.planCacheHits - before.planCacheHits).toBe(2);
  });

  it('writes a limit variable into the SQL and keys the plan by its value, not its offset', async () => {
    const query =
      'query Page($n: Int!, $skip: Int!) { phr_categories(order_by: {value: asc}, limit: $n, offset: $skip) { value } }';
    const page = async (n: number, skip: number) => {
      const response = await engine.graphql({
        headers: as('admin'),
        body: { query, variables: { n, skip } },
      });
      const { data } = response.body as { data: { phr_categories: { value: string }[] } };
      return data.phr_categories.map((c) => c.value);
    };
    const before = engine.stats();
    const all = await page(100, 0);
    expect(all.length).toBeGreaterThan(3);
    expect(await page(2, 0)).toEqual(all.slice(0, 2));
    expect(await page(3, 0)).toEqual(all.slice(0, 3));
    expect(await page(2, 1)).toEqual(all.slice(1, 3));
    expect(await page(3, 2)).toEqual(all.slice(2, 5));
    const after = engine.stats();
    // One plan per page size (100, 2, 3); another offset reuses its size's plan.
    expect(after.plansCompiled - before.plansCompiled).toBe(3);
    expect(after.planCacheHits - before.planCacheHits).toBe(2);
    const explained = await engine.explain({
      headers: { 'x-hasura-admin-secret': SECRET },
      body: { query: { query, variables: { n: 7, skip: 4 } } },
    });
    const sqlText = (explained.body as { sql: string }[])[0]?.sql ?? '';
    expect(sqlText).toMatch(/LIMIT 7\b/);
    expect(sqlText).toMatch(/OFFSET \(\$\d+\)::bigint/);
  });

  it('refuses a negative limit variable as Hasura does', async () => {
    const response = await engine.graphql({
      headers: as('admin'),
      body: { query: 'query ($n: Int!) { pets(limit: $n) { id } }', variables: { n: -1 } },
    });
    expect(response.body).toEqual({
      errors: [
        {
          message: "expected a non-negative 32-bit integer for type 'Int', but found an integer",
          extensions: { path: '$.selectionSet.pets.args.limit', code: 'validation-failed' },
        },
      ],
    });
  });

  it('caches plans per role: the same text for another role is validated against that role', async () => {
    const query = '{ vendors { id name } }';
    const admin = await engine.graphql({ headers: as('admin'), body: { query } });
    const anonymous = await engine.graphql({ headers: {}, body: { query } });
    expect(admin.body).toHaveProperty('data.vendors');
    expect(anonymous.body).toHaveProperty('data.vendors');
    const user = await engine.graphql({
      headers: as('user', { 'x-hasura-user-id': '1' }),
      body: { query: '{ vendor_logins { id } }' },
    });
    expect(user.body).toEqual({
      errors: [
        {
          message: "field 'vendor_logins' not found in type: 'query_root'",
          extensions: { path: '$.selectionSet.vendor_logins', code: 'validation-failed' },
        },
      ],
    });
  });

  it('plans its prepared statements once per connection on a Postgres server', async () => {
    // GRAPHQL_PLAN_CACHE_MODE, by default force_generic_plan, on every pooled connection; PGlite
    // runs statements unprepared and keeps Postgres's default.
    const { rows } = await test.db.query<{ plan_cache_mode: string }>('show plan_cache_mode');
    expect(rows[0]?.plan_cache_mode).toBe(
      test.db.kind === 'postgres' ? 'force_generic_plan' : 'auto',
    );
  });

  it('refuses an unknown GRAPHQL_PLAN_CACHE_MODE when it starts', async () => {
    await expect(
      createEngine({
        db: test.db,
        metadataDir: path.join(HASURA_DIR, 'metadata'),
        env: { ...env, GRAPHQL_PLAN_CACHE_MODE: 'sometimes' },
        events: { deliver: false },
      }),
    ).rejects.toThrow(
      'invalid environment: GRAPHQL_PLAN_CACHE_MODE must be one of auto, force_generic_plan, force_custom_plan',
    );
  });

  it('refuses to start on metadata it does not support, naming the file and key', async () => {
    const broken = path.join(HASURA_DIR, 'metadata-that-does-not-exist');
    await expect(createEngine({ db: test.db, metadataDir: broken, env })).rejects.toStrictEqual(
      new MetadataError([{ file: broken, path: '', message: 'directory not found' }]),
    );
    const metadataDir = path.join(HASURA_DIR, 'metadata');
    // The tables' event triggers are checked first: their variables are set, ACTIONS_BASE_URL is not.
    const refusal: unknown = await createEngine({
      db: test.db,
      metadataDir,
      env: { EVENTS_BASE_URL: env.EVENTS_BASE_URL, ACTIONS_SECRET: env.ACTIONS_SECRET },
    }).then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(refusal).toBeInstanceOf(MetadataError);
    expect((refusal as MetadataError).problems).toContainEqual({
      file: path.join(metadataDir, 'actions.yaml'),
      path: 'actions[available_slots].definition.handler',
      message: 'Value for environment variables not found: ACTIONS_BASE_URL',
    });
  });
});
