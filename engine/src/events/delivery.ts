import type { Database } from '../db/database';
import { toPgArrayLiteral } from '../sql/sql';
import type { EventTriggerConfig } from './event-triggers';
import { PollingLoop, ShutdownAbort } from './polling-loop';

/**
 * Delivery of captured events to their webhooks, after Hasura's event processor
 * (hasura/graphql-engine server/src-lib/Hasura/Eventing/EventTrigger.hs, `processEventQueue`,
 * `processEvent`, `retryOrSetError`; the queries of Backends/Postgres/DDL/EventTrigger.hs).
 *
 * - **Claim**: one statement marks a batch of due events locked and returns them,
 *   `UPDATE ... WHERE id IN (SELECT ... FOR UPDATE SKIP LOCKED) RETURNING`, so processes on one
 *   database never claim the same event at once. `locked` holds the claim time; an event whose
 *   lock is older than the lock timeout (Hasura: 30 minutes) is claimable again, so an event of
 *   a process that died mid-delivery is retried, not lost (at least once).
 * - **Deliver**: POST the payload with the trigger's headers, aborted after `timeout_sec`.
 * - **Record**: an invocation log (request, response, status) and `tries + 1`; on 2xx
 *   `delivered`; otherwise a retry at `interval_sec` (or the response's `Retry-After` seconds)
 *   while `tries` before this attempt < `num_retries`, else `error`. The state changes only
 *   while this process still holds its claim (`locked` unchanged), so a late answer of a claim
 *   that timed out cannot overwrite the outcome of the process that took the event over.
 */

export interface EventDeliveryOptions {
  db: Database;
  triggers: readonly EventTriggerConfig[];
  /** The clock of claims, lock timeouts and retry times (tests: a controllable one). */
  now: () => Date;
  fetch: typeof fetch;
  /** HASURA_GRAPHQL_EVENTS_FETCH_INTERVAL (ms, default 1000): the pause after a short batch. */
  fetchIntervalMs: number;
  /** HASURA_GRAPHQL_EVENTS_FETCH_BATCH_SIZE (default 100): events claimed at once. */
  batchSize: number;
  /** A claim older than this is abandoned and claimable again (default 30 minutes, as Hasura). */
  lockTimeoutMs: number;
  /** The engine's version, sent as Hasura sends its own in User-Agent. */
  version: string;
  log: (message: string, error?: unknown) => void;
}

interface ClaimedEvent {
  id: string;
  schema_name: string;
  table_name: string;
  trigger_name: string;
  payload: unknown;
  tries: number;
  created_at: string;
  locked: string;
}

/** What Hasura sends (Hasura.RQL.Types.EventTrigger `EventPayload`). */
export interface EventPayload {
  event: unknown;
  created_at: string;
  id: string;
  delivery_info: { max_retries: number; current_retry: number };
  trigger: { name: string };
  table: { schema: string; name: string };
}

/** Hasura's invocation log format version (Hasura.Eventing.HTTP `invocationVersionET`). */
const INVOCATION_VERSION = '2';

export const DEFAULT_FETCH_INTERVAL_MS = 1000;
export const DEFAULT_FETCH_BATCH_SIZE = 100;
export const DEFAULT_LOCK_TIMEOUT_MS = 30 * 60 * 1000;

/** `Retry-After` in whole seconds > 0 (Hasura's `parseRetryHeader`); dates are ignored, as there. */
export function retryAfterSeconds(value: string | null): number | undefined {
  if (value === null || !/^\s*\d+\s*$/.test(value)) return undefined;
  const seconds = Number(value);
  return seconds > 0 ? seconds : undefined;
}

interface Outcome {
  status: number | null;
  response: unknown;
  ok: boolean;
  retryAfter: number | undefined;
}

export class EventDelivery {
  private readonly triggers: Map<string, EventTriggerConfig>;
  private readonly polling: PollingLoop;
  private readonly inFlight: Set<Promise<void>>;
  private readonly aborts: Set<AbortController>;

  constructor(private readonly options: EventDeliveryOptions) {
    this.triggers = new Map(options.triggers.map((t) => [t.name, t]));
    this.polling = new PollingLoop({
      name: '[engine] event delivery',
      batchSize: options.batchSize,
      fetchIntervalMs: options.fetchIntervalMs,
      log: options.log,
      poll: () => this.deliverDue(),
    });
    this.inFlight = this.polling.inFlight;
    this.aborts = this.polling.aborts;
  }

