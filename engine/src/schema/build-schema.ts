import {
  type GraphQLEnumValueConfigMap,
  GraphQLBoolean,
  GraphQLEnumType,
  type GraphQLFieldConfig,
  type GraphQLFieldConfigArgumentMap,
  type GraphQLFieldConfigMap,
  GraphQLFloat,
  type GraphQLInputFieldConfig,
  type GraphQLInputFieldConfigMap,
  GraphQLInputObjectType,
  type GraphQLInputType,
  GraphQLList,
  GraphQLNonNull,
  GraphQLObjectType,
  type GraphQLOutputType,
  GraphQLScalarType,
  GraphQLSchema,
  GraphQLString,
  type GraphQLNamedType,
} from 'graphql';
import {
  isNumeric,
  isOrderable,
  isPostgis,
  isTextLike,
  type ScalarRegistry,
} from '../graphql/scalars';
import {
  GEOGRAPHY_OPERATORS,
  GEOMETRY_OPERATORS,
  LTREE_OPERATORS,
  TEXT_OPERATORS,
} from './operators';
import { inHasuraOrder } from './hasura-order';
import type { FunctionCallModel } from './function-model';
import { removeEmptyTypes } from './empty-types';
import {
  type ColumnModel,
  type ComputedFieldModel,
  type DataModel,
  permissionsFor,
  type RelationshipModel,
  type RolePermissions,
  type RootFieldKind,
  type TableModel,
  type TrackedFunctionModel,
} from './model';

/**
 * One GraphQL schema per role with Hasura's default names: only the tables,
 * columns and root fields the role's permissions allow. Every field carries what it stands for
 * in `extensions.hasura`, which the compiler reads instead of matching names.
 */

export type AggregateFunction =
  | 'sum'
  | 'avg'
  | 'max'
  | 'min'
  | 'stddev'
  | 'stddev_pop'
  | 'stddev_samp'
  | 'var_pop'
  | 'var_samp'
  | 'variance';

export type FieldInfo =
  | { kind: 'root'; root: RootFieldKind; table: TableModel }
  | { kind: 'function'; fn: TrackedFunctionModel; aggregate: boolean }
  | { kind: 'computed_field'; field: ComputedFieldModel }
  | { kind: 'action'; name: string }
  | { kind: 'placeholder' }
  | { kind: 'column'; column: ColumnModel }
  | { kind: 'relationship'; relationship: RelationshipModel }
  | { kind: 'relationship_aggregate'; relationship: RelationshipModel }
  | { kind: 'aggregate' }
  | { kind: 'nodes' }
  | { kind: 'count' }
  | { kind: 'aggregate_function'; fn: AggregateFunction }
  | { kind: 'aggregate_column'; column: ColumnModel }
  | { kind: 'affected_rows' }
  | { kind: 'returning' };

/** The aggregate functions of `<t>_aggregate_fields` and `<t>_aggregate_order_by`, in schema order. */
export const AGGREGATE_FUNCTIONS: readonly AggregateFunction[] = [
  'avg',
  'max',
  'min',
  'stddev',
  'stddev_pop',
  'stddev_samp',
  'sum',
  'var_pop',
  'var_samp',
  'variance',
];

declare module 'graphql' {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- must repeat graphql's type parameters to merge
  interface GraphQLFieldExtensions<_TSource, _TContext, _TArgs> {
    hasura?: FieldInfo;
  }
}

export interface ActionFields {
  query: GraphQLFieldConfigMap<unknown, unknown>;
  mutation: GraphQLFieldConfigMap<unknown, unknown>;
}

/** A text value to compare, for casts: String_comparison_exp. */
export const TEXT_COLUMN: ColumnModel = {
  name: '',
  field: '',
  udtName: 'text',
  nullable: true,
  hasDefault: false,
  generated: undefined,
  enumTable: undefined,
};

/** A geometry or geography value to compare, for casts between the two PostGIS types. */
export function postgisColumn(udtName: 'geometry' | 'geography'): ColumnModel {
  return { ...TEXT_COLUMN, udtName };
}

const nonNull = <T extends GraphQLInputType | GraphQLOutputType>(type: T) =>
  new GraphQLNonNull(type);
const list = <T extends GraphQLInputType | GraphQLOutputType>(type: T) => new GraphQLList(type);

/**
 * Every non-text scalar can be compared as text (`_cast: {String: {...}}`), as jsonb can; the
 * PostGIS types cast to each other instead.
 */
const CAST_ELSEWHERE: ReadonlySet<string> = new Set(['jsonb', 'geometry', 'geography']);

/**
 * Hasura's rule (`relationshipField` in Hasura/GraphQL/Schema/Select.hs): an object relationship
 * over a foreign key of its own table whose columns are all NOT NULL is non-null; a manual one or
 * one over the target's foreign key is nullable. A permission hiding the target row does not
 * change the type.
 */
