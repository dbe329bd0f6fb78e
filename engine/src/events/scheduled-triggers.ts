import { renderEnvTemplate } from '../actions/env-template';
import type { Database } from '../db/database';
import type { LoadedMetadata } from '../metadata/load-metadata';
import type { ScheduledRetryConfInput } from '../metadata/metadata-schema';
import { toPgArrayLiteral } from '../sql/sql';
import { isOccurrence, nextOccurrences } from './cron';
import { retryAfterSeconds } from './delivery';
import type { EventHeader } from './event-triggers';
import { PollingLoop, ShutdownAbort } from './polling-loop';

/**
 * Scheduled triggers after Hasura (hasura/graphql-engine
 * server/src-lib/Hasura/Eventing/ScheduledTrigger.hs and ScheduledTrigger/Types.hs):
 *
 * - **Cron events** are generated from cron_triggers.yaml into `hdb_catalog.hdb_cron_events`:
 *   Hasura keeps the next 100 occurrences of each trigger, topping up every minute. Rows are
 *   inserted with `ON CONFLICT DO NOTHING` on Hasura's unique (trigger_name, scheduled_time)
 *   index of scheduled events, so engines generating at once never double an occurrence.
 * - **One-off events** are rows of `hdb_catalog.hdb_scheduled_events` made by the metadata API.
 * - **Claim**: `status = 'locked'` on a batch of due events (`scheduled_time`, or `next_retry_at`
 *   of a retry, at or before now), `FOR UPDATE SKIP LOCKED`, so processes never claim one event
 *   at once. A claim older than the lock timeout is taken over (the process died mid-delivery).
 * - **Tolerance**: an event whose `scheduled_time` is more than `tolerance_seconds` ago when it
 *   is processed is marked `dead`, not sent (Hasura's `processScheduledEvent`).
 * - **Deliver** the payload (cron `{id, name, scheduled_time, payload, comment?}`, one-off
 *   `{id, scheduled_time, payload, comment?, created_at}`, Hasura's
 *   `ScheduledEventWebhookPayload` without its absent fields) with the headers, aborted after
 *   `timeout_seconds`; an invocation log with request and response; `tries + 1`; 2xx:
 *   `delivered`; otherwise back to `scheduled` with `next_retry_at` after
 *   `retry_interval_seconds` (or Retry-After) while the tries before this one are fewer than
 *   `num_retries`, else `error` (Hasura's `retryOrMarkError`). The outcome is written only while
 *   this process still holds the claim.
 */

export interface ScheduledRetry {
  numRetries: number;
  retryIntervalSeconds: number;
  timeoutSeconds: number;
  toleranceSeconds: number;
}

/** Hasura's `defaultSTRetryConf`. */
export const DEFAULT_SCHEDULED_RETRY: ScheduledRetry = {
  numRetries: 0,
  retryIntervalSeconds: 10,
  timeoutSeconds: 60,
  toleranceSeconds: 21600,
};

export function scheduledRetry(input: ScheduledRetryConfInput | undefined | null): ScheduledRetry {
  return {
    numRetries: input?.num_retries ?? DEFAULT_SCHEDULED_RETRY.numRetries,
    retryIntervalSeconds:
      input?.retry_interval_seconds ?? DEFAULT_SCHEDULED_RETRY.retryIntervalSeconds,
    timeoutSeconds: input?.timeout_seconds ?? DEFAULT_SCHEDULED_RETRY.timeoutSeconds,
    toleranceSeconds: input?.tolerance_seconds ?? DEFAULT_SCHEDULED_RETRY.toleranceSeconds,
  };
}

/** Hasura's header configuration as stored and logged: a value, or the variable it comes from. */
export type HeaderConf = { name: string; value: string } | { name: string; value_from_env: string };

export interface CronTriggerConfig {
  name: string;
  /** As written, with `{{VAR}}` templates (logged as such). */
  webhookTemplate: string;
  schedule: string;
  payload: unknown;
  headers: HeaderConf[];
  retry: ScheduledRetry;
  comment: string | undefined;
}

