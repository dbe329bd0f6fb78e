import { MetadataError } from '@petwell/engine';
import { ensureWebBuild } from './stack/ensure-web-build';
import { startStack } from './stack/start-stack';
import { readStackEnv } from './stack/stack-env';

/**
 * `npm start`: the marketplace in one process (see scripts/stack/start-stack.ts). Prints where
 * everything is and stops cleanly on SIGINT/SIGTERM, closing the database so no data is lost.
 */
try {
  await ensureWebBuild(readStackEnv(process.env).WEB_DIST_DIR);
  const stack = await startStack();
  const lines = [
    '',
    `Petwell is running at ${stack.url}`,
    `  web app        ${stack.url}/   (practice sites: http://happypaws.localhost:${new URL(stack.url).port}/)`,
    `  GraphQL        ${stack.url}/v1/graphql   (explorer: ${stack.url}/console)`,
    `  REST           ${stack.url}/api/...      (login, sign-up, payments, uploads: functions/README.md)`,
    ...(stack.functions.deps.env.DEV_OUTBOX
      ? [
          `  dev outbox     ${stack.url}/dev/outbox  (mail and SMS, e.g. sign-up codes; this machine only)`,
        ]
      : []),
    `  database       ${stack.databaseLabel}${stack.migrated ? `, ${String(stack.migrated)} migration(s) applied` : ''}${stack.seeded ? ', demo data loaded' : ''}`,
    stack.secrets.file
      ? `  secrets        admin secret and JWT key in ${stack.secrets.file} (git-ignored)`
      : '  secrets        from the environment',
    '',
    'Demo logins (password petwell-demo; see docs/demo-data.md):',
    '  platform root admin   admin@petwell.example.com',
    '  pet owner             emma.thompson@example.com',
    '  practice root admin   see docs/demo-data.md for every practice and staff member',
    '',
    'A token for the GraphQL API: npm run token -- --role user --user-id 1   (docs/integrators.md)',
    'Press Ctrl+C to stop.',
    '',
  ];
  console.log(lines.join('\n'));
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`\n${signal}: stopping…`);
    stack.close().then(
      () => {
        console.log('stopped; the data is kept.');
        process.exit(0);
      },
      (error: unknown) => {
        console.error('could not stop cleanly:', error);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => {
    stop('SIGINT');
  });
  process.on('SIGTERM', () => {
    stop('SIGTERM');
  });
} catch (error) {
  if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE') {
    console.error(
      `port ${process.env['PORT'] ?? '8080'} is already in use: stop the other server or start with PORT=<another port>`,
    );
  } else if (error instanceof MetadataError || error instanceof Error) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
}
