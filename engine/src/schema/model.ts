import type { Queryable } from '../db/database';
import type { DatabaseSchema, TableInfo } from '../introspect/introspect';
import {
  type LoadedMetadata,
  type LoadedTable,
  MetadataError,
  type MetadataProblem,
  normalizeTable,
  type QualifiedTable,
  tableKey,
} from '../metadata/load-metadata';
import type { BoolExp as MetadataBoolExp, TableMetadataInput } from '../metadata/metadata-schema';
import { ADMIN_ROLE } from '../session';
import { compileSql, sql } from '../sql/sql';
import {
  buildComputedFields,
  buildTrackedFunctions,
  type ComputedFieldModel,
  type TrackedFunctionModel,
} from './function-model';
import { COLUMN_OPERATORS, COMPARISON_OPERATORS } from './operators';

export type { ComputedFieldModel, TrackedFunctionModel } from './function-model';

/**
 * The engine's view of the data: metadata joined with the database catalogue. Every name the
 * metadata uses is resolved here once, at start-up, so that compiling a query never meets an
 * unknown table, column or relationship.
 */

export interface ColumnModel {
  name: string;
  /** The GraphQL field name (column_config.custom_name, else the column name). */
  field: string;
  udtName: string;
  nullable: boolean;
  hasDefault: boolean;
  generated: 'always' | 'by-default' | undefined;
  /** Set when the column references the key of an enum table (is_enum: true). */
  enumTable: TableModel | undefined;
}

export interface RelationshipModel {
  name: string;
  kind: 'object' | 'array';
  source: TableModel;
  target: TableModel;
  /** Pairs of (source column, target column). */
  mapping: readonly (readonly [string, string])[];
  /** For nested inserts: whether the target row is inserted before the parent. */
  insertBeforeParent: boolean;
  /**
   * How the metadata defines it: a foreign key of the source table, a foreign key of the target
   * table pointing back (`foreign_key_constraint_on: {table, columns}`), or a manual mapping.
   */
  definition: 'foreign_key' | 'remote_foreign_key' | 'manual';
}

/** A boolean expression of the metadata (permission filter or check), names resolved. */
export type PermissionExp =
  | { kind: 'true' }
  | { kind: 'and'; items: PermissionExp[] }
  | { kind: 'or'; items: PermissionExp[] }
  | { kind: 'not'; item: PermissionExp }
  | { kind: 'exists'; table: TableModel; where: PermissionExp }
  | { kind: 'relationship'; relationship: RelationshipModel; where: PermissionExp }
  | { kind: 'computed_rows'; field: ComputedFieldModel; where: PermissionExp }
  | {
      kind: 'compare';
      column: ColumnModel;
      operator: string;
      value: PermissionValue;
      /** Set when the left side is a scalar computed field (`column` then stands for its result). */
      computed?: ComputedFieldModel;
    };

export type PermissionValue =
  | { kind: 'literal'; value: unknown }
  | { kind: 'session'; name: string }
  | { kind: 'column'; column: ColumnModel; root: boolean };

export type PresetValue = { kind: 'literal'; value: unknown } | { kind: 'session'; name: string };

export interface SelectPermission {
  columns: ReadonlySet<string>;
  /** Scalar computed fields the role may select (`computed_fields`). */
  computedFields: ReadonlySet<string>;
  filter: PermissionExp;
  limit: number | undefined;
  allowAggregations: boolean;
  rootFields: ReadonlySet<'select' | 'select_by_pk' | 'select_aggregate'>;
}

export interface InsertPermission {
  columns: ReadonlySet<string>;
  check: PermissionExp;
  presets: ReadonlyMap<string, PresetValue>;
  backendOnly: boolean;
}

export interface UpdatePermission {
  columns: ReadonlySet<string>;
  filter: PermissionExp;
  check: PermissionExp | undefined;
  presets: ReadonlyMap<string, PresetValue>;
  backendOnly: boolean;
}

export interface DeletePermission {
  filter: PermissionExp;
  backendOnly: boolean;
}

