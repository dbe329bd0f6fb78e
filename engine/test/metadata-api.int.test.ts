import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEngine } from '../src/engine';
import type { Engine } from '../src/engine-api';
import { closeHttpServer, createEngineHttpServer } from '../src/server/http-server';
import { createMigratedDatabase, HASURA_DIR, type TestDatabase } from './test-database';

/**
 * The metadata API and /v2/query as the Hasura CLI uses them (`hasura metadata export/apply/
 * reload/ic list`, `hasura migrate apply/status`), over HTTP against the repository's metadata.
 */

const SECRET = 'metadata-api-test-admin-secret';
const ADMIN = { 'x-hasura-admin-secret': SECRET };
let test: TestDatabase;
let engine: Engine;
let server: Server;
let base: string;

beforeAll(async () => {
  test = await createMigratedDatabase();
  engine = await createEngine({
    db: test.db,
    metadataDir: path.join(HASURA_DIR, 'metadata'),
    env: {
      HASURA_GRAPHQL_ADMIN_SECRET: SECRET,
      HASURA_GRAPHQL_UNAUTHORIZED_ROLE: 'anonymous',
      ACTIONS_BASE_URL: 'http://127.0.0.1:9/actions',
      EVENTS_BASE_URL: 'http://127.0.0.1:9/events',
      ACTIONS_SECRET: 'metadata-api-test-actions-secret',
    },
    events: { deliver: false },
  });
  server = createEngineHttpServer(engine);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${String((server.address() as AddressInfo).port)}`;
});

afterAll(async () => {
  await closeHttpServer(server);
  await engine.close();
  await test.dispose();
});

interface TableEntry {
  table: { schema: string; name: string };
  select_permissions?: { role: string }[];
}
interface MetadataJson {
  version: number;
  sources: { tables: TableEntry[] }[];
  actions: { name: string; definition: Record<string, unknown> }[];
  custom_types: { objects: unknown[] };
}
interface Exported {
  resource_version: number;
  metadata: MetadataJson;
}
interface ErrorBody {
  path: string;
  error: string;
  code: string;
  internal?: unknown[];
}
interface SqlResult {
  result_type: string;
  result: (string | null)[][] | null;
}

/** An answer whose body has the shape the test expects; the assertions check that it has. */
interface Answer<Body> {
  status: number;
  body: Body;
}

async function post(
  url: string,
  body: unknown,
  headers: Record<string, string> = ADMIN,
): Promise<Answer<unknown>> {
  const response = await fetch(`${base}${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: await response.json() };
}

const metadataApi = (body: unknown, headers?: Record<string, string>) =>
  post('/v1/metadata', body, headers);
const runSql = async (sql: string) =>
  (await post('/v2/query', {
    type: 'run_sql',
    args: { source: 'default', sql },
  })) as Answer<SqlResult & ErrorBody>;
const anonymousProducts = () => post('/v1/graphql', { query: '{ products { id } }' }, {});

async function exported(): Promise<Exported> {
  const answer = (await metadataApi({
    type: 'export_metadata',
    version: 2,
    args: {},
  })) as Answer<Exported>;
  expect(answer.status).toBe(200);
  return answer.body;
}

function tableOf(metadata: MetadataJson, name: string): TableEntry {
  const table = metadata.sources[0]?.tables.find((t) => t.table.name === name);
  if (!table) throw new Error(`no table ${name} in the metadata`);
  return table;
}

describe('the metadata API', () => {
  it('answers only the admin, with Hasura access-denied error', async () => {
    for (const url of ['/v1/metadata', '/v2/query']) {
      const answer = await post(url, { type: 'export_metadata', args: {} }, {});
      expect(answer).toEqual({
        status: 400,
        body: { path: '$', error: 'restricted access : admin only', code: 'access-denied' },
      });
    }
  });

  it('exports the live metadata as one object, with its resource version in version 2', async () => {
    const v1 = (await metadataApi({ type: 'export_metadata', args: {} })) as Answer<MetadataJson>;
    expect(v1.status).toBe(200);
    expect(v1.body.version).toBe(3);
    expect(tableOf(v1.body, 'products').select_permissions).toContainEqual(
      expect.objectContaining({ role: 'anonymous' }),
    );
    const login = v1.body.actions.find((a) => a.name === 'login');
    expect(login?.definition).toMatchObject({
      type: 'mutation',
      kind: 'synchronous',
      output_type: 'AuthOutput',
      arguments: [
        { name: 'email', type: 'String!' },
        { name: 'password', type: 'String!' },
        { name: 'role', type: 'String!' },
      ],
    });
    expect(v1.body.custom_types.objects).toContainEqual(
      expect.objectContaining({
        name: 'MessageOutput',
        fields: [{ name: 'message', type: 'String!' }],
      }),
    );
    const v2 = await exported();
    expect(v2.metadata).toEqual(v1.body);
    expect(typeof v2.resource_version).toBe('number');
  });

  it('applies an exported metadata unchanged, as `hasura metadata apply` after an export', async () => {
    const before = await exported();
    const answer = await metadataApi({
      type: 'replace_metadata',
      version: 2,
      resource_version: before.resource_version,
      args: { allow_inconsistent_metadata: false, metadata: before.metadata },
    });
    expect(answer).toEqual({
      status: 200,
      body: { is_consistent: true, inconsistent_objects: [] },
    });
    const after = await exported();
    expect(after.metadata).toEqual(before.metadata);
    expect(after.resource_version).toBe(before.resource_version + 1);
    expect((await anonymousProducts()).body).toHaveProperty('data.products');
  });

  it('swaps the live schema on replace_metadata and back', async () => {
    const { metadata } = await exported();
    const changed = structuredClone(metadata);
    const products = tableOf(changed, 'products');
    products.select_permissions = (products.select_permissions ?? []).filter(
      (p) => p.role !== 'anonymous',
    );
    const replaced = await metadataApi({ type: 'replace_metadata', args: changed });
    expect(replaced).toEqual({ status: 200, body: { message: 'success' } });
    expect((await anonymousProducts()).body).toEqual({
      errors: [
        {
          message: "field 'products' not found in type: 'query_root'",
          extensions: { path: '$.selectionSet.products', code: 'validation-failed' },
        },
      ],
    });
    expect(tableOf((await exported()).metadata, 'products').select_permissions).toEqual(
      products.select_permissions,
    );

    expect((await metadataApi({ type: 'replace_metadata', args: metadata })).status).toBe(200);
    expect((await anonymousProducts()).body).toHaveProperty('data.products');
  });

  it('refuses inconsistent metadata with Hasura error and keeps the live schema', async () => {
    const { metadata, resource_version } = await exported();
    const broken = structuredClone(metadata);
    broken.sources[0]?.tables.push({ table: { schema: 'public', name: 'no_such_table' } });
    const answer = (await metadataApi({
      type: 'replace_metadata',
      version: 2,
      args: { metadata: broken },
    })) as Answer<ErrorBody>;
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({
      path: '$.args',
      error: 'cannot continue due to inconsistent metadata',
      code: 'unexpected',
    });
    expect(answer.body.internal).toContainEqual(
      expect.objectContaining({
        reason: 'Inconsistent object: table public.no_such_table does not exist in the database',
        type: 'metadata',
      }),
    );
    const unsupported = (await metadataApi({
      type: 'replace_metadata',
      args: { ...metadata, remote_schemas: [{ name: 'other', definition: { url: 'http://x' } }] },
    })) as Answer<ErrorBody>;
    expect(unsupported.status).toBe(400);
    expect(unsupported.body.internal).toContainEqual(
      expect.objectContaining({ name: 'remote_schemas.yaml', type: 'metadata' }),
    );
    // A value is never read as a file, as the directory's "!include" would be.
    const including = (await metadataApi({
      type: 'replace_metadata',
      args: { ...metadata, api_limits: '!include /etc/hostname' },
    })) as Answer<ErrorBody>;
    expect(including.status).toBe(400);
    expect(including.body.internal).toEqual([
      {
        definition: null,
        name: 'metadata at api_limits',
        reason: 'Inconsistent object: a value may not start with "!include"',
        type: 'metadata',
      },
    ]);
    expect((await exported()).resource_version).toBe(resource_version);
    expect((await anonymousProducts()).body).toHaveProperty('data.products');
  });

  it('refuses a change made against an older resource version with 409 conflict', async () => {
    const { metadata, resource_version } = await exported();
    const answer = await metadataApi({
      type: 'replace_metadata',
      version: 2,
      resource_version: resource_version - 1,
      args: { metadata },
    });
    expect(answer).toEqual({
      status: 409,
      body: {
        path: '$',
        error: `metadata resource version referenced (${String(resource_version - 1)}) did not match current version`,
        code: 'conflict',
      },
    });
  });

  it('reloads and reports the metadata consistent', async () => {
    expect(await metadataApi({ type: 'reload_metadata', args: {} })).toEqual({
      status: 200,
      body: { message: 'success', is_consistent: true },
    });
    expect(await metadataApi({ type: 'get_inconsistent_metadata', args: {} })).toEqual({
      status: 200,
      body: { is_consistent: true, inconsistent_objects: [] },
    });
  });

  it('keeps the CLI catalog state in schema_migrations where Hasura made no hdb_version row', async () => {
    const state = { migrations: { default: { '1700000000000': false } }, settings: {} };
    const before = await test.db.query<{ version: string }>(
      'select version::text as version from hdb_catalog.schema_migrations order by version',
    );
    try {
      expect(
        await metadataApi({ type: 'set_catalog_state', args: { type: 'cli', state } }),
      ).toEqual({ status: 200, body: { message: 'success' } });
      // The runner's store now says what the CLI wrote: `npm run migrate status` agrees.
      const { rows } = await test.db.query<{ version: string; dirty: boolean }>(
        'select version::text as version, dirty from hdb_catalog.schema_migrations',
      );
      expect(rows).toEqual([{ version: '1700000000000', dirty: false }]);
      expect(await metadataApi({ type: 'get_catalog_state', args: {} })).toEqual({
        status: 200,
        body: {
          id: null,
          cli_state: {
            migrations: { default: { '1700000000000': false } },
            settings: { migration_mode: 'true' },
            isStateCopyCompleted: true,
          },
          console_state: {},
        },
      });
      // No hdb_version row is made: Hasura would skip its own catalog set-up on finding one.
      const catalog = await test.db.query<{ found: boolean }>(
        "select to_regclass('hdb_catalog.hdb_version') is not null as found",
      );
      expect(catalog.rows[0]?.found).toBe(false);
      expect(
        await metadataApi({ type: 'set_catalog_state', args: { type: 'console', state: {} } }),
      ).toMatchObject({ status: 400, body: { code: 'not-supported' } });
    } finally {
      await test.db.query('delete from hdb_catalog.schema_migrations');
      for (const { version } of before.rows) {
        await test.db.query(
          'insert into hdb_catalog.schema_migrations (version, dirty) values ($1, false)',
          [version],
        );
      }
    }
  });

  it('keeps the CLI and console state in the hdb_version row Hasura made', async () => {
    await test.db.exec(`
      create table hdb_catalog.hdb_version (
        hasura_uuid uuid primary key default gen_random_uuid(),
        version text not null,
        upgraded_on timestamptz not null,
        cli_state jsonb not null default '{}'::jsonb,
        console_state jsonb not null default '{}'::jsonb
      );
      insert into hdb_catalog.hdb_version (version, upgraded_on) values ('48', now());`);
    try {
      const state = { migrations: { default: { '1700000000000': false } }, settings: {} };
      expect(
        await metadataApi({ type: 'set_catalog_state', args: { type: 'cli', state } }),
      ).toEqual({ status: 200, body: { message: 'success' } });
      expect(
        await metadataApi({
          type: 'set_catalog_state',
          args: { type: 'console', state: { onboardingShown: true } },
        }),
      ).toEqual({ status: 200, body: { message: 'success' } });
      const answer = (await metadataApi({
        type: 'get_catalog_state',
        args: {},
      })) as Answer<{ id: unknown; cli_state: unknown; console_state: unknown }>;
      expect(answer.status).toBe(200);
      expect(answer.body.cli_state).toEqual(state);
      expect(answer.body.console_state).toEqual({ onboardingShown: true });
      expect(typeof answer.body.id).toBe('string');
    } finally {
      await test.db.exec('drop table hdb_catalog.hdb_version');
    }
  });

  it('runs a bulk of commands in order, answering a list', async () => {
    const answer = (await metadataApi({
      type: 'bulk',
      args: [
        { type: 'get_inconsistent_metadata', args: {} },
        { type: 'export_metadata', args: {} },
      ],
    })) as Answer<[unknown, MetadataJson]>;
    expect(answer.status).toBe(200);
    expect(answer.body[0]).toEqual({ is_consistent: true, inconsistent_objects: [] });
    expect(answer.body[1].version).toBe(3);
  });

  it("answers Hasura's parse error for an unknown command and not-supported for Hasura's others", async () => {
    expect(await metadataApi({ type: 'frobnicate', args: {} })).toEqual({
      status: 400,
      body: {
        path: '$.type',
        error:
          'unknown metadata command "frobnicate"; "frobnicate" was not recognized as a valid backend name',
        code: 'parse-failed',
      },
    });
    const track = await metadataApi({ type: 'pg_track_table', args: { table: 'pets' } });
    expect(track.status).toBe(400);
    expect(track.body).toMatchObject({ path: '$.type', code: 'not-supported' });
  });
});

describe('/v2/query run_sql', () => {
  it("answers rows as Hasura's TuplesOk, every value as text", async () => {
    expect(await runSql("select 1 as one, 'x'::text as t, null::int as n, true as b")).toEqual({
      status: 200,
      body: {
        result_type: 'TuplesOk',
        result: [
          ['one', 't', 'n', 'b'],
          ['1', 'x', null, 't'],
        ],
      },
    });
  });

  it('runs a script of several statements and answers a command with CommandOk', async () => {
    expect(
      await runSql('create table run_sql_probe (id int); insert into run_sql_probe values (1);'),
    ).toEqual({ status: 200, body: { result_type: 'CommandOk', result: null } });
    expect((await runSql('select count(*) from run_sql_probe')).body.result).toEqual([
      ['count'],
      ['1'],
    ]);
  });

  it('puts a new column of a tracked table into the schema', async () => {
    await runSql('alter table products add column run_sql_note text');
    const answer = await post('/v1/graphql', { query: '{ products(limit: 1) { run_sql_note } }' });
    expect(answer.body).toHaveProperty('data.products');
    expect(answer.body).not.toHaveProperty('errors');
  });

  it('refuses and rolls back a change that makes the metadata inconsistent', async () => {
    const answer = await runSql('alter table products drop column currency');
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({
      path: '$',
      error: 'cannot continue due to new inconsistent metadata',
      code: 'unexpected',
    });
    expect(
      (
        await runSql(
          "select count(*) from information_schema.columns where table_name = 'products' and column_name = 'currency'",
        )
      ).body.result?.[1],
    ).toEqual(['1']);
  });

  it('runs a bulk in one transaction, naming the failing step as `hasura migrate` reads it', async () => {
    const step = (sql: string) => ({ type: 'run_sql', args: { source: 'default', sql } });
    const failed = (await post('/v2/query', {
      type: 'bulk',
      args: [
        step('create table run_sql_bulk (id int)'),
        step('alter table products add column run_sql_bulk_note text'),
        step('select * from nope'),
      ],
    })) as Answer<ErrorBody>;
    expect(failed.status).toBe(400);
    expect(failed.body).toMatchObject({ path: '$.args[2]', code: 'postgres-error' });
    expect(
      (await runSql("select to_regclass('run_sql_bulk') is null as gone")).body.result?.[1],
    ).toEqual(['t']);

    const applied = await post('/v2/query', {
      type: 'bulk',
      args: [step('create table run_sql_bulk (id int)'), step('select count(*) from run_sql_bulk')],
    });
    expect(applied).toEqual({
      status: 200,
      body: [
        { result_type: 'CommandOk', result: null },
        { result_type: 'TuplesOk', result: [['count'], ['0']] },
      ],
    });
  });

  it("answers a failing statement with Hasura's postgres-error and changes nothing", async () => {
    const answer = await runSql('create table run_sql_partial (id int); select * from nope');
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({
      path: '$',
      error: 'query execution failed',
      code: 'postgres-error',
      internal: { error: { status_code: '42P01', exec_status: 'FatalError' } },
    });
    expect(
      (await runSql("select to_regclass('run_sql_partial') is null as gone")).body.result?.[1],
    ).toEqual(['t']);
  });
});
