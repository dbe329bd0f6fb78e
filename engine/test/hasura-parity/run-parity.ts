/*
 * `npm run test:hasura-parity`: Hasura's own tests-py cases (found as parity-suite.ts says) against
 * the engine, directory by directory, each on a fresh database (embedded PGlite, or a database of
 * its own on the server named by DATABASE_URL). Every case runs twice: with role and session
 * variables as headers next to the admin secret, and with them as claims of an RS512 JWT. One line
 * per case, totals per directory, exit 1 on any failure that is neither skipped nor a known
 * difference (and on a known difference that passes: the lists must stay true).
 *
 *   npm run test:hasura-parity [-- <directory or file filter>...] [--pass headers|jwt] [--verbose]
 *                              [--require-postgis]
 *
 * Three directories need PostGIS (tests-py's `postgis` fixture). Embedded PGlite has none: there
 * they are listed as not run, unless --require-postgis (CI's server pass) makes that a failure.
 */
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { citext } from '@electric-sql/pglite/contrib/citext';
import { ltree } from '@electric-sql/pglite/contrib/ltree';
import { exportJWK, exportSPKI, generateKeyPair, SignJWT } from 'jose';
import type { Database } from '../../src/db/database';
import { pgliteDatabase } from '../../src/db/pglite-database';
import { createEngine } from '../../src/engine';
import type { Engine } from '../../src/engine-api';
import { closeHttpServer, createEngineHttpServer } from '../../src/server/http-server';
import { compareResponse, selectionOrderDifference } from './compare';
import { KNOWN_DIFFERENCES, SKIPPED } from './expectations';
import {
  type CaseFile,
  DIRECTORIES,
  fixtureFile,
  readCases,
  SUITE_DIR,
  type Step,
  type SuiteDirectory,
} from './parity-suite';
import { createTestDatabase } from '../test-database';
import { HasuraMetadata } from './v1-query';

const ADMIN_SECRET = `parity-${randomBytes(8).toString('hex')}`;
/** tests-py runs these with the admin secret added to the role headers (check_query_admin_secret). */
const WITH_ADMIN_SECRET = new Set([
  'backend_user_insert_fail.yaml',
  'backend_user_insert_pass.yaml',
  'backend_user_insert_invalid_bool.yaml',
  'user_with_no_backend_privilege.yaml',
]);
/** Only meaningful with admin secret and JWT configured; sent without the admin secret. */
const JWT_ONLY = new Set(['backend_user_no_admin_secret_fail.yaml']);

type Pass = 'headers' | 'jwt';
type Outcome = 'pass' | 'fail' | 'skip' | 'known' | 'fixed' | 'unavailable';

interface Result {
  id: string;
  pass: Pass;
  outcome: Outcome;
  detail?: string;
  messages: string[];
}

const args = process.argv.slice(2);
const verbose = args.includes('--verbose');
const requirePostgis = args.includes('--require-postgis');
const passFlag = args.indexOf('--pass');
const passes: Pass[] = passFlag >= 0 ? [args[passFlag + 1] as Pass] : ['headers', 'jwt'];
const filters = args.filter((a, i) => !a.startsWith('--') && (passFlag < 0 || i !== passFlag + 1));
const databaseUrl = process.env.DATABASE_URL;

async function openDatabase(): Promise<{ db: Database; dispose(): Promise<void> }> {
  if (!databaseUrl) {
    const pglite = await PGlite.create({ extensions: { btree_gist, citext, ltree, pg_trgm } });
    await pglite.exec(`set timezone to 'UTC'`);
    const db = pgliteDatabase(pglite);
    return { db, dispose: () => db.close() };
  }
  // A database of its own next to $DATABASE_URL, dropped by dispose (as every database test).
  return createTestDatabase();
}

interface Keys {
  privateKey: Awaited<ReturnType<typeof generateKeyPair>>['privateKey'];
  jwtSecret: string;
}

async function makeKeys(): Promise<Keys> {
  const { privateKey, publicKey } = await generateKeyPair('RS512', { extractable: true });
  await exportJWK(publicKey);
  return {
    privateKey,
    jwtSecret: JSON.stringify({ type: 'RS512', key: await exportSPKI(publicKey) }),
  };
}

