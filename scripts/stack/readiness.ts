import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * `GET /readyz`: whether the stack serves what a client needs, as opposed to `/healthz`, which
 * answers `OK` as soon as the port is bound (before the database is migrated, the engine built or
 * the functions created). Each check is a real round trip to its part; the answer is 200 with
 * `{"status":"ready","checks":{...}}` only when every check passes, otherwise 503 with
 * `"status":"unavailable"` and, for each check that failed, why. Start-up scripts wait for it:
 * the browser tests (e2e/playwright.config.ts) and `npm run bench:web`.
 */

/** Resolves when its part answers; rejects with a NotReady (its message is shown) otherwise. */
export type ReadinessCheck = () => Promise<void>;

/** A reason a part is not ready, worded for the client: no stack trace, no SQL. */
export class NotReady extends Error {}

export type CheckAnswer = { status: 'ok' } | { status: 'failed'; message: string };

export interface ReadinessAnswer {
  status: 'ready' | 'unavailable';
  checks: Record<string, CheckAnswer>;
}

export const READINESS_PATH = '/readyz';
const CHECK_TIMEOUT_MS = 3000;

async function runCheck(check: ReadinessCheck, timeoutMs: number): Promise<CheckAnswer> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<CheckAnswer>((resolve) => {
    timer = setTimeout(() => {
      resolve({ status: 'failed', message: `no answer within ${String(timeoutMs)} ms` });
    }, timeoutMs);
  });
  try {
    return await Promise.race([
      check().then(
        (): CheckAnswer => ({ status: 'ok' }),
        (error: unknown): CheckAnswer => ({
          status: 'failed',
          // Anything else (a driver's error) may carry internals: only its kind is said.
          message: error instanceof NotReady ? error.message : 'the check failed',
        }),
      ),
      timeout,
    ]);
  } finally {
    clearTimeout(timer);
  }
}

/** Runs every check at once; ready when all pass. */
export async function readiness(
  checks: Readonly<Record<string, ReadinessCheck>>,
  timeoutMs = CHECK_TIMEOUT_MS,
): Promise<ReadinessAnswer> {
  const names = Object.keys(checks);
  const answers = await Promise.all(
    names.map((name) => runCheck(checks[name] ?? (() => Promise.resolve()), timeoutMs)),
  );
  const byName = Object.fromEntries(names.map((name, i) => [name, answers[i]])) as Record<
    string,
    CheckAnswer
  >;
  return {
    status: answers.every((answer) => answer.status === 'ok') ? 'ready' : 'unavailable',
    checks: byName,
  };
}

/** The `/readyz` route as a mount of the stack's server (GET and HEAD). */
export function readinessMount(
  checks: Readonly<Record<string, ReadinessCheck>>,
  timeoutMs = CHECK_TIMEOUT_MS,
) {
  return async (request: IncomingMessage, response: ServerResponse): Promise<boolean> => {
    const { pathname } = new URL(request.url ?? '/', 'http://localhost');
    if (pathname !== READINESS_PATH) return false;
    if (request.method !== 'GET' && request.method !== 'HEAD') return false;
    const answer = await readiness(checks, timeoutMs);
    const body = JSON.stringify(answer);
    response.writeHead(answer.status === 'ready' ? 200 : 503, {
      'content-type': 'application/json; charset=utf-8',
      'content-length': String(Buffer.byteLength(body)),
      'cache-control': 'no-store',
    });
    response.end(request.method === 'HEAD' ? undefined : body);
    return true;
  };
}

/** A GET whose 200 is the check; any other status or a failed connection says why. */
export async function httpAnswers(url: string, fetchImpl: typeof fetch = fetch): Promise<void> {
  let status: number;
  try {
    const response = await fetchImpl(url, { signal: AbortSignal.timeout(CHECK_TIMEOUT_MS) });
    await response.body?.cancel();
    status = response.status;
  } catch (error) {
    const cause = (error as { cause?: { code?: unknown } }).cause;
    const code = typeof cause?.code === 'string' ? cause.code : 'no answer';
    throw new NotReady(`GET ${url}: ${code}`);
  }
  if (status !== 200) throw new NotReady(`GET ${url} answered ${String(status)}`);
}