  /** Polls until stop(): a full batch is followed at once by the next, a short one by a pause. */
  start(): void {
    this.polling.start();
  }

  /**
   * Claims one batch of due events and delivers them (concurrently); resolves with how many
   * were claimed once all are recorded.
   */
  async deliverDue(): Promise<number> {
    const events = await this.claim();
    const work = Promise.all(events.map((event) => this.deliver(event)));
    const tracked = work.then(() => undefined);
    this.inFlight.add(tracked);
    try {
      await work;
    } finally {
      this.inFlight.delete(tracked);
    }
    return events.length;
  }

  /** Resolves once the deliveries under way (the worker's current batch included) are recorded. */
  async idle(): Promise<void> {
    await this.polling.idle();
  }

  /**
   * Stops polling and waits for the deliveries under way (Hasura's graceful shutdown). After
   * `graceMs` the remaining requests are aborted and their events unlocked for another process
   * (Hasura's `unlockEventsInSource`), never marked.
   */
  async stop(graceMs = 60_000): Promise<void> {
    await this.polling.stop(graceMs);
  }

  private async claim(): Promise<ClaimedEvent[]> {
    const names = [...this.triggers.keys()];
    if (names.length === 0) return [];
    const now = this.options.now().toISOString();
    // Hasura's fetchEvents, with the engine's clock and only the triggers this metadata knows
    // (an event of a trigger another process's metadata has is left to that process).
    const { rows } = await this.options.db.query<ClaimedEvent>(
      `update hdb_catalog.event_log set locked = $1::timestamptz
        where id in (
          select l.id from hdb_catalog.event_log l
           where l.delivered = 'f' and l.error = 'f' and l.archived = 'f'
             and (l.locked is null
                  or l.locked < $1::timestamptz - $2::bigint * interval '1 millisecond')
             and (l.next_retry_at is null
                  or l.next_retry_at <= ($1::timestamptz at time zone 'UTC'))
             and l.trigger_name = any($4::text[])
           order by locked nulls first, next_retry_at nulls first, created_at
           limit $3
           for update skip locked)
        returning id, schema_name, table_name, trigger_name, payload, tries,
          to_char(created_at, 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as created_at,
          locked::text as locked`,
      [now, this.options.lockTimeoutMs, this.options.batchSize, toPgArrayLiteral(names)],
    );
    return rows;
  }

  private async deliver(event: ClaimedEvent): Promise<void> {
    const trigger = this.triggers.get(event.trigger_name);
    if (!trigger) return;
    const payload: EventPayload = {
      event: typeof event.payload === 'string' ? JSON.parse(event.payload) : event.payload,
      created_at: event.created_at,
      id: event.id,
      delivery_info: { max_retries: trigger.retry.numRetries, current_retry: event.tries },
      trigger: { name: trigger.name },
      table: { schema: event.schema_name, name: event.table_name },
    };
    const body = JSON.stringify(payload);
    const headers: Record<string, string> = {
      'content-type': 'application/json',
      'user-agent': `hasura-graphql-engine/${this.options.version}`,
    };
    for (const header of trigger.headers) headers[header.name.toLowerCase()] = header.value;
    const controller = new AbortController();
    this.aborts.add(controller);
    const timeout = setTimeout(() => {
      controller.abort(new Error(`timed out after ${String(trigger.retry.timeoutSec)} s`));
    }, trigger.retry.timeoutSec * 1000);
    let outcome: Outcome;
    try {
      outcome = await this.post(trigger.webhook, headers, body, controller.signal);
    } catch (error) {
      if (controller.signal.reason instanceof ShutdownAbort) {
        await this.unlock(event);
        return;
      }
      throw error;
    } finally {
      clearTimeout(timeout);
      this.aborts.delete(controller);
    }
    try {
      await this.record(event, trigger, payload, outcome);
    } catch (error) {
      // The event stays locked: after the lock timeout it is delivered again (at least once).
      this.options.log(`[engine] event ${event.id}: recording the delivery failed`, error);
    }
  }

