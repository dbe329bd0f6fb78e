import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { type DocumentNode, GraphQLError, parse as parseGraphql } from 'graphql';
import { parseDocument } from 'yaml';
import type { z } from 'zod';
import {
  type ActionsFile,
  actionsFileSchema,
  type ApiLimitsInput,
  apiLimitsSchema,
  type CronTriggerInput,
  cronTriggersFileSchema,
  type IntrospectionOptionsInput,
  introspectionOptionsSchema,
  type QualifiedTableInput,
  sourceSchema,
  type TableMetadataInput,
  tableMetadataSchema,
  type TrackedFunctionInput,
} from './metadata-schema';

export interface QualifiedTable {
  schema: string;
  name: string;
}

export interface MetadataProblem {
  file: string;
  /** Dotted path of the key inside the file, '' for the whole file. */
  path: string;
  message: string;
}

export class MetadataError extends Error {
  constructor(readonly problems: readonly MetadataProblem[]) {
    super(`metadata is not valid:\n${problems.map((p) => `  ${formatProblem(p)}`).join('\n')}`);
    this.name = 'MetadataError';
  }
}

export function formatProblem(problem: MetadataProblem): string {
  return `${problem.file}${problem.path ? ` at ${problem.path}` : ''}: ${problem.message}`;
}

export interface LoadedTable {
  file: string;
  table: QualifiedTable;
  metadata: TableMetadataInput;
}

export interface LoadedFunction {
  file: string;
  function: QualifiedTable;
  metadata: TrackedFunctionInput;
}

export interface LoadedSource {
  file: string;
  name: string;
  tables: LoadedTable[];
  functions: LoadedFunction[];
  databaseUrl: { fromEnv: string } | { value: string };
  isolationLevel: 'read-committed' | 'repeatable-read' | 'serializable';
  /** Hasura's `use_prepared_statements` (default false). */
  usePreparedStatements: boolean;
}

export interface LoadedMetadata {
  dir: string;
  sources: LoadedSource[];
  actions: { file: string; content: ActionsFile };
  actionsSdl: { file: string; document: DocumentNode | undefined };
  /** `api_limits.yaml`; `{}` when the file is absent or empty. */
  apiLimits: ApiLimitsInput;
  /** `graphql_schema_introspection.yaml`; `{}` when the file is absent or empty. */
  introspection: IntrospectionOptionsInput;
  /** `cron_triggers.yaml` (Hasura writes `[]` when there are none); `[]` when absent. */
  cronTriggers: { file: string; triggers: CronTriggerInput[] };
}

/** Files `hasura metadata export` writes that Petwell does not use: they must stay empty. */
const EMPTY_ONLY_FILES = [
  'allow_list.yaml',
  'backend_configs.yaml',
  'inherited_roles.yaml',
  'metrics_config.yaml',
  'network.yaml',
  'opentelemetry.yaml',
  'query_collections.yaml',
  'remote_schemas.yaml',
  'rest_endpoints.yaml',
];
const KNOWN_ENTRIES = new Set([
  ...EMPTY_ONLY_FILES,
  'version.yaml',
  'api_limits.yaml',
  'graphql_schema_introspection.yaml',
  'cron_triggers.yaml',
  'databases',
  'actions.yaml',
  'actions.graphql',
]);

export function normalizeTable(table: QualifiedTableInput): QualifiedTable {
  return typeof table === 'string' ? { schema: 'public', name: table } : table;
}

export function tableKey(table: QualifiedTable): string {
  return `${table.schema}.${table.name}`;
}

const INCLUDE = /^!include\s+(.+)$/;

class Reader {
  readonly problems: MetadataProblem[] = [];
  /** Which file each included value came from. */
  readonly origin = new WeakMap<object, string>();

