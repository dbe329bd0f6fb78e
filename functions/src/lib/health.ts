import type { Queryable } from './db';

const HEALTH_TIMEOUT_MS = 3000;

/**
 * The functions' health: their database answers `select 1` within a few seconds. It answers
 * `GET /healthz` of `start:functions` and the local stack's readiness (`/readyz`).
 */
export async function databaseAnswers(
  db: Queryable,
  timeoutMs = HEALTH_TIMEOUT_MS,
): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => {
      resolve(false);
    }, timeoutMs);
  });
  try {
    return await Promise.race([
      db.query('select 1').then(
        () => true,
        () => false,
      ),
      timeout,
    ]);
  } finally {
    clearTimeout(timer);
  }
}
