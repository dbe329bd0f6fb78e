import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { build } from 'vite';
import { prerenderWeb } from '../../scripts/prerender-web';

/**
 * `npm run bench:web` (targets in bench/README.md): Lighthouse in its default mobile mode
 * (simulated slow 4G
 * and 4x CPU slowdown) on the SPA as `npm start` serves it, fresh demo data, Debian's Chromium.
 * Each page is measured RUNS times; the table holds the median of each metric. It is a
 * benchmark, not a test: it reports the targets it misses and never fails on them.
 *
 * Writes the table into bench/README.md between the bench:web markers, prints it, and keeps the
 * figures of every run in bench/results/web-<time>.json (git-ignored).
 */

const root = path.resolve(import.meta.dirname, '../..');
const PORT = Number(process.env['BENCH_WEB_PORT'] ?? 8191);
const RUNS = Number(process.env['BENCH_WEB_RUNS'] ?? 3);
const CHROME_PATH = process.env['CHROME_PATH'] ?? '/usr/bin/chromium';
const DATA_DIR = path.join(root, '.data/bench-web');
const BASE_URL = `http://127.0.0.1:${String(PORT)}`;
const README = path.join(root, 'bench/README.md');
const START_MARKER = '<!-- bench:web:start -->';
const END_MARKER = '<!-- bench:web:end -->';

/** The vet list arrives with a later issue; until it exists the vet landing page stands in. */
const VET_LIST = '/vet-appointments/list';
const VET_LIST_STAND_IN = '/vet-appointments/';

const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
  '--disable-gpu',
  '--disable-dev-shm-usage',
];

interface Metric {
  key: 'lcp' | 'tbt' | 'cls' | 'fcp' | 'a11y' | 'perf' | 'bytes';
  label: string;
  target: string;
  /** Whether a (median) value meets the target; undefined when there is no target. */
  meets?: (value: number) => boolean;
  format: (value: number) => string;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const METRICS: readonly Metric[] = [
  { key: 'lcp', label: 'LCP', target: '≤ 1.5 s', meets: (v) => v <= 1500, format: seconds },
  {
    key: 'tbt',
    label: 'TBT',
    target: '≤ 100 ms',
    meets: (v) => v <= 100,
    format: (v) => `${String(Math.round(v))} ms`,
  },
  {
    key: 'cls',
    label: 'CLS',
    target: '≤ 0.02',
    meets: (v) => v <= 0.02,
    format: (v) => v.toFixed(3),
  },
  { key: 'fcp', label: 'FCP', target: '≤ 1.2 s', meets: (v) => v <= 1200, format: seconds },
  {
    key: 'a11y',
    label: 'accessibility',
    target: '100',
    meets: (v) => v >= 100,
    format: (v) => String(Math.round(v)),
  },
  {
    key: 'perf',
    label: 'performance score',
    target: '(≥ 95 where Speed Index computes)',
    format: (v) => String(Math.round(v)),
  },
  {
    key: 'bytes',
    label: 'transferred',
    target: '',
    format: (v) => `${(v / 1024).toFixed(0)} KiB`,
  },
];

type RunFigures = Record<Metric['key'], number | null> & { runtimeError: string | null };

interface PageResult {
  label: string;
  path: string;
  runs: RunFigures[];
  median: Record<Metric['key'], number | null>;
}

function median(values: readonly (number | null)[]): number | null {
  const sorted = values.filter((v): v is number => v !== null).sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[mid] ?? null)
    : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
}

/** The stack's /readyz status, or 0 when nothing answers on the port. */
const readyzStatus = (): Promise<number> =>
  fetch(`${BASE_URL}/readyz`).then(
    async (response) => {
      await response.body?.cancel();
      return response.status;
    },
    () => 0,
  );

