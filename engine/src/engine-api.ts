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
  /** Action handlers are called with this (defaults to the global fetch). */
  fetch?: typeof fetch;
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
}

export interface EngineStats {
  documentsParsed: number;
  plansCompiled: number;
  planCacheHits: number;
}
