/**
 * `npm run bench:engine`: seeds petwell_bench, starts the engine, a raw-SQL server and
 * PostGraphile over it (each in a child process, same pool size), checks that the three return
 * the same rows, then measures each scenario at each concurrency against the three in turn and
 * prints (and saves) latency percentiles, throughput and the ratios engine/raw and
 * engine/PostGraphile. See bench/README.md.
 */
import { type ChildProcess, fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { format } from 'prettier';
import { type BenchSecrets, type BenchSession, signSession } from './bench-auth';
import { BENCH_DIR, readBenchConfig, type BenchConfig, type TargetName } from './bench-config';
import {
  type BenchReport,
  type Cell,
  formatReport,
  formatScenario,
  ratios,
  type ScenarioReport,
} from './bench-report';
import { type LoadRequest, type LoadResult, type LoadRun, runLoad, summarize } from './load-driver';
import { responseRows, type Sample, type Scenario, scenarios } from './scenarios';
import {
  createBenchDatabase,
  dataSetSize,
  directoryStateCount,
  dropBenchDatabase,
} from './seed-data';
import type { ChildMessage, StartMessage } from './serve-target';

const HERE = path.dirname(fileURLToPath(import.meta.url));

function log(line: string): void {
  console.log(`[bench] ${line}`);
}

interface RunningTarget {
  name: TargetName;
  origin: string;
  child: ChildProcess;
}

function startTarget(
  name: TargetName,
  config: BenchConfig,
  secrets: BenchSecrets,
): Promise<RunningTarget> {
  const child = fork(path.join(HERE, 'serve-target.ts'), [], {
    env: { ...process.env, NODE_ENV: 'production', GRAPHILE_ENV: 'production' },
  });
  const start: StartMessage = {
    type: 'start',
    target: name,
    databaseUrl: config.databaseUrl,
    poolSize: config.poolSize,
    secrets,
  };
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => {
      reject(new Error(`${name} exited with code ${code} before it was ready`));
    });
    child.once('message', (message: ChildMessage) => {
      if (message.type === 'ready') {
        child.removeAllListeners('exit');
        resolve({ name, origin: `http://127.0.0.1:${message.port}`, child });
      } else {
        child.kill();
        reject(new Error(`${name} did not start:\n${message.message}`));
      }
    });
    child.send(start);
  });
}

async function stopTarget(target: RunningTarget): Promise<void> {
  if (target.child.exitCode !== null) return;
  const exited = new Promise<void>((resolve) => {
    target.child.once('exit', () => {
      resolve();
    });
  });
  target.child.send({ type: 'stop' });
  const timer = setTimeout(() => {
    target.child.kill('SIGKILL');
  }, 10_000);
  await exited;
  clearTimeout(timer);
}

/** The request each target gets for one sample. */
function requestFor(
  target: TargetName,
  scenario: Scenario,
  sample: Sample,
  token: string | undefined,
): LoadRequest {
  const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
  switch (target) {
    case 'engine':
      return {
        path: '/v1/graphql',
        headers,
        body: JSON.stringify({ query: scenario.engineQuery, variables: sample.variables }),
      };
    case 'postgraphile':
      if (scenario.postgraphileQuery === undefined) {
        throw new Error(`${scenario.name} has no PostGraphile query`);
      }
      return {
        path: '/v1/graphql',
        headers,
        body: JSON.stringify({
          query: scenario.postgraphileQuery,
          variables: sample.postgraphileVariables,
        }),
      };
    case 'raw':
      return {
        path: `/raw/${scenario.name}`,
        headers,
        body: JSON.stringify({ variables: sample.variables }),
      };
  }
}

async function send(origin: string, request: LoadRequest): Promise<unknown> {
  const response = await fetch(origin + request.path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...request.headers },
    body: request.body,
  });
  const text = await response.text();
  if (response.status !== 200) throw new Error(`HTTP ${response.status}: ${text.slice(0, 500)}`);
  return JSON.parse(text) as unknown;
}

/**
 * Sends the first samples to every target and compares the rows (ids of the rows and of their
 * related rows, in order), and the engine's and raw server's whole answers. Throws on the first
 * difference, and when every response is empty (a comparison of nothing proves nothing).
 */
