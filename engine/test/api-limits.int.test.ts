import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEngine } from '../src/engine';
import type { Engine } from '../src/engine-api';
import { loadMetadata, MetadataError } from '../src/metadata/load-metadata';
import { closeHttpServer, createEngineHttpServer } from '../src/server/http-server';
import { createMigratedDatabase, HASURA_DIR, type TestDatabase } from './test-database';

/**
 * One anonymous request of 381 bytes stalled the server. The API limits of
 * hasura/metadata/api_limits.yaml, the statement timeout and the response cap, against the real
 * engine over HTTP.
 */

const SECRET = 'api-limits-test-admin-secret';
const JWT_KEY = 'api-limits-test-jwt-key-of-32-characters';
const METADATA = path.join(HASURA_DIR, 'metadata');
let test: TestDatabase;
let scratch: string;
let server: Server;
let base: string;

const ENV = {
  HASURA_GRAPHQL_ADMIN_SECRET: SECRET,
  HASURA_GRAPHQL_UNAUTHORIZED_ROLE: 'anonymous',
  HASURA_GRAPHQL_JWT_SECRET: JSON.stringify({ type: 'HS256', key: JWT_KEY }),
  ACTIONS_BASE_URL: 'http://127.0.0.1:9/actions',
  EVENTS_BASE_URL: 'http://127.0.0.1:9/events',
  ACTIONS_SECRET: 'api-limits-test-actions-secret',
};

/** `{ vendors { listings { vendor { listings ... } } } }`: the vendors field and `levels` more. */
function vendorCycle(levels: number): string {
  let text = '{ id }';
  for (let i = levels - 1; i >= 0; i -= 1)
    text = `{ ${i % 2 === 0 ? 'listings' : 'vendor'} ${text} }`;
  return `{ vendors ${text} }`;
}

beforeAll(async () => {
  test = await createMigratedDatabase();
  // Three products of the test's own (ids below 100; the migrations add the catalogue's), with
  // descriptions long enough to pass a small response cap.
  await test.db.exec(`
    insert into public.products (id, name, description, price, unit) values
      (1, 'Annual plan', '${'a'.repeat(120)}', 99, 'year'),
      (2, 'Second opinion', '${'b'.repeat(120)}', 49, 'request'),
      (3, 'Consultation', '${'c'.repeat(120)}', 30, 'session');
  `);
  scratch = await mkdtemp(path.join(tmpdir(), 'petwell-api-limits-'));
  // No event is delivered here: no worker polls beside the requests.
  const engine = await createEngine({
    db: test.db,
    metadataDir: METADATA,
    env: ENV,
    events: { deliver: false },
  });
  server = createEngineHttpServer(engine);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${String((server.address() as AddressInfo).port)}`;
});

afterAll(async () => {
  await closeHttpServer(server);
  await test.dispose();
  await rm(scratch, { recursive: true, force: true });
});

async function graphql(
  body: unknown,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: unknown }> {
  const response = await fetch(`${base}/v1/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: await response.json() };
}

const asAdmin = { 'x-hasura-admin-secret': SECRET };

/** The headers of a signed-in person: a token as the login actions issue it. */
async function signedIn(role: string): Promise<Record<string, string>> {
  const claims = {
    'x-hasura-default-role': role,
    'x-hasura-allowed-roles': [role],
    'x-hasura-user-id': '1',
    'x-hasura-vendor-id': '1',
  };
  const token = await new SignJWT({ 'https://hasura.io/jwt/claims': claims })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt()
    .setExpirationTime('1h')
    .sign(new TextEncoder().encode(JWT_KEY));
  return { authorization: `Bearer ${token}` };
}

