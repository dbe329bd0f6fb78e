import { functionPaths, nodeMount } from './adapters/node-http';
import { readFunctionsEnv } from './env';
import { createDeps } from './lib/create-deps';
import type { Db } from './lib/db';
import type { Deps, Logger } from './lib/deps';
import { databaseAnswers } from './lib/health';
import type { DnsResolver } from './providers/dns';
import type { Scheduler } from './providers/scheduler';
import { createRouter } from './lib/router';
import { ACTIONS, EVENTS, RAW_ROUTES, REST_ROUTES } from './registry';

export { readFunctionsEnv, type FunctionsEnv } from './env';
export type { Db } from './lib/db';
export type { Deps } from './lib/deps';
export { memoryScheduler, type Scheduler } from './providers/scheduler';
export { ACTIONS, EVENTS, RAW_ROUTES, REST_ROUTES } from './registry';
export { functionPaths } from './adapters/node-http';

export interface Functions {
  deps: Deps;
  /** A node:http mount for the local stack: /actions/*, /events/*, /api/*, /files/*, /dev/*. */
  mount: ReturnType<typeof nodeMount>;
  /** What `GET /healthz` of `start:functions` answers: true when their database answers. */
  healthy(): Promise<boolean>;
}

/** The functions inside another process (the local stack passes its database and secrets). */
export async function createFunctions(options: {
  env: Readonly<Record<string, string | undefined>>;
  db: Db;
  log?: Logger;
  now?: () => Date;
  fetch?: typeof fetch;
  dns?: DnsResolver;
  scheduler?: Scheduler;
}): Promise<Functions> {
  const env = readFunctionsEnv(options.env);
  const deps = await createDeps(env, {
    db: options.db,
    ...(options.log ? { log: options.log } : {}),
    ...(options.now ? { now: options.now } : {}),
    ...(options.fetch ? { fetch: options.fetch } : {}),
    ...(options.dns ? { dns: options.dns } : {}),
    ...(options.scheduler ? { scheduler: options.scheduler } : {}),
  });
  const route = createRouter(
    { actions: ACTIONS, rest: REST_ROUTES, raw: RAW_ROUTES, events: EVENTS },
    deps,
  );
  return {
    deps,
    mount: nodeMount(route, functionPaths),
    healthy: () => databaseAnswers(options.db),
  };
}