export interface RolePermissions {
  select: SelectPermission | undefined;
  insert: InsertPermission | undefined;
  update: UpdatePermission | undefined;
  delete: DeletePermission | undefined;
}

export interface UniqueKey {
  name: string;
  columns: readonly string[];
}

export type RootFieldKind =
  | 'select'
  | 'select_by_pk'
  | 'select_aggregate'
  | 'insert'
  | 'insert_one'
  | 'update'
  | 'update_by_pk'
  | 'update_many'
  | 'delete'
  | 'delete_by_pk';

export interface TableModel {
  schema: string;
  name: string;
  file: string;
  /** GraphQL name of the table: custom_name, else name (public) or schema_name. */
  typeName: string;
  rootFieldNames: Readonly<Record<RootFieldKind, string>>;
  columns: Map<string, ColumnModel>;
  /** Columns by GraphQL field name. */
  columnsByField: Map<string, ColumnModel>;
  primaryKey: UniqueKey | undefined;
  /** Primary key and unique constraints (the `<t>_constraint` enum). */
  uniqueKeys: UniqueKey[];
  relationships: Map<string, RelationshipModel>;
  computedFields: Map<string, ComputedFieldModel>;
  /** Foreign keys that every row obeys (validated, not deferrable), by referenced "schema.name". */
  enforcedForeignKeys: readonly EnforcedForeignKey[];
  isEnum: boolean;
  enumValues: { value: string; comment: string | null }[];
  permissions: Map<string, RolePermissions>;
}

export interface EnforcedForeignKey {
  columns: readonly string[];
  /** "schema.name" of the referenced table. */
  references: string;
  referencedColumns: readonly string[];
}

export interface DataModel {
  tables: TableModel[];
  byKey: Map<string, TableModel>;
  /** Tracked SQL functions, each returning rows of a tracked table. */
  functions: TrackedFunctionModel[];
  /** Roles named by any permission (not admin). */
  roles: Set<string>;
}

function problem(file: string, path: string, message: string): MetadataProblem {
  return { file, path, message };
}

function typeNameOf(table: QualifiedTable, metadata: TableMetadataInput): string {
  return (
    metadata.configuration?.custom_name ??
    (table.schema === 'public' ? table.name : `${table.schema}_${table.name}`)
  );
}

function rootFieldNamesOf(
  typeName: string,
  metadata: TableMetadataInput,
): Record<RootFieldKind, string> {
  const custom = metadata.configuration?.custom_root_fields ?? {};
  const name = (kind: RootFieldKind, fallback: string): string => {
    const value = custom[kind];
    if (typeof value === 'string' && value) return value;
    if (value && typeof value === 'object' && value.name) return value.name;
    return fallback;
  };
  return {
    select: name('select', typeName),
    select_by_pk: name('select_by_pk', `${typeName}_by_pk`),
    select_aggregate: name('select_aggregate', `${typeName}_aggregate`),
    insert: name('insert', `insert_${typeName}`),
    insert_one: name('insert_one', `insert_${typeName}_one`),
    update: name('update', `update_${typeName}`),
    update_by_pk: name('update_by_pk', `update_${typeName}_by_pk`),
    update_many: name('update_many', `update_${typeName}_many`),
    delete: name('delete', `delete_${typeName}`),
    delete_by_pk: name('delete_by_pk', `delete_${typeName}_by_pk`),
  };
}

function sameColumns(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((c, i) => c === b[i]);
}

const SESSION_VARIABLE = /^x-hasura-/i;

class ModelBuilder {
  readonly problems: MetadataProblem[] = [];
  readonly byKey = new Map<string, TableModel>();
  readonly infos = new Map<TableModel, TableInfo>();
  readonly loaded = new Map<TableModel, LoadedTable>();
  readonly roles = new Set<string>();

  constructor(
    private readonly metadata: LoadedMetadata,
    private readonly db: DatabaseSchema,
  ) {}