function objectRelationshipNullable(rel: RelationshipModel): boolean {
  if (rel.definition !== 'foreign_key') return true;
  return rel.mapping.some(([column]) => rel.source.columns.get(column)?.nullable ?? true);
}

export class RoleSchemaBuilder {
  private readonly types = new Map<string, GraphQLNamedType>();

  constructor(
    private readonly model: DataModel,
    readonly role: string,
    private readonly scalars: ScalarRegistry,
    /** Requests with the admin secret and x-hasura-use-backend-only-permissions: true. */
    private readonly backendOnly = false,
  ) {}

  perms(table: TableModel): RolePermissions {
    return permissionsFor(table, this.role);
  }

  private cached<T extends GraphQLNamedType>(name: string, make: () => T): T {
    const existing = this.types.get(name);
    if (existing) return existing as T;
    const type = make();
    this.types.set(name, type);
    return type;
  }

  selectableColumns(table: TableModel): ColumnModel[] {
    const select = this.perms(table).select;
    if (!select) return [];
    return [...table.columns.values()].filter((c) => select.columns.has(c.name));
  }

  private visibleRelationships(table: TableModel): RelationshipModel[] {
    return [...table.relationships.values()].filter((r) => this.perms(r.target).select);
  }

  /**
   * Computed fields the role sees: scalar ones listed in the select
   * permission's `computed_fields`, table ones when it may read the returned table.
   */
  visibleComputedFields(table: TableModel): ComputedFieldModel[] {
    const select = this.perms(table).select;
    if (!select) return [];
    return [...table.computedFields.values()].filter((field) =>
      field.returns.kind === 'scalar'
        ? select.computedFields.has(field.name)
        : this.perms(field.returns.target).select !== undefined,
    );
  }

  /** Computed fields usable in `where` and `order_by`: those without client arguments. */
  private filterableComputedFields(table: TableModel): ComputedFieldModel[] {
    return this.visibleComputedFields(table).filter((f) => f.call.inputArgs.length === 0);
  }

  /** `args: <function>_args` for the client arguments of a function, when it has any. */
  functionArgs(call: FunctionCallModel): GraphQLFieldConfigArgumentMap {
    if (call.inputArgs.length === 0) return {};
    const type = this.cached(call.argsTypeName, () => {
      const fields: GraphQLInputFieldConfigMap = {};
      for (const arg of call.inputArgs) fields[arg.field] = { type: this.scalars.get(arg.scalar) };
      return new GraphQLInputObjectType({
        name: call.argsTypeName,
        description: `input parameters for function "${call.name}"`,
        fields,
      });
    });
    const required = call.inputArgs.some((arg) => arg.required);
    return {
      args: {
        type: required ? nonNull(type) : type,
        description: `input parameters for function "${call.name}"`,
      },
    };
  }

  /** The scalar or enum type of a column. */
  columnType(column: ColumnModel): GraphQLScalarType | GraphQLEnumType {
    const enumTable = column.enumTable;
    if (enumTable) return this.enumTableType(enumTable);
    return this.scalars.forUdt(column.udtName);
  }

  private enumTableType(table: TableModel): GraphQLEnumType {
    const name = `${table.typeName}_enum`;
    return this.cached(name, () => {
      const values: GraphQLEnumValueConfigMap = {};
      for (const { value, comment } of table.enumValues) {
        values[value] = { value, ...(comment ? { description: comment } : {}) };
      }
      return new GraphQLEnumType({ name, values });
    });
  }

  orderByEnum(): GraphQLEnumType {
    return this.cached(
      'order_by',
      () =>
        new GraphQLEnumType({
          name: 'order_by',
          description: 'column ordering options',
          values: {
            asc: { value: 'asc', description: 'in ascending order, nulls last' },
            asc_nulls_first: { value: 'asc_nulls_first' },
            asc_nulls_last: { value: 'asc_nulls_last' },
            desc: { value: 'desc', description: 'in descending order, nulls first' },
            desc_nulls_first: { value: 'desc_nulls_first' },
            desc_nulls_last: { value: 'desc_nulls_last' },
          },
        }),
    );
  }

