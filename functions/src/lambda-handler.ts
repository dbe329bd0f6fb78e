import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { requestFromEvent, resultFromResponse } from './adapters/lambda';
import { type FunctionsEnv, readFunctionsEnv } from './env';
import { assembleDeps, type DepsOptions } from './lib/assemble-deps';
import type { Db } from './lib/db';
import type { Deps, Logger } from './lib/deps';
import { openPool } from './lib/pg-pool';
import { createRouter, type FunctionsRoutes } from './lib/router';
import type { sesDelivery } from './providers/mail';
import type { createPaymentGateways, PaymentGateways } from './providers/payments';
import type { snsDelivery } from './providers/sms';
import type { Storage } from './providers/storage';
import type { createS3Storage } from './providers/storage-s3';

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

/** The environment of a process without the local stack's database. */
export type DeployedEnv = FunctionsEnv & { DATABASE_URL: string };

/** Builds a function's Deps once its environment is read and its pool is open. */
export type DepsFactory = (env: DeployedEnv, options: DepsOptions) => Promise<Deps>;

/**
 * readFunctionsEnv for a process without the local stack's database: DATABASE_URL is required,
 * and named together with every other bad key.
 */
export function readEnvWithDatabase(
  raw: Readonly<Record<string, string | undefined>>,
  where: string,
): DeployedEnv {
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
 * The AWS Lambda handler of one deployed function (API Gateway HTTP API, payload 2.0): its
 * routes, through the same router as the local stack. The environment, the pool and the providers
 * are set up on the first request and kept for the container's life; a failed set-up is retried
 * on the next request.
 *
 * This module imports no action and no provider's implementation: the entry of each bundle
 * (functions/scripts/lambda-entries.ts) passes its own, so esbuild leaves the rest out.
 */
export function lambdaHandler(
  routes: FunctionsRoutes,
  buildDeps: DepsFactory,
  options: LambdaOptions = {},
): ActionLambda {
  const setUp = async () => {
    const env = readEnvWithDatabase(options.env ?? process.env, 'on AWS Lambda');
    const db = (options.openDb ?? openPool)(env.DATABASE_URL);
    try {
      const deps = await buildDeps(env, { db, ...(options.log ? { log: options.log } : {}) });
      return createRouter(routes, deps);
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

/**
 * What a deployed function may use besides the database: each is an AWS service its IAM role is
 * granted (functions/scripts/sam-template.ts FUNCTION_PROVIDERS), or PayPal for payments.
 */
export type Capability = 'mail' | 'sms' | 'files' | 'payments';

/** The implementations a function's entry passes, one per capability it has. */
export interface AwsProviders {
  /** Amazon SES v2. */
  mail?: typeof sesDelivery;
  /** Amazon SNS direct publish. */
  sms?: typeof snsDelivery;
  /** The S3 bucket (presigned PUT and GET). */
  files?: typeof createS3Storage;
  /** PayPal and the test gateway. */
  payments?: typeof createPaymentGateways;
}

/**
 * A stand-in for a provider the function was built without. Using it is a bug of
 * FUNCTION_PROVIDERS (a test derives them from the code), so it fails loudly instead of sending
 * nothing.
 */
function unavailable(capability: Capability): object {
  return new Proxy(
    {},
    {
      get(_target, property) {
        throw new Error(
          `this function is deployed without ${capability} (FUNCTION_PROVIDERS in functions/scripts/sam-template.ts), yet used ${capability}.${String(property)}`,
        );
      },
    },
  );
}

/** Deps on AWS: mail through SES, SMS through SNS, files in S3, each only when given. */
export function awsDeps(providers: AwsProviders): DepsFactory {
  return async (env, options) => {
    const region = env.AWS_REGION;
    const needRegion = (capability: Capability) => {
      if (!region) throw new Error(`${capability} on AWS needs AWS_REGION (Lambda sets it)`);
      return region;
    };
    let storage;
    if (providers.files) {
      if (!env.S3_BUCKET) throw new Error('files on AWS need S3_BUCKET');
      storage = providers.files({
        bucket: env.S3_BUCKET,
        region: needRegion('files'),
        publicBaseUrl: env.S3_PUBLIC_BASE_URL,
        publicUrl: env.PUBLIC_URL,
      });
    }
    return assembleDeps(
      env,
      {
        deliverMail: providers.mail && (await providers.mail(needRegion('mail'), env.MAIL_FROM)),
        deliverSms: providers.sms && (await providers.sms(needRegion('sms'), env.SMS_COUNTRY_CODE)),
        storage: storage ?? (unavailable('files') as Storage),
        payments: providers.payments
          ? providers.payments(env, options.fetch ?? fetch)
          : (unavailable('payments') as PaymentGateways),
      },
      options,
    );
  };
}