  build(): DataModel {
    for (const source of this.metadata.sources) {
      for (const loaded of source.tables) this.addTable(loaded);
    }
    this.resolveEnumColumns();
    for (const [table, loaded] of this.loaded) this.addRelationships(table, loaded);
    for (const [table, loaded] of this.loaded)
      buildComputedFields(table, loaded, this.db, this.byKey, this.problems);
    const functions = this.metadata.sources.flatMap((source) =>
      buildTrackedFunctions(source.functions, this.db, this.byKey, this.problems),
    );
    for (const [table, loaded] of this.loaded) this.addPermissions(table, loaded);
    this.checkNames(functions);
    if (this.problems.length > 0) throw new MetadataError(this.problems);
    return { tables: [...this.byKey.values()], byKey: this.byKey, functions, roles: this.roles };
  }

  private addTable(loaded: LoadedTable): void {
    const key = tableKey(loaded.table);
    const info = this.db.tables.get(key);
    if (!info) {
      this.problems.push(problem(loaded.file, 'table', `table ${key} does not exist`));
      return;
    }
    const metadata = loaded.metadata;
    const typeName = typeNameOf(loaded.table, metadata);
    const columnConfig = metadata.configuration?.column_config ?? {};
    const customColumnNames = metadata.configuration?.custom_column_names ?? {};
    const table: TableModel = {
      schema: info.schema,
      name: info.name,
      file: loaded.file,
      typeName,
      rootFieldNames: rootFieldNamesOf(typeName, metadata),
      columns: new Map(),
      columnsByField: new Map(),
      primaryKey: info.primaryKey,
      uniqueKeys: [...(info.primaryKey ? [info.primaryKey] : []), ...info.uniqueConstraints],
      relationships: new Map(),
      computedFields: new Map(),
      enforcedForeignKeys: info.foreignKeys
        .filter((fk) => fk.enforced)
        .map((fk) => ({
          columns: fk.columns,
          references: `${fk.referencedSchema}.${fk.referencedTable}`,
          referencedColumns: fk.referencedColumns,
        })),
      isEnum: metadata.is_enum === true,
      enumValues: [],
      permissions: new Map(),
    };
    for (const column of info.columns) {
      const field =
        columnConfig[column.name]?.custom_name ?? customColumnNames[column.name] ?? column.name;
      const model: ColumnModel = {
        name: column.name,
        field,
        udtName: column.udtName,
        nullable: column.nullable,
        hasDefault: column.hasDefault,
        generated: column.generated,
        enumTable: undefined,
      };
      table.columns.set(column.name, model);
      table.columnsByField.set(field, model);
    }
    if (table.isEnum) {
      const pk = info.primaryKey?.columns;
      if (pk?.length !== 1 || info.columns.find((c) => c.name === pk[0])?.udtName !== 'text') {
        this.problems.push(
          problem(loaded.file, 'is_enum', 'an enum table needs a single text primary key'),
        );
      }
    }
    this.byKey.set(key, table);
    this.infos.set(table, info);
    this.loaded.set(table, loaded);
  }

  private resolveEnumColumns(): void {
    for (const [table, info] of this.infos) {
      for (const fk of info.foreignKeys) {
        if (fk.columns.length !== 1) continue;
        const target = this.byKey.get(`${fk.referencedSchema}.${fk.referencedTable}`);
        if (!target?.isEnum) continue;
        const column = table.columns.get(fk.columns[0] ?? '');
        if (column) column.enumTable = target;
      }
    }
  }

  private target(file: string, path: string, table: QualifiedTable): TableModel | undefined {
    const target = this.byKey.get(tableKey(table));
    if (!target) {
      this.problems.push(problem(file, path, `table ${tableKey(table)} is not tracked`));
    }
    return target;
  }

