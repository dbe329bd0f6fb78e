// The rules that hold the repository's shape, kept apart from the rest of the lint config so a
// test can prove each one fires (eslint-boundaries.test.ts): import boundaries between the
// workspaces and inside web/src (README "The repository", web/README.md), no import cycles, no
// Node built-ins in domain, and no skipped or focused test.
import vitest from '@vitest/eslint-plugin';
import boundaries from 'eslint-plugin-boundaries';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import playwright from 'eslint-plugin-playwright';

export const boundaryElements = [
  { type: 'domain', pattern: 'domain' },
  { type: 'engine', pattern: 'engine' },
  // The functions' integration-test harness starts the real stack (engine included).
  { type: 'functions-test', pattern: 'functions/test' },
  { type: 'functions', pattern: 'functions' },
  // The one factory module for test data (rows with defaults), shared by every workspace's tests.
  { type: 'test-support', pattern: 'test-support' },
  // The data model's tests (migrations and metadata, run through the engine).
  { type: 'hasura', pattern: 'hasura' },
  // The browser journeys: they drive the running stack and seed through its API.
  { type: 'e2e', pattern: 'e2e' },
  { type: 'web-feature', pattern: 'web/src/features/*', capture: ['feature'] },
  // The app shell (routes, layouts) composes the features.
  { type: 'web-app', pattern: 'web/src/app' },
  // Everything else in web: shared code (lib, ui, components, config, test, generated).
  { type: 'web', pattern: 'web' },
];

const to = (type, captured) => ({ to: { element: captured ? { type, captured } : { type } } });

/** @type {import('eslint').Linter.Config} */
export const boundaryConfig = {
  files: ['**/*.{ts,tsx,js,mjs}'],
  plugins: { boundaries },
  settings: {
    'boundaries/elements': boundaryElements,
    'boundaries/include': [
      'domain/**',
      'engine/**',
      'functions/**',
      'test-support/**',
      'hasura/**',
      'e2e/**',
      'web/**',
    ],
    // Tests beside the code they test: they may use what the code itself may not.
    'boundaries/files': [{ category: 'test', pattern: '**/*.test.{ts,tsx}' }],
    // The entry point only mounts the app shell.
    'boundaries/ignore': ['web/src/main.tsx'],
    'import/resolver': { typescript: { alwaysTryTypes: true }, node: true },
  },
  rules: {
    'boundaries/dependencies': [
      'error',
      {
        default: 'disallow',
        message: '{{from.type}} may not import {{to.type}} (import boundaries, README)',
        policies: [
          // domain: rules both sides share; no I/O and no other workspace.
          { from: { element: { type: 'domain' } }, allow: [to('domain')] },
          // engine: reads hasura/ at run time, like Hasura; imports no application code.
          { from: { element: { type: 'engine' } }, allow: [to('engine')] },
          {
            from: { element: { type: 'functions' } },
            allow: [to('functions'), to('domain')],
          },
          // The functions' tests use the harness and the test data.
          {
            from: { element: { type: 'functions' }, file: { categories: 'test' } },
            allow: [to('functions-test'), to('test-support')],
          },
          {
            from: { element: { type: 'functions-test' } },
            allow: [
              to('functions'),
              to('functions-test'),
              to('domain'),
              to('engine'),
              to('test-support'),
            ],
          },
          // Test data serves tests only (functions/test, hasura, e2e), never application code.
          {
            from: { element: { type: 'test-support' } },
            allow: [to('test-support'), to('domain')],
          },
          {
            from: { element: { type: 'hasura' } },
            allow: [to('hasura'), to('engine'), to('domain'), to('test-support')],
          },
          {
            from: { element: { type: 'e2e' } },
            allow: [to('e2e'), to('domain'), to('test-support')],
          },
          // Shared web code serves every feature, so it imports none.
          { from: { element: { type: 'web' } }, allow: [to('web'), to('domain')] },
          {
            from: { element: { type: 'web-app' } },
            allow: [to('web-app'), to('web'), to('web-feature'), to('domain')],
          },
          // A feature uses shared web code and domain, never another feature.
          {
            from: { element: { type: 'web-feature' } },
            allow: [
              to('web'),
              to('domain'),
              to('web-feature', { feature: '{{from.captured.feature}}' }),
            ],
          },
        ],
      },
    ],
  },
};

/**
 * Import cycles, found through TypeScript's resolution. import-x reads only .js files and resolves
 * no `./file` to `file.ts` unless told: without these settings no-cycle sees no edge between
 * TypeScript files and never fires.
 * @param {string[]} project the tsconfig files that resolve the imports
 * @returns {import('eslint').Linter.Config}
 */
export function cycleConfig(project) {
  return {
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs', '.cjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          alwaysTryTypes: true,
          project,
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  };
}

/** domain holds rules both sides share, so it runs anywhere: no Node built-in (`node:fs`, `fs`). */
export const domainConfig = {
  files: ['domain/**/*.{ts,tsx,js,mjs}'],
  plugins: { 'import-x': importX },
  rules: { 'import-x/no-nodejs-modules': 'error' },
};

const SKIPPED = 'A skipped or focused test is not a passing test.';

/**
 * No skipped, focused or conditional test, in vitest (`it.skip`, `describe.only`, `xit`,
 * `it.skipIf`, `it.runIf`, `test.todo`...) or Playwright (`test.skip`, `test.describe.skip`,
 * `test.fixme`, `test.only`, `testInfo.skip()`). A test that cannot run where it is run says why
 * and is left out (see engine/test/conformance.int.test.ts), so the count shows what ran.
 * @type {import('eslint').Linter.Config[]}
 */
export const testConfigs = [
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    ignores: ['e2e/**'],
    plugins: { vitest },
    rules: {
      'vitest/no-disabled-tests': 'error',
      'vitest/no-focused-tests': 'error',
      'vitest/no-test-prefixes': 'error',
      // What the plugin does not cover: conditions and placeholders, on any chain
      // (`describe.concurrent.skipIf(...)`).
      'no-restricted-syntax': [
        'error',
        {
          selector:
            'CallExpression > MemberExpression.callee[property.name=/^(skipIf|runIf|todo)$/]',
          message: SKIPPED,
        },
      ],
    },
  },
  {
    files: ['e2e/**/*.{ts,tsx,js,mjs}'],
    plugins: { playwright },
    rules: {
      'playwright/no-skipped-test': ['error', { disallowFixme: true }],
      'playwright/no-focused-test': 'error',
    },
  },
];
