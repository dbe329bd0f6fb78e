import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import {
  applyMigrations,
  applySeeds,
  createEngine,
  createEngineHttpServer,
  type Database,
  describeLocation,
  type Engine,
  type HttpMount,
  openDatabase,
  readHasuraProject,
  readMigrationFiles,
  readSeedFiles,
} from '@petwell/engine';
import { createFunctions, functionPaths, type Functions } from '@petwell/functions';
import { localSecrets, type LocalSecrets } from './local-secrets';
import { readStackEnv, type StackEnv } from './stack-env';
import { lockDataDir } from './data-dir-lock';
import { staticSite } from './static-files';
import { contentSecurityPolicy, webConfig } from './web-config';

/**
 * The one-process local stack (design section 2): the embedded or given database, migrations
 * and (on an empty database) the demo seeds, the engine at /v1/graphql, the functions (action
 * handlers at /actions/*, the spec's REST paths at /api/*, local file storage at /files/*, the
 * dev outbox at /dev/outbox), and the built SPA with history fallback.
 */

export interface Stack {
  url: string;
  env: StackEnv;
  secrets: LocalSecrets;
  db: Database;
  engine: Engine;
  functions: Functions;
  server: Server;
  /** Applied migrations and whether the demo seeds were loaded, for the start-up banner. */
  migrated: number;
  seeded: boolean;
  databaseLabel: string;
  close(): Promise<void>;
}

export interface StackOptions {
  env?: Readonly<Record<string, string | undefined>>;
  /** More handlers, tried before the SPA (tests, the functions issue). */
  mounts?: readonly HttpMount[];
  /** Load the demo seeds into an empty database (default true). */
  seed?: boolean;
  /** Test seams of the functions: a clock, fetch for outside services (PayPal), a logger. */
  functions?: Pick<Parameters<typeof createFunctions>[0], 'now' | 'fetch' | 'log'>;
}

async function isEmpty(db: Database): Promise<boolean> {
  const { rows } = await db.query<{ taken: boolean }>(
    'select exists (select 1 from public.vendors) as taken',
  );
  return rows[0]?.taken !== true;
}

export async function startStack(options: StackOptions = {}): Promise<Stack> {
  const rawEnv = options.env ?? process.env;
  const env = readStackEnv(rawEnv);
  const dataRoot = path.dirname(env.PGLITE_DATA_DIR);
  const secrets = await localSecrets(rawEnv, dataRoot);
  const location = { databaseUrl: env.DATABASE_URL, dataDir: env.PGLITE_DATA_DIR };
  const project = await readHasuraProject(env.HASURA_PROJECT_DIR);
  // Bind the port first: if it is taken, nothing has been opened yet.
  let engine: Engine | undefined;
  const starting = {
    status: 503,
    body: {
      errors: [
        { message: 'the engine is starting', extensions: { path: '$', code: 'unexpected' } },
      ],
    },
  };
  const lazy: Engine = {
    get roles() {
      return engine?.roles ?? [];
    },
    graphql: (request) => (engine ? engine.graphql(request) : Promise.resolve(starting)),
    explain: (request) => (engine ? engine.explain(request) : Promise.resolve(starting)),
    stats: () => engine?.stats() ?? { documentsParsed: 0, plansCompiled: 0, planCacheHits: 0 },
  };
  let functions: Functions | undefined;
  const functionsMount: HttpMount = async (request, response) => {
    if (functions) return functions.mount(request, response);
    if (!functionPaths(new URL(request.url ?? '/', 'http://localhost').pathname)) return false;
    response.writeHead(starting.status, { 'content-type': 'application/json; charset=utf-8' });
    response.end(JSON.stringify({ message: 'the functions are starting', code: 'unexpected' }));
    return true;
  };
  const server = createEngineHttpServer(lazy, {
    mounts: [
      ...(options.mounts ?? []),
      functionsMount,
      staticSite(env.WEB_DIST_DIR, {
        config: webConfig(env),
        pageHeaders: { 'content-security-policy': contentSecurityPolicy(env) },
      }),
    ],
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(env.PORT, env.HOST, () => {
      resolve();
    });
  });
  const closeServer = () =>
    new Promise<void>((resolve) => {
      server.close(() => {
        resolve();
      });
      server.closeIdleConnections();
    });
  const port = (server.address() as AddressInfo).port;
  const url = `http://${env.HOST === '0.0.0.0' ? 'localhost' : env.HOST}:${String(port)}`;
  let unlock: () => Promise<void> = () => Promise.resolve();
  let db: Database | undefined;
  try {
    if (!env.DATABASE_URL) unlock = await lockDataDir(env.PGLITE_DATA_DIR);
    db = await openDatabase(location);
    const migrated = await applyMigrations(db, await readMigrationFiles(project.migrationsDir));
    let seeded = false;
    if (options.seed !== false && (await isEmpty(db))) {
      await applySeeds(db, await readSeedFiles(project.seedsDir), { requireEmpty: 'vendors' });
      seeded = true;
    }
    engine = await createEngine({
      db,
      metadataDir: project.metadataDir,
      env: {
        ...rawEnv,
        HASURA_GRAPHQL_ADMIN_SECRET: secrets.adminSecret,
        HASURA_GRAPHQL_JWT_SECRET: secrets.jwtSecret,
        HASURA_GRAPHQL_UNAUTHORIZED_ROLE: env.HASURA_GRAPHQL_UNAUTHORIZED_ROLE,
        ACTIONS_BASE_URL: env.ACTIONS_BASE_URL ?? `${url}/actions`,
        ACTIONS_SECRET: secrets.actionsSecret,
      },
    });
    functions = await createFunctions({
      env: {
        ...rawEnv,
        PUBLIC_URL: rawEnv['PUBLIC_URL'] || url,
        HASURA_GRAPHQL_JWT_SECRET: secrets.jwtSecret,
        ACTIONS_SECRET: secrets.actionsSecret,
        STORAGE_DIR: rawEnv['STORAGE_DIR'] || path.join(dataRoot, 'uploads'),
      },
      db,
      ...(options.functions ?? {}),
    });
    const ready = db;
    const readyEngine = engine;
    const readyFunctions = functions;
    return {
      url,
      env,
      secrets,
      db: ready,
      engine: readyEngine,
      functions: readyFunctions,
      server,
      migrated: migrated.length,
      seeded,
      databaseLabel: describeLocation(location),
      async close() {
        await closeServer();
        await ready.close();
        await unlock();
      },
    };
  } catch (error) {
    await closeServer();
    await db?.close().catch(() => undefined);
    await unlock();
    throw error;
  }
}
