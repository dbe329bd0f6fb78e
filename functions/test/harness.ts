/* eslint-disable @typescript-eslint/no-explicit-any -- responses are JSON the tests inspect freely */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pgliteStackTemplate, throwawayDatabase } from '../../engine/test/test-database';
import { startStack, type Stack } from '../../scripts/stack/start-stack';
import type { Deps } from '../src/lib/deps';
import type { DnsResolver } from '../src/providers/dns';
import type { Scheduler } from '../src/providers/scheduler';

/** A REST answer: the action's output, or `{message, msg, code, fields?}` on failure. */
export interface RestBody {
  message?: string;
  msg?: string;
  code?: string;
  token?: string;
  id?: number;
  [key: string]: unknown;
}

/**
 * A real local stack for integration tests: its own database (in-memory-sized PGlite directory,
 * or a throwaway database on the DATABASE_URL server), migrations, the engine and the functions
 * on a free port. No demo seeds: tests make their own rows with the factories.
 */
export interface TestStack {
  url: string;
  stack: Stack;
  deps: Deps;
  adminSecret: string;
  /** POST /v1/graphql. A token sends Authorization; `admin` sends the admin secret. */
  gql(
    query: string,
    variables?: Record<string, unknown>,
    auth?: { token?: string; admin?: boolean; headers?: Record<string, string> },
  ): Promise<{
    data?: Record<string, any>;
    errors?: { message: string; extensions?: Record<string, unknown> }[];
  }>;
  /** A REST call (POST with a JSON body unless method says otherwise). */
  rest(
    pathname: string,
    body?: unknown,
    options?: { token?: string; headers?: Record<string, string>; method?: string },
  ): Promise<{ status: number; body: RestBody; headers: Headers }>;
  /**
   * Delivers every event and scheduled event due by the stack's clock now (the engine's
   * `deliverDue()`), without waiting for the workers' poll, and resolves once they are sent and
   * recorded (those a polling worker claimed too), with how many this call claimed (exact only
   * with `deliverEvents: false`). With `now` given, move the clock and call this to see
   * scheduled events fire.
   */
  deliverEvents(): Promise<number>;
  /** Messages of the dev outbox to a recipient, newest first. */
  outbox(recipient: string): Promise<{ channel: string; subject: string | null; body: string }[]>;
  /**
   * The outbox's messages to a recipient whose subject starts with `subject`, newest first, once
   * there is one: for mails an event handler sends after the request (the engine delivers the
   * event within a second or so). Throws after `timeoutMs`.
   */
  awaitMail(
    recipient: string,
    subject: string,
    timeoutMs?: number,
  ): Promise<{ channel: string; subject: string | null; body: string }[]>;
  close(): Promise<void>;
}

export async function startTestStack(
  options: {
    env?: Record<string, string>;
    /**
     * The clock of the functions and of the engine's event delivery: scheduled events fall due,
     * are retried and expire by it.
     */
    now?: () => Date;
    /**
     * Whether the engine's delivery workers poll (default true; they poll by `now` too). False:
     * only deliverEvents() delivers, so a test decides when.
     */
    deliverEvents?: boolean;
    fetch?: typeof fetch;
    /** A stand-in DNS resolver (custom domain checks); the system's otherwise. */
    dns?: DnsResolver;
    /** Replaces the scheduler on the engine's metadata API, e.g. memoryScheduler(). */
    scheduler?: Scheduler;
  } = {},
): Promise<TestStack> {
  const dir = await mkdtemp(path.join(tmpdir(), 'petwell-functions-'));
  const server = await throwawayDatabase('fn', { migrated: true });
  const pgliteTemplate = await pgliteStackTemplate();
  const env: Record<string, string | undefined> = {
    PORT: '0',
    HOST: '127.0.0.1',
    PGLITE_DATA_DIR: path.join(dir, 'pglite'),
    DATABASE_URL: server.url,
    HASURA_PROJECT_DIR: path.join(path.dirname(new URL(import.meta.url).pathname), '../../hasura'),
    WEB_DIST_DIR: path.join(dir, 'no-web'),
    HASURA_GRAPHQL_ADMIN_SECRET: 'test-admin-secret-0123456789',
    HASURA_GRAPHQL_JWT_SECRET: JSON.stringify({
      type: 'HS256',
      key: 'test-jwt-key-0123456789-0123456789-abcdef',
    }),
    ACTIONS_SECRET: 'test-actions-secret-0123456789',
    STORAGE_DIR: path.join(dir, 'uploads'),
    LINK_SIGNING_SECRET: 'test-link-secret-0123456789',
    ...options.env,
  };
  const quiet = { info: () => undefined, error: () => undefined };
  const stack = await startStack({
    env,
    seed: false,
    ...(pgliteTemplate ? { pgliteTemplate } : {}),
    functions: {
      log: quiet,
      ...(options.now ? { now: options.now } : {}),
      ...(options.fetch ? { fetch: options.fetch } : {}),
      ...(options.dns ? { dns: options.dns } : {}),
      ...(options.scheduler ? { scheduler: options.scheduler } : {}),
    },
    events: {
      ...(options.now ? { now: options.now } : {}),
      deliver: options.deliverEvents ?? true,
    },
  });
  const url = stack.url;
  const outbox = async (recipient: string) => {
    const { rows } = await stack.db.query<{
      channel: string;
      subject: string | null;
      body: string;
    }>('select channel, subject, body from public.outbox where recipient = $1 order by id desc', [
      recipient,
    ]);
    return rows;
  };
  return {
    url,
    stack,
    deps: stack.functions.deps,
    adminSecret: env['HASURA_GRAPHQL_ADMIN_SECRET'] ?? '',
    async gql(query, variables = {}, auth = {}) {
      const headers: Record<string, string> = {
        'content-type': 'application/json',
        ...auth.headers,
      };
      if (auth.token) headers['authorization'] = `Bearer ${auth.token}`;
      if (auth.admin) headers['x-hasura-admin-secret'] = env['HASURA_GRAPHQL_ADMIN_SECRET'] ?? '';
      const response = await fetch(`${url}/v1/graphql`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ query, variables }),
      });
      return (await response.json()) as never;
    },
    async rest(pathname, body, options2 = {}) {
      const headers: Record<string, string> = { ...options2.headers };
      if (body !== undefined) headers['content-type'] = 'application/json';
      if (options2.token) headers['authorization'] = `Bearer ${options2.token}`;
      const response = await fetch(`${url}${pathname}`, {
        method: options2.method ?? 'POST',
        headers,
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      const text = await response.text();
      let parsed: unknown = text;
      try {
        parsed = JSON.parse(text);
      } catch {
        // not JSON: keep the text
      }
      return { status: response.status, body: parsed as never, headers: response.headers };
    },
    deliverEvents: () => stack.engine.deliverDue(),
    outbox,
    async awaitMail(recipient, subject, timeoutMs = 15_000) {
      const until = Date.now() + timeoutMs;
      for (;;) {
        const found = (await outbox(recipient)).filter((m) => m.subject?.startsWith(subject));
        if (found.length > 0) return found;
        if (Date.now() > until)
          throw new Error(`no mail "${subject}..." to ${recipient} within ${String(timeoutMs)} ms`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
    async close() {
      await stack.close();
      await server.drop();
      await rm(dir, { recursive: true, force: true });
    },
  };
}
