import { z } from 'zod';

/**
 * The functions' environment; the only module of functions/ that reads it. `npm start` passes
 * its own secrets (generated ones included); a deployed function reads process.env.
 */
const emptyAsUndefined = (value: unknown) => (value === '' ? undefined : value);
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess(emptyAsUndefined, schema.optional());
const flag = (fallback: boolean) =>
  z.preprocess(
    emptyAsUndefined,
    z
      .enum(['true', 'false', '1', '0'], { error: 'must be true or false' })
      .default(fallback ? 'true' : 'false')
      .transform((v) => v === 'true' || v === '1'),
  );

/** Where `npm start` serves the site by default. */
const LOCAL_PUBLIC_URL = 'http://localhost:8080';

const functionsEnvSchema = z
  .object({
    // --- where they run
    // 'production' forbids the development tools (DEV_OUTBOX), requires the settings that have
    // only a local default (PUBLIC_URL, Hasura's address and secret) and takes no payments until
    // a provider is chosen (PAYMENT_PROVIDER).
    NODE_ENV: optional(z.string()),
    DATABASE_URL: optional(
      z.url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// connection string' }),
    ),
    FUNCTIONS_PORT: z.preprocess(
      emptyAsUndefined,
      z.coerce.number().int().min(0).max(65535).default(3000),
    ),
    // Unset: the local stack's address, which production refuses (links would point nowhere).
    PUBLIC_URL: optional(z.url()),
    TRUST_PROXY: flag(false),
    // --- secrets
    ACTIONS_SECRET: z.string({ error: 'is required' }).min(16, 'use at least 16 characters'),
    HASURA_GRAPHQL_JWT_SECRET: z.string({ error: 'is required' }).min(1, 'is required'),
    JWT_PRIVATE_KEY: optional(z.string()),
    LINK_SIGNING_SECRET: optional(z.string().min(16, 'use at least 16 characters')),
    // --- Hasura's metadata API, where the functions create one-off scheduled events (reminders,
    // waitlist holds): the engine's base URL (no path) and its admin secret.
    HASURA_ENDPOINT: optional(z.url()),
    HASURA_GRAPHQL_ADMIN_SECRET: optional(z.string().min(1)),
    // --- tokens
    // Short: a token cannot be revoked, so it outlives a logout or a password change by at most this.
    ACCESS_TOKEN_TTL_SECONDS: z.preprocess(
      emptyAsUndefined,
      z.coerce.number().int().min(60).max(3600).default(900),
    ),
    REFRESH_TOKEN_TTL_DAYS: z.preprocess(
      emptyAsUndefined,
      z.coerce.number().int().min(1).max(365).default(30),
    ),
    // --- mail
    MAIL_PROVIDER: z.preprocess(
      emptyAsUndefined,
      z.enum(['outbox', 'smtp', 'ses']).default('outbox'),
    ),
    MAIL_FROM: z.preprocess(
      emptyAsUndefined,
      z.string().default('Petwell <no-reply@petwell.example.com>'),
    ),
    SMTP_URL: optional(
      z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' }),
    ),
    // --- SMS
    // Sign-up codes the whole platform sends in an hour (SMS pumping costs real money).
    OTP_GLOBAL_PER_HOUR: z.preprocess(
      emptyAsUndefined,
      z.coerce.number().int().min(1).max(1_000_000).default(300),
    ),
    SMS_PROVIDER: z.preprocess(emptyAsUndefined, z.enum(['outbox', 'sns']).default('outbox')),
    SMS_COUNTRY_CODE: z.preprocess(
      emptyAsUndefined,
      z
        .string()
        .regex(/^\+[0-9]{1,3}$/, 'e.g. +1')
        .default('+1'),
    ),
    // --- storage
    STORAGE_PROVIDER: z.preprocess(emptyAsUndefined, z.enum(['local', 's3']).default('local')),
    STORAGE_DIR: z.preprocess(emptyAsUndefined, z.string().default('.data/uploads')),
    S3_BUCKET: optional(z.string()),
    S3_PUBLIC_BASE_URL: optional(z.url()),
    AWS_REGION: optional(z.string()),
    // --- payments
    // Unset: none in production (no fake payments on a real site), the test gateway elsewhere.
    PAYMENT_PROVIDER: optional(
      z.enum(['test', 'paypal', 'none'], { error: 'must be test, paypal or none' }),
    ),
    PAYPAL_CLIENT_ID: optional(z.string()),
    PAYPAL_CLIENT_SECRET: optional(z.string()),
    PAYPAL_API_BASE: z.preprocess(
      emptyAsUndefined,
      z.url().default('https://api-m.sandbox.paypal.com'),
    ),
    // --- development
    // The dev outbox page: off unless the local stack (`npm start`) turns it on; never in production.
    DEV_OUTBOX: flag(false),
  })
  .superRefine((raw, ctx) => {
    // The checks see the defaults readFunctionsEnv fills in.
    const env = withDefaults(raw);
    const need = (key: keyof typeof env, when: string) => {
      if (!env[key])
        ctx.addIssue({ code: 'custom', path: [key], message: `is required when ${when}` });
    };
    if (env.DEV_OUTBOX && env.NODE_ENV === 'production')
      ctx.addIssue({
        code: 'custom',
        path: ['DEV_OUTBOX'],
        message:
          'must be false when NODE_ENV=production: the dev outbox shows sign-in codes and reset links',
      });
    if (env.MAIL_PROVIDER === 'smtp') need('SMTP_URL', 'MAIL_PROVIDER=smtp');
    if (env.MAIL_PROVIDER === 'ses' || env.SMS_PROVIDER === 'sns' || env.STORAGE_PROVIDER === 's3')
      need('AWS_REGION', 'an AWS provider is chosen');
    if (env.STORAGE_PROVIDER === 's3') need('S3_BUCKET', 'STORAGE_PROVIDER=s3');
    if (env.PAYMENT_PROVIDER === 'paypal') {
      need('PAYPAL_CLIENT_ID', 'PAYMENT_PROVIDER=paypal');
      need('PAYPAL_CLIENT_SECRET', 'PAYMENT_PROVIDER=paypal');
    }
    // The web app shows PayPal's buttons whenever it has the client id: without the secret (or
    // with payments off) every order it starts would fail.
    if (env.PAYPAL_CLIENT_ID && env.PAYMENT_PROVIDER === 'test')
      need('PAYPAL_CLIENT_SECRET', 'PAYPAL_CLIENT_ID is set');
    if (env.PAYPAL_CLIENT_ID && env.PAYMENT_PROVIDER === 'none')
      ctx.addIssue({
        code: 'custom',
        path: ['PAYMENT_PROVIDER'],
        message:
          'is none (payments off) but PAYPAL_CLIENT_ID is set: choose paypal, or unset the id',
      });
  });