export function resolveCronTriggers(metadata: LoadedMetadata): CronTriggerConfig[] {
  return metadata.cronTriggers.triggers.map((trigger) => ({
    name: trigger.name,
    webhookTemplate: trigger.webhook,
    schedule: trigger.schedule,
    payload: trigger.payload ?? {},
    headers: trigger.headers ?? [],
    retry: scheduledRetry(trigger.retry_conf),
    comment: trigger.comment,
  }));
}

/** Hasura keeps this many upcoming events of each cron trigger. */
export const CRON_EVENTS_AHEAD = 100;
/** How often (by the engine's clock) the upcoming cron events are topped up. */
export const CRON_GENERATION_INTERVAL_MS = 60_000;

type Env = Readonly<Record<string, string | undefined>>;

/** A webhook template resolved now, or Hasura's error for the variables that are not set. */
export function resolveWebhook(template: string, env: Env): { url: string } | { error: string } {
  const rendered = renderEnvTemplate(template, env);
  return 'value' in rendered
    ? { url: rendered.value }
    : { error: `Value for environment variables not found: ${rendered.missing.join(', ')}` };
}

export function resolveHeaders(
  headers: readonly HeaderConf[],
  env: Env,
): { headers: EventHeader[] } | { error: string } {
  const out: EventHeader[] = [];
  for (const header of headers) {
    if ('value' in header) out.push({ name: header.name, value: header.value });
    else {
      const value = env[header.value_from_env];
      if (value === undefined) {
        return { error: `environment variable "${header.value_from_env}" is not set` };
      }
      out.push({ name: header.name, value, fromEnv: header.value_from_env });
    }
  }
  return { headers: out };
}

export interface ScheduledDeliveryOptions {
  db: Database;
  cronTriggers: readonly CronTriggerConfig[];
  env: Env;
  now: () => Date;
  fetch: typeof fetch;
  fetchIntervalMs: number;
  batchSize: number;
  lockTimeoutMs: number;
  version: string;
  log: (message: string, error?: unknown) => void;
}

type Kind = 'cron' | 'one_off';

interface ClaimedScheduledEvent {
  kind: Kind;
  id: string;
  trigger_name: string | null;
  scheduled_time: string;
  created_at: string;
  tries: number;
  locked_at: string;
  /** One-off events: the json columns as text. */
  webhook_conf: string | null;
  retry_conf: string | null;
  payload: string | null;
  header_conf: string | null;
  comment: string | null;
}

/** Hasura's `ScheduledEventWebhookPayload` (absent fields omitted). */
export interface ScheduledEventPayload {
  id: string;
  name?: string;
  scheduled_time: string;
  payload: unknown;
  comment?: string;
  created_at?: string;
}

const INVOCATION_VERSION = '2';

/** Postgres timestamptz → Hasura's UTCTime JSON (`2026-05-01T09:00:00Z`, fractions if any). */
export function isoUtc(value: string | Date): string {
  const date = value instanceof Date ? value : new Date(value);
  return date.toISOString().replace('.000Z', 'Z');
}

const TABLES: Record<Kind, { events: string; logs: string }> = {
  cron: {
    events: 'hdb_catalog.hdb_cron_events',
    logs: 'hdb_catalog.hdb_cron_event_invocation_logs',
  },
  one_off: {
    events: 'hdb_catalog.hdb_scheduled_events',
    logs: 'hdb_catalog.hdb_scheduled_event_invocation_logs',
  },
};

interface Outcome {
  status: number | null;
  response: unknown;
  ok: boolean;
  retryAfter: number | undefined;
}

export class ScheduledDelivery {
  private readonly cron: Map<string, CronTriggerConfig>;
  private readonly polling: PollingLoop;
  private readonly inFlight: Set<Promise<void>>;
  private readonly aborts: Set<AbortController>;
  private generatedAt: number | undefined;

