export type { Database, PostgresError, Queryable, QueryResult } from './db/database';
export { isPostgresError } from './db/database';
export { type DatabaseLocation, describeLocation, openDatabase } from './db/open-database';
export { openPgliteDatabase } from './db/pglite-database';
export { openPostgresDatabase } from './db/postgres-database';
export { readEngineEnv, type EngineEnv } from './config/env';
export { readHasuraProject, type HasuraProject } from './project/hasura-project';
export { readMigrationFiles, type MigrationFile } from './migrate/migration-files';
export {
  applyMigrations,
  applyMigrationVersion,
  assertMigrated,
  DirtyDatabaseError,
  MigrationError,
  migrationStatus,
  repairMigration,
  rollbackMigrations,
  type ApplyOptions,
  type MigrateOptions,
  type MigrationState,
} from './migrate/migrator';
export { applySeeds, readSeedFiles, SeedsRefusedError } from './migrate/seeds';
export { introspectDatabase, type DatabaseSchema, type TableInfo } from './introspect/introspect';
export {
  formatProblem,
  loadMetadata,
  MetadataError,
  type LoadedMetadata,
  type MetadataProblem,
} from './metadata/load-metadata';
export { checkMetadata, type CheckOptions, type CheckSummary } from './metadata/check-metadata';
export type {
  Engine,
  EngineEventOptions,
  EngineEvents,
  EngineOptions,
  EngineRequest,
  EngineResponse,
  EngineScheduledEvents,
  HeaderMap,
} from './engine-api';
export { EVENT_CATALOG_SQL, type EventPayload } from './events';
export { createEngine, ENGINE_VERSION } from './engine';
export {
  closeHttpServer,
  createEngineHttpServer,
  headerMap,
  KEEP_ALIVE_MS,
  readBody,
  type EngineHttpOptions,
  type HttpMount,
} from './server/http-server';
export { HasuraError, type HasuraErrorCode } from './errors';
export type { Session } from './session';
export { readAuthConfig, type AuthConfig } from './auth';