  async yaml(file: string): Promise<unknown> {
    let text: string;
    try {
      text = await readFile(file, 'utf8');
    } catch (error) {
      this.problems.push({ file, path: '', message: (error as Error).message });
      return undefined;
    }
    const doc = parseDocument(text, { prettyErrors: false });
    const faults = [...doc.errors, ...doc.warnings];
    if (faults.length > 0) {
      for (const fault of faults) this.problems.push({ file, path: '', message: fault.message });
      return undefined;
    }
    return this.expandIncludes(doc.toJS() as unknown, file);
  }

  /** Replaces every "!include <path>" string with the parsed file, relative to the includer. */
  async expandIncludes(value: unknown, file: string): Promise<unknown> {
    if (typeof value === 'string') {
      const match = INCLUDE.exec(value);
      if (!match) return value;
      const included = path.resolve(path.dirname(file), (match[1] ?? '').trim());
      const content = await this.yaml(included);
      if (content !== null && typeof content === 'object') this.origin.set(content, included);
      return content;
    }
    if (Array.isArray(value)) {
      return Promise.all(value.map((item) => this.expandIncludes(item, file)));
    }
    if (value !== null && typeof value === 'object') {
      const entries = await Promise.all(
        Object.entries(value).map(
          async ([key, item]) => [key, await this.expandIncludes(item, file)] as const,
        ),
      );
      return Object.fromEntries(entries);
    }
    return value;
  }

  validate<S extends z.ZodType>(
    schema: S,
    value: unknown,
    file: string,
    prefix = '',
  ): z.infer<S> | undefined {
    const result = schema.safeParse(value);
    if (result.success) return result.data;
    for (const issue of result.error.issues) {
      const keyPath = [prefix, ...issue.path.map(String)].filter(Boolean).join('.');
      const unknownKeys = issue.code === 'unrecognized_keys' ? ` (${issue.keys.join(', ')})` : '';
      this.problems.push({
        file,
        path: keyPath,
        message:
          issue.code === 'unrecognized_keys'
            ? `not supported by the engine${unknownKeys}`
            : issue.message,
      });
    }
    return undefined;
  }
}

/**
 * Reads a metadata directory as `hasura metadata export` writes it (version 3). Throws a
 * MetadataError listing every problem with its file and key when anything is not supported.
 */