  private addRelationships(table: TableModel, loaded: LoadedTable): void {
    const info = this.infos.get(table);
    if (!info) return;
    const file = loaded.file;
    const add = (relationship: RelationshipModel, path: string) => {
      if (
        table.relationships.has(relationship.name) ||
        table.columnsByField.has(relationship.name)
      ) {
        this.problems.push(problem(file, path, `"${relationship.name}" is defined twice`));
        return;
      }
      table.relationships.set(relationship.name, relationship);
    };
    (loaded.metadata.object_relationships ?? []).forEach((rel, i) => {
      const path = `object_relationships[${String(i)}]`;
      const using = rel.using;
      if ('manual_configuration' in using) {
        const relationship = this.manualRelationship(table, rel.name, 'object', using, file, path);
        if (relationship) add(relationship, path);
        return;
      }
      const on = using.foreign_key_constraint_on;
      if (typeof on === 'string' || Array.isArray(on)) {
        const columns = typeof on === 'string' ? [on] : on;
        const fk = info.foreignKeys.find((f) => sameColumns(f.columns, columns));
        if (!fk) {
          this.problems.push(
            problem(
              file,
              `${path}.using.foreign_key_constraint_on`,
              `no foreign key on ${columns.join(', ')}`,
            ),
          );
          return;
        }
        const target = this.target(file, path, {
          schema: fk.referencedSchema,
          name: fk.referencedTable,
        });
        if (!target) return;
        add(
          {
            name: rel.name,
            kind: 'object',
            source: table,
            target,
            mapping: fk.columns.map((c, j) => [c, fk.referencedColumns[j] ?? ''] as const),
            insertBeforeParent: true,
            definition: 'foreign_key',
          },
          path,
        );
        return;
      }
      const relationship = this.remoteKeyRelationship(table, rel.name, 'object', on, file, path);
      if (relationship) add(relationship, path);
    });
    (loaded.metadata.array_relationships ?? []).forEach((rel, i) => {
      const path = `array_relationships[${String(i)}]`;
      const using = rel.using;
      if ('manual_configuration' in using) {
        const relationship = this.manualRelationship(table, rel.name, 'array', using, file, path);
        if (relationship) add(relationship, path);
        return;
      }
      const relationship = this.remoteKeyRelationship(
        table,
        rel.name,
        'array',
        using.foreign_key_constraint_on,
        file,
        path,
      );
      if (relationship) add(relationship, path);
    });
  }

  /** A relationship by `manual_configuration`: the column mapping as written. */
  private manualRelationship(
    table: TableModel,
    name: string,
    kind: 'object' | 'array',
    using: {
      manual_configuration: {
        remote_table: Parameters<typeof normalizeTable>[0];
        column_mapping: Record<string, string>;
        insertion_order?: 'before_parent' | 'after_parent' | null | undefined;
      };
    },
    file: string,
    path: string,
  ): RelationshipModel | undefined {
    const config = using.manual_configuration;
    const target = this.target(
      file,
      `${path}.using.manual_configuration.remote_table`,
      normalizeTable(config.remote_table),
    );
    if (!target) return undefined;
    return {
      name,
      kind,
      source: table,
      target,
      mapping: Object.entries(config.column_mapping),
      // Only object relationships are inserted before their parent, unless told otherwise.
      insertBeforeParent: kind === 'object' && config.insertion_order !== 'after_parent',
      definition: 'manual',
    };
  }

  private remoteKeyRelationship(
    table: TableModel,
    name: string,
    kind: 'object' | 'array',
    on: {
      table: Parameters<typeof normalizeTable>[0];
      column?: string | undefined;
      columns?: string[] | undefined;
    },
    file: string,
    path: string,
  ): RelationshipModel | undefined {
    const target = this.target(
      file,
      `${path}.using.foreign_key_constraint_on.table`,
      normalizeTable(on.table),
    );
    if (!target) return undefined;
    const columns = on.columns ?? (on.column ? [on.column] : []);
    const fk = this.infos
      .get(target)
      ?.foreignKeys.find(
        (f) =>
          sameColumns(f.columns, columns) &&
          f.referencedSchema === table.schema &&
          f.referencedTable === table.name,
      );
    if (!fk) {
      this.problems.push(
        problem(
          file,
          `${path}.using.foreign_key_constraint_on`,
          `no foreign key on ${tableKey(target)} (${columns.join(', ')}) referencing ${tableKey(table)}`,
        ),
      );
      return undefined;
    }
    return {
      name,
      kind,
      source: table,
      target,
      mapping: fk.columns.map((c, j) => [fk.referencedColumns[j] ?? '', c] as const),
      insertBeforeParent: false,
      definition: 'remote_foreign_key',
    };
  }

