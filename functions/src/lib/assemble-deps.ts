import type { FunctionsEnv } from '../env';
import { type DnsResolver, systemDnsResolver } from '../providers/dns';
import { type Deliver, type Mailer, outboxMailer } from '../providers/mail';
import type { PaymentGateways } from '../providers/payments';
import { hasuraScheduler, type Scheduler, unconfiguredScheduler } from '../providers/scheduler';
import { type DeliverSms, outboxSms } from '../providers/sms';
import type { Storage } from '../providers/storage';
import type { Db } from './db';
import { consoleLogger, type Deps, type Logger } from './deps';
import { createTokens, parseJwtSecret } from './tokens';

export interface DepsOptions {
  db: Db;
  log?: Logger;
  now?: () => Date;
  /** Replaces fetch for outside services (PayPal), e.g. in tests. */
  fetch?: typeof fetch;
  /** Replaces the system DNS resolver (custom domain checks), e.g. in tests. */
  dns?: DnsResolver;
  /** Replaces the scheduler on Hasura's metadata API, e.g. in tests. */
  scheduler?: Scheduler;
}

/** The providers already built; undefined delivery: the dev outbox keeps the message, or it fails. */
export interface BuiltProviders {
  deliverMail: Deliver | undefined;
  deliverSms: DeliverSms | undefined;
  storage: Storage;
  payments: PaymentGateways;
}

/**
 * Deps from providers built elsewhere. Its own module, importing no provider's implementation,
 * so a Lambda bundle (lambda-handler.ts) carries only the providers its function uses.
 */
export async function assembleDeps(
  env: FunctionsEnv,
  providers: BuiltProviders,
  options: DepsOptions,
): Promise<Deps> {
  const log = options.log ?? consoleLogger;
  const { db } = options;
  let { deliverMail, deliverSms } = providers;
  // Without the dev outbox nobody reads an undelivered message (compose, a deployment without a
  // provider): it fails as a delivery would, is logged and its row keeps no text (outbox.ts).
  const nowhere = (channel: string) => () =>
    Promise.reject(
      new Error(
        `no ${channel} provider is configured (MAIL_PROVIDER / SMS_PROVIDER) and the dev outbox is off`,
      ),
    );
  if (!env.DEV_OUTBOX) {
    deliverMail ??= nowhere('mail');
    deliverSms ??= nowhere('SMS');
  }
  const mail: Mailer = outboxMailer(db, deliverMail, (line) => {
    log.info(line);
  });
  return {
    db,
    now: options.now ?? (() => new Date()),
    env,
    tokens: await createTokens({
      secret: parseJwtSecret(env.HASURA_GRAPHQL_JWT_SECRET),
      privateKey: env.JWT_PRIVATE_KEY,
      ttlSeconds: env.ACCESS_TOKEN_TTL_SECONDS,
    }),
    mail,
    sms: outboxSms(db, deliverSms, (line) => {
      log.info(line);
    }),
    storage: providers.storage,
    payments: providers.payments,
    dns: options.dns ?? systemDnsResolver,
    scheduler:
      options.scheduler ??
      (env.HASURA_ENDPOINT && env.HASURA_GRAPHQL_ADMIN_SECRET
        ? hasuraScheduler(env.HASURA_ENDPOINT, env.HASURA_GRAPHQL_ADMIN_SECRET, options.fetch)
        : unconfiguredScheduler),
    log,
  };
}