/** One directory's engine and HTTP server, rebuilt whenever /v1/query changes the schema. */
class Stack {
  private server: Server | undefined;
  // Its event and scheduled-event workers poll the database until closed.
  private engine: Engine | undefined;
  private baseUrl = '';
  readonly metadataDir: Promise<string> = mkdtemp(path.join(tmpdir(), 'petwell-parity-'));

  constructor(
    readonly db: Database,
    readonly metadata: HasuraMetadata,
    private readonly keys: Keys,
  ) {}

  async reload(): Promise<void> {
    await this.stop();
    const dir = await this.metadataDir;
    await this.metadata.writeMetadataDirectory(dir);
    const engine = await createEngine({
      db: this.db,
      metadataDir: dir,
      env: {
        HASURA_GRAPHQL_DATABASE_URL: databaseUrl ?? 'postgres://embedded',
        HASURA_GRAPHQL_ADMIN_SECRET: ADMIN_SECRET,
        HASURA_GRAPHQL_JWT_SECRET: this.keys.jwtSecret,
        HASURA_GRAPHQL_STRINGIFY_NUMERIC_TYPES: 'true',
        HASURA_GRAPHQL_ADMIN_INTERNAL_ERRORS: 'false',
      },
    });
    this.engine = engine;
    const server = createEngineHttpServer(engine);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    this.server = server;
    this.baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }

  async post(url: string, headers: Record<string, string>, body: unknown) {
    const response = await fetch(this.baseUrl + url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {
      // compared as text
    }
    return { status: response.status, body: parsed };
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    if (server) await closeHttpServer(server);
    const engine = this.engine;
    this.engine = undefined;
    await engine?.close();
  }

  async dispose(): Promise<void> {
    await this.stop();
    await rm(await this.metadataDir, { recursive: true, force: true });
  }

  async token(headers: Record<string, string>): Promise<string> {
    const claims: Record<string, unknown> = {};
    let role = 'user';
    for (const [name, value] of Object.entries(headers)) {
      const lower = name.toLowerCase();
      if (lower === 'x-hasura-role') role = value;
      else if (lower.startsWith('x-hasura-') && lower !== 'x-hasura-use-backend-only-permissions') {
        claims[lower] = value;
      }
    }
    claims['x-hasura-allowed-roles'] = [role];
    claims['x-hasura-default-role'] = role;
    return new SignJWT({ 'https://hasura.io/jwt/claims': claims })
      .setProtectedHeader({ alg: 'RS512' })
      .setIssuedAt()
      .setExpirationTime('10m')
      .sign(this.keys.privateKey);
  }
}

function requestHeaders(
  stack: Stack,
  pass: Pass,
  file: string,
  step: Step,
): Promise<Record<string, string>> | Record<string, string> {
  const headers = step.headers ?? {};
  const hasRole = Object.keys(headers).some((h) => h.toLowerCase() === 'x-hasura-role');
  if (pass === 'jwt' && JWT_ONLY.has(file)) {
    return stack.token(headers).then((token) => ({ authorization: `Bearer ${token}` }));
  }
  if (pass === 'headers' || !hasRole || WITH_ADMIN_SECRET.has(file)) {
    return { ...headers, 'x-hasura-admin-secret': ADMIN_SECRET };
  }
  return stack.token(headers).then((token) => {
    const extra = Object.fromEntries(
      Object.entries(headers).filter(
        ([h]) => h.toLowerCase() === 'x-hasura-use-backend-only-permissions',
      ),
    );
    return { ...extra, authorization: `Bearer ${token}` };
  });
}

async function runStep(stack: Stack, pass: Pass, file: string, step: Step): Promise<string[]> {
  if (step.url === '/v1/query') {
    const result = await stack.metadata.run(step.query);
    await stack.reload();
    if (result.status !== step.status) {
      throw new Error(
        `/v1/query: status ${result.status}, expected ${step.status}: ${JSON.stringify(result.body)}`,
      );
    }
    return [];
  }
  const headers = await requestHeaders(stack, pass, file, step);
  const { status, body } = await stack.post(step.url, headers, step.query);
  if (status !== step.status) {
    throw new Error(
      `status ${status}, expected ${step.status}: ${JSON.stringify(body).slice(0, 300)}`,
    );
  }
  if (step.response !== undefined) {
    const comparison = compareResponse(step.response, body);
    if (!comparison.ok) throw new Error(comparison.difference);
    const order = selectionOrderDifference(step.query, body);
    if (order) throw new Error(`key order: ${order}`);
    return comparison.messageDifferences;
  }
  // No expected body (status only): an error case must still be an error.
  return [];
}

/** tests-py first checks that an admin request without or with a wrong secret is refused. */
async function checkAdminSecretRequired(stack: Stack, step: Step): Promise<void> {
  for (const headers of [{}, { 'x-hasura-admin-secret': 'wrong' }]) {
    const { status, body } = await stack.post(step.url, headers, step.query);
    const responses = Array.isArray(body) ? body : [body];
    const refused = responses.every((response) => {
      const code = (response as { errors?: { extensions?: { code?: string } }[] }).errors?.[0]
        ?.extensions?.code;
      return code === 'access-denied' || code === 'invalid-headers';
    });
    // tests-py: 200 with an error body on /v1/graphql; real HTTP statuses on the legacy path.
    const expectedStatus = step.url === '/v1/graphql' ? [200] : [400, 401];
    if (!expectedStatus.includes(status) || !refused) {
      throw new Error(
        `without the admin secret: status ${status}, ${JSON.stringify(body).slice(0, 200)}`,
      );
    }
  }
}

async function applyFixture(stack: Stack, directory: SuiteDirectory, name: string): Promise<void> {
  const body = await fixtureFile(directory, name);
  if (body === undefined) return;
  const result = await stack.metadata.run(body);
  if (result.status !== 200) {
    throw new Error(`${directory.name}/${name}: ${JSON.stringify(result.body)}`);
  }
}

async function runDirectory(directory: SuiteDirectory, pass: Pass, keys: Keys): Promise<Result[]> {
  const cases = (await readCases(directory)).filter(
    (c) => filters.length === 0 || filters.some((f) => c.id.includes(f)),
  );
  if (cases.length === 0) return [];
  const opened = await openDatabase();
  const { db } = opened;
  const dispose = () => opened.dispose();
  if (directory.requiresPostgis && !requirePostgis && !(await hasPostgis(db))) {
    await dispose();
    const reason = `not run here: needs PostGIS, which ${databaseUrl ? 'this server does not offer (Debian: postgresql-15-postgis-3)' : 'embedded PGlite cannot load'}; CI runs it on the Postgres server`;
    return cases.map((c) => ({
      id: c.id,
      pass,
      outcome: 'unavailable',
      detail: reason,
      messages: [],
    }));
  }
  const stack = new Stack(db, new HasuraMetadata(db), keys);
  const results: Result[] = [];
  try {
    let setupError: string | undefined;
    try {
      // tests-py's `postgis` fixture: the extension exists before the class's setup runs.
      if (directory.requiresPostgis) await db.query('create extension if not exists postgis');
      await applyFixture(
        stack,
        directory,
        directory.fixture === 'query' ? 'setup.yaml' : 'schema_setup.yaml',
      );
      await stack.reload();
    } catch (error) {
      setupError = `setup failed: ${(error as Error).message}`;
    }
    for (const testCase of cases) {
      results.push(await runCase(stack, directory, pass, testCase, setupError));
    }
  } finally {
    await stack.dispose();
    await dispose();
  }
  return results;
}

async function runCase(
  stack: Stack,
  directory: SuiteDirectory,
  pass: Pass,
  testCase: CaseFile,
  setupError: string | undefined,
): Promise<Result> {
  const file = path.basename(testCase.id);
  const skipped = SKIPPED[testCase.id];
  if (skipped) return { id: testCase.id, pass, outcome: 'skip', detail: skipped, messages: [] };
  if (pass === 'headers' && JWT_ONLY.has(file)) {
    return {
      id: testCase.id,
      pass,
      outcome: 'skip',
      detail: 'runs in the JWT pass only (tests-py: admin secret and JWT configured)',
      messages: [],
    };
  }
  const known = KNOWN_DIFFERENCES[testCase.id];
  let failure: string | undefined = setupError;
  const messages: string[] = [];
  if (!failure) {
    try {
      if (directory.fixture === 'mutation') {
        await applyFixture(stack, directory, 'values_setup.yaml');
      }
      try {
        for (const step of testCase.steps) {
          if (pass === 'headers' && step.headers === undefined && step.url !== '/v1/query') {
            await checkAdminSecretRequired(stack, step);
          }
          messages.push(...(await runStep(stack, pass, file, step)));
        }
      } finally {
        if (directory.fixture === 'mutation') {
          await applyFixture(stack, directory, 'values_teardown.yaml');
        }
      }
    } catch (error) {
      failure = (error as Error).message;
    }
  }
  if (known) {
    return failure
      ? { id: testCase.id, pass, outcome: 'known', detail: known, messages }
      : {
          id: testCase.id,
          pass,
          outcome: 'fixed',
          detail: `passes now: remove it from the known differences (${known})`,
          messages,
        };
  }
  return failure
    ? { id: testCase.id, pass, outcome: 'fail', detail: failure, messages }
    : { id: testCase.id, pass, outcome: 'pass', messages };
}

const LABEL: Record<Outcome, string> = {
  pass: 'pass ',
  fail: 'FAIL ',
  skip: 'skip ',
  known: 'known',
  fixed: 'FIXED',
  unavailable: 'n/a  ',
};

function noOutcomes(): Record<Outcome, number> {
  return { pass: 0, fail: 0, skip: 0, known: 0, fixed: 0, unavailable: 0 };
}

async function hasPostgis(db: Database): Promise<boolean> {
  const { rows } = await db.query(`select 1 from pg_available_extensions where name = 'postgis'`);
  return rows.length > 0;
}

async function main(): Promise<number> {
  if (!existsSync(path.join(SUITE_DIR, 'README.md'))) {
    // CI has the suite beside its clone, so there an absent suite is a failure; a developer's
    // plain clone may not have it.
    const where = `Hasura's test suite (tests-py cases) is not at ${SUITE_DIR}; HASURA_TESTS_DIR names another folder`;
    if (!['', '0', 'false'].includes(process.env.CI ?? '')) {
      console.error(`hasura parity: FAILED: ${where}, and CI must run it.`);
      return 1;
    }
    console.log(`hasura parity: not run: ${where}.`);
    return 0;
  }
  const keys = await makeKeys();
  console.log(
    `Hasura parity run on ${databaseUrl ? new URL(databaseUrl).host : 'embedded PGlite'}; passes: ${passes.join(', ')}`,
  );
  let unexpected = 0;
  const totals = noOutcomes();
  let messageDifferences = 0;
  for (const pass of passes) {
    console.log(
      `\n== pass: ${pass === 'headers' ? 'role and session variables as headers' : 'role and session variables as JWT claims (RS512)'}`,
    );
    for (const directory of DIRECTORIES) {
      const results = await runDirectory(directory, pass, keys);
      if (results.length === 0) continue;
      const counts = noOutcomes();
      for (const result of results) {
        counts[result.outcome]++;
        totals[result.outcome]++;
        messageDifferences += result.messages.length;
        const name = path.basename(result.id);
        const detail = result.detail ? `  ${result.detail}` : '';
        console.log(`  ${LABEL[result.outcome]} ${name}${detail}`);
        if (verbose || result.outcome === 'fail') {
          for (const message of result.messages)
            console.log(`          message wording: ${message}`);
        }
        if (result.outcome === 'fail' || result.outcome === 'fixed') unexpected++;
      }
      console.log(
        `${directory.root ? 'own/' : ''}${directory.name} [${pass}]: ${counts.pass} passed, ${counts.fail} failed, ${counts.known} known differences, ${counts.skip} skipped${counts.unavailable ? `, ${counts.unavailable} not run (PostGIS)` : ''}${counts.fixed ? `, ${counts.fixed} known differences now pass` : ''}`,
      );
    }
  }
  console.log(
    `\nhasura parity: ${totals.pass} passed, ${totals.fail} failed, ${totals.known} known differences, ${totals.skip} skipped, ${totals.unavailable} not run (PostGIS); ${messageDifferences} error messages worded differently (soft, see README)`,
  );
  return unexpected === 0 ? 0 : 1;
}

process.exitCode = await main();
