import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { authenticate, readAuthConfig } from '../auth';
import type { Queryable, ScriptResult } from '../db/database';
import type { Engine, EngineOptions, EngineRequest, EngineResponse } from '../engine-api';
import { HasuraError } from '../errors';
import { SUPPORTED_METADATA_COMMANDS } from '../events/metadata-api';
import { introspectDatabase } from '../introspect/introspect';
import { readCatalogState, writeCatalogState } from '../migrate/migration-state';
import { ADMIN_ROLE } from '../session';
import { checkMetadata } from './check-metadata';
import {
  type LoadedMetadata,
  loadMetadata,
  MetadataError,
  type MetadataProblem,
} from './load-metadata';
import { type JsonObject, metadataToJson, writeMetadataDirectory } from './metadata-json';

/**
 * The metadata API's administration side (`POST /v1/metadata`) and `POST /v2/query`'s
 * `run_sql`, over an engine whose schema can be swapped while it serves: what the Hasura CLI
 * (`hasura metadata export/apply/reload/ic list`, `hasura migrate apply/status`) and the console
 * use. The live metadata is the metadata directory read at start-up, or the last
 * `replace_metadata`; it is held in memory (engine/README.md, "Metadata API", says why nothing
 * is written back to hasura/metadata). Errors follow Hasura (Hasura.Server.API.Metadata,
 * Hasura.RQL.DDL.Metadata, Hasura.RQL.DDL.Schema.Cache, Hasura.Backends.Postgres.DDL.RunSQL).
 */

/** An engine built from one metadata directory, and the metadata it was built from. */
export interface BuiltEngine {
  /** Its metadata API answers the scheduled-event commands; `query` is the live engine's. */
  engine: Omit<Engine, 'query'>;
  metadata: LoadedMetadata;
}

export type BuildEngine = (options: EngineOptions) => Promise<BuiltEngine>;

/** Where the live metadata comes from: a directory (start-up) or a replaced object. */
type MetadataSource = { dir: string } | { json: JsonObject };

/** Hasura's generic (not backend-prefixed) metadata commands (Hasura.Server.API.Metadata). */
const HASURA_COMMANDS = new Set([
  'add_remote_schema',
  'update_remote_schema',
  'remove_remote_schema',
  'reload_remote_schema',
  'introspect_remote_schema',
  'add_remote_schema_permissions',
  'drop_remote_schema_permissions',
  'create_remote_schema_remote_relationship',
  'update_remote_schema_remote_relationship',
  'delete_remote_schema_remote_relationship',
  'create_cron_trigger',
  'delete_cron_trigger',
  'get_cron_triggers',
  'get_event_invocations',
  'create_action',
  'drop_action',
  'update_action',
  'create_action_permission',
  'drop_action_permission',
  'create_query_collection',
  'rename_query_collection',
  'drop_query_collection',
  'add_query_to_collection',
  'drop_query_from_collection',
  'add_collection_to_allowlist',
  'drop_collection_from_allowlist',
  'update_scope_of_collection_in_allowlist',
  'create_rest_endpoint',
  'drop_rest_endpoint',
  'set_custom_types',
  'set_api_limits',
  'remove_api_limits',
  'set_metrics_config',
  'remove_metrics_config',
  'add_inherited_role',
  'drop_inherited_role',
  'clear_metadata',
  'drop_inconsistent_metadata',
  'add_host_to_tls_allowlist',
  'drop_host_from_tls_allowlist',
  'dump_internal_state',
  'set_graphql_schema_introspection_options',
  'test_webhook_transform',
  'set_query_tags',
  'add_source',
  'drop_source',
  'rename_source',
  'update_source',
]);
/** Backend prefixes of Hasura's backend-specific commands (`pg_track_table`, ...). */
const BACKENDS: Record<string, string> = {
  pg: 'postgres',
  citus: 'citus',
  cockroach: 'cockroach',
  mssql: 'mssql',
  bigquery: 'bigquery',
};
const ADMIN_COMMANDS = [
  'export_metadata',
  'replace_metadata',
  'reload_metadata',
  'get_inconsistent_metadata',
  'get_catalog_state',
  'set_catalog_state',
] as const;
const SCHEDULED_COMMANDS = new Set<string>(
  SUPPORTED_METADATA_COMMANDS.filter((command) => command !== 'bulk'),
);

