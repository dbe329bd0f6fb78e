import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { introspectDatabase, type DatabaseSchema } from '../../engine/src/introspect/introspect';
import { checkMetadata } from '../../engine/src/metadata/check-metadata';
import { loadMetadata, MetadataError } from '../../engine/src/metadata/load-metadata';
import {
  createMigratedDatabase,
  HASURA_DIR,
  type TestDatabase,
} from '../../engine/test/test-database';

const SESSION_VARIABLES = ['x-hasura-user-id', 'x-hasura-vendor-id'];
const METADATA_DIR = path.join(HASURA_DIR, 'metadata');
let test: TestDatabase;
let schema: DatabaseSchema;
let copy: string;

beforeAll(async () => {
  test = await createMigratedDatabase();
  schema = await introspectDatabase(test.db);
});

afterAll(async () => {
  await test.dispose();
});

beforeEach(async () => {
  copy = await mkdtemp(path.join(tmpdir(), 'petwell-metadata-'));
  await cp(METADATA_DIR, copy, { recursive: true });
});

afterEach(async () => {
  await rm(copy, { recursive: true, force: true });
});

async function edit(relative: string, change: (text: string) => string) {
  const file = path.join(copy, relative);
  const before = await readFile(file, 'utf8');
  const after = change(before);
  if (after === before) throw new Error(`the edit of ${relative} changed nothing`);
  await writeFile(file, after);
  return file;
}

async function problemsOf(dir: string) {
  return checkMetadata(await loadMetadata(dir), schema, { sessionVariables: SESSION_VARIABLES })
    .problems;
}