  comparisonExp(column: ColumnModel): GraphQLInputObjectType {
    const type = this.columnType(column);
    const name = `${type.name}_comparison_exp`;
    return this.cached(name, () => {
      const fields: GraphQLInputFieldConfigMap = {};
      const one = { type };
      const many = { type: list(nonNull(type)) };
      Object.assign(fields, {
        _eq: one,
        _in: many,
        _is_null: { type: GraphQLBoolean },
        _neq: one,
        _nin: many,
      });
      // Hasura's comparisonExps: the ordering operators are for scalars; an enum table's enum
      // has only the equality ones.
      if (!column.enumTable) Object.assign(fields, { _gt: one, _gte: one, _lt: one, _lte: one });
      if (!column.enumTable && isTextLike(column.udtName)) {
        for (const op of TEXT_OPERATORS) {
          fields[op] = { type: GraphQLString };
        }
      }
      if (column.udtName === 'jsonb') {
        Object.assign(fields, {
          _contained_in: one,
          _contains: one,
          _has_key: { type: GraphQLString },
          _has_keys_all: { type: list(nonNull(GraphQLString)) },
          _has_keys_any: { type: list(nonNull(GraphQLString)) },
          _cast: { type: this.castExp('jsonb') },
          _jsonb_path_exists: { type: GraphQLString },
          _jsonb_path_match: { type: GraphQLString },
        });
      }
      if (column.udtName === 'ltree') {
        const described = (op: string, config: GraphQLInputFieldConfig) => ({
          ...config,
          description: LTREE_OPERATORS[op],
        });
        Object.assign(fields, {
          _ancestor: described('_ancestor', one),
          _ancestor_any: described('_ancestor_any', many),
          _descendant: described('_descendant', one),
          _descendant_any: described('_descendant_any', many),
          _matches: described('_matches', { type: this.scalars.get('lquery') }),
          _matches_any: described('_matches_any', { type: list(nonNull(GraphQLString)) }),
          _matches_fulltext: described('_matches_fulltext', {
            type: this.scalars.get('ltxtquery'),
          }),
        });
      }
      if (!column.enumTable && type.name !== 'String' && !CAST_ELSEWHERE.has(column.udtName)) {
        fields._cast = { type: this.castExp(type.name) };
      }
      if (!column.enumTable && isPostgis(column.udtName)) {
        Object.assign(fields, this.postgisOperators(column.udtName, type));
      }
      const sorted: GraphQLInputFieldConfigMap = {};
      for (const key of Object.keys(fields).sort()) sorted[key] = fields[key] as never;
      return new GraphQLInputObjectType({
        name,
        description: `Boolean expression to compare columns of type "${type.name}". All fields are combined with logical 'AND'.`,
        fields: sorted,
      });
    });
  }

  /**
   * The `_st_*` operators of geometry or geography (Hasura's names, input types and
   * descriptions), and `_cast` to the other PostGIS type.
   */
  private postgisOperators(
    udtName: 'geometry' | 'geography',
    type: GraphQLInputType,
  ): GraphQLInputFieldConfigMap {
    const fields: GraphQLInputFieldConfigMap = {};
    const geography = udtName === 'geography';
    const descriptions = geography ? GEOGRAPHY_OPERATORS : GEOMETRY_OPERATORS;
    for (const [op, description] of Object.entries(descriptions)) {
      const input = op.includes('d_within') ? this.distanceInput(udtName) : type;
      fields[op] = { type: input, description };
    }
    const target = geography ? 'geometry' : 'geography';
    const castName = `${udtName}_cast_exp`;
    fields['_cast'] = {
      type: this.cached(
        castName,
        () =>
          new GraphQLInputObjectType({
            name: castName,
            fields: () => ({ [target]: { type: this.comparisonExp(postgisColumn(target)) } }),
          }),
      ),
    };
    return fields;
  }

  /** `st_d_within_input {distance, from}`, `st_d_within_geography_input {..., use_spheroid}`. */
  private distanceInput(udtName: 'geometry' | 'geography'): GraphQLInputObjectType {
    const geography = udtName === 'geography';
    const name = geography ? 'st_d_within_geography_input' : 'st_d_within_input';
    return this.cached(name, () => {
      const from = this.scalars.forUdt(udtName);
      const fields: GraphQLInputFieldConfigMap = {
        distance: { type: nonNull(GraphQLFloat) },
        from: { type: nonNull(from) },
      };
      if (geography) fields['use_spheroid'] = { type: GraphQLBoolean, defaultValue: true };
      return new GraphQLInputObjectType({ name, fields });
    });
  }

  /** `<type>_cast_exp`: compare a column as text (`_cast: {String: {_ilike: ...}}`). */
  private castExp(typeName: string): GraphQLInputObjectType {
    const name = `${typeName}_cast_exp`;
    return this.cached(
      name,
      () =>
        new GraphQLInputObjectType({
          name,
          fields: () => ({ String: { type: this.comparisonExp(TEXT_COLUMN) } }),
        }),
    );
  }

