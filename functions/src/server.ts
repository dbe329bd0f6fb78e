import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pathToFileURL } from 'node:url';
import { nodeMount } from './adapters/node-http';
import { readEnvWithDatabase } from './lambda';
import { createDeps } from './lib/create-deps';
import { withoutDevOutbox } from './lib/dev-outbox';
import type { Db } from './lib/db';
import { consoleLogger, type Logger } from './lib/deps';
import { databaseAnswers } from './lib/health';
import { openPool } from './lib/pg-pool';
import { createRouter } from './lib/router';
import { ACTIONS, EVENTS, RAW_ROUTES, REST_ROUTES } from './registry';

/**
 * The functions on their own (`npm run start:functions`, the docker-compose service): every
 * action, REST path and raw route but the dev outbox on FUNCTIONS_PORT, plus `GET /healthz`, on
 * a node-postgres pool. The local stack (`npm start`) mounts the same router inside its one process instead.
 */
export interface FunctionsServer {
  url: string;
  close(): Promise<void>;
}

function sendJson(response: ServerResponse, status: number, value: unknown): void {
  response.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'cache-control': 'no-store',
  });
  response.end(JSON.stringify(value));
}

export async function startFunctionsServer(options: {
  env: Readonly<Record<string, string | undefined>>;
  /** Default: a node-postgres pool on DATABASE_URL. */
  openDb?: (databaseUrl: string) => Db & { close(): Promise<void> };
  log?: Logger;
}): Promise<FunctionsServer> {
  // `npm start` is the way to run the functions on the embedded database.
  const env = readEnvWithDatabase(options.env, 'by start:functions');
  const log = options.log ?? consoleLogger;
  const db = (options.openDb ?? openPool)(env.DATABASE_URL);
  try {
    const deps = await createDeps(env, { db, log });
    // A published server: the dev outbox is never one of its routes, whatever DEV_OUTBOX says.
    const route = createRouter(
      { actions: ACTIONS, rest: REST_ROUTES, raw: withoutDevOutbox(RAW_ROUTES), events: EVENTS },
      deps,
    );
    const mount = nodeMount(route, () => true);

    const handle = async (request: IncomingMessage, response: ServerResponse) => {
      try {
        const { pathname } = new URL(request.url ?? '/', 'http://localhost');
        if (pathname === '/healthz' && (request.method === 'GET' || request.method === 'HEAD')) {
          if (await databaseAnswers(db)) sendJson(response, 200, { status: 'ok' });
          else sendJson(response, 503, { status: 'unavailable', message: 'no database' });
          return;
        }
        if (!(await mount(request, response)))
          sendJson(response, 404, { message: 'not found', code: 'not-found' });
      } catch (error) {
        log.error(`${request.method ?? 'GET'} ${request.url ?? '/'} failed`, error);
        if (response.headersSent) response.destroy();
        else sendJson(response, 500, { message: 'internal error', code: 'unexpected' });
      }
    };
    const server = createServer((request, response) => {
      void handle(request, response);
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(env.FUNCTIONS_PORT, () => {
        server.off('error', reject);
        resolve();
      });
    });
    const { port } = server.address() as AddressInfo;
    return {
      url: `http://localhost:${String(port)}`,
      async close() {
        await new Promise<void>((resolve) => {
          server.close(() => {
            resolve();
          });
          server.closeIdleConnections();
          // Requests in flight get a while to finish; then their connections are cut.
          setTimeout(() => {
            server.closeAllConnections();
          }, 10_000).unref();
        });
        await db.close();
      },
    };
  } catch (error) {
    await db.close().catch(() => undefined);
    throw error;
  }
}

async function main(): Promise<void> {
  const running = await startFunctionsServer({ env: process.env });
  consoleLogger.info(`listening on ${running.url} (${String(ACTIONS.length)} actions)`);
  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) process.exit(1);
    stopping = true;
    consoleLogger.info(`${signal}: closing`);
    running.close().then(
      () => process.exit(0),
      (error: unknown) => {
        consoleLogger.error('closing failed', error);
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

// Started as a program (tsx functions/src/server.ts, or the bundle in functions/dist/server).
if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
