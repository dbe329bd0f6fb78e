import { readFile, writeFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import { generate } from '@graphql-codegen/cli';
import {
  applyMigrations,
  createEngine,
  openDatabase,
  readHasuraProject,
  readMigrationFiles,
} from '@petwell/engine';
import {
  buildClientSchema,
  getIntrospectionQuery,
  type IntrospectionQuery,
  lexicographicSortSchema,
  printSchema,
} from 'graphql';
import { format, resolveConfig } from 'prettier';
import { parse as parseYaml } from 'yaml';

import type { Types } from '@graphql-codegen/plugin-helpers';

interface CodegenYml {
  generates: Types.Config['generates'];
}

/**
 * `npm run codegen`: refreshes hasura/schema.graphql from the engine (migrations applied to an
 * in-memory PGlite, the admin role's schema: every table the web may type against) and then
 * runs GraphQL Code Generator (codegen.yml). With --check nothing is written and the command
 * fails when either committed file is stale (CI).
 */
const root = path.resolve(import.meta.dirname, '..');
const check = process.argv.includes('--check');
const SCHEMA_FILE = path.join(root, 'hasura/schema.graphql');
const SCHEMA_BANNER =
  '# The GraphQL schema the engine serves from hasura/ (admin role), for code generation.\n' +
  '# Generated: do not edit; run `npm run codegen`.\n\n';

async function engineSchema(): Promise<string> {
  const project = await readHasuraProject(path.join(root, 'hasura'));
  const db = await openDatabase({});
  let engine: Awaited<ReturnType<typeof createEngine>> | undefined;
  try {
    await applyMigrations(db, await readMigrationFiles(project.migrationsDir));
    const adminSecret = 'codegen-admin-secret-not-used-elsewhere';
    engine = await createEngine({
      db,
      metadataDir: project.metadataDir,
      env: {
        HASURA_GRAPHQL_ADMIN_SECRET: adminSecret,
        HASURA_GRAPHQL_UNAUTHORIZED_ROLE: 'anonymous',
        ACTIONS_BASE_URL: 'http://127.0.0.1:9/actions',
        EVENTS_BASE_URL: 'http://127.0.0.1:9/events',
        ACTIONS_SECRET: 'codegen-actions-secret-unused',
      },
      // Only the schema is read: no event is delivered.
      events: { deliver: false },
    });
    const response = await engine.graphql({
      headers: { 'x-hasura-admin-secret': adminSecret },
      body: { query: getIntrospectionQuery() },
    });
    const body = response.body as { data?: IntrospectionQuery; errors?: unknown };
    if (!body.data) throw new Error(`introspection failed: ${JSON.stringify(body.errors)}`);
    const schema = lexicographicSortSchema(buildClientSchema(body.data));
    return SCHEMA_BANNER + printSchema(schema) + '\n';
  } finally {
    // The engine runs an event delivery worker once the metadata has event triggers.
    await engine?.close();
    await db.close();
  }
}

async function prettify(file: string, content: string): Promise<string> {
  const options = (await resolveConfig(file)) ?? {};
  return format(content, { ...options, filepath: file });
}

async function readOrEmpty(file: string): Promise<string> {
  try {
    return await readFile(file, 'utf8');
  } catch {
    return '';
  }
}

const outputs: { file: string; content: string }[] = [];
const schema = await prettify(SCHEMA_FILE, await engineSchema());
outputs.push({ file: SCHEMA_FILE, content: schema });
if (!check) await writeFile(SCHEMA_FILE, schema);

// Code generation reads the snapshot just produced (in check mode, from memory).
const generated: unknown = await generate(
  {
    cwd: root,
    schema: check ? schema : SCHEMA_FILE,
    generates:
      // `merge`: the outputs share their settings through a YAML merge key (`<<: *output`).
      (
        parseYaml(await readFile(path.join(root, 'codegen.yml'), 'utf8'), {
          merge: true,
        }) as CodegenYml
      ).generates,
    silent: true,
  },
  false,
);
for (const { filename, content } of generated as { filename: string; content: string }[]) {
  const file = path.resolve(root, filename);
  try {
    outputs.push({ file, content: await prettify(file, content) });
  } catch (error) {
    throw new Error(`prettier could not format ${filename}`, { cause: error });
  }
}

const stale: string[] = [];
for (const { file, content } of outputs) {
  if ((await readOrEmpty(file)) === content) continue;
  stale.push(path.relative(root, file));
  if (!check) {
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, content);
  }
}
if (check && stale.length > 0) {
  console.error(`stale generated files (run \`npm run codegen\` and commit): ${stale.join(', ')}`);
  process.exit(1);
}
console.log(
  check
    ? 'codegen: hasura/schema.graphql and the generated hooks are up to date'
    : `codegen: ${stale.length ? `wrote ${stale.join(', ')}` : 'nothing changed'}`,
);
