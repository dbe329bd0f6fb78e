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
}

export interface EngineResponse {
  status: number;
  body: unknown;
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
   * Start the delivery worker with the engine (default true). False: captured events wait
   * until a caller runs `engine.events.deliverDue()` (tests) or another process delivers them.
   */
  deliver?: boolean;
  /** The clock of claims, lock timeouts and retries (default: the system clock). */
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
  stop(graceMs?: number): Promise<void>;
}

export interface Engine {
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
  /** Stops the engine's background work (event delivery), waiting for deliveries under way. */
  close(): Promise<void>;
}

export interface EngineStats {
  documentsParsed: number;
  plansCompiled: number;
  planCacheHits: number;
}
