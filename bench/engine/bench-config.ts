/**
 * The benchmark's settings, read from the environment in this one module. Every bad value is
 * listed at once, so a typo in one variable does not hide another.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const BENCH_DIR = path.join(REPO_ROOT, 'bench');
export const HASURA_DIR = path.join(REPO_ROOT, 'hasura');
/**
 * The database the run creates and drops: `BENCH_DATABASE_NAME`, so that two runs on one server
 * (two worktrees) do not drop each other's; petwell_bench by default.
 */
export const BENCH_DATABASE = benchDatabaseName(process.env['BENCH_DATABASE_NAME']);

function benchDatabaseName(name: string | undefined): string {
  if (name === undefined || name === '') return 'petwell_bench';
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(name)) {
    throw new Error(`BENCH_DATABASE_NAME: expected a lower-case SQL identifier, got "${name}"`);
  }
  return name;
}

export const TARGETS = ['engine', 'raw', 'postgraphile'] as const;
export type TargetName = (typeof TARGETS)[number];

export interface BenchConfig {
  /** The admin connection: the benchmark creates and drops its database on this server. */
  adminUrl: string;
  /** The same server, database petwell_bench. */
  databaseUrl: string;
  /** 1 = 100,000 bookings, 10,000 users, 1,000 listings. */
  scale: number;
  /** Seconds the slowest of the three targets runs for each scenario and concurrency. */
  durationSeconds: number;
  /** Seconds of warm-up per target, scenario and concurrency (also calibrates the request count). */
  warmupSeconds: number;
  concurrencies: number[];
  /** Each target's requests are split in this many rounds, alternating the targets. */
  rounds: number;
  /** Connections in each target's pg pool. */
  poolSize: number;
  /** Keep petwell_bench after the run. */
  keep: boolean;
  /** Only these scenarios (all when empty). */
  scenarios: string[];
  /** The servers measured: all three unless narrowed for a quick look. */
  targets: TargetName[];
}

function positiveNumber(
  env: NodeJS.ProcessEnv,
  key: string,
  fallback: number,
  problems: string[],
): number {
  const raw = env[key];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0) {
    problems.push(`${key}: expected a positive number, got "${raw}"`);
    return fallback;
  }
  return value;
}

export function readBenchConfig(env: NodeJS.ProcessEnv = process.env): BenchConfig {
  const problems: string[] = [];
  const adminUrl = env['BENCH_DATABASE_URL'] || 'postgres://postgres@127.0.0.1:5432/postgres';
  let databaseUrl = adminUrl;
  try {
    const url = new URL(adminUrl);
    if (!/^postgres(ql)?:$/.test(url.protocol)) throw new Error('not postgres');
    url.pathname = `/${BENCH_DATABASE}`;
    databaseUrl = url.toString();
  } catch {
    problems.push(
      `BENCH_DATABASE_URL: expected a postgres:// connection string, got "${adminUrl}"`,
    );
  }
  const scale = positiveNumber(env, 'BENCH_SCALE', 1, problems);
  const durationSeconds = positiveNumber(env, 'BENCH_DURATION', 5, problems);
  const warmupSeconds = positiveNumber(env, 'BENCH_WARMUP', 2, problems);
  const poolSize = positiveNumber(env, 'BENCH_POOL', 10, problems);
  const rounds = positiveNumber(env, 'BENCH_ROUNDS', 3, problems);
  if (!Number.isInteger(rounds)) problems.push(`BENCH_ROUNDS: expected an integer, got ${rounds}`);
  const concurrencyText = env['BENCH_CONCURRENCY'] || '1,10,50';
  const concurrencies = concurrencyText.split(',').map((c) => Number(c.trim()));
  if (concurrencies.some((c) => !Number.isInteger(c) || c <= 0)) {
    problems.push(
      `BENCH_CONCURRENCY: expected positive integers like "1,10,50", got "${concurrencyText}"`,
    );
  }
  const scenarios = (env['BENCH_SCENARIOS'] ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s !== '');
  const targetsText = env['BENCH_TARGETS'] || TARGETS.join(',');
  const targets = targetsText.split(',').map((t) => t.trim());
  const unknownTargets = targets.filter((t) => !(TARGETS as readonly string[]).includes(t));
  if (unknownTargets.length > 0 || targets.length === 0) {
    problems.push(`BENCH_TARGETS: expected some of ${TARGETS.join(',')}, got "${targetsText}"`);
  }
  if (!Number.isInteger(poolSize))
    problems.push(`BENCH_POOL: expected an integer, got ${poolSize}`);
  if (problems.length > 0) {
    throw new Error(`invalid benchmark environment:\n${problems.map((p) => `  ${p}`).join('\n')}`);
  }
  return {
    adminUrl,
    databaseUrl,
    scale,
    durationSeconds,
    warmupSeconds,
    concurrencies,
    rounds,
    poolSize,
    keep: env['BENCH_KEEP'] === '1',
    scenarios,
    targets: TARGETS.filter((t) => targets.includes(t)),
  };
}
