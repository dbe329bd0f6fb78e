import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { computeBudget, formatReport, INITIAL_PAGES, type Manifest } from './web-budget';

/** A build like Vite's: an entry with a shared vendor chunk, and lazily loaded routes. */
const manifest: Manifest = {
  'index.html': {
    file: 'assets/index.js',
    isEntry: true,
    imports: ['_react.js'],
    dynamicImports: [
      'src/home-page.tsx',
      'src/pricing-page.tsx',
      'src/admin-page.tsx',
      'src/graphql-provider.tsx',
    ],
    css: ['assets/index.css'],
  },
  '_react.js': { file: 'assets/react.js' },
  '_page-hero.js': { file: 'assets/page-hero.js', imports: ['index.html'] },
  '_charts.js': { file: 'assets/charts.js', imports: ['_react.js', '_charts-core.js'] },
  '_charts-core.js': { file: 'assets/charts-core.js' },
  '_page-hero.css': { file: 'assets/page-hero.css' },
  'src/home-page.tsx': {
    file: 'assets/home-page.js',
    src: 'src/home-page.tsx',
    isDynamicEntry: true,
    imports: ['index.html', '_page-hero.js', '_react.js'],
    css: ['assets/page-hero.css'],
  },
  'src/pricing-page.tsx': {
    file: 'assets/pricing-page.js',
    isDynamicEntry: true,
    imports: ['_page-hero.js', 'index.html'],
  },
  'src/admin-page.tsx': {
    file: 'assets/admin-page.js',
    isDynamicEntry: true,
    imports: ['index.html', '_charts.js', '_urql.js'],
  },
  '_urql.js': { file: 'assets/urql.js', imports: ['_react.js'] },
  'src/graphql-provider.tsx': {
    file: 'assets/graphql-provider.js',
    isDynamicEntry: true,
    imports: ['_urql.js', 'index.html'],
  },
};

const KIB = 1024;
const sizes: Record<string, number> = {
  'assets/index.js': 40 * KIB,
  'assets/react.js': 60 * KIB,
  'assets/page-hero.js': 5 * KIB,
  'assets/home-page.js': 10 * KIB,
  'assets/pricing-page.js': 8 * KIB,
  'assets/admin-page.js': 20 * KIB,
  'assets/charts.js': 150 * KIB,
  'assets/charts-core.js': 40 * KIB,
  'assets/urql.js': 12 * KIB,
  'assets/graphql-provider.js': 2 * KIB,
};
const sizeOf = (file: string) => {
  const size = sizes[file];
  if (size === undefined) throw new Error(`asked for the size of ${file}`);
  return size;
};
const home = [{ label: 'home', src: 'src/home-page.tsx' }];

