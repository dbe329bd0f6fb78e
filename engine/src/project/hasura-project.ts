import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parse } from 'yaml';
import { z } from 'zod';

/** hasura/config.yaml (CLI config v3): only the keys that locate the project's folders matter here. */
const configSchema = z
  .object({
    version: z.literal(3),
    endpoint: z.string().optional(),
    metadata_directory: z.string().default('metadata'),
    migrations_directory: z.string().default('migrations'),
    seeds_directory: z.string().default('seeds'),
    actions: z
      .object({
        kind: z.enum(['synchronous', 'asynchronous']).optional(),
        handler_webhook_baseurl: z.string().optional(),
        codegen: z.unknown().optional(),
      })
      .optional(),
  })
  .loose();

export interface HasuraProject {
  root: string;
  metadataDir: string;
  /** Migrations of one database (source), e.g. migrations/default. */
  migrationsDir: string;
  seedsDir: string;
}

/** Reads config.yaml of a Hasura CLI project and resolves its folders for one database. */
export async function readHasuraProject(
  root: string,
  database = 'default',
): Promise<HasuraProject> {
  const file = path.join(root, 'config.yaml');
  const parsed = configSchema.safeParse(parse(await readFile(file, 'utf8')));
  if (!parsed.success) {
    const issues = parsed.error.issues.map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`);
    throw new Error(`${file}: ${issues.join('; ')}`);
  }
  const config = parsed.data;
  return {
    root,
    metadataDir: path.join(root, config.metadata_directory),
    migrationsDir: path.join(root, config.migrations_directory, database),
    seedsDir: path.join(root, config.seeds_directory, database),
  };
}