type ParsedEnv = z.infer<typeof functionsEnvSchema>;

export type FunctionsEnv = Omit<ParsedEnv, 'PUBLIC_URL' | 'PAYMENT_PROVIDER'> & {
  PUBLIC_URL: string;
  PAYMENT_PROVIDER: NonNullable<ParsedEnv['PAYMENT_PROVIDER']>;
};

/**
 * The defaults that depend on NODE_ENV (a zod transform would not run while another key is bad,
 * and the checks could not name every bad key at once).
 */
function withDefaults({ PUBLIC_URL, PAYMENT_PROVIDER, ...env }: ParsedEnv): FunctionsEnv {
  const production = env.NODE_ENV === 'production';
  return {
    ...env,
    PUBLIC_URL: PUBLIC_URL ?? (production ? '' : LOCAL_PUBLIC_URL),
    PAYMENT_PROVIDER: PAYMENT_PROVIDER ?? (production ? 'none' : 'test'),
  };
}

/** Settings with only a local default, which a production server must be given. */
const PRODUCTION_REQUIRED = {
  PUBLIC_URL: 'the address in the links the site sends',
  HASURA_ENDPOINT: 'reminders are scheduled through Hasura',
  HASURA_GRAPHQL_ADMIN_SECRET: 'reminders are scheduled through Hasura',
} as const;

/** Checked on the raw environment, so they are named together with every other bad key. */
function productionIssues(env: Readonly<Record<string, string | undefined>>): string[] {
  if (env['NODE_ENV'] !== 'production') return [];
  return Object.entries(PRODUCTION_REQUIRED)
    .filter(([key]) => !env[key])
    .map(([key, why]) => `  ${key}: is required when NODE_ENV=production (${why})`);
}

/** Every bad key at once, by name. */
export function readFunctionsEnv(env: Readonly<Record<string, string | undefined>>): FunctionsEnv {
  const parsed = functionsEnvSchema.safeParse(env);
  const lines = [
    ...(parsed.success
      ? []
      : parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`)),
    ...productionIssues(env),
  ];
  if (!parsed.success || lines.length > 0)
    throw new Error(`invalid environment for the functions:\n${lines.join('\n')}`);
  return withDefaults(parsed.data);
}