  private async post(
    url: string,
    headers: Record<string, string>,
    body: string,
    signal: AbortSignal,
  ): Promise<Outcome> {
    try {
      const response = await this.options.fetch(url, { method: 'POST', headers, body, signal });
      const text = await response.text();
      const ok = response.status >= 200 && response.status < 300;
      const responseHeaders = [...response.headers].map(([name, value]) => ({ name, value }));
      return {
        status: response.status,
        ok,
        retryAfter: retryAfterSeconds(response.headers.get('retry-after')),
        // Hasura.Eventing.HTTP: a 2xx is a `webhook_response`, anything else a `client_error`.
        response: ok
          ? {
              type: 'webhook_response',
              data: { body: text, headers: responseHeaders, status: response.status },
              version: INVOCATION_VERSION,
            }
          : {
              type: 'client_error',
              data: { message: text },
              version: INVOCATION_VERSION,
            },
      };
    } catch (error) {
      if (signal.reason instanceof ShutdownAbort) throw error;
      const message = signal.aborted
        ? ((signal.reason as Error | undefined)?.message ?? 'aborted')
        : error instanceof Error
          ? `${error.message}${error.cause instanceof Error ? `: ${error.cause.message}` : ''}`
          : String(error);
      return {
        status: null,
        ok: false,
        retryAfter: undefined,
        response: { type: 'client_error', data: { message }, version: INVOCATION_VERSION },
      };
    }
  }

  private async record(
    event: ClaimedEvent,
    trigger: EventTriggerConfig,
    payload: EventPayload,
    outcome: Outcome,
  ): Promise<void> {
    const request = {
      payload,
      headers: trigger.headers.map((h) =>
        h.fromEnv ? { name: h.name, value_from_env: h.fromEnv } : { name: h.name, value: h.value },
      ),
      version: INVOCATION_VERSION,
    };
    // Hasura's retryOrSetError: no more tries once those made before this one reach
    // num_retries, unless the webhook asked for a retry with Retry-After.
    const now = this.options.now();
    let state: 'delivered' | 'retry' | 'error';
    let retryAt: string | null = null;
    if (outcome.ok) state = 'delivered';
    else if (event.tries >= trigger.retry.numRetries && outcome.retryAfter === undefined) {
      state = 'error';
    } else {
      state = 'retry';
      const delay = outcome.retryAfter ?? trigger.retry.intervalSec;
      retryAt = new Date(now.getTime() + delay * 1000).toISOString();
    }
    await this.options.db.transaction(async (tx) => {
      await tx.query(
        `insert into hdb_catalog.event_invocation_logs
           (trigger_name, event_id, status, request, response)
         values ($1, $2, $3, $4::json, $5::json)`,
        [
          trigger.name,
          event.id,
          outcome.status,
          JSON.stringify(request),
          JSON.stringify(outcome.response),
        ],
      );
      await tx.query(
        `update hdb_catalog.event_log
            set tries = tries + 1,
                delivered = delivered or $3,
                error = error or $4,
                next_retry_at = case when $5::timestamptz is null then null
                                     else $5::timestamptz at time zone 'UTC' end,
                locked = null
          where id = $1 and locked = $2::timestamptz`,
        [event.id, event.locked, state === 'delivered', state === 'error', retryAt],
      );
    });
  }

  private async unlock(event: ClaimedEvent): Promise<void> {
    await this.options.db
      .query(
        'update hdb_catalog.event_log set locked = null where id = $1 and locked = $2::timestamptz',
        [event.id, event.locked],
      )
      .catch((error: unknown) => {
        this.options.log(`[engine] event ${event.id}: unlocking failed`, error);
      });
  }
}

/** Reads the delivery settings Hasura reads from its environment. */
export function readEventSettings(env: Readonly<Record<string, string | undefined>>): {
  fetchIntervalMs: number;
  batchSize: number;
} {
  const read = (name: string, fallback: number, min: number) => {
    const text = env[name]?.trim();
    if (!text) return fallback;
    const value = Number(text);
    if (!Number.isInteger(value) || value < min) {
      throw new Error(`invalid environment: ${name} must be a whole number >= ${String(min)}`);
    }
    return value;
  };
  return {
    fetchIntervalMs: read('HASURA_GRAPHQL_EVENTS_FETCH_INTERVAL', DEFAULT_FETCH_INTERVAL_MS, 0),
    batchSize: read('HASURA_GRAPHQL_EVENTS_FETCH_BATCH_SIZE', DEFAULT_FETCH_BATCH_SIZE, 1),
  };
}
