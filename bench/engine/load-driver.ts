/**
 * Closed-loop load with autocannon: `connections` clients, each sending its next request as soon
 * as the previous answer arrives. Latencies are kept at full precision (autocannon's own
 * histogram rounds to whole milliseconds, too coarse for sub-millisecond answers).
 */
import autocannon from 'autocannon';

export interface LoadRequest {
  path: string;
  headers: Record<string, string>;
  body: string;
}

export interface LoadOptions {
  /** http://127.0.0.1:<port> */
  origin: string;
  /** Cycled through; each connection starts at a different place. */
  requests: readonly LoadRequest[];
  connections: number;
  /** Stop after this many answers ... */
  amount?: number;
  /** ... or after this many seconds. */
  durationSeconds?: number;
}

/** One autocannon run. */
export interface LoadRun {
  /** Milliseconds, one per answer. */
  latencies: number[];
  /** Transport errors, non-200 answers and GraphQL answers with "errors". */
  errors: number;
  firstError: string | undefined;
  /** From the start to the last answer. */
  seconds: number;
}

export interface LoadResult {
  requests: number;
  errors: number;
  firstError: string | undefined;
  seconds: number;
  requestsPerSecond: number;
  latencyMs: { mean: number; p50: number; p90: number; p99: number; max: number };
}

/** The q-quantile (0..1) of sorted values, nearest rank. */
export function quantile(sorted: ArrayLike<number>, q: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1));
  return sorted[rank] ?? Number.NaN;
}

/** Percentiles over every answer of the runs; throughput over their summed time. */
export function summarize(runs: readonly LoadRun[]): LoadResult {
  const all = runs.flatMap((r) => r.latencies);
  const sorted = Float64Array.from(all).sort();
  const seconds = runs.reduce((sum, r) => sum + r.seconds, 0);
  const total = all.reduce((a, b) => a + b, 0);
  return {
    requests: all.length,
    errors: runs.reduce((sum, r) => sum + r.errors, 0),
    firstError: runs.find((r) => r.firstError !== undefined)?.firstError,
    seconds,
    requestsPerSecond: seconds > 0 ? all.length / seconds : 0,
    latencyMs: {
      mean: all.length === 0 ? Number.NaN : total / all.length,
      p50: quantile(sorted, 0.5),
      p90: quantile(sorted, 0.9),
      p99: quantile(sorted, 0.99),
      max: quantile(sorted, 1),
    },
  };
}

export function runLoad(options: LoadOptions): Promise<LoadRun> {
  const latencies: number[] = [];
  // autocannon ends a run on its next one-second tick, so its own duration would round the time
  // up; the last answer's arrival is the end of the work.
  let lastResponseAt = 0;
  let errors = 0;
  let firstError: string | undefined;
  const onResponse = (status: number, body: string): void => {
    // A GraphQL error still answers 200, with an "errors" member.
    if (status !== 200 || body.includes('"errors"')) {
      errors += 1;
      firstError ??= `${status} ${body.slice(0, 300)}`;
    }
  };
  const requests = options.requests.map((r) => ({
    method: 'POST',
    path: r.path,
    headers: { 'content-type': 'application/json', ...r.headers },
    body: r.body,
    onResponse,
  }));
  let clientIndex = 0;
  const stride = Math.max(1, Math.floor(requests.length / options.connections));
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const instance = autocannon(
      {
        url: options.origin,
        connections: options.connections,
        ...(options.amount === undefined ? {} : { amount: options.amount }),
        ...(options.durationSeconds === undefined ? {} : { duration: options.durationSeconds }),
        timeout: 30,
        requests,
        setupClient(client) {
          const start = (clientIndex * stride) % requests.length;
          clientIndex += 1;
          client.setRequests([...requests.slice(start), ...requests.slice(0, start)]);
        },
      },
      (error, result) => {
        if (error) {
          reject(error);
          return;
        }
        const transport = result.errors + result.timeouts;
        if (transport > 0) {
          errors += transport;
          firstError ??= `${result.errors} connection errors, ${result.timeouts} timeouts`;
        }
        const end = latencies.length > 0 ? lastResponseAt : performance.now();
        resolve({ latencies, errors, firstError, seconds: (end - started) / 1000 });
      },
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => {
      latencies.push(responseTime);
      lastResponseAt = performance.now();
    });
  });
}
