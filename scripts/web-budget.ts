import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

/**
 * `npm run check:web-budget`: the SPA's JavaScript, gzipped (level 9), against
 * its budgets, from the manifest `vite build` writes (web/dist/.vite/manifest.json).
 *
 * - Initial JS of every public page (INITIAL_PAGES): the entry chunk (index.html's), every chunk
 *   it imports statically (transitively), and the page's route chunk with its static imports,
 *   which the page loads at once; for a page that sends GraphQL, also the GraphQL client's chunk
 *   (GRAPHQL_CLIENT: urql's Provider and client) with its static imports, which its route loads
 *   beside it (lazyPage in web/src/app/lazy-page.ts; the shell holds no urql). Each file counts
 *   once. The target is 120 KiB (issue 23); a page not there yet carries its own, higher budget, a
 *   ratchet at its current size that says what stands in the way, so it cannot grow while it waits.
 * - Every route chunk (each dynamic entry with its static imports that the entry does not
 *   already load): 200 KiB.
 *
 * Run `npm run build:web` first. Exits 1, naming what is over, when a budget is exceeded.
 */

export const KIB = 1024;
/** The initial JavaScript every public page should stay within (issue 23). */
export const INITIAL_BUDGET = 120 * KIB;
export const ROUTE_BUDGET = 200 * KIB;

/**
 * Ratchets for the pages not yet within INITIAL_BUDGET (sizes of 2026-11-29, rounded up).
 * The app shell alone is about 90 KiB: react-dom (~57) and react-router in its declarative mode
 * (BrowserRouter and useRoutes, ~15; the data router's createBrowserRouter was ~32); urql loads
 * only with a page or part that sends a query (~16 with the client; a sign-up link with a plan
 * looks it up with fetch alone: web/src/lib/fetch-graphql.ts). A form's schemas, and with
 * them zod (~25), load beside the form, not before it (lazySchema in web/src/ui/form).
 * - ORDERS: the order pages for a signed-in owner (house call, second opinion, free question) are
 *   forms from the start: 140. The shell, React, the GraphQL client and react-hook-form alone are
 *   about 124; their rules load beside the form (lazySchema), the pet pop-up and the uploader's
 *   check and dialog when needed. A visitor is sent to the login page before any of it loads.
 * The booking wizard and the assessment are within INITIAL_BUDGET: the booking wizard's first
 * screen (the practice, the type, date and time) loads the later steps apart (the information
 * form, the pet picker, the payment panel); the assessment's intro loads its step form apart, the
 * check of an assessment kept in the tab only when there is one, and the sign-up after Finish.
 */
export const ORDERS_RATCHET = 140 * KIB;

/** The GraphQL client's module (urql's Provider and client), which every lazyPage route loads. */
export const GRAPHQL_CLIENT = 'src/lib/graphql-provider.tsx';

/** A budgeted page: its route module (null: the home page, bundled with the entry). */
export interface InitialPage {
  label: string;
  src: string | null;
  /** Its own budget while it is over INITIAL_BUDGET. */
  budget?: number;
  /**
   * It sends GraphQL (a lazyPage route): the GraphQL client loads with it. A staticPage route
   * (marketing, for-vets, legal) loads none.
   */
  graphql?: boolean;
  /**
   * Lazily loaded parts (their modules) that this address shows at once, counted with their
   * static imports: the login form on /login, the sign-up form on /signup.
   */
  parts?: readonly string[];
}

const staticPage = (label: string, src: string | null): InitialPage => ({ label, src });
const page = (path: string, src: string, budget?: number): InitialPage => ({
  label: path,
  src,
  graphql: true,
  ...(budget === undefined ? {} : { budget }),
});
const AUTH_PAGE = 'src/features/accounts/pages/auth-page.tsx';
const VENDOR_AUTH_PAGE = 'src/features/accounts/pages/vendor-auth-page.tsx';
const LOGIN_FORM = 'src/features/accounts/login-form.tsx';
const SIGNUP_FORM = 'src/features/accounts/signup-form.tsx';
const CHOSEN_PLAN = 'src/features/accounts/chosen-plan.tsx';
const ORDER_ROUTES = 'src/app/routes/order-routes.tsx';
const ORDER_PAGES = 'src/app/routes/order-pages.tsx';
const marketing = (path: string, file: string) =>
  staticPage(path, `src/features/marketing/pages/${file}.tsx`);

/**
 * Every public page: each route module web/src/app/routes/public-routes.tsx loads (a test checks
 * that none is missing), and the home page, which ships with the entry.
 */
