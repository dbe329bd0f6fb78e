import type { FunctionsEnv } from '../env';
import { type Deliver, sesDelivery, smtpDelivery } from '../providers/mail';
import { createPaymentGateways } from '../providers/payments';
import { type DeliverSms, snsDelivery } from '../providers/sms';
import { createStorage } from '../providers/storage';
import { assembleDeps, type DepsOptions } from './assemble-deps';
import type { Deps } from './deps';

export type { DepsOptions } from './assemble-deps';

/** Builds the providers the environment chooses; the local defaults need no outside service. */
export async function createDeps(env: FunctionsEnv, options: DepsOptions): Promise<Deps> {
  let deliverMail: Deliver | undefined;
  if (env.MAIL_PROVIDER === 'smtp' && env.SMTP_URL)
    deliverMail = await smtpDelivery(env.SMTP_URL, env.MAIL_FROM);
  if (env.MAIL_PROVIDER === 'ses' && env.AWS_REGION)
    deliverMail = await sesDelivery(env.AWS_REGION, env.MAIL_FROM);
  let deliverSms: DeliverSms | undefined;
  if (env.SMS_PROVIDER === 'sns' && env.AWS_REGION)
    deliverSms = await snsDelivery(env.AWS_REGION, env.SMS_COUNTRY_CODE);
  return assembleDeps(
    env,
    {
      deliverMail,
      deliverSms,
      storage: await createStorage(env),
      payments: createPaymentGateways(env, options.fetch ?? fetch),
    },
    options,
  );
}
