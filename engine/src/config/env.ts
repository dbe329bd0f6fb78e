import { z } from 'zod';

/** The engine's environment; the only module of the engine that reads process.env. */
const emptyAsUndefined = (value: unknown) => (value === '' ? undefined : value);

const engineEnvSchema = z.object({
  DATABASE_URL: z.preprocess(
    emptyAsUndefined,
    z
      .url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// connection string' })
      .optional(),
  ),
  PGLITE_DATA_DIR: z.preprocess(emptyAsUndefined, z.string().default('.data/pglite')),
  HASURA_PROJECT_DIR: z.preprocess(emptyAsUndefined, z.string().default('hasura')),
});

export type EngineEnv = z.infer<typeof engineEnvSchema>;

export function readEngineEnv(env: NodeJS.ProcessEnv = process.env): EngineEnv {
  const parsed = engineEnvSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`invalid environment:\n${lines.join('\n')}`);
  }
  return parsed.data;
}