describe('the metadata check', () => {
  it('passes on the project metadata against the migrated database', async () => {
    const summary = checkMetadata(await loadMetadata(METADATA_DIR), schema, {
      sessionVariables: SESSION_VARIABLES,
    });
    expect(summary.problems).toEqual([]);
    expect(summary.tables).toBe(schema.tables.size);
    expect(summary.sessionVariables).toEqual(SESSION_VARIABLES);
  });

  it('fails on a permission naming a missing column, naming the file and the key', async () => {
    const file = await edit('databases/default/tables/public_pets.yaml', (t) =>
      t.replace(/(select_permissions:[\s\S]*?columns:\n)/, '$1        - nickname\n'),
    );
    const problems = await problemsOf(copy);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({
      file,
      message: 'column "nickname" does not exist on public.pets',
    });
    expect(problems[0]?.path).toMatch(/^select_permissions\[[a-z_]+\]\.permission\.columns$/);
  });

  it('fails on a filter through a relationship that does not exist', async () => {
    await edit('databases/default/tables/public_bookings.yaml', (t) =>
      t.replace('listing:', 'clinic:'),
    );
    const problems = await problemsOf(copy);
    expect(
      problems.some((p) => p.message.includes('"clinic" is neither a column nor a relationship')),
    ).toBe(true);
  });

  it('fails on a relationship that no foreign key backs', async () => {
    const file = await edit('databases/default/tables/public_pets.yaml', (t) =>
      t.replace('foreign_key_constraint_on: user_id', 'foreign_key_constraint_on: breed'),
    );
    const problems = await problemsOf(copy);
    expect(problems).toContainEqual({
      file,
      path: 'object_relationships[user].using.foreign_key_constraint_on',
      message: 'no foreign key on public.pets (breed)',
    });
  });

  it('fails on a session variable the auth never issues', async () => {
    await edit('databases/default/tables/public_pets.yaml', (t) =>
      t.replace('X-Hasura-User-Id', 'X-Hasura-Owner-Id'),
    );
    const problems = await problemsOf(copy);
    expect(problems.map((p) => p.message)).toContainEqual(
      expect.stringContaining('"x-hasura-owner-id"'),
    );
  });

  it('fails on an action without a handler entry in actions.yaml', async () => {
    await edit('actions.graphql', (t) =>
      t.replace('type Query {', 'type Query {\n  ping: MessageOutput\n'),
    );
    const problems = await problemsOf(copy);
    expect(problems).toContainEqual(
      expect.objectContaining({
        path: 'ping',
        message: 'action "ping" has no entry (handler) in actions.yaml',
      }),
    );
  });

  it('fails on a query action written with kind synchronous (an export writes "")', async () => {
    await edit('actions.yaml', (t) =>
      t.replace(
        '- name: check_discount\n    definition:\n      kind: ""',
        '- name: check_discount\n    definition:\n      kind: synchronous',
      ),
    );
    const problems = await problemsOf(copy);
    expect(problems).toContainEqual(
      expect.objectContaining({
        path: 'actions[check_discount].definition.kind',
        message: 'a query action has no kind ("")',
      }),
    );
  });

  it('refuses metadata it does not support, naming the file and key', async () => {
    const file = await edit(
      'databases/default/tables/public_pets.yaml',
      (t) => `${t}remote_relationships: []\n`,
    );
    const error = await loadMetadata(copy).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MetadataError);
    expect((error as MetadataError).problems).toContainEqual({
      file,
      path: '',
      message: 'not supported by the engine (remote_relationships)',
    });
  });

  it("checks cron_triggers.yaml in Hasura's format: a valid trigger passes, a bad schedule fails", async () => {
    const file = path.join(copy, 'cron_triggers.yaml');
    const trigger = (schedule: string) => `- name: vaccination_reminders
  webhook: "{{EVENTS_BASE_URL}}/vaccination-reminders"
  schedule: "${schedule}"
  include_in_metadata: true
  payload: {}
  headers:
    - name: x-petwell-action-secret
      value_from_env: ACTIONS_SECRET
  retry_conf:
    num_retries: 3
    retry_interval_seconds: 60
    timeout_seconds: 30
    tolerance_seconds: 21600
  comment: Reminds owners of vaccinations due
`;
    await writeFile(file, trigger('0 8 * * *'));
    expect(await problemsOf(copy)).toEqual([]);
    await writeFile(file, trigger('0 8 * *'));
    expect(await problemsOf(copy)).toEqual([
      {
        file,
        path: 'cron_triggers[vaccination_reminders].schedule',
        message:
          'invalid cron schedule "0 8 * *": expected five fields (minute hour day-of-month month day-of-week)',
      },
    ]);
  });

  it('refuses a key of a cron trigger or an event trigger that Hasura has and the engine does not', async () => {
    const cronFile = path.join(copy, 'cron_triggers.yaml');
    await writeFile(
      cronFile,
      `- name: vaccination_reminders
  webhook: http://127.0.0.1:9/x
  schedule: "0 8 * * *"
  include_in_metadata: true
  request_transform:
    method: PUT
`,
    );
    const tableFile = await edit(
      'databases/default/tables/public_pets.yaml',
      (t) => `${t}event_triggers:
  - name: pet_changed
    definition:
      insert:
        columns: "*"
    webhook: http://127.0.0.1:9/x
    cleanup_config:
      schedule: "0 0 * * *"
`,
    );
    const error = await loadMetadata(copy).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MetadataError);
    expect((error as MetadataError).problems).toEqual([
      {
        file: tableFile,
        path: 'event_triggers.0',
        message: 'not supported by the engine (cleanup_config)',
      },
      { file: cronFile, path: '0', message: 'not supported by the engine (request_transform)' },
    ]);
  });

  it('refuses a non-empty file of a feature the engine does not support', async () => {
    const file = path.join(copy, 'remote_schemas.yaml');
    await writeFile(
      file,
      '- name: billing\n  definition:\n    url: https://billing.example.com/graphql\n',
    );
    const error = await loadMetadata(copy).catch((e: unknown) => e);
    expect((error as MetadataError).problems).toContainEqual({
      file,
      path: '',
      message: 'not supported by the engine: must be empty',
    });
  });
});
