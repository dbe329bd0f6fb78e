import { readdirSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { readFunctionsEnv } from './env';
import { createDeps } from './lib/create-deps';
import type { Db } from './lib/db';
import { withoutDevOutbox } from './lib/dev-outbox';
import { createRouter } from './lib/router';
import { EVENT_WEBHOOK_TEMPLATE, unconfiguredScheduler } from './providers/scheduler';
import { ACTIONS, EVENTS, RAW_ROUTES, REST_ROUTES } from './registry';

// Every webhook Hasura calls (actions, event triggers, cron triggers, the one-off scheduled events
// the functions create), resolved with the base URLs docker-compose.yml gives Hasura, reaches the
// functions service as compose runs it and is answered there by the router functions/src/server.ts
// mounts, not by its "not found".
const repo = new URL('../../', import.meta.url);
const read = (file: string) => readFileSync(new URL(file, repo), 'utf8');

interface Service {
  environment?: Record<string, string>;
  ports?: unknown[];
}
const compose = parse(read('docker-compose.yml')) as { services: Record<string, Service> };
const hasuraEnv = compose.services['hasura']?.environment ?? {};
const functionsEnv = compose.services['functions']?.environment ?? {};

const resolve = (template: string) =>
  template.replace(/\{\{([A-Z_]+)\}\}/g, (_, name: string) => {
    const value = hasuraEnv[name];
    if (value === undefined) throw new Error(`docker-compose.yml gives Hasura no ${name}`);
    return value;
  });

const actionHandlers = (
  parse(read('hasura/metadata/actions.yaml')) as {
    actions: { name: string; definition: { handler: string } }[];
  }
).actions.map((action) => ({ name: action.name, url: resolve(action.definition.handler) }));

const tablesDir = 'hasura/metadata/databases/default/tables/';
const eventWebhooks = [
  ...(parse(read('hasura/metadata/cron_triggers.yaml')) as { webhook: string }[]).map(
    (trigger) => trigger.webhook,
  ),
  ...readdirSync(new URL(tablesDir, repo))
    .filter((file) => file.endsWith('.yaml'))
    .flatMap(
      (file) =>
        (parse(read(tablesDir + file)) as { event_triggers?: { webhook: string }[] })
          .event_triggers ?? [],
    )
    .map((trigger) => trigger.webhook),
  // One-off scheduled events (reminders, waitlist holds): the scheduler's template per handler.
  ...EVENTS.filter((event) => event.kind === 'scheduled').map(
    (event) => `${EVENT_WEBHOOK_TEMPLATE}/${event.name.replace(/_/g, '-')}`,
  ),
].map(resolve);

const SECRET = 'compose-webhooks-secret-0123456789';
let storageDir: string;
let route: ReturnType<typeof createRouter>;

beforeAll(async () => {
  storageDir = await mkdtemp(path.join(tmpdir(), 'compose-webhooks-'));
  const env = readFunctionsEnv({
    ACTIONS_SECRET: SECRET,
    HASURA_GRAPHQL_JWT_SECRET: JSON.stringify({ type: 'HS256', key: 'k'.repeat(32) }),
    STORAGE_DIR: storageDir,
  });
  // No database: a request that gets as far as a query fails, which is still not "not found".
  const db: Db = {
    query: () => Promise.reject(new Error('no database in this test')),
    transaction: () => Promise.reject(new Error('no database in this test')),
  };
  const deps = await createDeps(env, {
    db,
    scheduler: unconfiguredScheduler,
    log: { info: () => undefined, error: () => undefined },
  });
  // The routes of functions/src/server.ts.
  route = createRouter(
    { actions: ACTIONS, rest: REST_ROUTES, raw: withoutDevOutbox(RAW_ROUTES), events: EVENTS },
    deps,
  );
});
afterAll(async () => {
  await rm(storageDir, { recursive: true, force: true });
});

async function post(url: URL, body: unknown) {
  const response = await route({
    method: 'POST',
    path: url.pathname,
    query: url.searchParams,
    headers: { 'content-type': 'application/json', 'x-petwell-action-secret': SECRET },
    body: Buffer.from(JSON.stringify(body)),
    ip: '172.18.0.3',
  });
  return response?.status ?? 404;
}

describe('the webhooks Hasura calls in docker-compose.yml', () => {
  it('all go to the functions service on the port it listens on', () => {
    expect(actionHandlers.length).toBe(ACTIONS.length);
    expect(eventWebhooks.length).toBeGreaterThan(0);
    for (const url of [...actionHandlers.map((a) => a.url), ...eventWebhooks]) {
      const { protocol, hostname, port } = new URL(url);
      expect(`${protocol}//${hostname}:${port}`, url).toBe(
        `http://functions:${String(functionsEnv['FUNCTIONS_PORT'])}`,
      );
    }
  });

  it('reach a handler for every action of actions.yaml', async () => {
    for (const action of actionHandlers) {
      const status = await post(new URL(action.url), {
        action: { name: action.name },
        input: {},
        session_variables: { 'x-hasura-role': 'anonymous' },
        request_query: '',
      });
      expect(status, `${action.name}: ${action.url}`).not.toBe(404);
    }
  });

  it('reach a handler for every event, cron and scheduled-event webhook', async () => {
    for (const url of eventWebhooks) {
      // Not a Hasura payload: a handler that exists answers 400, none answers 404.
      expect(await post(new URL(url), 'not an event'), url).toBe(400);
    }
  });

  it('would be told apart from a path the functions do not serve', async () => {
    const base = resolve('{{ACTIONS_BASE_URL}}');
    expect(
      await post(new URL(`${base}/no-such-action`), {
        action: { name: 'no_such_action' },
        input: {},
        session_variables: {},
        request_query: '',
      }),
    ).toBe(404);
    expect(await post(new URL(`${resolve('{{EVENTS_BASE_URL}}')}/no-such-event`), {})).toBe(404);
  });
});

describe('the functions service of docker-compose.yml', () => {
  it('starts from .env.example with only the required values added, with payments off', () => {
    const dotenv: Record<string, string> = Object.fromEntries(
      [...read('.env.example').matchAll(/^([A-Z][A-Z0-9_]*)=(.*)$/gm)].map((m) => [
        m[1] ?? '',
        m[2] ?? '',
      ]),
    );
    Object.assign(dotenv, {
      PUBLIC_URL: 'https://petwell.example.com',
      POSTGRES_PASSWORD: 'p'.repeat(32),
      HASURA_GRAPHQL_ADMIN_SECRET: 'a'.repeat(32),
      HASURA_GRAPHQL_JWT_SECRET: JSON.stringify({ type: 'HS256', key: 'k'.repeat(32) }),
      ACTIONS_SECRET: 's'.repeat(32),
    });
    // ${VAR}, ${VAR:-default} and ${VAR:?message} as compose interpolates them.
    const environment = Object.fromEntries(
      Object.entries(functionsEnv).map(([key, value]) => [
        key,
        value.replace(
          /\$\{([A-Z_][A-Z0-9_]*)(?::([?-])([^}]*))?\}/g,
          (_, name: string, kind?: string, fallback?: string) =>
            dotenv[name] || (kind === '-' ? (fallback ?? '') : ''),
        ),
      ]),
    );
    const env = readFunctionsEnv(environment);
    expect(env).toMatchObject({
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://petwell.example.com',
      HASURA_ENDPOINT: 'http://hasura:8080',
      TRUST_PROXY: true,
      DEV_OUTBOX: false,
      PAYMENT_PROVIDER: 'none',
    });
    expect(env.DATABASE_URL).toMatch(/^postgres:\/\/petwell:p+@postgres:5432\/petwell$/);
  });

  it('is reached by nginx on every REST path and file route of the registry', () => {
    const nginx = read('web/nginx.conf.template');
    const forwarded = /location ~ \^\/\(([a-z|]+)\)\/ \{\s+proxy_pass \$functions;/.exec(
      nginx,
    )?.[1];
    expect(forwarded?.split('|').sort()).toEqual(['api', 'files']);
    for (const route of REST_ROUTES) expect(route.path).toMatch(/^\/(api|files)\//);
  });
});
