import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { E2E_ADMIN_SECRET, E2E_BASE_URL, E2E_PORT } from './support/stack';

const root = path.resolve(import.meta.dirname, '..');

/**
 * Browser tests (`npm run test:e2e`): the real stack (`scripts/start.ts`: engine, functions and
 * the built SPA on one port) on fresh demo data, driven by Debian's Chromium. Playwright never
 * downloads a browser here: CHROME_PATH or /usr/bin/chromium.
 */
// eslint-disable-next-line import-x/no-default-export -- Playwright reads its config from a default export.
export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  outputDir: path.join(root, '.data/e2e-results'),
  fullyParallel: false,
  forbidOnly: true,
  workers: 2,
  retries: 0,
  reporter: 'list',
  timeout: 30_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: E2E_BASE_URL,
    browserName: 'chromium',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env['CHROME_PATH'] ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--disable-quic',
        '--no-first-run',
      ],
    },
  },
  webServer: {
    // Deletes .data/e2e, then runs scripts/start.ts: every run starts from fresh demo data.
    command: 'npx tsx e2e/support/start-fresh-stack.ts',
    cwd: root,
    // The server binds first; /readyz answers 503 until GraphQL, the database (migrated and
    // seeded), the functions and storage all answer (scripts/stack/readiness.ts), then 200.
    url: `${E2E_BASE_URL}/readyz`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    env: {
      PORT: String(E2E_PORT),
      HOST: '127.0.0.1',
      PGLITE_DATA_DIR: '.data/e2e/pglite',
      DEV_OUTBOX: 'true',
      HASURA_GRAPHQL_ADMIN_SECRET: E2E_ADMIN_SECRET,
    },
  },
});
