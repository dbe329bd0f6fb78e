import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import {
  applyMigrations,
  applySeeds,
  createEngine,
  closeHttpServer,
  createEngineHttpServer,
  type Database,
  describeLocation,
  type Engine,
  type EngineEventOptions,
  type HttpMount,
  openDatabase,
  readHasuraProject,
  readMigrationFiles,
  readSeedFiles,
} from '@petwell/engine';
import { createFunctions, functionPaths, type Functions } from '@petwell/functions';
import { writeDemoFiles } from './demo-files';
import { localSecrets, type LocalSecrets } from './local-secrets';
import { readStackEnv, type StackEnv } from './stack-env';
import { lockDataDir } from './data-dir-lock';
import { httpAnswers, NotReady, type ReadinessCheck, readinessMount } from './readiness';
import { staticSite } from './static-files';
import { FRAMEABLE_PATH, isMainSiteHost, pageHeaders, webConfig } from './web-config';

/**
 * The one-process local stack: the embedded or given database, migrations
 * and (on an empty database) the demo seeds, the engine at /v1/graphql, the functions (action
 * handlers at /actions/*, the spec's REST paths at /api/*, local file storage at /files/*, the
 * dev outbox at /dev/outbox), and the built SPA with history fallback. `GET /healthz` answers as
 * soon as the port is bound; `GET /readyz` (readiness.ts) only once every part answers.
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
  /** Test seams of the functions: a clock, fetch for outside services (PayPal), a logger, DNS. */
  functions?: Pick<
    Parameters<typeof createFunctions>[0],
    'now' | 'fetch' | 'log' | 'dns' | 'scheduler'
  >;
  /**
   * The engine's event and scheduled event delivery (engine/README.md, "Event triggers"): its
   * clock (tests: the functions' clock, so moving time makes scheduled events due), whether its
   * workers poll (false: only `stack.engine.deliverDue()` delivers), its claim timeout and log.
   */
  events?: EngineEventOptions;
  /**
   * A new embedded database starts from this dump of a migrated one instead of running every
   * migration (the integration tests' shared template, engine/test/migrated-template.ts); the
   * migrations still run, so a dump older than hasura/migrations is brought up to date.
   */
  pgliteTemplate?: Blob;
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
  const location = {
    databaseUrl: env.DATABASE_URL,
    dataDir: env.PGLITE_DATA_DIR,
    pgliteTemplate: options.pgliteTemplate,
  };
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
  const engineStarting = {
    status: 503,
    body: { path: '$', error: 'the engine is starting', code: 'unexpected' },
  };
  const lazy: Engine = {
    get roles() {
      return engine?.roles ?? [];
    },
    graphql: (request) => (engine ? engine.graphql(request) : Promise.resolve(starting)),
    explain: (request) => (engine ? engine.explain(request) : Promise.resolve(starting)),
    metadata: (request) => (engine ? engine.metadata(request) : Promise.resolve(engineStarting)),
    query: (request) => (engine ? engine.query(request) : Promise.resolve(engineStarting)),
    get scheduled() {
      if (!engine) throw new Error('the engine is starting');
      return engine.scheduled;
    },
    deliverDue: () => engine?.deliverDue() ?? Promise.resolve(0),
    stats: () => engine?.stats() ?? { documentsParsed: 0, plansCompiled: 0, planCacheHits: 0 },
    get events() {
      return engine?.events;
    },
    close: () => engine?.close() ?? Promise.resolve(),
  };
  let functions: Functions | undefined;
  let db: Database | undefined;
  // The practices' verified custom domains may frame /appointments (web-config.ts); read at most
  // once a minute, so a page load costs no query (a newly verified domain frames within a minute).
  let customDomains: { hosts: string[]; at: number } = { hosts: [], at: 0 };
  const frameHosts = async (): Promise<string[]> => {
    if (!db || Date.now() - customDomains.at < 60_000) return customDomains.hosts;
    try {
      // Verified custom domains only: a host a practice merely typed in frames nothing.
      const { rows } = await db.query<{ host: string }>(
        `select host from public.website_hosts
          where kind = 'custom_domain' and verified_at is not null order by host`,
      );
      customDomains = { hosts: rows.map((row) => row.host), at: Date.now() };
    } catch {
      // The page is still served, framable by the sub-domains only until the next read.
    }
    return customDomains.hosts;
  };
  const functionsMount: HttpMount = async (request, response) => {
    if (functions) return functions.mount(request, response);
    if (!functionPaths(new URL(request.url ?? '/', 'http://localhost').pathname)) return false;
    response.writeHead(starting.status, { 'content-type': 'application/json; charset=utf-8' });
    response.end(JSON.stringify({ message: 'the functions are starting', code: 'unexpected' }));
    return true;
  };
  // Set once the migrations (and demo data) are in: until then the database is not the app's.
  let prepared = false;
  const errorCode = (error: unknown) => {
    const code = (error as NodeJS.ErrnoException).code;
    return typeof code === 'string' ? code : 'failed';
  };
  const readinessChecks: Record<string, ReadinessCheck> = {
    // A real GraphQL request through the engine, as the anonymous role.
    graphql: async () => {
      if (!engine) throw new NotReady('the engine is starting');
      const answer = await engine.graphql({ headers: {}, body: { query: '{ __typename }' } });
      const data = (answer.body as { data?: { __typename?: unknown } } | null)?.data;
      if (answer.status !== 200 || data?.__typename !== 'query_root')
        throw new NotReady(`{ __typename } answered ${String(answer.status)} without data`);
    },
    database: async () => {
      if (!db || !prepared) throw new NotReady('the database is being migrated and seeded');
      try {
        await db.query('select 1');
      } catch {
        throw new NotReady('select 1 failed');
      }
    },
    // The functions in this process (/api, /files, and the actions unless ACTIONS_BASE_URL names
    // others, whose health route must answer too).
    functions: async () => {
      if (!functions) throw new NotReady('the functions are starting');
      if (!(await functions.healthy())) throw new NotReady('their database does not answer');
      if (env.ACTIONS_BASE_URL) await httpAnswers(new URL('/healthz', env.ACTIONS_BASE_URL).href);
    },
    storage: async () => {
      if (!functions) throw new NotReady('the functions are starting');
      const { storage } = functions.deps;
      if (storage.local) {
        try {
          await storage.local.discard(await storage.local.stage(new Uint8Array()));
        } catch (error) {
          throw new NotReady(`the storage folder is not writable (${errorCode(error)})`);
        }
        return;
      }
      // S3: signing a URL needs the adapter's credentials; the bucket is the client's to reach.
      try {
        await storage.presignGet({
          key: 'readyz',
          fileName: 'readyz',
          contentType: 'text/plain',
          disposition: 'attachment',
          expiresInSeconds: 60,
          now: new Date(),
        });
      } catch {
        throw new NotReady('the storage adapter cannot sign a URL');
      }
    },
  };
  const server = createEngineHttpServer(lazy, {
    // The stack is its own edge unless a proxy in front says who the client is (TRUST_PROXY).
    setForwardedFor: rawEnv['TRUST_PROXY'] !== 'true' && rawEnv['TRUST_PROXY'] !== '1',
    mounts: [
      readinessMount(readinessChecks),
      ...(options.mounts ?? []),
      functionsMount,
      staticSite(env.WEB_DIST_DIR, {
        config: webConfig(env),
        prerenderedFor: (host) => isMainSiteHost(env, host),
        pageHeaders: async (pathname) =>
          pageHeaders(
            env,
            pathname,
            pathname.replace(/\/+$/, '') === FRAMEABLE_PATH ? await frameHosts() : [],
          ),
      }),
    ],
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(env.PORT, env.HOST, () => {
      resolve();
    });
  });
  const closeServer = () => closeHttpServer(server);
  const port = (server.address() as AddressInfo).port;
  const url = `http://${env.HOST === '0.0.0.0' ? 'localhost' : env.HOST}:${String(port)}`;
  let unlock: () => Promise<void> = () => Promise.resolve();
  try {
    if (!env.DATABASE_URL) unlock = await lockDataDir(env.PGLITE_DATA_DIR);
    db = await openDatabase(location);
    const migrated = await applyMigrations(db, await readMigrationFiles(project.migrationsDir));
    // Sub-domain sites answer to <sub>.<MAIN_DOMAIN>: the database builds those hosts from its
    // platform_settings row (hasura/README.md), which follows this stack's MAIN_DOMAIN.
    await db.query(
      'update public.platform_settings set main_domain = $1 where main_domain is distinct from $1',
      [env.MAIN_DOMAIN],
    );
    let seeded = false;
    if (options.seed !== false && (await isEmpty(db))) {
      await applySeeds(db, await readSeedFiles(project.seedsDir), { requireEmpty: 'vendors' });
      seeded = true;
    }
    prepared = true;
    engine = await createEngine({
      db,
      metadataDir: project.metadataDir,
      ...(options.events ? { events: options.events } : {}),
      env: {
        ...rawEnv,
        HASURA_GRAPHQL_ADMIN_SECRET: secrets.adminSecret,
        HASURA_GRAPHQL_JWT_SECRET: secrets.jwtSecret,
        HASURA_GRAPHQL_UNAUTHORIZED_ROLE: env.HASURA_GRAPHQL_UNAUTHORIZED_ROLE,
        ACTIONS_BASE_URL: env.ACTIONS_BASE_URL ?? `${url}/actions`,
        // Event and scheduled trigger webhooks (functions/src/registry.ts EVENTS).
        EVENTS_BASE_URL: rawEnv['EVENTS_BASE_URL'] || `${url}/events`,
        ACTIONS_SECRET: secrets.actionsSecret,
      },
    });
    const created = await createFunctions({
      env: {
        ...rawEnv,
        PUBLIC_URL: rawEnv['PUBLIC_URL'] || url,
        HASURA_GRAPHQL_JWT_SECRET: secrets.jwtSecret,
        ACTIONS_SECRET: secrets.actionsSecret,
        // Scheduled events are created through this stack's own metadata API.
        HASURA_ENDPOINT: rawEnv['HASURA_ENDPOINT'] || url,
        HASURA_GRAPHQL_ADMIN_SECRET: secrets.adminSecret,
        // The dev outbox is the local stack's: on unless the environment says otherwise, and
        // never with NODE_ENV=production (functions/src/lib/dev-outbox.ts).
        DEV_OUTBOX:
          rawEnv['DEV_OUTBOX'] || (rawEnv['NODE_ENV'] === 'production' ? 'false' : 'true'),
        STORAGE_DIR: rawEnv['STORAGE_DIR'] || path.join(dataRoot, 'uploads'),
      },
      db,
      ...(options.functions ?? {}),
    });
    // The demo records' files exist before any request reaches the functions.
    if (seeded) await writeDemoFiles(created.deps);
    functions = created;
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
        // Event deliveries under way finish (and are recorded) before the database closes.
        await readyEngine.close();
        await ready.close();
        await unlock();
      },
    };
  } catch (error) {
    await closeServer();
    await engine?.close().catch(() => undefined);
    await db?.close().catch(() => undefined);
    await unlock();
    throw error;
  }
}