describe('the bundle budget', () => {
  it("counts the entry, its static imports and the home route's chunks once each, JS only", () => {
    const report = computeBudget(manifest, sizeOf, { initialPages: home });
    expect(report.initial).toEqual([
      {
        label: 'home',
        files: ['assets/index.js', 'assets/react.js', 'assets/home-page.js', 'assets/page-hero.js'],
        bytes: (40 + 60 + 10 + 5) * KIB,
        budget: 120 * KIB,
        ok: true,
      },
    ]);
  });

  it('counts the entry alone for a page bundled with it', () => {
    const report = computeBudget(manifest, sizeOf, {
      initialPages: [{ label: 'home (bundled)', src: null }],
    });
    expect(report.initial[0]?.files).toEqual(['assets/index.js', 'assets/react.js']);
    expect(report.initial[0]?.bytes).toBe((40 + 60) * KIB);
  });

  it('counts for a route only the chunks the entry does not already load', () => {
    const report = computeBudget(manifest, sizeOf, { initialPages: home });
    expect(report.routes.map((r) => [r.label, r.files, r.bytes / KIB, r.ok])).toEqual([
      [
        'src/admin-page.tsx',
        ['assets/admin-page.js', 'assets/charts.js', 'assets/charts-core.js', 'assets/urql.js'],
        222,
        false,
      ],
      ['src/graphql-provider.tsx', ['assets/graphql-provider.js', 'assets/urql.js'], 14, true],
      ['src/home-page.tsx', ['assets/home-page.js', 'assets/page-hero.js'], 15, true],
      ['src/pricing-page.tsx', ['assets/pricing-page.js', 'assets/page-hero.js'], 13, true],
    ]);
    expect(report.ok).toBe(false);
  });

  it('fails the initial budget one byte over 120 KiB and passes at exactly 120 KiB', () => {
    const at = (bytes: number) =>
      computeBudget(
        manifest,
        (file) => (file === 'assets/index.js' ? bytes - 75 * KIB : sizeOf(file)),
        {
          initialPages: home,
        },
      ).initial[0]?.ok;
    expect(at(120 * KIB)).toBe(true);
    expect(at(120 * KIB + 1)).toBe(false);
  });

  it('holds a page that is not yet within 120 KiB to its own ratchet, and only that page', () => {
    const report = computeBudget(
      manifest,
      (file) => (file === 'assets/index.js' ? 70 * KIB : sizeOf(file)),
      {
        initialPages: [
          { label: 'home', src: 'src/home-page.tsx', budget: 150 * KIB },
          { label: 'admin', src: 'src/admin-page.tsx' },
        ],
      },
    );
    // home: 70 + 60 + 10 + 5 = 145 KiB, within its 150; admin: 70 + 60 + 20 + 150 + 40 + 12, over.
    expect(report.initial.map((l) => [l.label, l.bytes / KIB, l.budget / KIB, l.ok])).toEqual([
      ['home', 145, 150, true],
      ['admin', 352, 120, false],
    ]);
    const tighter = computeBudget(
      manifest,
      (file) => (file === 'assets/index.js' ? 76 * KIB : sizeOf(file)),
      {
        initialPages: [{ label: 'home', src: 'src/home-page.tsx', budget: 150 * KIB }],
      },
    );
    expect(tighter.initial[0]?.ok).toBe(false);
  });

  it('passes when every bundle is within its budget', () => {
    const small = computeBudget(
      manifest,
      (file) => (file.includes('charts') ? KIB : sizeOf(file)),
      {
        initialPages: home,
      },
    );
    expect(small.ok).toBe(true);
    expect(formatReport(small)).toContain('Every bundle is within its budget (F1).');
  });

  it('names what is over, by how much, in the printed table', () => {
    const text = formatReport(computeBudget(manifest, sizeOf, { initialPages: home }));
    expect(text).toMatch(/src\/admin-page\.tsx\s+4\s+222\.0 KiB\s+200\.0 KiB\s+OVER/);
    expect(text).toMatch(/home\s+4\s+115\.0 KiB\s+120\.0 KiB\s+ok/);
    expect(text).toContain(
      'Over budget (F1): src/admin-page.tsx is 222.0 KiB, over its 200.0 KiB by 22.0 KiB.',
    );
  });

  it('counts for a page that sends GraphQL the GraphQL client, which its route loads beside it', () => {
    const report = computeBudget(manifest, sizeOf, {
      initialPages: [
        { label: 'admin', src: 'src/admin-page.tsx', graphql: true, budget: 400 * KIB },
        { label: 'pricing', src: 'src/pricing-page.tsx' },
      ],
      graphqlClient: 'src/graphql-provider.tsx',
    });
    expect(report.initial.map((l) => [l.label, l.files, l.bytes / KIB])).toEqual([
      [
        'admin',
        [
          'assets/index.js',
          'assets/react.js',
          'assets/admin-page.js',
          'assets/charts.js',
          'assets/charts-core.js',
          'assets/urql.js',
          'assets/graphql-provider.js',
        ],
        40 + 60 + 20 + 150 + 40 + 12 + 2,
      ],
      [
        'pricing',
        ['assets/index.js', 'assets/react.js', 'assets/pricing-page.js', 'assets/page-hero.js'],
        113,
      ],
    ]);
    expect(() =>
      computeBudget(manifest, sizeOf, {
        initialPages: [{ label: 'admin', src: 'src/admin-page.tsx', graphql: true }],
      }),
    ).toThrow(
      'the manifest has no chunk for the GraphQL client src/lib/graphql-provider.tsx (admin)',
    );
  });

  it('refuses a budgeted page that is no longer in the build', () => {
    expect(() =>
      computeBudget(manifest, sizeOf, { initialPages: [{ label: 'vets', src: 'src/gone.tsx' }] }),
    ).toThrow('the manifest has no chunk for src/gone.tsx (vets)');
  });

  it('budgets every page the public routes load, and no page twice', () => {
    // Each module web/src/app/routes/public-routes.tsx imports lazily is a public page.
    const routesFile = path.resolve(import.meta.dirname, '../web/src/app/routes/public-routes.tsx');
    const routed = [...readFileSync(routesFile, 'utf8').matchAll(/import\('([^']+)'\)/g)].map(
      ([, specifier]) => `src/${path.posix.join('app/routes', specifier ?? '')}.tsx`,
    );
    expect(routed.length).toBeGreaterThan(20);
    const budgeted = INITIAL_PAGES.map((p) => p.src);
    const labels = INITIAL_PAGES.map((p) => p.label);
    expect(new Set(labels).size).toBe(labels.length);
    expect([...new Set(routed)].filter((src) => !budgeted.includes(src))).toEqual([]);
    // A route module budgeted twice is two addresses that load different parts (/login, /signup).
    const twice = budgeted.filter((src, i) => budgeted.indexOf(src) !== i);
    for (const src of twice) {
      const lines = INITIAL_PAGES.filter((p) => p.src === src);
      expect(new Set(lines.map((p) => JSON.stringify(p.parts ?? []))).size).toBe(lines.length);
    }
  });

  it('budgets the parts the account pages load lazily where their addresses show them', () => {
    const lazily = (file: string) =>
      [
        ...readFileSync(path.resolve(import.meta.dirname, '../web/src', file), 'utf8').matchAll(
          /import\('\.\/([^']+)'\)/g,
        ),
      ].map(([, specifier]) => `src/features/accounts/${specifier ?? ''}.tsx`);
    const parts = new Set(INITIAL_PAGES.flatMap((p) => p.parts ?? []));
    expect([...parts].sort()).toEqual([
      'src/app/routes/order-pages.tsx',
      'src/features/accounts/chosen-plan.tsx',
      'src/features/accounts/login-form.tsx',
      'src/features/accounts/signup-form.tsx',
    ]);
    for (const part of [...parts].filter((p) => p.includes('/accounts/'))) {
      expect([...lazily('features/accounts/preload-account-parts.ts')]).toContain(part);
    }
    // An owner's order pages load with the route (order-preload.ts), a visitor's never.
    const orderPreload = readFileSync(
      path.resolve(import.meta.dirname, '../web/src/app/routes/order-preload.ts'),
      'utf8',
    );
    expect(orderPreload).toContain("import('./order-pages')");
    expect(INITIAL_PAGES.find((p) => p.label === '/signup')?.parts).toEqual([
      'src/features/accounts/signup-form.tsx',
    ]);
  });

  it('counts the lazily loaded parts an address shows at once, with their static imports', () => {
    const report = computeBudget(manifest, sizeOf, {
      initialPages: [
        { label: 'pricing', src: 'src/pricing-page.tsx' },
        { label: 'pricing with admin', src: 'src/pricing-page.tsx', parts: ['src/admin-page.tsx'] },
      ],
    });
    expect(report.initial.map((l) => [l.label, l.files, l.bytes / KIB])).toEqual([
      [
        'pricing',
        ['assets/index.js', 'assets/react.js', 'assets/pricing-page.js', 'assets/page-hero.js'],
        113,
      ],
      [
        'pricing with admin',
        [
          'assets/index.js',
          'assets/react.js',
          'assets/pricing-page.js',
          'assets/page-hero.js',
          'assets/admin-page.js',
          'assets/charts.js',
          'assets/charts-core.js',
          'assets/urql.js',
        ],
        113 + 20 + 150 + 40 + 12,
      ],
    ]);
    expect(() =>
      computeBudget(manifest, sizeOf, {
        initialPages: [{ label: 'x', src: 'src/pricing-page.tsx', parts: ['src/gone.tsx'] }],
      }),
    ).toThrow('the manifest has no chunk for src/gone.tsx (x)');
  });

  it('counts the GraphQL client for the lazyPage routes and not for the staticPage ones', () => {
    const routesFile = path.resolve(import.meta.dirname, '../web/src/app/routes/public-routes.tsx');
    const loaders = [
      ...readFileSync(routesFile, 'utf8').matchAll(
        /(lazyPage|staticPage|clientPage)\(\s*\(\) => import\('([^']+)'\)/g,
      ),
    ].map(([, loader, specifier]) => ({
      src: `src/${path.posix.join('app/routes', specifier ?? '')}.tsx`,
      graphql: loader === 'lazyPage',
    }));
    expect(loaders.filter((l) => l.graphql).length).toBeGreaterThan(3);
    expect(loaders.filter((l) => !l.graphql).length).toBeGreaterThan(15);
    expect(loaders.filter((l) => l.src.includes('/accounts/pages/')).length).toBe(2);
    for (const { src, graphql } of loaders) {
      // The page as it opens; an address that shows a part sending GraphQL counts the client.
      const budgeted = INITIAL_PAGES.find((p) => p.src === src && !p.parts);
      expect({ src, graphql: budgeted?.graphql ?? false }).toEqual({ src, graphql });
    }
    // A part that sends GraphQL (an owner's order pages) brings the client with it; the plan of
    // a `cc` link is looked up without it.
    for (const { label, parts, graphql } of INITIAL_PAGES.filter((p) => p.parts)) {
      expect({ label, graphql: graphql ?? false }).toEqual({
        label,
        graphql: parts?.includes('src/app/routes/order-pages.tsx'),
      });
    }
  });
});