describe('the deep-nesting attack (anonymous, twelve levels of vendors and listings)', () => {
  const attack = vendorCycle(12);

  it('is the request the attack sent', () => {
    expect(attack).toMatch(/^\{ vendors \{ listings \{ vendor \{ listings \{ vendor /);
    expect(attack.match(/\{/g)).toHaveLength(14);
  });

  it('is refused before it runs, while a request sent with it is answered', async () => {
    const [refused, served] = await Promise.all([
      graphql({ query: attack }),
      graphql({ query: '{ products(where: {id: {_lt: 100}}, order_by: {id: asc}) { id name } }' }),
    ]);
    expect(refused).toEqual({
      status: 200,
      body: {
        errors: [
          {
            message: 'depth limit exceeded: the operation has a depth of 13, the limit is 3',
            extensions: { path: '$', code: 'validation-failed' },
          },
        ],
      },
    });
    expect(served.body).toEqual({
      data: {
        products: [
          { id: 1, name: 'Annual plan' },
          { id: 2, name: 'Second opinion' },
          { id: 3, name: 'Consultation' },
        ],
      },
    });
  });

  it('is refused as often as it is sent, and the server keeps answering', async () => {
    const attacks = Array.from({ length: 20 }, () => graphql({ query: attack }));
    const normal = graphql({ query: '{ products_by_pk(id: 2) { name } }' });
    const results = await Promise.all([...attacks, normal]);
    for (const result of results.slice(0, 20)) {
      expect(result.body).toMatchObject({
        errors: [{ extensions: { code: 'validation-failed' } }],
      });
    }
    expect(results[20]?.body).toEqual({ data: { products_by_pk: { name: 'Second opinion' } } });
  });

  it('stays refused when spelled with fragments', async () => {
    const query = `{ vendors { ...V } }
      fragment V on vendors { listings { vendor { listings { vendor { id } } } } }`;
    const result = await graphql({ query });
    expect(result.body).toMatchObject({
      errors: [{ message: expect.stringMatching(/^depth limit exceeded/) as unknown }],
    });
  });

  it('runs for the admin role, which Hasura exempts from API limits', async () => {
    const result = await graphql({ query: attack }, asAdmin);
    expect(result.body).toEqual({ data: { vendors: [] } });
  });
});

describe('depth and node limits per role (hasura/metadata/api_limits.yaml)', () => {
  it("lets a user ask deeper than anonymous (the role's own limit)", async () => {
    const query = vendorCycle(3); // depth 4
    const anonymous = await graphql({ query });
    expect(anonymous.body).toMatchObject({
      errors: [{ message: 'depth limit exceeded: the operation has a depth of 4, the limit is 3' }],
    });
    const user = await graphql({ query }, await signedIn('user'));
    expect(user.body).toEqual({ data: { vendors: [] } });
  });

  it('refuses many aliased root fields once they pass the node limit', async () => {
    const fields = (n: number) =>
      Array.from({ length: n }, (_, i) => `p${String(i)}: products { id }`).join(' ');
    const within = await graphql({ query: `{ ${fields(8)} }` });
    expect(within.body).toHaveProperty('data.p7');
    const over = await graphql({ query: `{ ${fields(9)} }` });
    expect(over.body).toEqual({
      errors: [
        {
          message: 'node limit exceeded: the operation has 9 nodes, the limit is 8',
          extensions: { path: '$', code: 'validation-failed' },
        },
      ],
    });
  });
});

describe('the batch limit', () => {
  it('refuses a batch of 2,000 operations before running any of them', async () => {
    const batch = Array.from({ length: 2000 }, () => ({ query: '{ products { id } }' }));
    const result = await graphql(batch);
    expect(result).toEqual({
      status: 200,
      body: {
        errors: [
          {
            message: 'batch limit exceeded: the request has 2000 operations, the limit is 5',
            extensions: { path: '$', code: 'bad-request' },
          },
        ],
      },
    });
  });

  it('answers a batch within the limit, and a larger one from a role allowed more', async () => {
    const batch = (n: number) => Array.from({ length: n }, () => ({ query: '{ __typename }' }));
    expect((await graphql(batch(5))).body).toHaveLength(5);
    expect((await graphql(batch(6))).body).toMatchObject({
      errors: [{ extensions: { code: 'bad-request' } }],
    });
    expect((await graphql(batch(10), await signedIn('user'))).body).toHaveLength(10);
  });

  it('gives the global limit to a request whose credentials are not valid', async () => {
    const batch = Array.from({ length: 6 }, () => ({ query: '{ __typename }' }));
    const result = await graphql(batch, { authorization: 'Bearer not-a-token' });
    expect(result.body).toMatchObject({
      errors: [{ message: 'batch limit exceeded: the request has 6 operations, the limit is 5' }],
    });
  });
});

describe('introspection (hasura/metadata/graphql_schema_introspection.yaml)', () => {
  it('is refused to anonymous visitors', async () => {
    for (const query of [
      '{ __schema { queryType { name } } }',
      '{ __type(name: "products") { name } }',
    ]) {
      expect((await graphql({ query })).body).toEqual({
        errors: [
          {
            message: 'introspection is disabled for this role',
            extensions: { path: '$', code: 'access-denied' },
          },
        ],
      });
    }
  });

  it('is refused to signed-in roles too: anyone can sign up as one', async () => {
    for (const role of ['user', 'vendor', 'root_admin']) {
      const result = await graphql(
        { query: '{ __schema { queryType { name } } }' },
        await signedIn(role),
      );
      expect(result.body, role).toEqual({
        errors: [
          {
            message: 'introspection is disabled for this role',
            extensions: { path: '$', code: 'access-denied' },
          },
        ],
      });
    }
  });

  it('still answers __typename, which the web client adds to every selection', async () => {
    expect((await graphql({ query: '{ __typename }' })).body).toEqual({
      data: { __typename: 'query_root' },
    });
  });

  it('is answered with the admin secret, for any role (codegen, the explorer)', async () => {
    const query = '{ __schema { queryType { name } } }';
    expect((await graphql({ query }, asAdmin)).body).toEqual({
      data: { __schema: { queryType: { name: 'query_root' } } },
    });
    expect((await graphql({ query }, { ...asAdmin, 'x-hasura-role': 'anonymous' })).body).toEqual({
      data: { __schema: { queryType: { name: 'query_root' } } },
    });
  });
});

/** A copy of hasura/metadata with another api_limits.yaml and a slow tracked function. */
async function metadataWith(name: string, apiLimits: string): Promise<string> {
  const dir = path.join(scratch, name);
  await cp(METADATA, dir, { recursive: true });
  await writeFile(path.join(dir, 'api_limits.yaml'), apiLimits);
  const functions = path.join(dir, 'databases', 'default', 'functions', 'functions.yaml');
  const text = await readFile(functions, 'utf8');
  await writeFile(
    functions,
    `${text.trimEnd()}\n${['slow_insert_product', 'slow_products']
      .map((fn) => `- function:\n    name: ${fn}\n    schema: public\n`)
      .join('')}`,
  );
  return dir;
}

describe('the time limit, the statement timeout and the response cap', () => {
  let limited: Engine;

  beforeAll(async () => {
    // Sleeps longer than the time limit below on every database: PGlite included, where a
    // statement cannot be interrupted and the deadline is checked when it returns.
    await test.db.exec(`
      create function public.slow_products() returns setof public.products
      language sql stable as $$ select p.* from public.products p, (select pg_sleep(0.3)) s where p.id < 100 $$;
      create table public.time_limit_probe (id serial primary key);
      create function public.slow_insert_product() returns setof public.products
      language sql volatile as $$
        insert into public.time_limit_probe default values;
        select pg_sleep(0.3);
        select p.* from public.products p where p.id < 0
      $$;
    `);
    const dir = await metadataWith(
      'time-limit',
      'disabled: false\ntime_limit:\n  global: 5\n  per_role:\n    vendor: 0.05\n',
    );
    limited = await createEngine({
      db: test.db,
      metadataDir: dir,
      env: { ...ENV, GRAPHQL_STATEMENT_TIMEOUT_MS: '4321', GRAPHQL_MAX_RESPONSE_BYTES: '300' },
      events: { deliver: false },
    });
  });

  const ask = (query: string, headers: Record<string, string> = {}) =>
    limited.graphql({ headers, body: { query } }).then((r) => r.body);

  it('answers an operation that runs past the time limit with Hasura Cloud’s code', async () => {
    expect(await ask('{ slow_products { id } }', await signedIn('vendor'))).toEqual({
      errors: [
        {
          message: 'time limit exceeded: the operation took longer than 0.05 seconds',
          extensions: { path: '$', code: 'time-limit-exceeded' },
        },
      ],
    });
  });

  it('lets a role with a longer limit, and the admin role, finish the same operation', async () => {
    const user = await ask('{ slow_products(order_by: {id: asc}) { id } }', await signedIn('user'));
    expect(user).toEqual({ data: { slow_products: [{ id: 1 }, { id: 2 }, { id: 3 }] } });
    const admin = await ask('{ slow_products(limit: 1) { id } }', asAdmin);
    expect(admin).toEqual({ data: { slow_products: [{ id: 1 }] } });
  });

  it('rolls back a mutation that runs past the time limit', async () => {
    const vendor = await signedIn('vendor');
    expect(await ask('mutation { slow_insert_product { id } }', vendor)).toMatchObject({
      errors: [{ extensions: { code: 'time-limit-exceeded' } }],
    });
    // A Postgres server cancels the statement (pg_cancel_backend), PGlite finishes it and the
    // engine then fails the transaction: either way nothing stays written.
    for (let wait = 0; wait < 200; wait += 1) {
      const { rows } = await test.db.query<{ running: number }>(
        `select count(*)::int as running from pg_stat_activity
          where state = 'active' and query like '%slow_insert_product%' and pid <> pg_backend_pid()`,
      );
      if (rows[0]?.running === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    const { rows } = await test.db.query<{ written: number }>(
      'select count(*)::int as written from public.time_limit_probe',
    );
    expect(rows[0]?.written).toBe(0);
  });

  it('sets statement_timeout on the database sessions (GRAPHQL_STATEMENT_TIMEOUT_MS)', async () => {
    const { rows } = await test.db.query<{ statement_timeout: string }>('show statement_timeout');
    expect(rows[0]?.statement_timeout).toBe('4321ms');
  });

  it('refuses a response larger than GRAPHQL_MAX_RESPONSE_BYTES before it reaches the engine', async () => {
    const all = '{ products(where: {id: {_lt: 100}}) { id description } }';
    expect(await ask(all)).toEqual({
      errors: [
        {
          message:
            'response size limit exceeded: the response would be larger than 300 bytes; select fewer rows or fields',
          extensions: { path: '$', code: 'bad-request' },
        },
      ],
    });
    // Within the cap, and for the admin role, the answer is unchanged.
    expect(await ask('{ products(where: {id: {_eq: 1}}) { id name } }')).toEqual({
      data: { products: [{ id: 1, name: 'Annual plan' }] },
    });
    const admin = (await ask(all, asAdmin)) as {
      data: { products: unknown[] };
    };
    expect(admin.data.products).toHaveLength(3);
  });

  it('counts the response cap over all root fields of an operation', async () => {
    // Each root field fits on its own; together they do not.
    const one = 'products(where: {id: {_eq: 1}}) { description }';
    expect(await ask(`{ a: ${one} }`)).toHaveProperty('data.a');
    // Within the cap, several root fields answer as each does alone.
    expect(
      await ask('{ a: products(where: {id: {_eq: 1}}) { name } b: products_by_pk(id: 2) { id } }'),
    ).toEqual({ data: { a: [{ name: 'Annual plan' }], b: { id: 2 } } });
    expect(await ask(`{ a: ${one} b: ${one} c: ${one} }`)).toMatchObject({
      errors: [{ message: expect.stringMatching(/^response size limit exceeded/) as unknown }],
    });
  });
});

describe('api_limits.yaml as Hasura exports it', () => {
  async function problemsWith(apiLimits: string) {
    const dir = path.join(scratch, `load-${String(Math.random()).slice(2)}`);
    await cp(METADATA, dir, { recursive: true });
    await writeFile(path.join(dir, 'api_limits.yaml'), apiLimits);
    const error = await loadMetadata(dir).catch((e: unknown) => e);
    return error instanceof MetadataError ? error.problems : [];
  }

  it('loads the repository’s limits', async () => {
    const metadata = await loadMetadata(METADATA);
    expect(metadata.apiLimits.depth_limit?.per_role?.['anonymous']).toBe(3);
    expect(metadata.introspection.disabled_for_roles).toContain('anonymous');
  });

  it('refuses rate_limit loudly: the engine has no rate limiter', async () => {
    const problems = await problemsWith(
      'rate_limit:\n  global:\n    max_reqs_per_min: 100\n    unique_params: IP\n',
    );
    expect(problems).toContainEqual(
      expect.objectContaining({ message: 'not supported by the engine (rate_limit)' }),
    );
  });

  it('requires the global value of a limit, as Hasura does', async () => {
    const problems = await problemsWith('depth_limit:\n  per_role:\n    user: 3\n');
    expect(problems).toContainEqual(expect.objectContaining({ path: 'depth_limit.global' }));
  });
});
