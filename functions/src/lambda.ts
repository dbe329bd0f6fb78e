import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { requestFromEvent, resultFromResponse } from './adapters/lambda';
import { type FunctionsEnv, readFunctionsEnv } from './env';
import { createDeps } from './lib/create-deps';
import { withoutDevOutbox } from './lib/dev-outbox';
import type { Db } from './lib/db';
import type { Logger } from './lib/deps';
import { openPool } from './lib/pg-pool';
import { createRouter } from './lib/router';
import { ACTIONS, EVENTS, RAW_ROUTES, REST_ROUTES } from './registry';

/** Assignable to aws-lambda's APIGatewayProxyHandlerV2; callable in tests without a context. */
export type ActionLambda = (
  event: APIGatewayProxyEventV2,
) => Promise<APIGatewayProxyStructuredResultV2>;

export interface LambdaOptions {
  /** Default: process.env (the function's configuration in template.yaml). */
  env?: Readonly<Record<string, string | undefined>>;
  /** Default: a node-postgres pool on DATABASE_URL. */
  openDb?: (databaseUrl: string) => Db & { close(): Promise<void> };
  log?: Logger;
}

/**
 * readFunctionsEnv for a process without the local stack's database: DATABASE_URL is required,
 * and named together with every other bad key.
 */
export function readEnvWithDatabase(
  raw: Readonly<Record<string, string | undefined>>,
  where: string,
): FunctionsEnv & { DATABASE_URL: string } {
  const missing = `  DATABASE_URL: is required ${where} (a postgres:// connection string)`;
  let env: FunctionsEnv;
  try {
    env = readFunctionsEnv(raw);
  } catch (error) {
    if (error instanceof Error && !raw['DATABASE_URL']) error.message += `\n${missing}`;
    throw error;
  }
  if (!env.DATABASE_URL) throw new Error(`invalid environment for the functions:\n${missing}`);
  return { ...env, DATABASE_URL: env.DATABASE_URL };
}

/**
 * The AWS Lambda handler of one deployed function (API Gateway HTTP API, payload 2.0): the given
 * actions at `/actions/<kebab-name>`, their REST paths and the raw routes, through the same router
 * as the local stack. The environment, the pool and the providers are set up on the first request
 * and kept for the container's life; a failed set-up is retried on the next request.
 */
export function lambdaHandlerFor(
  actionNames: readonly string[],
  options: LambdaOptions = {},
): ActionLambda {
  // Checked at import, so a bundle for a name the registry lacks fails the build, not a request.
  // An event handler's function is built the same way, from its name in EVENTS.
  const actions = ACTIONS.filter((action) => actionNames.includes(action.name));
  const events = EVENTS.filter((event) => actionNames.includes(event.name));
  for (const name of actionNames)
    if (!actions.some((a) => a.name === name) && !events.some((e) => e.name === name))
      throw new Error(
        `lambdaHandlerFor: no action or event handler "${name}" in functions/src/registry.ts`,
      );
  const rest = REST_ROUTES.filter((route) => actionNames.includes(route.action));

  const setUp = async () => {
    const env = readEnvWithDatabase(options.env ?? process.env, 'on AWS Lambda');
    const db = (options.openDb ?? openPool)(env.DATABASE_URL);
    try {
      const deps = await createDeps(env, { db, ...(options.log ? { log: options.log } : {}) });
      return createRouter({ actions, rest, raw: withoutDevOutbox(RAW_ROUTES), events }, deps);
    } catch (error) {
      await db.close().catch(() => undefined);
      throw error;
    }
  };

  let ready: ReturnType<typeof setUp> | undefined;
  return async (event) => {
    ready ??= setUp().catch((error: unknown) => {
      ready = undefined;
      throw error;
    });
    const route = await ready;
    return resultFromResponse(await route(requestFromEvent(event)));
  };
}
