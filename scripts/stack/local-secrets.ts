import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Safe by default: without HASURA_GRAPHQL_ADMIN_SECRET or
 * HASURA_GRAPHQL_JWT_SECRET the local stack generates random ones and keeps them in its
 * git-ignored data folder, so restarts keep sessions. Values from the environment always win.
 */
export interface LocalSecrets {
  adminSecret: string;
  /** HS256 key of the JWT secret (set when the stack generated the JWT secret). */
  jwtKey: string | undefined;
  /** HASURA_GRAPHQL_JWT_SECRET as the engine reads it (Hasura's JSON format). */
  jwtSecret: string;
  actionsSecret: string;
  /** Where generated secrets are kept, when any was generated. */
  file: string | undefined;
}

interface StoredSecrets {
  adminSecret: string;
  jwtKey: string;
  actionsSecret: string;
}

const random = () => randomBytes(32).toString('base64url');

export async function localSecrets(
  env: Readonly<Record<string, string | undefined>>,
  dataDir: string,
): Promise<LocalSecrets> {
  const fromEnv = {
    adminSecret: env['HASURA_GRAPHQL_ADMIN_SECRET'] || undefined,
    jwtSecret: env['HASURA_GRAPHQL_JWT_SECRET'] || undefined,
    actionsSecret: env['ACTIONS_SECRET'] || undefined,
  };
  if (fromEnv.adminSecret && fromEnv.jwtSecret && fromEnv.actionsSecret) {
    return {
      adminSecret: fromEnv.adminSecret,
      jwtKey: undefined,
      jwtSecret: fromEnv.jwtSecret,
      actionsSecret: fromEnv.actionsSecret,
      file: undefined,
    };
  }
  const file = path.join(dataDir, 'secrets.json');
  let stored: StoredSecrets;
  try {
    stored = JSON.parse(await readFile(file, 'utf8')) as StoredSecrets;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') {
      throw new Error(`${file} is not readable JSON; delete it to generate new secrets`, {
        cause: error,
      });
    }
    stored = { adminSecret: random(), jwtKey: random(), actionsSecret: random() };
    await mkdir(dataDir, { recursive: true });
    await writeFile(file, `${JSON.stringify(stored, null, 2)}\n`, { mode: 0o600 });
  }
  return {
    adminSecret: fromEnv.adminSecret ?? stored.adminSecret,
    jwtKey: fromEnv.jwtSecret ? undefined : stored.jwtKey,
    jwtSecret: fromEnv.jwtSecret ?? JSON.stringify({ type: 'HS256', key: stored.jwtKey }),
    actionsSecret: fromEnv.actionsSecret ?? stored.actionsSecret,
    file,
  };
}
