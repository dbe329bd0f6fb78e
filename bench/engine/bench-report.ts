/** The report: one table per scenario on stdout, and the same figures as JSON. */
import type { LoadResult } from './load-driver';
import type { TargetName } from './bench-config';

export interface Cell {
  concurrency: number;
  /** Measured requests per target (the same for the three). */
  requests: number;
  results: Partial<Record<TargetName, LoadResult>>;
  /** engine p50 / raw p50: the target is at most 1.5. */
  engineOverRawP50: number | null;
  /** engine req/s / PostGraphile req/s: the target is at least 1. */
  engineOverPostgraphileThroughput: number | null;
}

export interface ScenarioReport {
  name: string;
  title: string;
  description: string;
  /** Rows compared between the targets in the equality check, and responses with no row. */
  verified: { samples: number; rows: number; emptyResponses: number };
  cells: Cell[];
}

export interface BenchReport {
  startedAt: string;
  finishedAt: string;
  machine: {
    cpus: number;
    cpuModel: string;
    memoryGiB: number;
    node: string;
    postgres: string;
    /** One-minute load averages when the measurements began and ended: other work on the machine. */
    loadAverage: { start: number; end: number };
  };
  settings: {
    scale: number;
    durationSeconds: number;
    warmupSeconds: number;
    rounds: number;
    poolSize: number;
    concurrencies: number[];
    targets: TargetName[];
  };
  dataSet: { counts: Record<string, number>; seedSeconds: number };
  scenarios: ScenarioReport[];
}

export function ratios(
  results: Cell['results'],
): Pick<Cell, 'engineOverRawP50' | 'engineOverPostgraphileThroughput'> {
  const { engine, raw, postgraphile } = results;
  return {
    engineOverRawP50: engine && raw ? engine.latencyMs.p50 / raw.latencyMs.p50 : null,
    engineOverPostgraphileThroughput:
      engine && postgraphile ? engine.requestsPerSecond / postgraphile.requestsPerSecond : null,
  };
}

const LABEL: Record<TargetName, string> = {
  engine: 'engine',
  raw: 'raw SQL',
  postgraphile: 'PostGraphile',
};

function ms(value: number): string {
  return value < 10 ? value.toFixed(2) : value < 100 ? value.toFixed(1) : value.toFixed(0);
}

function ratio(value: number | null, goodWhen: (v: number) => boolean): string {
  if (value === null) return '-';
  return `${value.toFixed(2)}${goodWhen(value) ? '' : ' (!)'}`;
}

/** A Markdown table per scenario (also readable on a terminal). */
export function formatScenario(scenario: ScenarioReport): string {
  const lines = [
    `### ${scenario.title}`,
    '',
    '| clients | target | p50 ms | p90 ms | p99 ms | req/s | errors | engine/raw p50 | engine/PostGraphile req/s |',
    '| ---: | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
  ];
  for (const cell of scenario.cells) {
    let first = true;
    for (const target of ['engine', 'raw', 'postgraphile'] as const) {
      const result = cell.results[target];
      if (!result) continue;
      lines.push(
        [
          '',
          first ? String(cell.concurrency) : '',
          LABEL[target],
          ms(result.latencyMs.p50),
          ms(result.latencyMs.p90),
          ms(result.latencyMs.p99),
          result.requestsPerSecond.toFixed(0),
          String(result.errors),
          first ? ratio(cell.engineOverRawP50, (v) => v <= 1.5) : '',
          first ? ratio(cell.engineOverPostgraphileThroughput, (v) => v >= 1) : '',
          '',
        ]
          .join(' | ')
          .trim(),
      );
      first = false;
    }
  }
  return lines.join('\n');
}

export function formatReport(report: BenchReport): string {
  const { machine, settings, dataSet } = report;
  const counts = Object.entries(dataSet.counts)
    .map(([table, n]) => `${table} ${n.toLocaleString('en-US')}`)
    .join(', ');
  return [
    `## Engine benchmark, ${report.startedAt}`,
    '',
    `- Machine: ${machine.cpus} cores (${machine.cpuModel}), ${machine.memoryGiB} GiB, Node ${machine.node}, ${machine.postgres}; ` +
      `load average ${machine.loadAverage.start.toFixed(1)} at the start, ${machine.loadAverage.end.toFixed(1)} at the end.`,
    `- Settings: scale ${settings.scale}, ${settings.durationSeconds} s per measurement (slowest target), ` +
      `${settings.warmupSeconds} s warm-up, ${settings.rounds} alternating rounds, pool ${settings.poolSize} connections per target, ` +
      `clients ${settings.concurrencies.join('/')}.`,
    `- Data set (seeded in ${dataSet.seedSeconds.toFixed(0)} s): ${counts}.`,
    "- (!) marks a ratio that misses its target: engine p50 at most 1.5x raw SQL, engine req/s at least PostGraphile's.",
    '',
    ...report.scenarios.flatMap((s) => [formatScenario(s), '']),
  ].join('\n');
}