  boolExp(table: TableModel): GraphQLInputObjectType {
    const name = `${table.typeName}_bool_exp`;
    return this.cached(name, () => {
      const self: GraphQLInputObjectType = new GraphQLInputObjectType({
        name,
        description: `Boolean expression to filter rows from the table "${table.name}". All fields are combined with a logical 'AND'.`,
        fields: () => {
          const fields: GraphQLInputFieldConfigMap = {
            _and: { type: list(nonNull(self)) },
            _not: { type: self },
            _or: { type: list(nonNull(self)) },
          };
          for (const column of this.selectableColumns(table)) {
            fields[column.field] = { type: this.comparisonExp(column) };
          }
          for (const rel of this.visibleRelationships(table)) {
            fields[rel.name] = { type: this.boolExp(rel.target) };
          }
          for (const field of this.filterableComputedFields(table)) {
            fields[field.name] = {
              type:
                field.returns.kind === 'scalar'
                  ? this.comparisonExp(field.returns.column)
                  : this.boolExp(field.returns.target),
            };
          }
          return fields;
        },
      });
      return self;
    });
  }

  selectColumnEnum(table: TableModel): GraphQLEnumType {
    const name = `${table.typeName}_select_column`;
    return this.cached(name, () => {
      const values: GraphQLEnumValueConfigMap = {};
      for (const column of this.selectableColumns(table))
        values[column.field] = { value: column.name };
      return new GraphQLEnumType({
        name,
        description: `select columns of table "${table.name}"`,
        values,
      });
    });
  }

  orderBy(table: TableModel): GraphQLInputObjectType {
    const name = `${table.typeName}_order_by`;
    return this.cached(
      name,
      () =>
        new GraphQLInputObjectType({
          name,
          description: `Ordering options when selecting data from "${table.name}".`,
          fields: () => {
            const fields: GraphQLInputFieldConfigMap = {};
            for (const column of this.selectableColumns(table)) {
              fields[column.field] = { type: this.orderByEnum() };
            }
            for (const rel of this.visibleRelationships(table)) {
              if (rel.kind === 'object') fields[rel.name] = { type: this.orderBy(rel.target) };
              else if (this.perms(rel.target).select?.allowAggregations) {
                fields[`${rel.name}_aggregate`] = { type: this.aggregateOrderBy(rel.target) };
              }
            }
            for (const field of this.filterableComputedFields(table)) {
              if (field.returns.kind === 'scalar') {
                fields[field.name] = { type: this.orderByEnum() };
              } else if (this.perms(field.returns.target).select?.allowAggregations) {
                fields[`${field.name}_aggregate`] = {
                  type: this.aggregateOrderBy(field.returns.target),
                };
              }
            }
            return fields;
          },
        }),
    );
  }

  private aggregateOrderBy(table: TableModel): GraphQLInputObjectType {
    const name = `${table.typeName}_aggregate_order_by`;
    return this.cached(name, () => {
      const fields: GraphQLInputFieldConfigMap = { count: { type: this.orderByEnum() } };
      for (const fn of AGGREGATE_FUNCTIONS) {
        const columns = this.aggregateColumns(table, fn);
        if (columns.length === 0) continue;
        const typeName = `${table.typeName}_${fn}_order_by`;
        const type = this.cached(typeName, () => {
          const inner: GraphQLInputFieldConfigMap = {};
          for (const column of columns) inner[column.field] = { type: this.orderByEnum() };
          return new GraphQLInputObjectType({ name: typeName, fields: inner });
        });
        fields[fn] = { type };
      }
      return new GraphQLInputObjectType({ name, fields });
    });
  }

  private listArgs(table: TableModel): GraphQLFieldConfigArgumentMap {
    return {
      distinct_on: {
        type: list(nonNull(this.selectColumnEnum(table))),
        description: 'distinct select on columns',
      },
      limit: { type: this.scalars.get('Int'), description: 'limit the number of rows returned' },
      offset: {
        type: this.scalars.get('Int'),
        description: 'skip the first n rows. Use only with order_by',
      },
      order_by: {
        type: list(nonNull(this.orderBy(table))),
        description: 'sort the rows by one or more columns',
      },
      where: { type: this.boolExp(table), description: 'filter the rows returned' },
    };
  }

  objectType(table: TableModel): GraphQLObjectType {
    const name = table.typeName;
    return this.cached(
      name,
      () =>
        new GraphQLObjectType({
          name,
          description: `columns and relationships of "${table.name}"`,
          fields: () => {
            const fields: GraphQLFieldConfigMap<unknown, unknown> = {};
            for (const column of this.selectableColumns(table)) {
              const type = this.columnType(column);
              fields[column.field] = {
                type: column.nullable ? type : nonNull(type),
                ...(column.udtName === 'json' || column.udtName === 'jsonb'
                  ? { args: { path: { type: GraphQLString, description: 'JSON select path' } } }
                  : {}),
                extensions: { hasura: { kind: 'column', column } },
              };
            }
            for (const rel of this.visibleRelationships(table)) {
              if (rel.kind === 'object') {
                const target = this.objectType(rel.target);
                fields[rel.name] = {
                  type: objectRelationshipNullable(rel) ? target : nonNull(target),
                  extensions: { hasura: { kind: 'relationship', relationship: rel } },
                };
                continue;
              }
              fields[rel.name] = {
                type: nonNull(list(nonNull(this.objectType(rel.target)))),
                args: this.listArgs(rel.target),
                extensions: { hasura: { kind: 'relationship', relationship: rel } },
              };
              if (this.perms(rel.target).select?.allowAggregations) {
                fields[`${rel.name}_aggregate`] = {
                  type: nonNull(this.aggregateType(rel.target)),
                  args: this.listArgs(rel.target),
                  extensions: { hasura: { kind: 'relationship_aggregate', relationship: rel } },
                };
              }
            }
            for (const field of this.visibleComputedFields(table)) {
              fields[field.name] = this.computedField(field);
            }
            return fields;
          },
        }),
    );
  }

