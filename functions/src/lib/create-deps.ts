import type { FunctionsEnv } from '../env';
import { type DnsResolver, systemDnsResolver } from '../providers/dns';
import {
  type Deliver,
  type Mailer,
  outboxMailer,
  sesDelivery,
  smtpDelivery,
} from '../providers/mail';
import { createPaymentGateways } from '../providers/payments';
import { hasuraScheduler, type Scheduler, unconfiguredScheduler } from '../providers/scheduler';
import { type DeliverSms, outboxSms, snsDelivery } from '../providers/sms';
import { createStorage } from '../providers/storage';
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

/** Builds the providers the environment chooses; the local defaults need no outside service. */
export async function createDeps(env: FunctionsEnv, options: DepsOptions): Promise<Deps> {
  const log = options.log ?? consoleLogger;
  const { db } = options;
  let deliverMail: Deliver | undefined;
  if (env.MAIL_PROVIDER === 'smtp' && env.SMTP_URL)
    deliverMail = await smtpDelivery(env.SMTP_URL, env.MAIL_FROM);
  if (env.MAIL_PROVIDER === 'ses' && env.AWS_REGION)
    deliverMail = await sesDelivery(env.AWS_REGION, env.MAIL_FROM);
  let deliverSms: DeliverSms | undefined;
  if (env.SMS_PROVIDER === 'sns' && env.AWS_REGION)
    deliverSms = await snsDelivery(env.AWS_REGION, env.SMS_COUNTRY_CODE);
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
    storage: await createStorage(env),
    payments: createPaymentGateways(env, options.fetch ?? fetch),
    dns: options.dns ?? systemDnsResolver,
    scheduler:
      options.scheduler ??
      (env.HASURA_ENDPOINT && env.HASURA_GRAPHQL_ADMIN_SECRET
        ? hasuraScheduler(env.HASURA_ENDPOINT, env.HASURA_GRAPHQL_ADMIN_SECRET, options.fetch)
        : unconfiguredScheduler),
    log,
  };
}