export const INITIAL_PAGES: readonly InitialPage[] = [
  marketing('/', 'home-page'),
  marketing('/pricing/', 'pricing-page'),
  marketing('/pet-health-assessment', 'assessment-landing-page'),
  marketing('/e-consultation', 'e-consultation-page'),
  marketing('/talk-to-a-vet', 'talk-to-a-vet-page'),
  marketing('/second-medical-opinion', 'second-opinion-page'),
  marketing('/pet-medical-records', 'medical-records-page'),
  marketing('/download-app', 'download-app-page'),
  marketing('/about', 'about-page'),
  marketing('/leadership-team', 'leadership-page'),
  marketing('/our-partners', 'partners-page'),
  marketing('/faqs', 'faq-page'),
  marketing('/news', 'news-page'),
  marketing('/vet-appointments', 'vet-appointments-landing-page'),
  marketing('/vet-house-call', 'vet-house-call-landing-page'),
  page('clinic vet list (/vet-appointments/list)', 'src/app/routes/vet-list-route.tsx'),
  staticPage('/for-vet', 'src/features/for-vets/pages/for-vet-page.tsx'),
  staticPage(
    '/vet-practice-management-solution',
    'src/features/for-vets/pages/practice-management-page.tsx',
  ),
  staticPage('/become-<brand>-vet', 'src/features/for-vets/pages/panel-vet-page.tsx'),
  staticPage('/partner-relief-vet', 'src/features/for-vets/pages/relief-vet-page.tsx'),
  staticPage('/privacy-policy', 'src/features/legal/pages/privacy-policy-page.tsx'),
  staticPage('/terms-conditions', 'src/features/legal/pages/terms-page.tsx'),
  { ...staticPage('/login', AUTH_PAGE), parts: [LOGIN_FORM] },
  { ...staticPage('/signup', AUTH_PAGE), parts: [SIGNUP_FORM] },
  {
    ...staticPage('/signup?cc=<plan>', AUTH_PAGE),
    parts: [SIGNUP_FORM, CHOSEN_PLAN],
  },
  { ...staticPage('/vendor/login', VENDOR_AUTH_PAGE), parts: [LOGIN_FORM] },
  { ...staticPage('/vendor/signup, /for-vet/signup', VENDOR_AUTH_PAGE), parts: [SIGNUP_FORM] },
  staticPage('/shelter-partnership', 'src/features/shelter/pages/shelter-partnership-page.tsx'),
  staticPage('/shelter-program', 'src/features/shelter/pages/shelter-form-page.tsx'),
  staticPage('/contact-us', 'src/features/shelter/pages/contact-page.tsx'),
  page('/pet-health-assessment/order', 'src/app/routes/assessment-routes.tsx'),
  page(
    '/e-consultation/order, /vet-appointments/book/:vendorId',
    'src/app/routes/booking-routes.tsx',
  ),
  // The order pages are owners' forms: a visitor is sent to the login page before they load.
  staticPage('the order pages for a visitor (/vet-house-call/order, ...)', ORDER_ROUTES),
  {
    ...page('the order pages for an owner', ORDER_ROUTES, ORDERS_RATCHET),
    parts: [ORDER_PAGES],
  },
];

/** The part of a Vite manifest entry the budget reads. */
export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

export type Manifest = Record<string, ManifestChunk>;

export interface BudgetLine {
  label: string;
  /** The JS files counted, in the order they were reached. */
  files: string[];
  bytes: number;
  budget: number;
  ok: boolean;
}

export interface BudgetReport {
  initial: BudgetLine[];
  routes: BudgetLine[];
  ok: boolean;
}

