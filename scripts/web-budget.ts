import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

/**
 * `npm run check:web-budget`: the SPA's JavaScript, gzipped (level 9), against
 * its budgets, from the manifest `vite build` writes (web/dist/.vite/manifest.json).
 *
 * - Initial JS of the home page: the entry chunk (index.html's), every chunk it imports
 *   statically (transitively), and the home route's chunk with its static imports, which '/'
 *   loads at once. Each file counts once. Budget 150 KiB.
 * - Every route chunk (each dynamic entry with its static imports that the entry does not
 *   already load): 200 KiB.
 *
 * Run `npm run build:web` first. Exits 1, naming what is over, when a budget is exceeded.
 */

export const KIB = 1024;
export const INITIAL_BUDGET = 150 * KIB;
export const ROUTE_BUDGET = 200 * KIB;

/**
 * The pages whose initial load is budgeted: the entry plus the route's own chunk, or the entry
 * alone for a page bundled with it (`src` null: the home page ships with the app shell).
 */
export const INITIAL_PAGES: readonly { label: string; src: string | null }[] = [
  { label: 'home (/), bundled with the entry', src: null },
  { label: 'clinic vet list (/vet-appointments/list)', src: 'src/app/routes/vet-list-route.tsx' },
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
    initialPages?: readonly { label: string; src: string | null }[];
    initialBudget?: number;
    routeBudget?: number;
  } = {},
): BudgetReport {
  const {
    initialPages = INITIAL_PAGES,
    initialBudget = INITIAL_BUDGET,
    routeBudget = ROUTE_BUDGET,
  } = options;
  const entry = entryKey(manifest);
  const entryKeys = staticClosure(manifest, entry);
  const entrySet = new Set(entryKeys);

  const initial = initialPages.map(({ label, src }) => {
    if (src !== null && !manifest[src]) {
      throw new Error(`the manifest has no chunk for ${src} (${label}): is it still a route?`);
    }
    const keys = new Set([...entryKeys, ...(src === null ? [] : staticClosure(manifest, src))]);
    return line(label, jsFiles(manifest, keys), sizeOf, initialBudget);
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
