import { z } from 'zod';

/** The local stack's environment (`npm start`); the only module of the stack that reads it. */
const emptyAsUndefined = (value: unknown) => (value === '' ? undefined : value);
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess(emptyAsUndefined, schema.optional());

const stackEnvSchema = z.object({
  PORT: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(0).max(65535).default(8080)),
  HOST: z.preprocess(emptyAsUndefined, z.string().default('127.0.0.1')),
  DATABASE_URL: optional(
    z.url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// connection string' }),
  ),
  PGLITE_DATA_DIR: z.preprocess(emptyAsUndefined, z.string().default('.data/pglite')),
  HASURA_PROJECT_DIR: z.preprocess(emptyAsUndefined, z.string().default('hasura')),
  HASURA_GRAPHQL_ADMIN_SECRET: optional(z.string().min(16, 'use at least 16 characters')),
  HASURA_GRAPHQL_JWT_SECRET: optional(z.string()),
  HASURA_GRAPHQL_UNAUTHORIZED_ROLE: z.preprocess(emptyAsUndefined, z.string().default('anonymous')),
  // Read by the engine (engine/README.md, "Limits"); checked here so a bad value stops the start.
  GRAPHQL_STATEMENT_TIMEOUT_MS: optional(z.coerce.number().int().min(0)),
  GRAPHQL_MAX_RESPONSE_BYTES: optional(z.coerce.number().int().min(0)),
  GRAPHQL_PLAN_CACHE_MODE: optional(z.enum(['auto', 'force_generic_plan', 'force_custom_plan'])),
  ACTIONS_BASE_URL: optional(z.url()),
  ACTIONS_SECRET: optional(z.string().min(16, 'use at least 16 characters')),
  WEB_DIST_DIR: z.preprocess(emptyAsUndefined, z.string().default('web/dist')),
  // The SPA's run-time configuration (web/src/config/config.ts).
  BRAND_NAME: z.preprocess(emptyAsUndefined, z.string().trim().min(1).default('Petwell')),
  MAIN_DOMAIN: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .trim()
      .toLowerCase()
      .regex(/^[a-z0-9.-]+$/, 'a host name such as petwell.com')
      .default('localhost'),
  ),
  CONSULT_HOSTS: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .default('')
      .transform((v) =>
        v
          .split(',')
          .map((h) => h.trim().toLowerCase())
          .filter(Boolean),
      ),
  ),
  SUPPORT_PHONE: z.preprocess(emptyAsUndefined, z.string().default('1-800-738-9355')),
  SUPPORT_EMAIL: z.preprocess(emptyAsUndefined, z.email().default('care@petwell.example.com')),
  JITSI_DOMAIN: z.preprocess(emptyAsUndefined, z.string().default('meet.jit.si')),
  PAYPAL_CLIENT_ID: optional(z.string()),
  // With STORAGE_PROVIDER=s3 the browser PUTs uploads to the bucket, another origin, which the
  // page's Content-Security-Policy must let it reach (web-config.ts). The functions check these.
  STORAGE_PROVIDER: optional(z.string()),
  S3_BUCKET: optional(z.string()),
  AWS_REGION: optional(z.string()),
  S3_UPLOAD_ORIGIN: optional(z.url({ protocol: /^https?$/ })),
});

export type StackEnv = z.infer<typeof stackEnvSchema>;

export function readStackEnv(env: Readonly<Record<string, string | undefined>>): StackEnv {
  const parsed = stackEnvSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`invalid environment:\n${lines.join('\n')}`);
  }
  return parsed.data;
}
