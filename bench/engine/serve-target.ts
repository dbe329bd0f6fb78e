/**
 * Child process entry: serves one target (engine, raw or postgraphile) on 127.0.0.1 until told to
 * stop. Each target runs in a process of its own, so one's heap and event loop never slow down
 * another's, and the load driver runs in the parent.
 */
import type { Server } from 'node:http';
import type { BenchSecrets } from './bench-auth';
import type { TargetName } from './bench-config';

export interface StartMessage {
  type: 'start';
  target: TargetName;
  databaseUrl: string;
  poolSize: number;
  secrets: BenchSecrets;
}

export type ChildMessage = { type: 'ready'; port: number } | { type: 'failed'; message: string };

interface Running {
  server: Server;
  close(): Promise<void>;
}

async function start(message: StartMessage): Promise<Running> {
  const common = { databaseUrl: message.databaseUrl, poolSize: message.poolSize };
  switch (message.target) {
    case 'engine': {
      // Loaded only here, so the other targets run even while the engine does not build.
      const { startEngine } = await import('./engine-target');
      return startEngine({ ...common, secrets: message.secrets });
    }
    case 'raw': {
      const { startRaw } = await import('./raw-target');
      return startRaw({ ...common, jwtKey: message.secrets.jwtKey });
    }
    case 'postgraphile': {
      const { startPostgraphile } = await import('./postgraphile-target');
      return startPostgraphile({ ...common, jwtKey: message.secrets.jwtKey });
    }
  }
}

function send(message: ChildMessage): void {
  process.send?.(message);
}

let running: Running | undefined;

process.on('message', (message: StartMessage | { type: 'stop' }) => {
  if (message.type === 'start') {
    start(message)
      .then(async (target) => {
        running = target;
        await new Promise<void>((resolve) => target.server.listen(0, '127.0.0.1', resolve));
        const address = target.server.address();
        if (address === null || typeof address === 'string') throw new Error('no port');
        send({ type: 'ready', port: address.port });
      })
      .catch((error: unknown) => {
        send({
          type: 'failed',
          message: error instanceof Error ? (error.stack ?? error.message) : String(error),
        });
      });
    return;
  }
  const target = running;
  running = undefined;
  const stop = async (): Promise<void> => {
    if (target) {
      target.server.closeAllConnections();
      await new Promise<void>((resolve) => {
        target.server.close(() => {
          resolve();
        });
      });
      await target.close();
    }
  };
  stop()
    .catch((error: unknown) => {
      console.error(error);
    })
    .finally(() => {
      process.exit(0);
    });
});

// Without the parent there is nothing to serve.
process.on('disconnect', () => process.exit(0));