  /** A computed field: a nullable scalar, or a list of rows with the list arguments. */
  private computedField(field: ComputedFieldModel): GraphQLFieldConfig<unknown, unknown> {
    const description = field.comment ?? `A computed field, executes function "${field.call.name}"`;
    const extensions = { hasura: { kind: 'computed_field' as const, field } };
    if (field.returns.kind === 'scalar') {
      return {
        type: this.scalars.forUdt(field.returns.column.udtName),
        args: this.functionArgs(field.call),
        description,
        extensions,
      };
    }
    const target = field.returns.target;
    return {
      type: nonNull(list(nonNull(this.objectType(target)))),
      args: { ...this.functionArgs(field.call), ...this.listArgs(target) },
      description,
      extensions,
    };
  }

  /** Root fields of a tracked function: its rows and, when allowed, their aggregate. */
  private functionRoots(fn: TrackedFunctionModel): GraphQLFieldConfigMap<unknown, unknown> {
    const select = this.perms(fn.table).select;
    if (!select) return {};
    const args = { ...this.functionArgs(fn.call), ...this.listArgs(fn.table) };
    const fields: GraphQLFieldConfigMap<unknown, unknown> = {
      [fn.rootFieldNames.function]: {
        type: nonNull(list(nonNull(this.objectType(fn.table)))),
        args,
        description: `execute function "${fn.call.name}" which returns "${fn.table.name}"`,
        extensions: { hasura: { kind: 'function', fn, aggregate: false } },
      },
    };
    if (select.allowAggregations) {
      fields[fn.rootFieldNames.function_aggregate] = {
        type: nonNull(this.aggregateType(fn.table)),
        args,
        description: `execute function "${fn.call.name}" and query aggregates on result of table type "${fn.table.name}"`,
        extensions: { hasura: { kind: 'function', fn, aggregate: true } },
      };
    }
    return fields;
  }

  /** Columns an aggregate function applies to: numbers for sum/avg..., orderable types for max/min. */
  private aggregateColumns(table: TableModel, fn: AggregateFunction): ColumnModel[] {
    return this.selectableColumns(table).filter((c) =>
      fn === 'max' || fn === 'min' ? isOrderable(c.udtName) && !c.enumTable : isNumeric(c.udtName),
    );
  }

  private aggregateType(table: TableModel): GraphQLObjectType {
    const name = `${table.typeName}_aggregate`;
    return this.cached(
      name,
      () =>
        new GraphQLObjectType({
          name,
          description: `aggregated selection of "${table.name}"`,
          fields: () => ({
            aggregate: {
              type: this.aggregateFields(table),
              extensions: { hasura: { kind: 'aggregate' } },
            },
            nodes: {
              type: nonNull(list(nonNull(this.objectType(table)))),
              extensions: { hasura: { kind: 'nodes' } },
            },
          }),
        }),
    );
  }

  private aggregateFields(table: TableModel): GraphQLObjectType {
    const name = `${table.typeName}_aggregate_fields`;
    return this.cached(name, () => {
      const fields: GraphQLFieldConfigMap<unknown, unknown> = {
        count: {
          type: nonNull(this.scalars.get('Int')),
          args: {
            columns: { type: list(nonNull(this.selectColumnEnum(table))) },
            distinct: { type: GraphQLBoolean },
          },
          extensions: { hasura: { kind: 'count' } },
        },
      };
      for (const fn of AGGREGATE_FUNCTIONS) {
        const columns = this.aggregateColumns(table, fn);
        if (columns.length === 0) continue;
        const typeName = `${table.typeName}_${fn}_fields`;
        const type = this.cached(typeName, () => {
          const inner: GraphQLFieldConfigMap<unknown, unknown> = {};
          for (const column of columns) {
            const t =
              fn === 'max' || fn === 'min' || fn === 'sum' ? this.columnType(column) : GraphQLFloat;
            inner[column.field] = {
              type: t,
              extensions: { hasura: { kind: 'aggregate_column', column } },
            };
          }
          return new GraphQLObjectType({ name: typeName, fields: inner });
        });
        fields[fn] = { type, extensions: { hasura: { kind: 'aggregate_function', fn } } };
      }
      return new GraphQLObjectType({
        name,
        description: `aggregate fields of "${table.name}"`,
        fields,
      });
    });
  }

