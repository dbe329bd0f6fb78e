import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import { REPO_ROOT } from '../test-database';

/*
 * The copied tests-py directories (SUITE_DIR below), how each is set up, and which files
 * are its cases. Mirrors the fixtures of test_graphql_queries.py / test_graphql_mutations.py as
 * the suite's README describes them.
 */

/**
 * Hasura's tests-py cases are not part of this repository: $HASURA_TESTS_DIR names the copied
 * folder, else it is `shared/hasura-tests` beside the clone or beside one of its parent folders
 * (a CI clone may sit deeper than the working copy). When none is found this is the first place
 * looked at, and the run says the suite is absent (run-parity.ts).
 */
export const SUITE_DIR = findSuite();

function findSuite(): string {
  if (process.env.HASURA_TESTS_DIR) return path.resolve(process.env.HASURA_TESTS_DIR);
  for (let dir = REPO_ROOT; ; dir = path.dirname(dir)) {
    const candidate = path.join(path.dirname(dir), 'shared', 'hasura-tests');
    if (existsSync(path.join(candidate, 'README.md'))) return candidate;
    if (path.dirname(dir) === dir) break;
  }
  return path.join(path.dirname(REPO_ROOT), 'shared', 'hasura-tests');
}

/** Petwell's own cases for what the suite exposed, in the suite's format, run with it. */
export const OWN_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'own');

export interface SuiteDirectory {
  /** Relative to its root, e.g. graphql_query/basic. */
  name: string;
  /** SUITE_DIR unless given. */
  root?: string;
  /**
   * query: setup.yaml once for the class. mutation: schema_setup.yaml once, then
   * values_setup.yaml before and values_teardown.yaml after every case.
   */
  fixture: 'query' | 'mutation';
  /** The class setup file when it is not the directory's own (offset has none stored). */
  setupFrom?: string;
  /** Its setup creates the PostGIS extension (tests-py's `postgis` fixture). */
  requiresPostgis?: true;
}

export const DIRECTORIES: readonly SuiteDirectory[] = [
  { name: 'graphql_query/basic', fixture: 'query' },
  { name: 'graphql_query/limits', fixture: 'query' },
  // README: offset's setup.yaml is not in the index; its cases expect limits/setup.yaml's data.
  { name: 'graphql_query/offset', fixture: 'query', setupFrom: 'graphql_query/limits/setup.yaml' },
  { name: 'graphql_query/order_by', fixture: 'query' },
  { name: 'graphql_query/boolexp/basic', fixture: 'query' },
  { name: 'graphql_query/boolexp/search', fixture: 'query' },
  { name: 'graphql_query/boolexp/jsonb', fixture: 'query' },
  { name: 'graphql_query/aggregations', fixture: 'query' },
  { name: 'graphql_query/agg_perm', fixture: 'query' },
  { name: 'graphql_query/permissions', fixture: 'query', requiresPostgis: true },
  { name: 'graphql_mutation/insert/basic', fixture: 'mutation' },
  { name: 'graphql_mutation/insert/nested', fixture: 'mutation' },
  { name: 'graphql_mutation/insert/onconflict', fixture: 'mutation' },
  // README: constraints uses the per-class query fixture (setup.yaml / teardown.yaml).
  { name: 'graphql_mutation/insert/constraints', fixture: 'query' },
  { name: 'graphql_mutation/insert/permissions', fixture: 'mutation' },
  { name: 'graphql_mutation/update/basic', fixture: 'mutation', requiresPostgis: true },
  { name: 'graphql_mutation/update/jsonb', fixture: 'mutation' },
  { name: 'graphql_mutation/update/permissions', fixture: 'mutation' },
  { name: 'graphql_mutation/delete/basic', fixture: 'mutation', requiresPostgis: true },
  { name: 'graphql_mutation/delete/permissions', fixture: 'mutation' },
  { name: 'queries', fixture: 'query', root: OWN_DIR },
  { name: 'postgis', fixture: 'query', root: OWN_DIR, requiresPostgis: true },
  { name: 'mutations', fixture: 'mutation', root: OWN_DIR },
  { name: 'values', fixture: 'mutation', root: OWN_DIR },
];

const FIXTURE_FILES = new Set([
  'setup.yaml',
  'teardown.yaml',
  'schema_setup.yaml',
  'schema_teardown.yaml',
  'values_setup.yaml',
  'values_teardown.yaml',
]);

export interface Step {
  description?: string;
  url: string;
  status: number;
  headers?: Record<string, string>;
  query: unknown;
  response?: unknown;
}

export interface CaseFile {
  /** e.g. graphql_query/basic/select_query_author.yaml */
  id: string;
  steps: Step[];
  /** Sends a /v1/query step: changes the schema the later cases see. */
  changesSchema: boolean;
}

export async function readYaml(file: string): Promise<unknown> {
  return parse(await readFile(file, 'utf8'), { merge: true, maxAliasCount: -1 });
}

function toStep(raw: unknown, file: string): Step {
  const record = raw as Record<string, unknown>;
  // setup_invalid_fkey_relationship.yaml is a /v1/query body the 2022 class sends expecting 400.
  if (typeof record.type === 'string' && !('url' in record)) {
    return { url: '/v1/query', status: 400, query: record };
  }
  if (typeof record.url !== 'string' || typeof record.status !== 'number') {
    throw new Error(`${file}: a step needs url and status`);
  }
  const headers = record.headers as Record<string, unknown> | undefined;
  return {
    ...(typeof record.description === 'string' ? { description: record.description } : {}),
    url: record.url,
    status: record.status,
    // `header:` (sic, upstream) is not read by the harness: such a case runs as admin.
    ...(headers
      ? { headers: Object.fromEntries(Object.entries(headers).map(([k, v]) => [k, String(v)])) }
      : {}),
    query: record.query,
    ...('response' in record ? { response: record.response } : {}),
  };
}

/** The case files of a directory: every YAML file but the fixtures, schema changers last. */
export async function readCases(directory: SuiteDirectory): Promise<CaseFile[]> {
  const dir = path.join(directory.root ?? SUITE_DIR, directory.name);
  const names = (await readdir(dir))
    .filter((f) => f.endsWith('.yaml') && !FIXTURE_FILES.has(f))
    .sort();
  const cases: CaseFile[] = [];
  for (const name of names) {
    const file = path.join(dir, name);
    const raw = await readYaml(file);
    const list = Array.isArray(raw) ? raw : [raw];
    const steps = list.map((step) => toStep(step, file));
    cases.push({
      id: `${directory.root ? 'own/' : ''}${directory.name}/${name}`,
      steps,
      changesSchema: steps.some((step) => step.url === '/v1/query'),
    });
  }
  return [...cases.filter((c) => !c.changesSchema), ...cases.filter((c) => c.changesSchema)];
}

export async function fixtureFile(directory: SuiteDirectory, name: string): Promise<unknown> {
  const file =
    name === 'setup.yaml' && directory.setupFrom
      ? path.join(SUITE_DIR, directory.setupFrom)
      : path.join(directory.root ?? SUITE_DIR, directory.name, name);
  try {
    return await readYaml(file);
  } catch (error) {
    // tests-py skips fixture files that do not exist (os.path.isfile).
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}
