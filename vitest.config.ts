import { defineConfig } from 'vitest/config';
import { SummaryReporter } from './scripts/summary-reporter';

// Two projects: "unit" tests touch no I/O; "int" tests run against a real database (PGlite by
// default, or the Postgres server named by DATABASE_URL).
export default defineConfig({
  test: {
    reporters: ['default', new SummaryReporter()],
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
          name: 'int',
          include: ['**/*.int.test.ts'],
          exclude: ['**/node_modules/**'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
