import { CronExpressionParser } from 'cron-parser';

/**
 * Cron schedules as Hasura reads them (the Haskell `cron` package: five fields, minute hour
 * day-of-month month day-of-week, in UTC; the `@hourly`-style aliases). Parsing and the next
 * occurrences come from cron-parser (small, maintained, DST-aware in time zones, though Hasura's
 * schedules are UTC only): a hand parser would have to get ranges, steps, lists, names and the
 * day-of-month/day-of-week "either matches" rule right, for no gain.
 */

const ALIASES = new Set(['@yearly', '@annually', '@monthly', '@weekly', '@daily', '@hourly']);

/** Why a schedule is not one Hasura accepts, or undefined when it is. */
export function cronScheduleProblem(schedule: string): string | undefined {
  const text = schedule.trim();
  if (!ALIASES.has(text) && text.split(/\s+/).length !== 5) {
    return `invalid cron schedule "${schedule}": expected five fields (minute hour day-of-month month day-of-week)`;
  }
  try {
    CronExpressionParser.parse(text, { tz: 'UTC', strict: false });
    return undefined;
  } catch (error) {
    return `invalid cron schedule "${schedule}": ${(error as Error).message}`;
  }
}

/** The next `count` occurrences strictly after `after`, in UTC. */
export function nextOccurrences(schedule: string, after: Date, count: number): Date[] {
  const expression = CronExpressionParser.parse(schedule.trim(), {
    tz: 'UTC',
    currentDate: after,
  });
  const out: Date[] = [];
  for (let i = 0; i < count && expression.hasNext(); i += 1) out.push(expression.next().toDate());
  return out;
}

/** Whether `time` is an occurrence of the schedule. */
export function isOccurrence(schedule: string, time: Date): boolean {
  const [next] = nextOccurrences(schedule, new Date(time.getTime() - 1), 1);
  return next?.getTime() === time.getTime();
}
