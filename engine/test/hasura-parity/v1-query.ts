import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { stringify } from 'yaml';
import type { Database } from '../../src/db/database';
import { isPostgresError } from '../../src/db/database';

/*
 * Hasura's `/v1/query` metadata and DML API, as far as the tests-py setup files use it: `bulk`,
 * `run_sql`, `track_table` (with `is_enum` and `configuration`), `untrack_table`, `create_{object,array}_relationship`,
 * `drop_relationship`, `create_{select,insert,update,delete}_permission`, `add_computed_field`,
 * `track_function` and the v1 `insert`. SQL goes to the database; metadata operations build the
 * export (format v3) that `writeMetadataDirectory` writes and the engine loads like
 * hasura/metadata. Nothing here knows about the engine.
 */

export interface QualifiedName {
  schema: string;
  name: string;
}

type Json = unknown;

interface TableEntry {
  table: QualifiedName;
  is_enum?: true;
  configuration?: Json;
  object_relationships: { name: string; using: Json; comment?: string }[];
  array_relationships: { name: string; using: Json; comment?: string }[];
  computed_fields: { name: string; definition: Json; comment?: string }[];
  select_permissions: { role: string; permission: Json }[];
  insert_permissions: { role: string; permission: Json }[];
  update_permissions: { role: string; permission: Json }[];
  delete_permissions: { role: string; permission: Json }[];
}

type PermissionKind = 'select' | 'insert' | 'update' | 'delete';

export interface V1Response {
  status: number;
  body: Json;
}

/** A `/v1/query` error in Hasura's shape: `{path, error, code}` with HTTP 400. */
export class V1QueryError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly status = 400,
  ) {
    super(message);
  }
}

function asRecord(value: Json, what: string): Record<string, Json> {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    throw new V1QueryError('parse-failed', `Expecting object for ${what}`);
  }
  return value as Record<string, Json>;
}

function qualified(value: Json): QualifiedName {
  if (typeof value === 'string') return { schema: 'public', name: value };
  const record = asRecord(value, 'table');
  if (typeof record.name !== 'string') throw new V1QueryError('parse-failed', 'table name missing');
  return {
    schema: typeof record.schema === 'string' ? record.schema : 'public',
    name: record.name,
  };
}

function key(table: QualifiedName): string {
  return `${table.schema}.${table.name}`;
}