  private columnSet(
    table: TableModel,
    columns: readonly string[] | '*',
    file: string,
    path: string,
  ): Set<string> {
    if (columns === '*') return new Set(table.columns.keys());
    for (const [i, column] of columns.entries()) {
      if (!table.columns.has(column))
        this.problems.push(
          problem(
            file,
            `${path}[${String(i)}]`,
            `column "${column}" does not exist on ${table.name}`,
          ),
        );
    }
    return new Set(columns);
  }

  /** `computed_fields` of a select permission: scalar computed fields of the table. */
  private computedFieldSet(
    table: TableModel,
    names: readonly string[] | undefined,
    file: string,
    path: string,
  ): Set<string> {
    for (const name of names ?? []) {
      if (table.computedFields.get(name)?.returns.kind !== 'scalar')
        this.problems.push(
          problem(file, `${path}.computed_fields`, `"${name}" is not a scalar computed field`),
        );
    }
    return new Set(names);
  }

  private presets(
    table: TableModel,
    set: Record<string, unknown> | undefined,
    file: string,
    path: string,
  ): Map<string, PresetValue> {
    const presets = new Map<string, PresetValue>();
    for (const [column, value] of Object.entries(set ?? {})) {
      if (!table.columns.has(column)) {
        this.problems.push(
          problem(file, `${path}.${column}`, `column "${column}" does not exist on ${table.name}`),
        );
        continue;
      }
      presets.set(
        column,
        typeof value === 'string' && SESSION_VARIABLE.test(value)
          ? { kind: 'session', name: value.toLowerCase() }
          : { kind: 'literal', value },
      );
    }
    return presets;
  }

  private addPermissions(table: TableModel, loaded: LoadedTable): void {
    const file = loaded.file;
    const m = loaded.metadata;
    const entry = (role: string): RolePermissions => {
      this.roles.add(role);
      let permissions = table.permissions.get(role);
      if (!permissions) {
        permissions = {
          select: undefined,
          insert: undefined,
          update: undefined,
          delete: undefined,
        };
        table.permissions.set(role, permissions);
      }
      return permissions;
    };
    const exp = (value: MetadataBoolExp, path: string) =>
      this.parseExp(table, table, value, file, path);
    (m.select_permissions ?? []).forEach(({ role, permission: p }, i) => {
      const path = `select_permissions[${String(i)}].permission`;
      entry(role).select = {
        columns: this.columnSet(table, p.columns, file, `${path}.columns`),
        computedFields: this.computedFieldSet(table, p.computed_fields, file, path),
        filter: exp(p.filter, `${path}.filter`),
        limit: p.limit,
        allowAggregations: p.allow_aggregations === true,
        rootFields: new Set(p.query_root_fields ?? ['select', 'select_by_pk', 'select_aggregate']),
      };
    });
    (m.insert_permissions ?? []).forEach(({ role, permission: p }, i) => {
      const path = `insert_permissions[${String(i)}].permission`;
      entry(role).insert = {
        columns: this.columnSet(table, p.columns, file, `${path}.columns`),
        check: exp(p.check, `${path}.check`),
        presets: this.presets(table, p.set, file, `${path}.set`),
        backendOnly: p.backend_only === true,
      };
    });
    (m.update_permissions ?? []).forEach(({ role, permission: p }, i) => {
      const path = `update_permissions[${String(i)}].permission`;
      entry(role).update = {
        columns: this.columnSet(table, p.columns, file, `${path}.columns`),
        filter: exp(p.filter, `${path}.filter`),
        check: p.check ? exp(p.check, `${path}.check`) : undefined,
        presets: this.presets(table, p.set, file, `${path}.set`),
        backendOnly: p.backend_only === true,
      };
    });
    (m.delete_permissions ?? []).forEach(({ role, permission: p }, i) => {
      const path = `delete_permissions[${String(i)}].permission`;
      entry(role).delete = {
        filter: exp(p.filter, `${path}.filter`),
        backendOnly: p.backend_only === true,
      };
    });
  }