  // ---- mutations -------------------------------------------------------------------------

  private insertableColumns(table: TableModel): ColumnModel[] {
    const insert = this.perms(table).insert;
    if (!insert) return [];
    return [...table.columns.values()].filter(
      (c) => insert.columns.has(c.name) && !insert.presets.has(c.name) && c.generated !== 'always',
    );
  }

  private updatableColumns(table: TableModel): ColumnModel[] {
    const update = this.perms(table).update;
    if (!update) return [];
    return [...table.columns.values()].filter(
      (c) => update.columns.has(c.name) && !update.presets.has(c.name) && c.generated !== 'always',
    );
  }

  insertInput(table: TableModel): GraphQLInputObjectType {
    const name = `${table.typeName}_insert_input`;
    return this.cached(
      name,
      () =>
        new GraphQLInputObjectType({
          name,
          description: `input type for inserting data into table "${table.name}"`,
          fields: () => {
            const fields: GraphQLInputFieldConfigMap = {};
            for (const column of this.insertableColumns(table)) {
              fields[column.field] = { type: this.columnType(column) };
            }
            for (const rel of table.relationships.values()) {
              if (!this.perms(rel.target).insert) continue;
              fields[rel.name] = {
                type: this.relInsertInput(rel.target, rel.kind === 'object' ? 'obj' : 'arr'),
              };
            }
            return fields;
          },
        }),
    );
  }

  /** `<t>_obj_rel_insert_input` / `<t>_arr_rel_insert_input`: nested data and its upsert. */
  private relInsertInput(table: TableModel, kind: 'obj' | 'arr'): GraphQLInputObjectType {
    const name = `${table.typeName}_${kind}_rel_insert_input`;
    return this.cached(
      name,
      () =>
        new GraphQLInputObjectType({
          name,
          fields: () => {
            const row = nonNull(this.insertInput(table));
            const onConflict = this.onConflict(table);
            return {
              data: { type: kind === 'obj' ? row : nonNull(list(row)) },
              ...(onConflict ? { on_conflict: { type: onConflict } } : {}),
            };
          },
        }),
    );
  }

  /** `<t>_on_conflict`, only for roles that may also update the table. */
  onConflict(table: TableModel): GraphQLInputObjectType | undefined {
    if (!this.perms(table).update || table.uniqueKeys.length === 0) return undefined;
    const name = `${table.typeName}_on_conflict`;
    return this.cached(name, () => {
      const constraint = this.cached(`${table.typeName}_constraint`, () => {
        const values: GraphQLEnumValueConfigMap = {};
        for (const key of table.uniqueKeys) values[key.name] = { value: key.name };
        return new GraphQLEnumType({ name: `${table.typeName}_constraint`, values });
      });
      const updateColumn = this.updateColumnEnum(table);
      return new GraphQLInputObjectType({
        name,
        description: `on_conflict condition type for table "${table.name}"`,
        fields: () => ({
          constraint: { type: nonNull(constraint) },
          update_columns: { type: nonNull(list(nonNull(updateColumn))), defaultValue: [] },
          where: { type: this.boolExp(table) },
        }),
      });
    });
  }

  private updateColumnEnum(table: TableModel): GraphQLEnumType {
    const name = `${table.typeName}_update_column`;
    return this.cached(name, () => {
      const values: GraphQLEnumValueConfigMap = {};
      for (const column of this.updatableColumns(table))
        values[column.field] = { value: column.name };
      if (Object.keys(values).length === 0)
        values['_PLACEHOLDER'] = { value: '_PLACEHOLDER', description: 'placeholder (do not use)' };
      return new GraphQLEnumType({ name, values });
    });
  }

  mutationResponse(table: TableModel): GraphQLObjectType {
    const name = `${table.typeName}_mutation_response`;
    return this.cached(name, () => {
      const fields: GraphQLFieldConfigMap<unknown, unknown> = {
        affected_rows: {
          type: nonNull(this.scalars.get('Int')),
          description: 'number of rows affected by the mutation',
          extensions: { hasura: { kind: 'affected_rows' } },
        },
      };
      if (this.perms(table).select) {
        fields['returning'] = {
          type: nonNull(list(nonNull(this.objectType(table)))),
          description: 'data from the rows affected by the mutation',
          extensions: { hasura: { kind: 'returning' } },
        };
      }
      return new GraphQLObjectType({
        name,
        description: `response of any mutation on the table "${table.name}"`,
        fields,
      });
    });
  }