async function verifySameRows(
  scenario: Scenario,
  samples: Sample[],
  requests: Map<TargetName, LoadRequest[]>,
  targets: RunningTarget[],
): Promise<ScenarioReport['verified']> {
  const count = Math.min(samples.length, 25);
  let rows = 0;
  let emptyResponses = 0;
  for (let i = 0; i < count; i += 1) {
    // rows: every relationship; shared: without those a permission may hide (PostGraphile has
    // no permissions), compared with PostGraphile.
    const answers: { target: TargetName; rows: string[]; shared: string[] }[] = [];
    const bodies = new Map<TargetName, string>();
    for (const target of targets) {
      const request = requests.get(target.name)?.[i];
      if (!request) throw new Error(`no request ${i} for ${target.name}`);
      const body = await send(target.origin, request);
      bodies.set(target.name, JSON.stringify(body));
      const flavour = target.name === 'postgraphile' ? 'postgraphile' : 'hasura';
      try {
        answers.push({
          target: target.name,
          rows: responseRows(scenario, flavour, body),
          shared: responseRows(scenario, flavour, body, false),
        });
      } catch (error) {
        throw new Error(
          `${scenario.name}: ${target.name} gave an unusable answer for sample ${i} ` +
            `(${JSON.stringify(samples[i]?.variables)}): ${(error as Error).message}`,
          { cause: error },
        );
      }
    }
    // The raw SQL builds the engine's response shape, so the two must match to the byte: the
    // same work, not only the same rows.
    const engineBody = bodies.get('engine');
    const rawBody = bodies.get('raw');
    if (engineBody !== undefined && rawBody !== undefined && engineBody !== rawBody) {
      throw new Error(
        `${scenario.name}: engine and raw answer differently for sample ${i}\n` +
          `  engine: ${engineBody.slice(0, 800)}\n  raw:    ${rawBody.slice(0, 800)}`,
      );
    }
    const [reference, ...others] = answers;
    if (!reference) continue;
    for (const other of others) {
      const key = other.target === 'postgraphile' ? 'shared' : 'rows';
      if (JSON.stringify(other[key]) !== JSON.stringify(reference[key])) {
        throw new Error(
          `${scenario.name}: ${other.target} and ${reference.target} disagree for sample ${i} ` +
            `${JSON.stringify(samples[i])}\n` +
            `  ${reference.target} (${reference[key].length} rows): ${reference[key].join(' | ')}\n` +
            `  ${other.target} (${other[key].length} rows): ${other[key].join(' | ')}`,
        );
      }
    }
    rows += reference.rows.length;
    if (reference.rows.length === 0) emptyResponses += 1;
  }
  if (rows === 0) throw new Error(`${scenario.name}: every verified response was empty`);
  return { samples: count, rows, emptyResponses };
}

async function loadSamples(databaseUrl: string, list: Scenario[]): Promise<Map<string, Sample[]>> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const result = new Map<string, Sample[]>();
    for (const scenario of list) {
      const { rows } = await client.query<Record<string, unknown>>(scenario.sampleSql);
      if (rows.length === 0) throw new Error(`${scenario.name}: no samples`);
      result.set(
        scenario.name,
        rows.map((row) => scenario.toSample(row)),
      );
    }
    return result;
  } finally {
    await client.end();
  }
}

async function signAll(samples: Sample[], jwtKey: string): Promise<(string | undefined)[]> {
  const cache = new Map<string, Promise<string>>();
  return Promise.all(
    samples.map(({ session }: { session: BenchSession }) => {
      if (session.role === 'anonymous') return Promise.resolve(undefined);
      const key = JSON.stringify(session);
      let token = cache.get(key);
      if (!token) {
        token = signSession(session, jwtKey);
        cache.set(key, token);
      }
      return token;
    }),
  );
}

async function postgresVersion(databaseUrl: string): Promise<string> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ v: string }>(
      "select current_setting('server_version') as v",
    );
    return `PostgreSQL ${rows[0]?.v ?? '?'}`;
  } finally {
    await client.end();
  }
}

/**
 * One scenario at one concurrency: a warm-up of each target (which also sizes the run), then the
 * same number of requests for each, split in rounds that alternate the targets so that a slow
 * drift of the machine (other processes, Postgres' checkpoints) is shared by the three.
 */
async function measureCell(
  scenario: Scenario,
  concurrency: number,
  requests: Map<TargetName, LoadRequest[]>,
  targets: RunningTarget[],
  config: BenchConfig,
  rotation: number,
): Promise<Cell> {
  const warmupRates: number[] = [];
  for (const target of targets) {
    const warm = summarize([
      await runLoad({
        origin: target.origin,
        requests: requests.get(target.name) ?? [],
        connections: concurrency,
        durationSeconds: config.warmupSeconds,
      }),
    ]);
    if (warm.errors > 0) {
      throw new Error(
        `${scenario.name}: ${target.name} answered ${warm.errors} errors during warm-up: ${warm.firstError}`,
      );
    }
    warmupRates.push(warm.requestsPerSecond);
  }
  // The slowest target runs about BENCH_DURATION seconds; the others do as many requests.
  const slowest = Math.min(...warmupRates);
  const perRound = Math.max(
    concurrency * 10,
    Math.round((slowest * config.durationSeconds) / config.rounds),
  );
  const runs = new Map<TargetName, LoadRun[]>(targets.map((t) => [t.name, []]));
  for (let round = 0; round < config.rounds; round += 1) {
    // A different target goes first in each round.
    const shift = rotation + round;
    const order = targets.map((_, i) => targets[(i + shift) % targets.length]);
    for (const target of order) {
      if (!target) continue;
      const run = await runLoad({
        origin: target.origin,
        requests: requests.get(target.name) ?? [],
        connections: concurrency,
        amount: perRound,
      });
      if (run.errors > 0) {
        throw new Error(
          `${scenario.name}: ${target.name} answered ${run.errors} errors: ${run.firstError}`,
        );
      }
      runs.get(target.name)?.push(run);
    }
  }
  const results: Cell['results'] = {};
  for (const target of targets) {
    const result: LoadResult = summarize(runs.get(target.name) ?? []);
    results[target.name] = result;
    log(
      `${scenario.name} c=${concurrency} ${target.name}: p50 ${result.latencyMs.p50.toFixed(2)} ms, ` +
        `${result.requestsPerSecond.toFixed(0)} req/s (${result.requests} requests)`,
    );
  }
  return { concurrency, requests: perRound * config.rounds, results, ...ratios(results) };
}

