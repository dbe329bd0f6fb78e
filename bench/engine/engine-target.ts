/** The engine (engine/src) serving hasura/metadata over petwell_bench at POST /v1/graphql. */
import path from 'node:path';
import type { Server } from 'node:http';
import { createEngine, createEngineHttpServer, openPostgresDatabase } from '@petwell/engine';
import { engineEnv, type BenchSecrets } from './bench-auth';
import { HASURA_DIR } from './bench-config';

export interface EngineTarget {
  server: Server;
  close(): Promise<void>;
}

export async function startEngine(options: {
  databaseUrl: string;
  poolSize: number;
  secrets: BenchSecrets;
}): Promise<EngineTarget> {
  const db = await openPostgresDatabase(options.databaseUrl, { maxConnections: options.poolSize });
  try {
    const engine = await createEngine({
      db,
      metadataDir: path.join(HASURA_DIR, 'metadata'),
      env: engineEnv(options.secrets),
      // Measured: the requests alone, no event worker polling beside them.
      events: { deliver: false },
    });
    return {
      server: createEngineHttpServer(engine),
      close: async () => {
        await engine.close();
        await db.close();
      },
    };
  } catch (error) {
    await db.close();
    throw error;
  }
}