  private updateOperatorInputs(table: TableModel): GraphQLFieldConfigArgumentMap {
    const columns = this.updatableColumns(table);
    const args: GraphQLFieldConfigArgumentMap = {};
    const input = (
      suffix: string,
      pick: (c: ColumnModel) => boolean,
      type: (c: ColumnModel) => GraphQLInputType,
      description: string,
    ) => {
      const chosen = columns.filter(pick);
      if (chosen.length === 0) return undefined;
      const name = `${table.typeName}_${suffix}_input`;
      return this.cached(name, () => {
        const fields: GraphQLInputFieldConfigMap = {};
        for (const column of chosen) fields[column.field] = { type: type(column) };
        return new GraphQLInputObjectType({ name, description, fields });
      });
    };
    const jsonb = (c: ColumnModel) => c.udtName === 'jsonb';
    const ops: [string, string, GraphQLInputObjectType | undefined][] = [
      [
        '_append',
        'append existing jsonb value of filtered columns with new jsonb value',
        input(
          'append',
          jsonb,
          (c) => this.columnType(c),
          'append existing jsonb value of filtered columns with new jsonb value',
        ),
      ],
      [
        '_delete_at_path',
        'delete the field or element with specified path (for JSON arrays, negative integers count from the end)',
        input(
          'delete_at_path',
          jsonb,
          () => list(nonNull(GraphQLString)),
          'delete the field or element with specified path',
        ),
      ],
      [
        '_delete_elem',
        'delete the array element with specified index (negative integers count from the end). throws an error if top level container is not an array',
        input(
          'delete_elem',
          jsonb,
          () => this.scalars.get('Int'),
          'delete the array element with specified index',
        ),
      ],
      [
        '_delete_key',
        'delete key/value pair or string element. key/value pairs are matched based on their key value',
        input('delete_key', jsonb, () => GraphQLString, 'delete key/value pair or string element'),
      ],
      [
        '_inc',
        'increments the numeric columns with given value of the filtered values',
        input(
          'inc',
          (c) => isNumeric(c.udtName),
          (c) => this.columnType(c),
          'input type for incrementing numeric columns',
        ),
      ],
      [
        '_prepend',
        'prepend existing jsonb value of filtered columns with new jsonb value',
        input(
          'prepend',
          jsonb,
          (c) => this.columnType(c),
          'prepend existing jsonb value of filtered columns with new jsonb value',
        ),
      ],
      [
        '_set',
        'sets the columns of the filtered rows to the given values',
        input(
          'set',
          () => true,
          (c) => this.columnType(c),
          `input type for updating data in table "${table.name}"`,
        ),
      ],
    ];
    for (const [name, description, type] of ops) {
      if (type) args[name] = { type, description };
    }
    return args;
  }

  private pkColumnsInput(table: TableModel): GraphQLInputObjectType | undefined {
    const pk = table.primaryKey;
    if (!pk) return undefined;
    const name = `${table.typeName}_pk_columns_input`;
    return this.cached(name, () => {
      const fields: GraphQLInputFieldConfigMap = {};
      for (const columnName of pk.columns) {
        const column = table.columns.get(columnName);
        if (column) fields[column.field] = { type: nonNull(this.columnType(column)) };
      }
      return new GraphQLInputObjectType({
        name,
        description: `primary key columns input for table: ${table.name}`,
        fields,
      });
    });
  }

  /** Whether every primary-key column is visible to the role (needed for `_by_pk`). */
  private pkSelectable(table: TableModel): boolean {
    const select = this.perms(table).select;
    const pk = table.primaryKey;
    return !!select && !!pk && pk.columns.every((c) => select.columns.has(c));
  }

  private pkArgs(table: TableModel): GraphQLFieldConfigArgumentMap {
    const args: GraphQLFieldConfigArgumentMap = {};
    for (const columnName of table.primaryKey?.columns ?? []) {
      const column = table.columns.get(columnName);
      if (column) args[column.field] = { type: nonNull(this.columnType(column)) };
    }
    return args;
  }

  // ---- roots -----------------------------------------------------------------------------