/** The manifest keys a chunk loads at once: itself and its static imports, transitively. */
export function staticClosure(manifest: Manifest, key: string): string[] {
  const seen = new Set<string>();
  const visit = (k: string) => {
    if (seen.has(k)) return;
    const chunk = manifest[k];
    if (!chunk) throw new Error(`the manifest has no entry "${k}"`);
    seen.add(k);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(key);
  return [...seen];
}

/** The entry chunk's key: index.html, or the only chunk marked isEntry. */
export function entryKey(manifest: Manifest): string {
  if (manifest['index.html']?.isEntry) return 'index.html';
  const entries = Object.keys(manifest).filter((k) => manifest[k]?.isEntry);
  if (entries.length !== 1 || !entries[0]) {
    throw new Error(`expected one entry chunk in the manifest, found ${String(entries.length)}`);
  }
  return entries[0];
}

const jsFiles = (manifest: Manifest, keys: Iterable<string>): string[] => {
  const files = new Set<string>();
  for (const key of keys) {
    const file = manifest[key]?.file;
    if (file && /\.m?js$/.test(file)) files.add(file);
  }
  return [...files];
};

function line(label: string, files: string[], sizeOf: (file: string) => number, budget: number) {
  const bytes = files.reduce((sum, file) => sum + sizeOf(file), 0);
  return { label, files, bytes, budget, ok: bytes <= budget };
}

/**
 * The budget report for a manifest; `sizeOf` gives a file's gzipped size (the file names are the
 * manifest's `file` values, relative to the build folder).
 */
export function computeBudget(
  manifest: Manifest,
  sizeOf: (file: string) => number,
  options: {
    initialPages?: readonly InitialPage[];
    initialBudget?: number;
    routeBudget?: number;
    graphqlClient?: string;
  } = {},
): BudgetReport {
  const {
    initialPages = INITIAL_PAGES,
    initialBudget = INITIAL_BUDGET,
    routeBudget = ROUTE_BUDGET,
    graphqlClient = GRAPHQL_CLIENT,
  } = options;
  const entry = entryKey(manifest);
  const entryKeys = staticClosure(manifest, entry);
  const entrySet = new Set(entryKeys);

  const initial = initialPages.map(({ label, src, budget, graphql, parts = [] }) => {
    for (const module of [...(src === null ? [] : [src]), ...parts]) {
      if (!manifest[module]) {
        throw new Error(`the manifest has no chunk for ${module} (${label}): is it still a route?`);
      }
    }
    if (graphql && !manifest[graphqlClient]) {
      throw new Error(
        `the manifest has no chunk for the GraphQL client ${graphqlClient} (${label})`,
      );
    }
    const keys = new Set([
      ...entryKeys,
      ...(src === null ? [] : staticClosure(manifest, src)),
      ...parts.flatMap((part) => staticClosure(manifest, part)),
      ...(graphql ? staticClosure(manifest, graphqlClient) : []),
    ]);
    return line(label, jsFiles(manifest, keys), sizeOf, budget ?? initialBudget);
  });

  const routes = Object.keys(manifest)
    .filter((key) => manifest[key]?.isDynamicEntry)
    .sort()
    .map((key) => {
      const own = staticClosure(manifest, key).filter((k) => !entrySet.has(k));
      return line(key, jsFiles(manifest, own), sizeOf, routeBudget);
    });

  return {
    initial,
    routes,
    ok: initial.every((l) => l.ok) && routes.every((l) => l.ok),
  };
}

const kib = (bytes: number) => `${(bytes / KIB).toFixed(1)} KiB`;

/** The report as a plain-text table, the lines over budget marked and listed at the end. */
export function formatReport(report: BudgetReport): string {
  const rows: string[][] = [
    ['what', 'files', 'gzip', 'budget', ''],
    ...[...report.initial, ...report.routes].map((l) => [
      l.label,
      String(l.files.length),
      kib(l.bytes),
      kib(l.budget),
      l.ok ? 'ok' : 'OVER',
    ]),
  ];
  const widths = rows[0]?.map((_, i) => Math.max(...rows.map((r) => (r[i] ?? '').length))) ?? [];
  const text = rows.map((r, ri) => {
    const cells = r.map((cell, i) =>
      i === 0 || i === r.length - 1 ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0),
    );
    const row = cells.join('  ').trimEnd();
    return ri === 0 ? `${row}\n${'-'.repeat(row.length)}` : row;
  });
  const initialCount = report.initial.length;
  text.splice(initialCount + 1, 0, '');
  const over = [...report.initial, ...report.routes].filter((l) => !l.ok);
  const summary = over.length
    ? [
        '',
        `Over budget (F1): ${over
          .map(
            (l) =>
              `${l.label} is ${kib(l.bytes)}, over its ${kib(l.budget)} by ${kib(l.bytes - l.budget)}`,
          )
          .join('; ')}.`,
        'Split the code (a lazy route or component) or drop a dependency; `npx vite-bundle-visualizer` shows what is inside.',
      ]
    : ['', 'Every bundle is within its budget (F1).'];
  return [...text, ...summary].join('\n');
}

async function main(): Promise<number> {
  const root = path.resolve(import.meta.dirname, '..');
  const dist = path.resolve(root, process.argv[2] ?? 'web/dist');
  const manifestFile = path.join(dist, '.vite/manifest.json');
  let manifest: Manifest;
  try {
    manifest = JSON.parse(await readFile(manifestFile, 'utf8')) as Manifest;
  } catch (error) {
    console.error(
      `cannot read ${path.relative(root, manifestFile)}: run \`npm run build:web\` first (${String(error)})`,
    );
    return 1;
  }
  const sizes = new Map<string, number>();
  for (const chunk of Object.values(manifest)) {
    if (!/\.m?js$/.test(chunk.file) || sizes.has(chunk.file)) continue;
    const content = await readFile(path.join(dist, chunk.file));
    sizes.set(chunk.file, gzipSync(content, { level: 9 }).length);
  }
  const report = computeBudget(manifest, (file) => {
    const size = sizes.get(file);
    if (size === undefined) throw new Error(`no size for ${file}`);
    return size;
  });
  console.log(`JavaScript bundle budgets (gzip -9) of ${path.relative(root, dist)}\n`);
  console.log(formatReport(report));
  return report.ok ? 0 : 1;
}

if (path.resolve(process.argv[1] ?? '') === fileURLToPath(import.meta.url)) {
  process.exitCode = await main();
}