export async function loadMetadata(dir: string): Promise<LoadedMetadata> {
  const reader = new Reader();
  const entries = await readdir(dir).catch(() => undefined);
  if (!entries) throw new MetadataError([{ file: dir, path: '', message: 'directory not found' }]);
  for (const entry of entries) {
    if (!KNOWN_ENTRIES.has(entry)) {
      reader.problems.push({
        file: path.join(dir, entry),
        path: '',
        message: 'not a metadata file the engine supports',
      });
    }
  }

  const versionFile = path.join(dir, 'version.yaml');
  const version = await reader.yaml(versionFile);
  if (
    version !== undefined &&
    (version as { version?: unknown } | null | undefined)?.version !== 3
  ) {
    reader.problems.push({ file: versionFile, path: 'version', message: 'must be 3' });
  }

  for (const name of EMPTY_ONLY_FILES) {
    if (!entries.includes(name)) continue;
    const file = path.join(dir, name);
    const content = await reader.yaml(file);
    const empty =
      content === null ||
      content === undefined ||
      (Array.isArray(content) && content.length === 0) ||
      (typeof content === 'object' && Object.keys(content).length === 0);
    if (!empty)
      reader.problems.push({
        file,
        path: '',
        message: 'not supported by the engine: must be empty',
      });
  }

  const databasesFile = path.join(dir, 'databases', 'databases.yaml');
  const sources: LoadedSource[] = [];
  const databases = await reader.yaml(databasesFile);
  if (databases !== undefined && !Array.isArray(databases)) {
    reader.problems.push({ file: databasesFile, path: '', message: 'expected a list of sources' });
  } else if (databases) {
    databases.forEach((raw: unknown, index) => {
      const source = reader.validate(sourceSchema, raw, databasesFile, String(index));
      if (!source) return;
      // Look up origins on the raw values: validation may copy arrays.
      const rawTables = (raw as { tables: unknown[] }).tables;
      const tablesFile = reader.origin.get(rawTables) ?? databasesFile;
      const tables: LoadedTable[] = [];
      rawTables.forEach((rawTable, tableIndex) => {
        const file =
          rawTable !== null && typeof rawTable === 'object'
            ? (reader.origin.get(rawTable) ?? tablesFile)
            : tablesFile;
        const prefix = file === tablesFile ? String(tableIndex) : '';
        const metadata = reader.validate(tableMetadataSchema, rawTable, file, prefix);
        if (metadata) tables.push({ file, table: normalizeTable(metadata.table), metadata });
      });
      const url = source.configuration.connection_info.database_url;
      const rawFunctions = (raw as { functions?: unknown }).functions;
      const functionsFile =
        (rawFunctions !== null && typeof rawFunctions === 'object'
          ? reader.origin.get(rawFunctions)
          : undefined) ?? databasesFile;
      const functions: LoadedFunction[] = (source.functions ?? []).map((metadata) => ({
        file: functionsFile,
        function: normalizeTable(metadata.function),
        metadata,
      }));
      sources.push({
        file: databasesFile,
        name: source.name,
        tables,
        functions,
        databaseUrl: typeof url === 'string' ? { value: url } : { fromEnv: url.from_env },
        isolationLevel: source.configuration.connection_info.isolation_level ?? 'read-committed',
        usePreparedStatements:
          source.configuration.connection_info.use_prepared_statements === true,
      });
    });
  }

  const actionsFile = path.join(dir, 'actions.yaml');
  const actionsRaw = entries.includes('actions.yaml') ? await reader.yaml(actionsFile) : {};
  const actions = reader.validate(actionsFileSchema, actionsRaw ?? {}, actionsFile) ?? {
    actions: [],
    custom_types: {},
  };

  const sdlFile = path.join(dir, 'actions.graphql');
  let document: DocumentNode | undefined;
  if (entries.includes('actions.graphql')) {
    const sdl = await readFile(sdlFile, 'utf8');
    if (sdl.trim() !== '') {
      try {
        document = parseGraphql(sdl);
      } catch (error) {
        const where =
          error instanceof GraphQLError && error.locations?.[0]
            ? `line ${error.locations[0].line}`
            : '';
        reader.problems.push({ file: sdlFile, path: where, message: (error as Error).message });
      }
    }
  }

  // Files Hasura writes even when empty (`{}`); an absent file means the same.
  const optionalFile = async (name: string): Promise<{ file: string; raw: unknown }> => {
    const file = path.join(dir, name);
    const raw = entries.includes(name) ? await reader.yaml(file) : undefined;
    return { file, raw: raw ?? {} };
  };
  const limitsFile = await optionalFile('api_limits.yaml');
  const apiLimits: ApiLimitsInput =
    reader.validate(apiLimitsSchema, limitsFile.raw, limitsFile.file) ?? {};
  const introspectionFile = await optionalFile('graphql_schema_introspection.yaml');
  const introspection: IntrospectionOptionsInput =
    reader.validate(introspectionOptionsSchema, introspectionFile.raw, introspectionFile.file) ??
    {};

  const cronFile = path.join(dir, 'cron_triggers.yaml');
  const cronRaw = entries.includes('cron_triggers.yaml') ? await reader.yaml(cronFile) : [];
  const cronTriggers: CronTriggerInput[] =
    reader.validate(cronTriggersFileSchema, cronRaw ?? [], cronFile) ?? [];

  if (reader.problems.length > 0) throw new MetadataError(reader.problems);
  return {
    apiLimits,
    cronTriggers: { file: cronFile, triggers: cronTriggers },
    introspection,
    dir,
    sources,
    actions: { file: actionsFile, content: actions },
    actionsSdl: { file: sdlFile, document },
  };
}