  constructor(private readonly options: ScheduledDeliveryOptions) {
    this.cron = new Map(options.cronTriggers.map((t) => [t.name, t]));
    this.polling = new PollingLoop({
      name: '[engine] scheduled events',
      batchSize: options.batchSize,
      fetchIntervalMs: options.fetchIntervalMs,
      log: options.log,
      poll: () => this.deliverDue(),
    });
    this.inFlight = this.polling.inFlight;
    this.aborts = this.polling.aborts;
  }

  start(): void {
    this.polling.start();
  }

  /**
   * Tops up the cron events when a minute (engine clock) has passed since the last time, then
   * claims one batch of due cron and one-off events each and delivers them; resolves with how
   * many were claimed, once all are recorded.
   */
  async deliverDue(): Promise<number> {
    const now = this.options.now().getTime();
    if (
      this.generatedAt === undefined ||
      now - this.generatedAt >= CRON_GENERATION_INTERVAL_MS ||
      now < this.generatedAt
    ) {
      await this.generateCronEvents();
      this.generatedAt = now;
    }
    const events = [...(await this.claim('cron')), ...(await this.claim('one_off'))];
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

  /**
   * Inserts the next CRON_EVENTS_AHEAD occurrences of each cron trigger that has fewer upcoming
   * events (Hasura's `getDeprivedCronTriggerStats` and `insertCronEventsFor`). Idempotent.
   */
  async generateCronEvents(): Promise<number> {
    const now = this.options.now();
    let inserted = 0;
    for (const trigger of this.cron.values()) {
      const { rows } = await this.options.db.query<{ n: number }>(
        `select count(*)::int as n from hdb_catalog.hdb_cron_events
          where trigger_name = $1 and status = 'scheduled' and scheduled_time > $2::timestamptz`,
        [trigger.name, now.toISOString()],
      );
      if ((rows[0]?.n ?? 0) >= CRON_EVENTS_AHEAD) continue;
      const times = nextOccurrences(trigger.schedule, now, CRON_EVENTS_AHEAD);
      const result = await this.options.db.query<{ id: string }>(
        `insert into hdb_catalog.hdb_cron_events (trigger_name, scheduled_time)
         select $1, t from unnest($2::timestamptz[]) as t
          where not exists (select 1 from hdb_catalog.hdb_cron_events e
                             where e.trigger_name = $1 and e.scheduled_time = t)
         on conflict (trigger_name, scheduled_time) where status = 'scheduled' do nothing
         returning id`,
        [trigger.name, toPgArrayLiteral(times.map((t) => t.toISOString()))],
      );
      inserted += result.rows.length;
    }
    return inserted;
  }

  /**
   * At start-up, as Hasura does when cron triggers are dropped or changed: the undelivered
   * events of triggers no longer in the metadata (no worker would claim them), and the upcoming
   * events that are no occurrence of a trigger's changed schedule, are deleted. Delivered, failed
   * and dead events stay with their invocation logs; due events of a kept trigger stay for
   * delivery.
   */
  async reconcileCronEvents(): Promise<void> {
    const now = this.options.now().toISOString();
    await this.options.db.query(
      `delete from hdb_catalog.hdb_cron_events
        where status = 'scheduled' and not (trigger_name = any($1::text[]))`,
      [toPgArrayLiteral([...this.cron.keys()])],
    );
    for (const trigger of this.cron.values()) {
      const { rows } = await this.options.db.query<{ id: string; scheduled_time: string | Date }>(
        `select id, scheduled_time from hdb_catalog.hdb_cron_events
          where trigger_name = $1 and status = 'scheduled' and scheduled_time > $2::timestamptz`,
        [trigger.name, now],
      );
      const stale = rows
        .filter((row) => !isOccurrence(trigger.schedule, new Date(row.scheduled_time)))
        .map((row) => row.id);
      if (stale.length > 0) {
        await this.options.db.query(
          'delete from hdb_catalog.hdb_cron_events where id = any($1::text[]) and status = $2',
          [toPgArrayLiteral(stale), 'scheduled'],
        );
      }
    }
  }

  /** Resolves once the deliveries under way (the worker's current batch included) are recorded. */
  async idle(): Promise<void> {
    await this.polling.idle();
  }

  async stop(graceMs = 60_000): Promise<void> {
    await this.polling.stop(graceMs);
  }

  private async claim(kind: Kind): Promise<ClaimedScheduledEvent[]> {
    const names = [...this.cron.keys()];
    if (kind === 'cron' && names.length === 0) return [];
    const table = TABLES[kind].events;
    const now = this.options.now().toISOString();
    // Hasura's getScheduledEventsForDelivery / getCronEventsForDelivery, with the engine's
    // clock, the takeover of abandoned claims, and (cron) only the triggers this metadata knows.
    const cronOnly = kind === 'cron' ? 'and e.trigger_name = any($4::text[])' : '';
    const columns =
      kind === 'cron'
        ? `trigger_name, null::text as webhook_conf, null::text as retry_conf,
           null::text as payload, null::text as header_conf, null::text as comment`
        : `null::text as trigger_name, webhook_conf::text as webhook_conf,
           retry_conf::text as retry_conf, payload::text as payload,
           header_conf::text as header_conf, comment`;
    const { rows } = await this.options.db.query<Omit<ClaimedScheduledEvent, 'kind'>>(
      `update ${table} set status = 'locked', locked_at = $1::timestamptz
        where id in (
          select e.id from ${table} e
           where ((e.status = 'scheduled'
                   and coalesce(e.next_retry_at, e.scheduled_time) <= $1::timestamptz)
                  or (e.status = 'locked'
                      and e.locked_at < $1::timestamptz - $2::bigint * interval '1 millisecond'))
             ${cronOnly}
           order by coalesce(e.next_retry_at, e.scheduled_time)
           limit $3
           for update skip locked)
        returning id, ${columns}, tries,
          to_char(scheduled_time at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as scheduled_time,
          to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as created_at,
          locked_at::text as locked_at`,
      kind === 'cron'
        ? [now, this.options.lockTimeoutMs, this.options.batchSize, toPgArrayLiteral(names)]
        : [now, this.options.lockTimeoutMs, this.options.batchSize],
    );
    return rows.map((row) => ({ ...row, kind }));
  }

  private async deliver(event: ClaimedScheduledEvent): Promise<void> {
    try {
      await this.process(event);
    } catch (error) {
      // The event stays locked: after the lock timeout it is taken over (at least once).
      this.options.log(`[engine] scheduled event ${event.id}: delivery failed`, error);
    }
  }

  private async process(event: ClaimedScheduledEvent): Promise<void> {
    const { env } = this.options;
    let webhookTemplate: string;
    let headerConf: HeaderConf[];
    let retry: ScheduledRetry;
    let payload: ScheduledEventPayload;
    if (event.kind === 'cron') {
      const trigger = this.cron.get(event.trigger_name ?? '');
      if (!trigger) return;
      webhookTemplate = trigger.webhookTemplate;
      headerConf = trigger.headers;
      retry = trigger.retry;
      payload = {
        id: event.id,
        name: trigger.name,
        scheduled_time: isoUtc(event.scheduled_time),
        payload: trigger.payload,
        ...(trigger.comment === undefined ? {} : { comment: trigger.comment }),
      };
    } else {
      webhookTemplate = (parseJson(event.webhook_conf) as string | null) ?? '';
      headerConf = (parseJson(event.header_conf) as HeaderConf[] | null) ?? [];
      retry = scheduledRetry(parseJson(event.retry_conf) as ScheduledRetryConfInput | null);
      payload = {
        id: event.id,
        scheduled_time: isoUtc(event.scheduled_time),
        payload: parseJson(event.payload),
        ...(event.comment === null ? {} : { comment: event.comment }),
        created_at: isoUtc(event.created_at),
      };
    }
    const now = this.options.now();
    if (now.getTime() - new Date(event.scheduled_time).getTime() > retry.toleranceSeconds * 1000) {
      await this.setStatus(event, 'dead');
      return;
    }
    const request = { payload, headers: headerConf, version: INVOCATION_VERSION };
    const webhook = resolveWebhook(webhookTemplate, env);
    const headers = resolveHeaders(headerConf, env);
    let outcome: Outcome;
    if ('error' in webhook || 'error' in headers) {
      // Hasura records a webhook it cannot resolve as a failed try.
      const message = 'error' in webhook ? webhook.error : (headers as { error: string }).error;
      outcome = {
        status: null,
        ok: false,
        retryAfter: undefined,
        response: { type: 'client_error', data: { message }, version: INVOCATION_VERSION },
      };
    } else {
      const sent: Record<string, string> = {
        'content-type': 'application/json',
        'user-agent': `hasura-graphql-engine/${this.options.version}`,
      };
      for (const header of headers.headers) sent[header.name.toLowerCase()] = header.value;
      const controller = new AbortController();
      this.aborts.add(controller);
      const timeout = setTimeout(() => {
        controller.abort(new Error(`timed out after ${String(retry.timeoutSeconds)} s`));
      }, retry.timeoutSeconds * 1000);
      try {
        outcome = await this.post(webhook.url, sent, JSON.stringify(payload), controller.signal);
      } catch (error) {
        if (controller.signal.reason instanceof ShutdownAbort) {
          await this.setStatus(event, 'scheduled');
          return;
        }
        throw error;
      } finally {
        clearTimeout(timeout);
        this.aborts.delete(controller);
      }
    }
    await this.record(event, retry, request, outcome);
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
        response: ok
          ? {
              type: 'webhook_response',
              data: { body: text, headers: responseHeaders, status: response.status },
              version: INVOCATION_VERSION,
            }
          : { type: 'client_error', data: { message: text }, version: INVOCATION_VERSION },
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
    event: ClaimedScheduledEvent,
    retry: ScheduledRetry,
    request: unknown,
    outcome: Outcome,
  ): Promise<void> {
    const now = this.options.now();
    let status: 'delivered' | 'scheduled' | 'error';
    let retryAt: string | null = null;
    if (outcome.ok) status = 'delivered';
    else if (event.tries >= retry.numRetries && outcome.retryAfter === undefined) status = 'error';
    else {
      status = 'scheduled';
      const delay = outcome.retryAfter ?? retry.retryIntervalSeconds;
      retryAt = new Date(now.getTime() + delay * 1000).toISOString();
    }
    const { events, logs } = TABLES[event.kind];
    await this.options.db.transaction(async (tx) => {
      await tx.query(
        `update ${events}
            set tries = tries + 1, status = $3, locked_at = null,
                next_retry_at = coalesce($4::timestamptz, next_retry_at)
          where id = $1 and status = 'locked' and locked_at = $2::timestamptz`,
        [event.id, event.locked_at, status, retryAt],
      );
      // A claim taken over meanwhile: the other process's outcome stands, but this attempt is
      // logged; an event deleted meanwhile (delete_scheduled_event) has no log to keep.
      await tx.query(
        `insert into ${logs} (event_id, status, request, response)
         select $1, $2, $3::json, $4::json where exists (select 1 from ${events} where id = $1)`,
        [event.id, outcome.status, JSON.stringify(request), JSON.stringify(outcome.response)],
      );
    });
  }

  private async setStatus(event: ClaimedScheduledEvent, status: 'dead' | 'scheduled') {
    await this.options.db.query(
      `update ${TABLES[event.kind].events} set status = $3, locked_at = null
        where id = $1 and status = 'locked' and locked_at = $2::timestamptz`,
      [event.id, event.locked_at, status],
    );
  }
}

/** A json column read as text (null: SQL NULL), parsed; its shape is what the engine wrote. */
function parseJson(text: string | null): unknown {
  return text === null ? null : (JSON.parse(text) as unknown);
}