  build(actions: ActionFields): GraphQLSchema {
    const query: GraphQLFieldConfigMap<unknown, unknown> = {};
    const mutation: GraphQLFieldConfigMap<unknown, unknown> = {};
    const root = (
      table: TableModel,
      kind: RootFieldKind,
      config: GraphQLFieldConfig<unknown, unknown>,
    ) => {
      config.extensions = { hasura: { kind: 'root', root: kind, table } };
      const target = kind.startsWith('select') ? query : mutation;
      target[table.rootFieldNames[kind]] = config;
    };
    const tables = [...this.model.tables].sort((a, b) => a.typeName.localeCompare(b.typeName));
    for (const table of tables) {
      const perms = this.perms(table);
      const select = perms.select;
      if (select) {
        if (select.rootFields.has('select')) {
          root(table, 'select', {
            type: nonNull(list(nonNull(this.objectType(table)))),
            args: this.listArgs(table),
            description: `fetch data from the table: "${table.name}"`,
          });
        }
        if (select.allowAggregations && select.rootFields.has('select_aggregate')) {
          root(table, 'select_aggregate', {
            type: nonNull(this.aggregateType(table)),
            args: this.listArgs(table),
            description: `fetch aggregated fields from the table: "${table.name}"`,
          });
        }
        if (select.rootFields.has('select_by_pk') && this.pkSelectable(table)) {
          root(table, 'select_by_pk', {
            type: this.objectType(table),
            args: this.pkArgs(table),
            description: `fetch data from the table: "${table.name}" using primary key columns`,
          });
        }
      }
      if (perms.insert && (!perms.insert.backendOnly || this.backendOnly)) {
        const onConflict = this.onConflict(table);
        root(table, 'insert', {
          type: this.mutationResponse(table),
          args: {
            objects: {
              type: nonNull(list(nonNull(this.insertInput(table)))),
              description: 'the rows to be inserted',
            },
            ...(onConflict
              ? { on_conflict: { type: onConflict, description: 'upsert condition' } }
              : {}),
          },
          description: `insert data into the table: "${table.name}"`,
        });
        if (select) {
          root(table, 'insert_one', {
            type: this.objectType(table),
            args: {
              object: {
                type: nonNull(this.insertInput(table)),
                description: 'the row to be inserted',
              },
              ...(onConflict
                ? { on_conflict: { type: onConflict, description: 'upsert condition' } }
                : {}),
            },
            description: `insert a single row into the table: "${table.name}"`,
          });
        }
      }
      if (perms.update && (!perms.update.backendOnly || this.backendOnly)) {
        const operators = this.updateOperatorInputs(table);
        root(table, 'update', {
          type: this.mutationResponse(table),
          args: {
            ...operators,
            where: {
              type: nonNull(this.boolExp(table)),
              description: 'filter the rows which have to be updated',
            },
          },
          description: `update data of the table: "${table.name}"`,
        });
        const pkInput = this.pkColumnsInput(table);
        if (select && pkInput && this.pkSelectable(table)) {
          root(table, 'update_by_pk', {
            type: this.objectType(table),
            args: { ...operators, pk_columns: { type: nonNull(pkInput) } },
            description: `update single row of the table: "${table.name}"`,
          });
        }
        const updates = this.cached(`${table.typeName}_updates`, () => {
          const fields: GraphQLInputFieldConfigMap = {};
          for (const [name, arg] of Object.entries(operators)) fields[name] = { type: arg.type };
          fields['where'] = {
            type: nonNull(this.boolExp(table)),
            description: 'filter the rows which have to be updated',
          };
          return new GraphQLInputObjectType({ name: `${table.typeName}_updates`, fields });
        });
        root(table, 'update_many', {
          type: list(this.mutationResponse(table)),
          args: {
            updates: {
              type: nonNull(list(nonNull(updates))),
              description: 'updates to execute, in order',
            },
          },
          description: `update multiples rows of table: "${table.name}"`,
        });
      }
      if (perms.delete && (!perms.delete.backendOnly || this.backendOnly)) {
        root(table, 'delete', {
          type: this.mutationResponse(table),
          args: {
            where: {
              type: nonNull(this.boolExp(table)),
              description: 'filter the rows which have to be deleted',
            },
          },
          description: `delete data from the table: "${table.name}"`,
        });
        if (select && this.pkSelectable(table)) {
          root(table, 'delete_by_pk', {
            type: this.objectType(table),
            args: this.pkArgs(table),
            description: `delete single row from the table: "${table.name}"`,
          });
        }
      }
    }
    for (const fn of this.model.functions) {
      // Hasura's inferred function permissions: a role that may read the returned table.
      Object.assign(fn.exposedAs === 'query' ? query : mutation, this.functionRoots(fn));
    }
    Object.assign(query, actions.query);
    Object.assign(mutation, actions.mutation);
    if (Object.keys(query).length === 0) {
      query['no_queries_available'] = {
        type: nonNull(GraphQLString),
        extensions: { hasura: { kind: 'placeholder' } },
      };
    }
    const queryRoot = new GraphQLObjectType({ name: 'query_root', fields: query });
    const mutationRoot =
      Object.keys(mutation).length > 0
        ? new GraphQLObjectType({ name: 'mutation_root', fields: mutation })
        : undefined;
    removeEmptyTypes(mutationRoot ? [queryRoot, mutationRoot] : [queryRoot]);
    return inHasuraOrder(
      new GraphQLSchema({
        query: queryRoot,
        ...(mutationRoot && Object.keys(mutationRoot.getFields()).length > 0
          ? { mutation: mutationRoot }
          : {}),
      }),
    );
  }
}