async function main(): Promise<void> {
  const config = readBenchConfig();
  const startedAt = new Date();
  const secrets: BenchSecrets = {
    adminSecret: randomBytes(24).toString('hex'),
    jwtKey: randomBytes(32).toString('hex'),
  };
  const size = dataSetSize(config.scale);
  log(`seeding ${config.databaseUrl.replace(/\/\/[^@]*@/, '//')} at scale ${config.scale}`);
  const targets: RunningTarget[] = [];
  try {
    const seed = await createBenchDatabase(config.adminUrl, config.databaseUrl, size, log);
    const list = scenarios(directoryStateCount(size), startedAt).filter(
      (s) => config.scenarios.length === 0 || config.scenarios.includes(s.name),
    );
    if (list.length === 0) throw new Error('BENCH_SCENARIOS selects no scenario');
    const samples = await loadSamples(config.databaseUrl, list);
    for (const name of config.targets) {
      targets.push(await startTarget(name, config, secrets));
      log(`${name} ready`);
    }
    const reports: ScenarioReport[] = [];
    const loadAtStart = os.loadavg()[0] ?? 0;
    let rotation = 0;
    for (const scenario of list) {
      const scenarioSamples = samples.get(scenario.name) ?? [];
      const tokens = await signAll(scenarioSamples, secrets.jwtKey);
      // A read without a PostGraphile equivalent is measured on the engine and raw SQL only.
      const scenarioTargets = targets.filter(
        (t) => t.name !== 'postgraphile' || scenario.postgraphileQuery !== undefined,
      );
      const requests = new Map<TargetName, LoadRequest[]>(
        scenarioTargets.map((t) => [
          t.name,
          scenarioSamples.map((sample, i) => requestFor(t.name, scenario, sample, tokens[i])),
        ]),
      );
      const verified = await verifySameRows(scenario, scenarioSamples, requests, scenarioTargets);
      log(
        `${scenario.name}: the ${scenarioTargets.length} targets agree on ${verified.rows} rows ` +
          `of ${verified.samples} samples`,
      );
      const cells: Cell[] = [];
      for (const concurrency of config.concurrencies) {
        cells.push(
          await measureCell(scenario, concurrency, requests, scenarioTargets, config, rotation),
        );
        rotation += 1;
      }
      const report: ScenarioReport = {
        name: scenario.name,
        title: scenario.title,
        description: scenario.description,
        verified,
        cells,
      };
      reports.push(report);
      console.log(`\n${formatScenario(report)}\n`);
    }
    const cpus = os.cpus();
    const report: BenchReport = {
      startedAt: startedAt.toISOString(),
      finishedAt: new Date().toISOString(),
      machine: {
        cpus: cpus.length,
        cpuModel: cpus[0]?.model.trim() ?? 'unknown',
        memoryGiB: Math.round(os.totalmem() / 2 ** 30),
        node: process.versions.node,
        postgres: await postgresVersion(config.databaseUrl),
        loadAverage: { start: loadAtStart, end: os.loadavg()[0] ?? 0 },
      },
      settings: {
        scale: config.scale,
        durationSeconds: config.durationSeconds,
        warmupSeconds: config.warmupSeconds,
        rounds: config.rounds,
        poolSize: config.poolSize,
        concurrencies: config.concurrencies,
        targets: config.targets,
      },
      dataSet: { counts: seed.counts, seedSeconds: seed.seconds },
      scenarios: reports,
    };
    console.log(formatReport(report));
    const resultsDir = path.join(BENCH_DIR, 'results');
    await mkdir(resultsDir, { recursive: true });
    const file = path.join(
      resultsDir,
      `engine-${startedAt.toISOString().replace(/[:.]/g, '-')}.json`,
    );
    // Formatted as the repository's Prettier check expects, should a run's file be kept.
    await writeFile(file, await format(JSON.stringify(report), { parser: 'json' }));
    log(`wrote ${path.relative(process.cwd(), file)}`);
  } finally {
    await Promise.all(targets.map((t) => stopTarget(t)));
    if (config.keep) {
      log('BENCH_KEEP=1: petwell_bench is left in place');
    } else {
      await dropBenchDatabase(config.adminUrl);
    }
  }
}

main().catch((error: unknown) => {
  console.error(`[bench] FAILED: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
});