/** Builds the SPA from the current sources into its own folder and starts the stack on it. */
async function startStack(): Promise<ChildProcess> {
  await rm(DATA_DIR, { recursive: true, force: true });
  const webDist = path.join(DATA_DIR, 'web-dist');
  console.log('Building the web app…');
  await build({
    root: path.join(root, 'web'),
    logLevel: 'warn',
    build: { outDir: webDist, emptyOutDir: true },
  });
  // The main site's public pages, prerendered as `npm run build:web` does.
  await prerenderWeb(webDist);
  // A server already on the port would answer /readyz below in place of this stack.
  if (await readyzStatus()) throw new Error(`${BASE_URL} is already in use: set BENCH_WEB_PORT`);
  console.log(`Starting the stack on ${BASE_URL} (fresh demo data in .data/bench-web)…`);
  const child = spawn(path.join(root, 'node_modules/.bin/tsx'), ['scripts/start.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      PGLITE_DATA_DIR: path.join(DATA_DIR, 'pglite'),
      WEB_DIST_DIR: webDist,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  let exit: string | undefined;
  child.once('exit', (code) => {
    exit = `the stack exited (${String(code)}) before it was ready`;
  });
  // /readyz answers 200 only once GraphQL, the database, the functions and storage all answer
  // (scripts/stack/readiness.ts); the banner or /healthz would come sooner.
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (exit !== undefined) throw new Error(exit);
    if ((await readyzStatus()) === 200) break;
    if (Date.now() > deadline) {
      await stopStack(child);
      throw new Error('the stack was not ready within 180 s');
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return child;
}

async function stopStack(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/** '/vet-appointments/list' when the app has it, otherwise the stand-in (with a note). */
async function vetListPath(): Promise<{ path: string; note: string | null }> {
  const browser = await chromium.launch({ executablePath: CHROME_PATH, args: ['--no-sandbox'] });
  try {
    const page = await browser.newPage();
    await page.goto(`${BASE_URL}${VET_LIST}`);
    const h1 = page.getByRole('heading', { level: 1 }).first();
    await h1.waitFor({ timeout: 15_000 });
    const heading = (await h1.textContent())?.trim() ?? '';
    if (heading !== 'Page not found') return { path: VET_LIST, note: null };
  } finally {
    await browser.close();
  }
  return {
    path: VET_LIST_STAND_IN,
    note: `The vet list (${VET_LIST}) is not built yet, so ${VET_LIST_STAND_IN} (the vet appointments landing page) stands in for it; the next run after the list lands measures the list itself.`,
  };
}

/** The demo owner whose /app/my-appointments is measured (docs/demo-data.md). */
const OWNER_EMAIL = process.env['BENCH_WEB_OWNER'] ?? 'emma.thompson@example.com';
const DEMO_PASSWORD = 'petwell-demo';

/**
 * Signs the measuring Chrome in as the demo owner the way the app does (the token in local
 * storage), then empties its HTTP cache: Lighthouse keeps storage for a logged-in page
 * (`disableStorageReset`), which would otherwise also keep the cache and measure a warm load.
 */
async function signInChrome(port: number): Promise<void> {
  const response = await fetch(`${BASE_URL}/api/account/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: OWNER_EMAIL, password: DEMO_PASSWORD, role: 'user' }),
  });
  const body = (await response.json()) as { token?: string };
  if (!response.ok || !body.token) {
    throw new Error(`cannot log ${OWNER_EMAIL} in: ${String(response.status)}`);
  }
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${String(port)}`);
  try {
    const context = browser.contexts()[0];
    if (!context) throw new Error('the measuring Chrome has no browser context');
    const page = await context.newPage();
    await page.goto(`${BASE_URL}/favicon.svg`);
    await page.evaluate(
      `window.localStorage.setItem('petwell.token', ${JSON.stringify(body.token)});`,
    );
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.clearBrowserCache');
    await page.close();
  } finally {
    // Disconnects Playwright only; the Chrome that chrome-launcher started stays up.
    await browser.close();
  }
}

const numeric = (lhr: { audits: Record<string, { numericValue?: number }> }, id: string) =>
  lhr.audits[id]?.numericValue ?? null;

async function measure(port: number, url: string, signedIn: boolean): Promise<RunFigures> {
  if (signedIn) await signInChrome(port);
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility'],
    disableStorageReset: signedIn,
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  const score = (id: string) => {
    const value = lhr.categories[id]?.score;
    return typeof value === 'number' ? value * 100 : null;
  };
  return {
    lcp: numeric(lhr, 'largest-contentful-paint'),
    tbt: numeric(lhr, 'total-blocking-time'),
    cls: numeric(lhr, 'cumulative-layout-shift'),
    fcp: numeric(lhr, 'first-contentful-paint'),
    a11y: score('accessibility'),
    perf: score('performance'),
    bytes: numeric(lhr, 'total-byte-weight'),
    runtimeError: lhr.runtimeError ? `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` : null,
  };
}

function cell(metric: Metric, value: number | null): string {
  if (value === null) return 'n/a';
  const text = metric.format(value);
  return metric.meets && !metric.meets(value) ? `${text} (!)` : text;
}

function markdownTable(results: readonly PageResult[]): string {
  const header = `| page | ${METRICS.map((m) => m.label).join(' | ')} |`;
  const align = `| --- | ${METRICS.map(() => '---:').join(' | ')} |`;
  const targets = `| target (F2) | ${METRICS.map((m) => m.target).join(' | ')} |`;
  const rows = results.map(
    (r) => `| ${r.label} | ${METRICS.map((m) => cell(m, r.median[m.key])).join(' | ')} |`,
  );
  return [header, align, targets, ...rows].join('\n');
}

function chromiumVersion(): string {
  try {
    return execFileSync(CHROME_PATH, ['--version'], { encoding: 'utf8' }).trim();
  } catch {
    return CHROME_PATH;
  }
}

async function writeReadme(section: string): Promise<void> {
  const text = await readFile(README, 'utf8');
  const start = text.indexOf(START_MARKER);
  const end = text.indexOf(END_MARKER);
  const block = `${START_MARKER}\n${section}\n${END_MARKER}`;
  const next =
    start >= 0 && end > start
      ? `${text.slice(0, start)}${block}${text.slice(end + END_MARKER.length)}`
      : `${text.trimEnd()}\n\n${block}\n`;
  await writeFile(README, next);
}

async function main(): Promise<void> {
  const stack = await startStack();
  let chrome: chromeLauncher.LaunchedChrome | undefined;
  try {
    const vetList = await vetListPath();
    const pages = [
      { label: '`/` (home)', path: '/' },
      { label: '`/pricing/`', path: '/pricing/' },
      {
        label: vetList.note ? `\`${vetList.path}\` (vet list stand-in)` : `\`${vetList.path}\``,
        path: vetList.path,
      },
      { label: '`/login`', path: '/login' },
      {
        label: '`/app/my-appointments` (logged in)',
        path: '/app/my-appointments',
        signedIn: true,
      },
    ];
    if (vetList.note) console.log(`Note: ${vetList.note}`);
    chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS });
    const results: PageResult[] = [];
    for (const page of pages) {
      const runs: RunFigures[] = [];
      for (let i = 1; i <= RUNS; i += 1) {
        const figures = await measure(
          chrome.port,
          `${BASE_URL}${page.path}`,
          page.signedIn === true,
        );
        runs.push(figures);
        console.log(
          `${page.path} run ${String(i)}/${String(RUNS)}: ${METRICS.map((m) => `${m.label} ${cell(m, figures[m.key])}`).join(', ')}${figures.runtimeError ? ` [${figures.runtimeError}]` : ''}`,
        );
      }
      const medianOf = (key: Metric['key']) => median(runs.map((r) => r[key]));
      results.push({
        label: page.label,
        path: page.path,
        runs,
        median: {
          lcp: medianOf('lcp'),
          tbt: medianOf('tbt'),
          cls: medianOf('cls'),
          fcp: medianOf('fcp'),
          a11y: medianOf('a11y'),
          perf: medianOf('perf'),
          bytes: medianOf('bytes'),
        },
      });
    }
    const lighthouseVersion = (
      JSON.parse(
        await readFile(path.join(root, 'bench/node_modules/lighthouse/package.json'), 'utf8'),
      ) as { version: string }
    ).version;
    const when = new Date().toISOString().slice(0, 16).replace('T', ' ');
    const misses = results.flatMap((r) =>
      METRICS.filter((m) => {
        const value = r.median[m.key];
        return m.meets && value !== null && !m.meets(value);
      }).map((m) => `${r.path} ${m.label}`),
    );
    const section = [
      `Run ${when} UTC: \`npm run bench:web\`, Lighthouse ${lighthouseVersion}, ${chromiumVersion()} (headless), default mobile settings (simulated throttling: 150 ms RTT, 1.6 Mbps, 4x CPU slowdown; Moto G Power screen), median of ${String(RUNS)} runs per page, on the 2-core CI box with the stack in the same machine.`,
      '',
      markdownTable(results),
      '',
      misses.length
        ? `(!) misses its target: ${misses.join(', ')}.`
        : 'Every page meets every target.',
      '',
      results.some((r) => r.median.perf === null)
        ? 'The performance score is `n/a` where Speed Index failed ("Chrome didn\'t collect any screenshots", as Debian\'s headless Chromium often does); the targets are on the metrics.'
        : 'Speed Index computed in every run, so the composite performance score is shown; the targets are on the metrics.',
      'Transferred: the median of `total-byte-weight`, everything the page loaded.',
      ...(vetList.note ? ['', vetList.note] : []),
    ].join('\n');
    await writeReadme(section);
    await mkdir(path.join(root, 'bench/results'), { recursive: true });
    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    await writeFile(
      path.join(root, `bench/results/web-${stamp}.json`),
      `${JSON.stringify({ when: new Date().toISOString(), lighthouseVersion, results }, null, 2)}\n`,
    );
    console.log(`\n${section}\n\n(written to bench/README.md)`);
  } finally {
    chrome?.kill();
    await stopStack(stack);
  }
}

await main();
