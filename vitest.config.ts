import { defineConfig } from 'vitest/config';
import { SummaryReporter } from './scripts/summary-reporter';

// Three projects: "unit" tests touch no I/O; "int" tests run against a real database (PGlite by
// default, or the Postgres server named by DATABASE_URL); "web" tests render the SPA's
// components in happy-dom, with msw answering GraphQL and REST at the network boundary.
export default defineConfig({
  test: {
    reporters: ['default', new SummaryReporter()],
    // Vitest's default for a run is one worker less than the cores: one worker on CI's 2 cores,
    // where the integration tests spend much of their time waiting on their stacks' I/O.
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'unit',
          include: ['**/*.test.ts'],
          exclude: ['**/*.int.test.ts', '**/node_modules/**', 'web/**', 'e2e/**'],
        },
      },
      {
        test: {
          name: 'web',
          include: ['web/src/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          setupFiles: ['web/vitest.setup.ts'],
          testTimeout: 20_000,
        },
      },
      {
        test: {
          name: 'int',
          include: ['**/*.int.test.ts'],
          // One migrated database per run, copied by the tests (engine/test/migrated-template.ts).
          globalSetup: ['engine/test/migrated-template.ts'],
          exclude: ['**/node_modules/**', 'web/**', 'e2e/**'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