function quoteIdent(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

export class HasuraMetadata {
  private readonly tables = new Map<string, TableEntry>();
  private readonly functions: { function: QualifiedName; configuration?: Json }[] = [];

  constructor(private readonly db: Database) {}

  /** One `/v1/query` body. */
  async run(body: Json): Promise<V1Response> {
    try {
      return { status: 200, body: await this.operation(asRecord(body, 'query')) };
    } catch (error) {
      if (error instanceof V1QueryError) {
        return {
          status: error.status,
          body: { path: '$', error: error.message, code: error.code },
        };
      }
      if (isPostgresError(error)) {
        return {
          status: 400,
          body: {
            path: '$',
            error: 'query execution failed',
            code: 'postgres-error',
            internal: error.message,
          },
        };
      }
      throw error;
    }
  }

  private async operation(op: Record<string, Json>): Promise<Json> {
    const args = op.args;
    switch (op.type) {
      case 'bulk': {
        if (!Array.isArray(args))
          throw new V1QueryError('parse-failed', 'bulk args must be a list');
        const results: Json[] = [];
        for (const step of args) results.push(await this.operation(asRecord(step, 'bulk step')));
        return results;
      }
      case 'run_sql':
        return this.runSql(asRecord(args, 'run_sql'));
      case 'track_table':
        return this.trackTable(args);
      case 'untrack_table': {
        const table = qualified(asRecord(args, 'untrack_table').table);
        this.tables.delete(key(table));
        return success();
      }
      case 'create_object_relationship':
        return this.createRelationship('object_relationships', asRecord(args, op.type));
      case 'create_array_relationship':
        return this.createRelationship('array_relationships', asRecord(args, op.type));
      case 'drop_relationship': {
        const record = asRecord(args, 'drop_relationship');
        const entry = this.entry(record.table);
        const name = record.relationship;
        entry.object_relationships = entry.object_relationships.filter((r) => r.name !== name);
        entry.array_relationships = entry.array_relationships.filter((r) => r.name !== name);
        return success();
      }
      case 'create_select_permission':
      case 'create_insert_permission':
      case 'create_update_permission':
      case 'create_delete_permission':
        return this.createPermission(
          /^create_(\w+)_permission$/.exec(op.type)?.[1] as PermissionKind,
          asRecord(args, op.type),
        );
      case 'add_computed_field': {
        const record = asRecord(args, 'add_computed_field');
        const definition = asRecord(record.definition, 'definition');
        this.entry(record.table).computed_fields.push({
          name: String(record.name),
          definition: { ...definition, function: qualified(definition.function) },
          ...(typeof record.comment === 'string' ? { comment: record.comment } : {}),
        });
        return success();
      }
      case 'track_function': {
        const record = asRecord(args, 'track_function');
        const fn = 'function' in record ? qualified(record.function) : qualified(record);
        this.functions.push({
          function: fn,
          ...(record.configuration ? { configuration: record.configuration } : {}),
        });
        return success();
      }
      case 'insert':
        return this.insert(asRecord(args, 'insert'));
      default:
        throw new V1QueryError(
          'not-supported',
          `the harness does not translate ${String(op.type)}`,
        );
    }
  }

  private async runSql(args: Record<string, Json>): Promise<Json> {
    if (typeof args.sql !== 'string') throw new V1QueryError('parse-failed', 'run_sql needs sql');
    await this.db.exec(args.sql);
    // Hasura drops the metadata of tables a statement removed (with cascade) or fails; the
    // setups only drop what they no longer use, so follow the database. pg_class, not
    // information_schema.tables: that view has no materialized views, which Hasura tracks.
    const { rows } = await this.db.query<{ schema: string; name: string }>(
      `select n.nspname as schema, c.relname as name from pg_class c
         join pg_namespace n on n.oid = c.relnamespace
        where c.relkind in ('r', 'p', 'v', 'm', 'f')`,
    );
    const present = new Set(rows.map((row) => `${row.schema}.${row.name}`));
    for (const name of [...this.tables.keys()]) if (!present.has(name)) this.tables.delete(name);
    return { result_type: 'CommandOk', result: null };
  }

  private trackTable(args: Json): Json {
    const record = typeof args === 'string' ? { name: args } : asRecord(args, 'track_table');
    const table = 'table' in record ? qualified(record.table) : qualified(record);
    if (this.tables.has(key(table))) {
      throw new V1QueryError('already-tracked', `view/table already tracked : "${table.name}"`);
    }
    this.tables.set(key(table), {
      table,
      // An enum table (values as a GraphQL enum): Hasura's `track_table` argument `is_enum`.
      ...(record.is_enum === true ? { is_enum: true as const } : {}),
      ...(record.configuration ? { configuration: record.configuration } : {}),
      object_relationships: [],
      array_relationships: [],
      computed_fields: [],
      select_permissions: [],
      insert_permissions: [],
      update_permissions: [],
      delete_permissions: [],
    });
    return success();
  }

  private entry(table: Json): TableEntry {
    const name = qualified(table);
    const entry = this.tables.get(key(name));
    if (!entry) throw new V1QueryError('not-exists', `table "${name.name}" does not exist`);
    return entry;
  }

  private createRelationship(
    kind: 'object_relationships' | 'array_relationships',
    args: Record<string, Json>,
  ): Json {
    const using = asRecord(args.using, 'using');
    if (kind === 'array_relationships' && 'foreign_key_constraint_on' in using) {
      const fk = using.foreign_key_constraint_on;
      if (fk === null || typeof fk !== 'object') {
        throw new V1QueryError('parse-failed', 'Expecting object { table, columns }.');
      }
    }
    const entry = this.entry(args.table);
    entry[kind].push({
      name: String(args.name),
      using,
      ...(typeof args.comment === 'string' ? { comment: args.comment } : {}),
    });
    return success();
  }

  private createPermission(kind: PermissionKind, args: Record<string, Json>): Json {
    const entry = this.entry(args.table);
    const list = entry[`${kind}_permissions`];
    const role = String(args.role);
    if (list.some((p) => p.role === role)) {
      throw new V1QueryError(
        'already-exists',
        `${kind} permission already defined on table "${entry.table.name}" with role "${role}"`,
      );
    }
    list.push({ role, permission: args.permission ?? {} });
    return success();
  }

  /** v1 `insert`: each object inserted with only the columns it names (defaults for the rest). */
  private async insert(args: Record<string, Json>): Promise<Json> {
    const table = qualified(args.table);
    const objects = Array.isArray(args.objects) ? args.objects : [];
    const target = `${quoteIdent(table.schema)}.${quoteIdent(table.name)}`;
    let affected = 0;
    for (const object of objects) {
      const columns = Object.keys(asRecord(object, 'object')).map(quoteIdent).join(', ');
      const result = await this.db.query(
        `insert into ${target} (${columns}) select ${columns} from json_populate_record(null::${target}, $1::json)`,
        [JSON.stringify(object)],
      );
      affected += result.affectedRows;
    }
    return { affected_rows: affected };
  }

  /** The metadata in Hasura's export format v3, written as a directory the engine loads. */
  async writeMetadataDirectory(dir: string): Promise<void> {
    await rm(dir, { recursive: true, force: true });
    await mkdir(path.join(dir, 'databases'), { recursive: true });
    await writeFile(path.join(dir, 'version.yaml'), stringify({ version: 3 }));
    const tables = [...this.tables.values()].map((entry) => {
      const exported: Record<string, Json> = { table: entry.table };
      if (entry.is_enum) exported.is_enum = true;
      if (entry.configuration) exported.configuration = entry.configuration;
      for (const field of [
        'object_relationships',
        'array_relationships',
        'computed_fields',
        'insert_permissions',
        'select_permissions',
        'update_permissions',
        'delete_permissions',
      ] as const) {
        if (entry[field].length > 0) exported[field] = entry[field];
      }
      return exported;
    });
    const source: Record<string, Json> = {
      name: 'default',
      kind: 'postgres',
      configuration: {
        connection_info: { database_url: { from_env: 'HASURA_GRAPHQL_DATABASE_URL' } },
      },
      tables,
    };
    if (this.functions.length > 0) source.functions = this.functions;
    await writeFile(path.join(dir, 'databases', 'databases.yaml'), stringify([source]));
  }
}

function success(): Json {
  return { message: 'success' };
}
