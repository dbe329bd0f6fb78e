import type { FunctionsEnv } from '../env';
import type { DnsResolver } from '../providers/dns';
import type { Mailer } from '../providers/mail';
import type { PaymentGateways } from '../providers/payments';
import type { Scheduler } from '../providers/scheduler';
import type { SmsSender } from '../providers/sms';
import type { Storage } from '../providers/storage';
import type { Db } from './db';
import type { Tokens } from './tokens';

export interface Logger {
  info(message: string): void;
  error(message: string, error?: unknown): void;
}

/** What every action core receives; tests build it with real fakes (see test/helpers.ts). */
export interface Deps {
  db: Db;
  now(): Date;
  env: FunctionsEnv;
  tokens: Tokens;
  mail: Mailer;
  sms: SmsSender;
  storage: Storage;
  payments: PaymentGateways;
  dns: DnsResolver;
  /** One-off scheduled events through Hasura's metadata API (reminders, waitlist holds). */
  scheduler: Scheduler;
  log: Logger;
}

export const consoleLogger: Logger = {
  info: (message) => {
    console.log(`[functions] ${message}`);
  },
  error: (message, error) => {
    console.error(`[functions] ${message}`, error);
  },
};