/**
 * Hasura's default for `check_metadata_consistency` (Hasura.Backends.Postgres.DDL.RunSQL,
 * `containsDDLKeyword`): SQL that may change what the metadata refers to is checked and the
 * schema rebuilt; other SQL (a SELECT, a CREATE TABLE of an untracked table) is not.
 */
const SCHEMA_CHANGING_SQL = /\balter\b|\bdrop\b|\breplace\b|\bcreate function\b|\bcomment on\b/i;

class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly path = '$',
    readonly internal?: unknown,
  ) {
    super(message);
  }

  response(): EngineResponse {
    return {
      status: this.status,
      body: {
        path: this.path,
        error: this.message,
        code: this.code,
        ...(this.internal === undefined ? {} : { internal: this.internal }),
      },
    };
  }
}

function isObject(value: unknown): value is JsonObject {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/** Hasura's inconsistent objects, one per problem the engine's check found. */
function inconsistentObjects(problems: readonly MetadataProblem[], dir: string) {
  return problems.map((problem) => {
    const file = path.relative(dir, problem.file) || problem.file;
    return {
      definition: null,
      name: problem.path ? `${file} at ${problem.path}` : file,
      reason: `Inconsistent object: ${problem.message}`,
      type: 'metadata',
    };
  });
}

/** A metadata problem found while building from `dir`, with file names relative to it. */
class InconsistentMetadata extends Error {
  constructor(readonly objects: ReturnType<typeof inconsistentObjects>) {
    super('inconsistent metadata');
  }
}

/**
 * An engine that serves like the one `build` makes and answers the metadata API's commands by
 * building a new one (from the replaced metadata, or again from the same source) and swapping
 * it in once it is built; the old one is then closed. A failed build leaves the live one serving.
 */
export async function createLiveEngine(
  options: EngineOptions,
  build: BuildEngine,
): Promise<Engine> {
  const { db, env } = options;
  const auth = await readAuthConfig(env);
  let live = await build(options);
  let source: MetadataSource = { dir: options.metadataDir };
  let resourceVersion = 1;
  // Commands that change the live engine run one after another.
  let changes: Promise<unknown> = Promise.resolve();
  const serially = <T>(fn: () => Promise<T>): Promise<T> => {
    const run = changes.then(fn, fn);
    changes = run.catch(() => undefined);
    return run;
  };

  /** Runs fn on a directory holding the source: its own, or the object written out. */
  async function withDirectory<T>(
    from: MetadataSource,
    fn: (dir: string) => Promise<T>,
  ): Promise<T> {
    if ('dir' in from) return fn(from.dir);
    const dir = await mkdtemp(path.join(tmpdir(), 'petwell-metadata-'));
    try {
      await writeMetadataDirectory(from.json, dir);
      return await fn(dir);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }

  async function inconsistenciesOf(from: MetadataSource, q: Queryable) {
    return withDirectory(from, async (dir) => {
      try {
        const metadata = await loadMetadata(dir);
        const { problems } = checkMetadata(metadata, await introspectDatabase(q), {
          requireAllTablesTracked: false,
          projectConventions: false,
          env,
        });
        return inconsistentObjects(problems, dir);
      } catch (error) {
        if (error instanceof MetadataError) return inconsistentObjects(error.problems, dir);
        throw error;
      }
    });
  }

  /** Builds from `from` and swaps the result in; InconsistentMetadata leaves the live one. */
  async function rebuild(from: MetadataSource): Promise<void> {
    const next = await withDirectory(from, async (dir) => {
      try {
        return await build({ ...options, metadataDir: dir });
      } catch (error) {
        if (error instanceof MetadataError) {
          throw new InconsistentMetadata(inconsistentObjects(error.problems, dir));
        }
        throw error;
      }
    });
    const previous = live;
    live = next;
    source = from;
    resourceVersion += 1;
    await previous.engine.close();
  }

  function checkResourceVersion(body: JsonObject): void {
    const referenced = body.resource_version;
    if (referenced !== undefined && referenced !== resourceVersion) {
      throw new ApiError(
        409,
        'conflict',
        `metadata resource version referenced (${JSON.stringify(referenced)}) did not match current version`,
      );
    }
  }

  function unknownCommand(type: unknown, at: string): never {
    if (typeof type !== 'string') {
      throw new ApiError(400, 'parse-failed', 'key "type" not found', at);
    }
    const [prefix = '', ...rest] = type.split('_');
    const backend = BACKENDS[prefix];
    if (HASURA_COMMANDS.has(type) || (backend !== undefined && rest.length > 0)) {
      throw new ApiError(
        400,
        'not-supported',
        `the engine does not support the metadata API command "${type}" (its metadata is replaced whole: replace_metadata); supported: ${[...ADMIN_COMMANDS, ...SUPPORTED_METADATA_COMMANDS].join(', ')}`,
        at,
      );
    }
    throw new ApiError(
      400,
      'parse-failed',
      `unknown metadata command "${type}"; "${prefix}" was not recognized as a valid backend name`,
      at,
    );
  }

  async function replaceMetadata(body: JsonObject, args: unknown, at: string) {
    const v2 = body.version === 2;
    let metadata: unknown = args;
    if (v2) {
      if (!isObject(args) || !isObject(args.metadata)) {
        throw new ApiError(400, 'parse-failed', 'key "metadata" not found', at);
      }
      metadata = args.metadata;
    }
    if (!isObject(metadata)) {
      throw new ApiError(400, 'parse-failed', 'expected the metadata object', at);
    }
    checkResourceVersion(body);
    try {
      await rebuild({ json: metadata });
    } catch (error) {
      if (error instanceof MetadataError) {
        // The object could not be written out as a directory (keys the engine lacks).
        throw new ApiError(
          400,
          'unexpected',
          'cannot continue due to inconsistent metadata',
          at,
          inconsistentObjects(error.problems, ''),
        );
      }
      if (error instanceof InconsistentMetadata) {
        throw new ApiError(
          400,
          'unexpected',
          'cannot continue due to inconsistent metadata',
          at,
          error.objects,
        );
      }
      throw error;
    }
    return v2 ? { is_consistent: true, inconsistent_objects: [] } : { message: 'success' };
  }

  async function runCommand(
    body: unknown,
    at: string,
    headers: EngineRequest['headers'],
  ): Promise<unknown> {
    if (!isObject(body)) throw new ApiError(400, 'parse-failed', 'expected an object', at);
    const { type, args } = body;
    const argsAt = `${at}.args`;
    switch (type) {
      case 'export_metadata': {
        const metadata = metadataToJson(live.metadata);
        return body.version === 2 ? { resource_version: resourceVersion, metadata } : metadata;
      }
      case 'replace_metadata':
        return serially(() => replaceMetadata(body, args, argsAt));
      case 'reload_metadata':
        return serially(async () => {
          checkResourceVersion(body);
          try {
            await rebuild(source);
            return { message: 'success', is_consistent: true };
          } catch (error) {
            if (!(error instanceof InconsistentMetadata)) throw error;
            return {
              message: 'success',
              is_consistent: false,
              inconsistent_objects: error.objects,
            };
          }
        });
      case 'get_inconsistent_metadata': {
        const objects = await inconsistenciesOf(source, db);
        return { is_consistent: objects.length === 0, inconsistent_objects: objects };
      }
      case 'get_catalog_state':
        return readCatalogState(db, live.metadata.sources[0]?.name ?? 'default');
      case 'set_catalog_state': {
        if (!isObject(args) || (args.type !== 'cli' && args.type !== 'console')) {
          throw new ApiError(
            400,
            'parse-failed',
            'expected {type: "cli" | "console", state}',
            argsAt,
          );
        }
        if (!isObject(args.state)) {
          throw new ApiError(
            400,
            'parse-failed',
            'expected the state as an object',
            `${argsAt}.state`,
          );
        }
        const stored = await writeCatalogState(
          db,
          args.type,
          args.state,
          live.metadata.sources[0]?.name ?? 'default',
        );
        if (!stored) {
          // Hasura keeps the console's state in its hdb_version row, which only Hasura creates.
          throw new ApiError(
            400,
            'not-supported',
            'the console state is kept only on a database Hasura has initialised (hdb_catalog.hdb_version)',
            `${argsAt}.type`,
          );
        }
        return { message: 'success' };
      }
      case 'bulk': {
        if (!Array.isArray(args)) {
          throw new ApiError(400, 'parse-failed', 'expected a list of commands', argsAt);
        }
        const results: unknown[] = [];
        for (const [index, item] of args.entries()) {
          results.push(await runCommand(item, `${argsAt}[${String(index)}]`, headers));
        }
        return results;
      }
      default: {
        if (typeof type === 'string' && SCHEDULED_COMMANDS.has(type)) {
          // The live engine answers them; the request's credentials pass its check again.
          const answer = await live.engine.metadata({ headers, body });
          if (answer.status !== 200) {
            const error = answer.body as { path?: string; error?: string; code?: string };
            throw new ApiError(
              answer.status,
              error.code ?? 'unexpected',
              error.error ?? 'unexpected error',
              (error.path ?? '$').replace(/^\$/, at),
            );
          }
          return answer.body;
        }
        return unknownCommand(type, `${at}.type`);
      }
    }
  }

  /** Authenticates as Hasura's admin-only APIs do; a response when the request may not pass. */
  async function denied(request: EngineRequest): Promise<EngineResponse | undefined> {
    try {
      const session = await authenticate(request.headers, auth);
      if (session.role === ADMIN_ROLE) return undefined;
      return new ApiError(400, 'access-denied', 'restricted access : admin only').response();
    } catch (error) {
      if (!(error instanceof HasuraError)) throw error;
      const status = error.code === 'access-denied' ? 401 : 400;
      return new ApiError(status, error.code, error.message).response();
    }
  }

  async function answer(run: () => Promise<unknown>): Promise<EngineResponse> {
    try {
      return { status: 200, body: await run() };
    } catch (error) {
      if (error instanceof ApiError) return error.response();
      console.error('[engine] metadata API: unexpected error', error);
      return { status: 500, body: { path: '$', error: 'unexpected error', code: 'unexpected' } };
    }
  }

  /** One `run_sql` of a request, checked before anything runs. */
  interface SqlStep {
    sql: string;
    readOnly: boolean;
    /** Check the metadata against the changed database, then rebuild the schema. */
    check: boolean;
    /** Where its errors are reported: `$` alone, `$.args[i]` in a bulk (the CLI reads it). */
    at: string;
  }

  function sqlStep(args: unknown, at: string): SqlStep {
    if (!isObject(args) || typeof args.sql !== 'string') {
      throw new ApiError(400, 'parse-failed', 'key "sql" not found', `${at}.args`);
    }
    const sourceName = args.source ?? 'default';
    if (!live.metadata.sources.some((s) => s.name === sourceName)) {
      throw new ApiError(
        400,
        'not-exists',
        `source with name ${JSON.stringify(sourceName)} does not exist`,
        `${at}.args`,
      );
    }
    const readOnly = args.read_only === true;
    const check =
      !readOnly &&
      (typeof args.check_metadata_consistency === 'boolean'
        ? args.check_metadata_consistency
        : SCHEMA_CHANGING_SQL.test(args.sql));
    return { sql: args.sql, readOnly, check, at };
  }

  /** A request's `run_sql` steps (a bulk's in order); any other type refuses the whole request. */
  function sqlSteps(body: unknown, at: string, steps: SqlStep[] = []): SqlStep[] {
    if (!isObject(body)) throw new ApiError(400, 'parse-failed', 'expected an object', at);
    switch (body.type) {
      case 'run_sql':
        steps.push(sqlStep(body.args, at));
        return steps;
      case 'bulk':
        if (!Array.isArray(body.args)) {
          throw new ApiError(400, 'parse-failed', 'expected a list of queries', `${at}.args`);
        }
        body.args.forEach((item, index) => {
          sqlSteps(item, `${at}.args[${String(index)}]`, steps);
        });
        return steps;
      case 'insert':
      case 'select':
      case 'update':
      case 'delete':
      case 'count':
        throw new ApiError(
          400,
          'not-supported',
          `the engine does not support the /v2/query type "${body.type}"; supported: run_sql, bulk`,
          `${at}.type`,
        );
      default:
        throw new ApiError(
          400,
          'parse-failed',
          `unknown query type ${JSON.stringify(body.type ?? null)}`,
          `${at}.type`,
        );
    }
  }

  async function runStep(tx: Queryable, step: SqlStep, bulk: boolean) {
    let rows: ScriptResult | undefined;
    try {
      rows = await tx.runScript(step.sql);
    } catch (error) {
      const pg = error as { message?: string; code?: string; hint?: string; detail?: string };
      throw new ApiError(400, 'postgres-error', 'query execution failed', bulk ? step.at : '$', {
        arguments: [],
        error: {
          description: pg.detail ?? null,
          exec_status: 'FatalError',
          hint: pg.hint ?? null,
          message: pg.message ?? String(error),
          status_code: pg.code ?? null,
        },
        prepared: false,
        statement: step.sql,
      });
    }
    return rows
      ? { result_type: 'TuplesOk', result: [rows.fields, ...rows.rows] }
      : { result_type: 'CommandOk', result: null };
  }

  /**
   * `/v2/query`: `run_sql` (Hasura.Backends.Postgres.DDL.RunSQL), or a bulk of it, in one
   * transaction; when a step may have changed what the metadata refers to, the metadata is
   * checked before the commit and the schema rebuilt once after it.
   */
  async function runQuery(body: unknown): Promise<unknown> {
    const steps = sqlSteps(body, '$');
    const bulk = isObject(body) && body.type === 'bulk';
    const check = steps.some((step) => step.check);
    return serially(async () => {
      const answers = await db.transaction(async (tx) => {
        if (steps.length > 0 && steps.every((step) => step.readOnly)) {
          await tx.query('set transaction read only');
        }
        const results: unknown[] = [];
        for (const step of steps) results.push(await runStep(tx, step, bulk));
        if (check) {
          const objects = await inconsistenciesOf(source, tx);
          if (objects.length > 0) {
            throw new ApiError(
              400,
              'unexpected',
              'cannot continue due to new inconsistent metadata',
              '$',
              objects,
            );
          }
        }
        return results;
      });
      // The tables and columns the statements changed reach the GraphQL schema.
      if (check) await rebuild(source);
      return bulk ? answers : answers[0];
    });
  }

  return {
    get roles() {
      return live.engine.roles;
    },
    get events() {
      return live.engine.events;
    },
    get scheduled() {
      return live.engine.scheduled;
    },
    stats: () => live.engine.stats(),
    graphql: (request) => live.engine.graphql(request),
    explain: (request) => live.engine.explain(request),
    deliverDue: () => live.engine.deliverDue(),
    close: () => serially(() => live.engine.close()),
    async metadata(request) {
      const refused = await denied(request);
      if (refused) return refused;
      const body = request.body;
      if (isObject(body) && body.type === 'bulk' && Array.isArray(body.args)) {
        // A bulk of scheduled-event commands only runs in one transaction, in the live engine.
        const scheduledOnly = body.args.every(
          (item) =>
            isObject(item) && typeof item.type === 'string' && SCHEDULED_COMMANDS.has(item.type),
        );
        if (scheduledOnly) return live.engine.metadata(request);
      }
      return answer(() => runCommand(body, '$', request.headers));
    },
    async query(request) {
      const refused = await denied(request);
      if (refused) return refused;
      return answer(() => runQuery(request.body));
    },
  };
}
