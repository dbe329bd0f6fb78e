/**
 * The engine's public contract: what the HTTP server, `npm start`, the conformance runner and the
 * benchmark use. `createEngine` (engine.ts) implements it.
 */
import type { Database } from './db/database';

export type HeaderMap = Readonly<Record<string, string | undefined>>;

export interface EngineRequest {
  /** Request headers with lower-case names. */
  headers: HeaderMap;
  /** The parsed JSON body: `{query, variables?, operationName?}` or an array of those. */
  body: unknown;
  /**
   * GraphQL only: return each query root field's answer as the JSON text Postgres wrote
   * (`RawJson`), to be written with `stringifyGraphqlBody` instead of JSON.stringify. The HTTP
   * server asks for it; it saves parsing and serializing the answer again.
   */
  rawJson?: boolean;
}

export interface EngineResponse {
  status: number;
  body: unknown;
  /** Headers for the client beside the body: the `Set-Cookie` headers of mutation actions. */
  headers?: readonly (readonly [name: string, value: string])[];
}

export interface EngineOptions {
  db: Database;
  /** hasura/metadata */
  metadataDir: string;
  /** HASURA_GRAPHQL_ADMIN_SECRET, HASURA_GRAPHQL_JWT_SECRET, HASURA_GRAPHQL_UNAUTHORIZED_ROLE, action handler variables. */
  env: Readonly<Record<string, string | undefined>>;
  /** Action handlers and event webhooks are called with this (defaults to the global fetch). */
  fetch?: typeof fetch;
  /** Event trigger delivery (engine/README.md, "Event triggers"). */
  events?: EngineEventOptions;
}

export interface EngineEventOptions {
  /**
   * Start the delivery workers (table events, cron and one-off scheduled events) with the
   * engine (default true). False: events wait until a caller runs `engine.deliverDue()` (tests)
   * or another process delivers them.
   */
  deliver?: boolean;
  /**
   * The clock of claims, lock timeouts, retries, and of scheduled events: when they are due,
   * their tolerance, and which cron occurrences are generated (default: the system clock).
   */
  now?: () => Date;
  /** A claim older than this is abandoned and taken over (default 30 minutes, as Hasura). */
  lockTimeoutMs?: number;
  /** Where delivery problems are reported (default console.error). */
  log?: (message: string, error?: unknown) => void;
}

/** The engine's event trigger delivery, when the metadata has event triggers. */
export interface EngineEvents {
  /** Claims one batch of due events, delivers and records them; resolves with how many. */
  deliverDue(): Promise<number>;
  /** The worker's polling; stop() waits for deliveries under way. */
  start(): void;
  /** Resolves once the deliveries under way (the worker's current batch included) are recorded. */
  idle(): Promise<void>;
  stop(graceMs?: number): Promise<void>;
}

/** The engine's delivery of cron triggers' events and one-off scheduled events. */
export interface EngineScheduledEvents {
  /**
   * Tops up the cron events (at most once a minute of the engine's clock), claims one batch of
   * due cron and one-off events, delivers and records them; resolves with how many it claimed.
   */
  deliverDue(): Promise<number>;
  /** Inserts the upcoming occurrences of each cron trigger (idempotent); resolves with how many. */
  generateCronEvents(): Promise<number>;
  start(): void;
  /** Resolves once the deliveries under way (the worker's current batch included) are recorded. */
  idle(): Promise<void>;
  stop(graceMs?: number): Promise<void>;
}

export interface Engine {
  /**
   * `POST /v1/metadata` (admin only): export_metadata, replace_metadata, reload_metadata,
   * get_inconsistent_metadata, get_catalog_state, set_catalog_state, the scheduled events
   * commands (create_scheduled_event, delete_scheduled_event, get_scheduled_events,
   * get_scheduled_event_invocations), and bulk of those.
   */
  metadata(request: EngineRequest): Promise<EngineResponse>;
  /** `POST /v2/query` (admin only): run_sql, and bulk of it. */
  query(request: EngineRequest): Promise<EngineResponse>;
  /** `POST /v1/graphql` */
  graphql(request: EngineRequest): Promise<EngineResponse>;
  /** `POST /v1/graphql/explain`: `{query: {query, variables}, user: {x-hasura-role...}}` (admin only). */
  explain(request: EngineRequest): Promise<EngineResponse>;
  /** The roles the engine built a schema for. */
  readonly roles: readonly string[];
  /** How often documents were parsed and plans compiled (the plan cache at work). */
  stats(): EngineStats;
  /** Event trigger delivery; undefined when the metadata has no event triggers. */
  readonly events: EngineEvents | undefined;
  /** Cron and one-off scheduled event delivery (always: events may be created at any time). */
  readonly scheduled: EngineScheduledEvents;
  /**
   * Delivers everything due now by the engine's clock, table events and scheduled events, batch
   * after batch until a pass claims nothing (tests: move the clock, then call this instead of
   * waiting for the poll interval), then waits for the workers' deliveries under way, so that
   * everything due has been sent and recorded when it resolves. Resolves with how many events
   * this call claimed (the polling workers may have claimed others; pass `deliver: false` for
   * exact counts).
   */
  deliverDue(): Promise<number>;
  /** Stops the engine's background work (event delivery), waiting for deliveries under way. */
  close(): Promise<void>;
}

export interface EngineStats {
  documentsParsed: number;
  plansCompiled: number;
  planCacheHits: number;
}
