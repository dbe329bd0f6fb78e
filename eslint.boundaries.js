// Import boundaries (design section 3, style "Shape of the repository"), kept apart from the
// rest of the lint config so a test can prove each rule fires (eslint-boundaries.test.ts).
import boundaries from 'eslint-plugin-boundaries';

export const boundaryElements = [
  { type: 'domain', pattern: 'domain' },
  { type: 'engine', pattern: 'engine' },
  // The functions' integration-test harness starts the real stack (engine included).
  { type: 'functions-test', pattern: 'functions/test' },
  { type: 'functions', pattern: 'functions' },
  { type: 'web-feature', pattern: 'web/src/features/*', capture: ['feature'] },
  { type: 'web', pattern: 'web' },
];

const to = (type, captured) => ({ to: { element: captured ? { type, captured } : { type } } });

/** @type {import('eslint').Linter.Config} */
export const boundaryConfig = {
  files: ['**/*.{ts,tsx,js,mjs}'],
  plugins: { boundaries },
  settings: {
    'boundaries/elements': boundaryElements,
    'boundaries/include': ['domain/**', 'engine/**', 'functions/**', 'web/**'],
    'import/resolver': { typescript: { alwaysTryTypes: true }, node: true },
  },
  rules: {
    'boundaries/dependencies': [
      'error',
      {
        default: 'disallow',
        message: '{{from.type}} may not import {{to.type}} (design section 3)',
        policies: [
          // domain: rules both sides share; no I/O and no other workspace.
          { from: { element: { type: 'domain' } }, allow: [to('domain')] },
          // engine: reads hasura/ at run time, like Hasura; imports no application code.
          { from: { element: { type: 'engine' } }, allow: [to('engine')] },
          {
            from: { element: { type: 'functions' } },
            allow: [to('functions'), to('domain'), to('functions-test')],
          },
          {
            from: { element: { type: 'functions-test' } },
            allow: [to('functions'), to('functions-test'), to('domain'), to('engine')],
          },
          {
            from: { element: { type: 'web' } },
            allow: [to('web'), to('web-feature'), to('domain')],
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