  /** Parses a metadata boolean expression. */
  parseExp(
    root: TableModel,
    table: TableModel,
    value: unknown,
    file: string,
    path: string,
  ): PermissionExp {
    if (value === null || typeof value !== 'object' || Array.isArray(value)) {
      this.problems.push(problem(file, path, 'a boolean expression must be an object'));
      return { kind: 'true' };
    }
    const items: PermissionExp[] = [];
    for (const [key, operand] of Object.entries(value as Record<string, unknown>)) {
      const at = `${path}.${key}`;
      const op = key.startsWith('$') ? `_${key.slice(1)}` : key;
      if (op === '_and' || op === '_or') {
        const list = Array.isArray(operand) ? operand : [operand];
        const parsed = list.map((item, i) =>
          this.parseExp(root, table, item, file, `${at}[${String(i)}]`),
        );
        items.push(op === '_and' ? { kind: 'and', items: parsed } : { kind: 'or', items: parsed });
      } else if (op === '_not') {
        items.push({ kind: 'not', item: this.parseExp(root, table, operand, file, at) });
      } else if (op === '_exists') {
        const spec = operand as { _table?: unknown; _where?: unknown } | null;
        const target = spec?._table
          ? this.target(
              file,
              `${at}._table`,
              normalizeTable(spec._table as Parameters<typeof normalizeTable>[0]),
            )
          : undefined;
        if (!target) {
          if (!spec?._table)
            this.problems.push(problem(file, at, '_exists needs _table and _where'));
          continue;
        }
        items.push({
          kind: 'exists',
          table: target,
          where: this.parseExp(root, target, spec?._where ?? {}, file, `${at}._where`),
        });
      } else if (table.computedFields.has(key)) {
        items.push(...this.parseComputed(root, table, key, operand, file, at));
      } else if (table.relationships.has(key)) {
        const relationship = table.relationships.get(key);
        if (relationship)
          items.push({
            kind: 'relationship',
            relationship,
            where: this.parseExp(root, relationship.target, operand, file, at),
          });
      } else {
        const column = table.columns.get(key);
        if (!column) {
          this.problems.push(
            problem(file, at, `"${key}" is neither a column nor a relationship of ${table.name}`),
          );
          continue;
        }
        items.push(...this.parseComparisons(root, table, column, operand, file, at));
      }
    }
    if (items.length === 1 && items[0]) return items[0];
    return items.length === 0 ? { kind: 'true' } : { kind: 'and', items };
  }

  /** A computed field in a permission: compared like a column, or a filter on its rows. */
  private parseComputed(
    root: TableModel,
    table: TableModel,
    key: string,
    operand: unknown,
    file: string,
    path: string,
  ): PermissionExp[] {
    const field = table.computedFields.get(key);
    if (!field) return [];
    if (field.returns.kind === 'table') {
      const where = this.parseExp(root, field.returns.target, operand, file, path);
      return [{ kind: 'computed_rows', field, where }];
    }
    const column = field.returns.column;
    return this.parseComparisons(root, table, column, operand, file, path).map((exp) =>
      exp.kind === 'compare' ? { ...exp, computed: field } : exp,
    );
  }

  private parseComparisons(
    root: TableModel,
    table: TableModel,
    column: ColumnModel,
    operand: unknown,
    file: string,
    path: string,
  ): PermissionExp[] {
    const ops: Record<string, unknown> =
      operand !== null && typeof operand === 'object' && !Array.isArray(operand)
        ? (operand as Record<string, unknown>)
        : { _eq: operand };
    const result: PermissionExp[] = [];
    for (const [rawOp, raw] of Object.entries(ops)) {
      const operator = rawOp.startsWith('$') ? `_${rawOp.slice(1)}` : rawOp;
      const at = `${path}.${rawOp}`;
      if (!COMPARISON_OPERATORS.has(operator) && !COLUMN_OPERATORS.has(operator)) {
        this.problems.push(problem(file, at, `unknown operator "${rawOp}"`));
        continue;
      }
      let value: PermissionValue;
      if (COLUMN_OPERATORS.has(operator)) {
        const isRoot = Array.isArray(raw) && raw[0] === '$';
        const name = isRoot ? (raw as unknown[])[1] : raw;
        const other =
          typeof name === 'string' ? (isRoot ? root : table).columns.get(name) : undefined;
        if (!other) {
          this.problems.push(problem(file, at, `"${String(name)}" is not a column`));
          continue;
        }
        value = { kind: 'column', column: other, root: isRoot };
      } else if (typeof raw === 'string' && SESSION_VARIABLE.test(raw)) {
        value = { kind: 'session', name: raw.toLowerCase() };
      } else {
        value = { kind: 'literal', value: raw };
      }
      result.push({ kind: 'compare', column, operator, value });
    }
    return result;
  }

  private checkNames(functions: readonly TrackedFunctionModel[]): void {
    const seen = new Map<string, string>();
    const claim = (name: string, owner: string, file: string, path: string) => {
      const other = seen.get(name);
      if (other)
        this.problems.push(problem(file, path, `root field "${name}" is also used by ${other}`));
      else seen.set(name, owner);
    };
    for (const table of this.byKey.values()) {
      for (const name of Object.values(table.rootFieldNames))
        claim(name, table.name, table.file, 'configuration');
    }
    for (const fn of functions) {
      for (const name of Object.values(fn.rootFieldNames))
        claim(name, `function ${fn.call.name}`, fn.file, 'functions');
    }
  }
}

/** Builds the model and reads the values of enum tables from the database. */
export async function buildDataModel(
  metadata: LoadedMetadata,
  schema: DatabaseSchema,
  db: Queryable,
): Promise<DataModel> {
  const model = new ModelBuilder(metadata, schema).build();
  for (const table of model.tables) {
    if (!table.isEnum || !table.primaryKey) continue;
    const key = table.primaryKey.columns[0] ?? 'value';
    const hasComment = table.columns.has('comment');
    const query = sql`select ${sql.ident(key)}::text as value, ${hasComment ? sql`${sql.ident('comment')}::text` : sql`null::text`} as comment from ${sql.ident(table.schema, table.name)} order by 1`;
    const compiled = compileSql(query);
    const rows = await db.query<{ value: string; comment: string | null }>(compiled.text);
    table.enumValues = rows.rows;
    const invalid = rows.rows.find((r) => !/^[_A-Za-z][_0-9A-Za-z]*$/.test(r.value));
    if (invalid) {
      throw new MetadataError([
        problem(table.file, 'is_enum', `enum value "${invalid.value}" is not a valid GraphQL name`),
      ]);
    }
  }
  return model;
}

/** Full rights, as the admin role has them. */
export function adminPermissions(table: TableModel): RolePermissions {
  const all = new Set(table.columns.keys());
  return {
    select: {
      columns: all,
      computedFields: new Set(
        [...table.computedFields.values()]
          .filter((f) => f.returns.kind === 'scalar')
          .map((f) => f.name),
      ),
      filter: { kind: 'true' },
      limit: undefined,
      allowAggregations: true,
      rootFields: new Set(['select', 'select_by_pk', 'select_aggregate']),
    },
    insert: { columns: all, check: { kind: 'true' }, presets: new Map(), backendOnly: false },
    update: {
      columns: all,
      filter: { kind: 'true' },
      check: undefined,
      presets: new Map(),
      backendOnly: false,
    },
    delete: { filter: { kind: 'true' }, backendOnly: false },
  };
}

export function permissionsFor(table: TableModel, role: string): RolePermissions {
  if (role === ADMIN_ROLE) return adminPermissions(table);
  return (
    table.permissions.get(role) ?? {
      select: undefined,
      insert: undefined,
      update: undefined,
      delete: undefined,
    }
  );
}
