import {
  type FieldNode,
  getArgumentValues,
  type GraphQLField,
  getNamedType,
  GraphQLObjectType,
  type SelectionSetNode,
} from 'graphql';
import { validationError } from '../errors';
import { collectFields, mergedSelectionSet } from '../graphql/collect-fields';
import { geoJsonOutput } from '../graphql/geojson';
import { isPostgis } from '../graphql/scalars';
import type { AggregateFunction, FieldInfo } from '../schema/build-schema';
import type { FunctionCallModel, InputArgModel } from '../schema/function-model';
import type {
  ColumnModel,
  ComputedFieldModel,
  RelationshipModel,
  TableModel,
  TrackedFunctionModel,
} from '../schema/model';
import { type Sql, sql, VariableRef } from '../sql/sql';
import {
  and,
  computedFieldCall,
  permissionSql,
  relatedFilterSql,
  relationshipJoin,
  valueSql,
  visibleComputedRows,
  visibleRelated,
  whereSql,
} from './bool-exp';
import { type CompileContext, nextAlias, perms, resolveValue } from './context';
import { functionCallSql, rowValue } from './function-call';
import { type RowAlternative, rootPermissionSql, rowAlternatives } from './root-permission';

/**
 * Selections compiled to SQL that builds the response JSON inside Postgres:
 * rows come from one filtered, ordered, limited subquery; object relationships are correlated
 * subqueries returning one object, array relationships aggregate with json_agg.
 */

export type Args = Record<string, unknown>;

export function fieldArgs(
  ctx: CompileContext,
  def: GraphQLField<unknown, unknown>,
  node: FieldNode,
): Args {
  return getArgumentValues(def, node, ctx.selection.variables);
}

/** An object built in Postgres with keys in the given order. */
export function jsonObject(entries: readonly (readonly [string, Sql])[]): Sql {
  if (entries.length <= 50) {
    return sql`json_build_object(${sql.join(
      entries.map(([key, value]) => sql`${sql.literal(key)}, ${value}`),
      sql`, `,
    )})`;
  }
  // json_build_object takes at most 100 arguments; row_to_json keeps the column order.
  return sql`(SELECT row_to_json(_o) FROM (SELECT ${sql.join(
    entries.map(([key, value]) => sql`${value} AS ${sql.ident(key)}`),
    sql`, `,
  )}) AS _o)`;
}

function fieldsOf(
  ctx: CompileContext,
  type: GraphQLObjectType,
  selectionSet: SelectionSetNode | undefined,
) {
  if (!selectionSet) return new Map<string, FieldNode[]>();
  return collectFields(selectionSet, type, ctx.selection);
}

function objectTypeOf(def: GraphQLField<unknown, unknown>): GraphQLObjectType {
  const type = getNamedType(def.type);
  if (!(type instanceof GraphQLObjectType)) throw new Error(`${def.name} is not an object field`);
  return type;
}

/** One selected field of an object type, with what it stands for. */
export interface SelectedField {
  node: FieldNode;
  def: GraphQLField<unknown, unknown>;
  info: FieldInfo;
  /** The merged sub-selection of every node with this response key. */
  selection: SelectionSetNode | undefined;
  /** Hasura's request path of the field. */
  path: string;
}

/**
 * The JSON entries of a selection set, in selection order and keyed by response key:
 * `__typename` becomes the type's name, every other field what `fieldSql` makes of it.
 */
export function selectionEntries(
  ctx: CompileContext,
  type: GraphQLObjectType,
  selectionSet: SelectionSetNode | undefined,
  path: string,
  fieldSql: (field: SelectedField) => Sql,
): [string, Sql][] {
  const entries: [string, Sql][] = [];
  const defs = type.getFields();
  for (const [key, nodes] of fieldsOf(ctx, type, selectionSet)) {
    const node = nodes[0] as FieldNode;
    const name = node.name.value;
    const at = `${path}.selectionSet.${name}`;
    if (name === '__typename') {
      entries.push([key, sql.literal(type.name)]);
      continue;
    }
    const def = defs[name];
    const info = def?.extensions.hasura;
    if (!def || !info)
      throw validationError(`field '${name}' not found in type: '${type.name}'`, at);
    entries.push([
      key,
      fieldSql({ node, def, info, selection: mergedSelectionSet(nodes), path: at }),
    ]);
  }
  return entries;
}

/** Types Hasura prints as JSON strings under HASURA_GRAPHQL_STRINGIFY_NUMERIC_TYPES. */
const STRINGIFIED_TYPES = new Set(['int8', 'numeric', 'float8']);

export function stringifiedNumeric(ctx: CompileContext, udtName: string): boolean {
  return ctx.stringifyNumerics && STRINGIFIED_TYPES.has(udtName);
}

/** A column's value as the response shows it (json/jsonb columns take Hasura's `path` argument). */
export function columnJson(
  ctx: CompileContext,
  column: ColumnModel,
  alias: Sql,
  args: Args,
  path: string,
): Sql {
  const value = sql`${alias}.${sql.ident(column.name)}`;
  if (typeof args.path === 'string') {
    return sql`${value} #> ${sql.value(jsonPathKeys(args.path, `${path}.args.path`), 'array')}::text[]`;
  }
  // Hasura answers geometry and geography as GeoJSON.
  if (isPostgis(column.udtName)) return geoJsonOutput(value);
  return stringifiedNumeric(ctx, column.udtName) ? sql`${value}::text` : value;
}

/**
 * Hasura's JSON path (`$.a.b[0]`, `a["b c"]`) as the key list of Postgres' `#>` operator.
 */
export function jsonPathKeys(text: string, path: string): string[] {
  const keys: string[] = [];
  let rest = text.startsWith('$') ? text.slice(1) : text;
  const token = /^\.?(?:\[(\d+)\]|\["((?:[^"\\]|\\.)*)"\]|\['((?:[^'\\]|\\.)*)'\]|([^.[\]'"]+))/;
  while (rest.length > 0) {
    const match = token.exec(rest);
    if (!match) throw validationError(`parse json path error: ${text}`, path);
    keys.push(match[1] ?? match[2] ?? match[3] ?? match[4] ?? '');
    rest = rest.slice(match[0].length);
  }
  return keys;
}

/** The JSON of one row of `table` (its alias) for a selection set on its object type. */
export function rowJson(
  ctx: CompileContext,
  table: TableModel,
  type: GraphQLObjectType,
  selectionSet: SelectionSetNode | undefined,
  alias: Sql,
  path: string,
): Sql {
  const entries = selectionEntries(
    ctx,
    type,
    selectionSet,
    path,
    ({ node, def, info, selection, path: at }) => {
      switch (info.kind) {
        case 'column':
          return columnJson(ctx, info.column, alias, fieldArgs(ctx, def, node), at);
        case 'relationship': {
          const rel = info.relationship;
          const targetType = objectTypeOf(def);
          if (rel.kind === 'object') {
            return objectRelationshipJson(ctx, rel, alias, targetType, selection, at);
          }
          return arrayJson(ctx, rel.target, targetType, fieldArgs(ctx, def, node), selection, at, {
            rel,
            alias,
          });
        }
        case 'relationship_aggregate':
          return aggregateJson(
            ctx,
            info.relationship.target,
            objectTypeOf(def),
            fieldArgs(ctx, def, node),
            selection,
            at,
            { rel: info.relationship, alias },
          );
        case 'computed_field':
          return computedFieldJson(
            ctx,
            info.field,
            def,
            fieldArgs(ctx, def, node),
            selection,
            alias,
            at,
          );
        default:
          throw new Error(`unexpected field kind ${info.kind} in ${type.name}`);
      }
    },
  );
  return jsonObject(entries);
}

function objectRelationshipJson(
  ctx: CompileContext,
  rel: RelationshipModel,
  sourceAlias: Sql,
  type: GraphQLObjectType,
  selectionSet: SelectionSetNode | undefined,
  path: string,
): Sql {
  const { alias, from } = visibleRelated(ctx, rel, sourceAlias);
  return sql`(SELECT ${rowJson(ctx, rel.target, type, selectionSet, alias, path)} ${from} LIMIT 1)`;
}

/**
 * Where a list's rows come from other than the whole table: a parent row's relationship, or a
 * function call (a table computed field, a tracked function) used as the FROM item.
 */
type Join = { rel: RelationshipModel; alias: Sql } | { rows: Sql };

/** The client's `args` of a function as the SQL of each argument it gave. */
function inputArgs(ctx: CompileContext, given: unknown): (arg: InputArgModel) => Sql | undefined {
  const value = given instanceof VariableRef ? resolveValue(ctx, given) : given;
  const record = (value ?? {}) as Record<string, unknown>;
  return (arg) =>
    record[arg.field] === undefined ? undefined : valueSql(record[arg.field], arg.udtName);
}

function functionRows(
  ctx: CompileContext,
  call: FunctionCallModel,
  args: Args,
  path: string,
  row?: Sql,
): Join {
  return {
    rows: functionCallSql(call, {
      ...(row ? { row } : {}),
      input: inputArgs(ctx, args['args']),
      path,
    }),
  };
}

/** A computed field of the row at `alias`: the function's scalar, or its rows as a list. */
function computedFieldJson(
  ctx: CompileContext,
  field: ComputedFieldModel,
  def: GraphQLField<unknown, unknown>,
  args: Args,
  selectionSet: SelectionSetNode | undefined,
  alias: Sql,
  path: string,
): Sql {
  const row = rowValue(field.table, alias);
  if (field.returns.kind === 'table') {
    const rows = functionRows(ctx, field.call, args, path, row);
    return arrayJson(ctx, field.returns.target, objectTypeOf(def), args, selectionSet, path, rows);
  }
  const value = functionCallSql(field.call, { row, input: inputArgs(ctx, args['args']), path });
  const udtName = field.returns.column.udtName;
  if (isPostgis(udtName)) return geoJsonOutput(value);
  return stringifiedNumeric(ctx, udtName) ? sql`(${value})::text` : value;
}

/** A tracked function's root field: its rows (or their aggregate) the role may read. */
export function functionJson(
  ctx: CompileContext,
  fn: TrackedFunctionModel,
  aggregate: boolean,
  type: GraphQLObjectType,
  args: Args,
  selectionSet: SelectionSetNode | undefined,
  path: string,
): Sql {
  const rows = functionRows(ctx, fn.call, args, path);
  return aggregate
    ? aggregateJson(ctx, fn.table, type, args, selectionSet, path, rows)
    : arrayJson(ctx, fn.table, type, args, selectionSet, path, rows);
}

const DIRECTIONS: Record<string, Sql> = {
  asc: sql`ASC NULLS LAST`,
  asc_nulls_first: sql`ASC NULLS FIRST`,
  asc_nulls_last: sql`ASC NULLS LAST`,
  desc: sql`DESC NULLS FIRST`,
  desc_nulls_first: sql`DESC NULLS FIRST`,
  desc_nulls_last: sql`DESC NULLS LAST`,
};

interface OrderItem {
  expression: Sql;
  direction: Sql;
  /** Set for a plain column of the table itself (distinct_on must lead with those). */
  column?: string;
}

function direction(value: unknown, path: string): Sql {
  const dir = typeof value === 'string' ? DIRECTIONS[value] : undefined;
  if (!dir) throw validationError(`unexpected value for order_by`, path);
  return dir;
}

/** Order items for one `<t>_order_by` object; `wrap` lifts an expression over `alias` to the root row. */
function orderItems(
  ctx: CompileContext,
  table: TableModel,
  value: Record<string, unknown>,
  alias: Sql,
  wrap: ((expression: Sql) => Sql) | undefined,
  path: string,
): OrderItem[] {
  const items: OrderItem[] = [];
  const lift = wrap ?? ((e: Sql) => e);
  for (const [key, operand] of Object.entries(value)) {
    if (operand === undefined || operand === null) continue;
    const at = `${path}.${key}`;
    const column = table.columnsByField.get(key);
    if (column) {
      items.push({
        expression: lift(sql`${alias}.${sql.ident(column.name)}`),
        direction: direction(operand, at),
        ...(wrap ? {} : { column: column.name }),
      });
      continue;
    }
    const scalar = table.computedFields.get(key);
    if (scalar?.returns.kind === 'scalar') {
      items.push({
        expression: lift(computedFieldCall(scalar, alias)),
        direction: direction(operand, at),
      });
      continue;
    }
    const rel =
      table.relationships.get(key) ?? table.relationships.get(key.replace(/_aggregate$/, ''));
    // `<computed field>_aggregate` orders by an aggregate of the rows a table computed field returns.
    const computed = table.computedFields.get(key.replace(/_aggregate$/, ''));
    const computedRows = computed?.returns.kind === 'table' ? computed : undefined;
    if (!rel && !computedRows)
      throw validationError(`field '${key}' not found in type: '${table.typeName}_order_by'`, at);
    const target = rel ? rel.target : (computedRows?.returns as { target: TableModel }).target;
    const { alias: targetAlias, from } = rel
      ? visibleRelated(ctx, rel, alias)
      : visibleComputedRows(ctx, computedRows as ComputedFieldModel, alias);
    if (rel?.kind === 'object') {
      items.push(
        ...orderItems(
          ctx,
          target,
          operand as Record<string, unknown>,
          targetAlias,
          (e) => lift(sql`(SELECT ${e} ${from} LIMIT 1)`),
          at,
        ),
      );
      continue;
    }
    for (const [fn, inner] of Object.entries(operand as Record<string, unknown>)) {
      if (inner === undefined || inner === null) continue;
      if (fn === 'count') {
        items.push({
          expression: lift(sql`(SELECT count(*) ${from})`),
          direction: direction(inner, `${at}.count`),
        });
        continue;
      }
      for (const [field, dir] of Object.entries(inner as Record<string, unknown>)) {
        const col = target.columnsByField.get(field);
        if (!col || dir === null || dir === undefined) continue;
        items.push({
          expression: lift(
            sql`(SELECT ${aggregateCall(fn as AggregateFunction, sql`${targetAlias}.${sql.ident(col.name)}`)} ${from})`,
          ),
          direction: direction(dir, `${at}.${fn}.${field}`),
        });
      }
    }
  }
  return items;
}

function aggregateCall(fn: AggregateFunction, expression: Sql): Sql {
  switch (fn) {
    case 'sum':
      return sql`sum(${expression})`;
    case 'max':
      return sql`max(${expression})`;
    case 'min':
      return sql`min(${expression})`;
    case 'avg':
      return sql`avg(${expression})::float8`;
    case 'stddev':
      return sql`stddev(${expression})::float8`;
    case 'stddev_pop':
      return sql`stddev_pop(${expression})::float8`;
    case 'stddev_samp':
      return sql`stddev_samp(${expression})::float8`;
    case 'var_pop':
      return sql`var_pop(${expression})::float8`;
    case 'var_samp':
      return sql`var_samp(${expression})::float8`;
    case 'variance':
      return sql`variance(${expression})::float8`;
  }
}

/**
 * `limit` takes a non-negative Int; `offset` is read like Hasura's bigint, so "10" works too.
 */
function countValue(name: 'limit' | 'offset', path: string) {
  return (value: unknown): number => {
    let n = value;
    if (typeof value === 'string') {
      if (name === 'offset' && /^-?\d+$/.test(value)) n = Number(value);
      else
        throw validationError(
          "expected a non-negative 32-bit integer for type 'Int', but found a string",
          path,
        );
    }
    if (typeof n !== 'number' || !Number.isInteger(n)) {
      throw validationError(`expecting Integer value for "${name}"`, path);
    }
    if (n < 0) {
      throw validationError(
        "expected a non-negative 32-bit integer for type 'Int', but found an integer",
        path,
      );
    }
    return n;
  };
}

function countSql(
  ctx: CompileContext,
  value: unknown,
  permLimit: number | undefined,
  name: 'limit' | 'offset',
  path: string,
): Sql | undefined {
  if (value === undefined || value === null) {
    return name === 'limit' && permLimit !== undefined ? sql.integer(permLimit) : undefined;
  }
  const check = countValue(name, path);
  if (value instanceof VariableRef) {
    const param = sql`(${sql.variable(value, 'plain', check)})::${name === 'offset' ? sql`bigint` : sql`int`}`;
    return name === 'limit' && permLimit !== undefined
      ? sql`LEAST(${param}, ${sql.integer(permLimit)})`
      : param;
  }
  const n = check(resolveValue(ctx, value));
  // A limit is part of the SQL text (the engine keys plans by the values of limit variables):
  // the rows it asks for are what Postgres plans the rest of the statement for.
  if (name === 'limit') return sql.integer(permLimit !== undefined ? Math.min(n, permLimit) : n);
  return sql.value(n);
}

/** The rows a list field reads: `SELECT alias.* FROM table AS alias WHERE ... ORDER BY ... LIMIT`. */
export function baseRows(
  ctx: CompileContext,
  table: TableModel,
  args: Args,
  alias: Sql,
  path: string,
  join?: Join,
  /**
   * An aggregate computes over every row the role may read; only its `nodes` are capped by
   * the permission's row limit, through the `"__prn"` row number this adds.
   */
  numberForPermissionLimit = false,
): { sql: Sql; aggregateOrder: Sql; permissionLimit: number | undefined } {
  const select = perms(ctx, table).select;
  const permissionLimit = numberForPermissionLimit ? select?.limit : undefined;
  const argsPath = `${path}.args`;
  const filter = select?.filter ?? { kind: 'true' as const };
  if (!join || 'rel' in join) ctx.tableRows.add(alias);
  const conditions = [
    join && 'rel' in join ? relationshipJoin(join.rel, join.alias, alias) : sql.empty,
    // A root field's rows: an OR of subqueries in the permission becomes a union of index scans;
    // a relationship's, its filter with what the row it is read from proves.
    !join
      ? rootPermissionSql(ctx, table, filter, alias)
      : 'rel' in join
        ? relatedFilterSql(ctx, join.rel, join.alias, alias)
        : permissionSql(ctx, filter, alias),
    whereSql(ctx, table, args['where'], alias, `${argsPath}.where`),
  ];
  const orderValue = resolveValue(ctx, args['order_by']);
  const orderList = (
    Array.isArray(orderValue) ? orderValue : orderValue ? [orderValue] : []
  ) as Record<string, unknown>[];
  const order = orderList.flatMap((o, i) =>
    orderItems(ctx, table, o, alias, undefined, `${argsPath}.order_by[${String(i)}]`),
  );
  const distinct = resolveValue(ctx, args['distinct_on']) as string[] | undefined | null;
  let distinctSql = sql.empty;
  if (distinct && distinct.length > 0) {
    const leading = order.slice(0, distinct.length);
    const matches =
      order.length === 0 ||
      (leading.length === distinct.length &&
        leading.every((item) => item.column !== undefined && distinct.includes(item.column)));
    if (!matches)
      throw validationError(
        '"distinct_on" columns must match initial "order_by" columns',
        argsPath,
      );
    if (order.length === 0) {
      for (const column of distinct)
        order.push({
          expression: sql`${alias}.${sql.ident(column)}`,
          direction: sql`ASC NULLS LAST`,
          column,
        });
    }
    distinctSql = sql`DISTINCT ON (${sql.join(
      distinct.map((c) => sql`${alias}.${sql.ident(c)}`),
      sql`, `,
    )}) `;
  }
  const orderSql =
    order.length > 0
      ? sql` ORDER BY ${sql.join(
          order.map((o) => sql`${o.expression} ${o.direction}`),
          sql`, `,
        )}`
      : sql.empty;
  const limit = countSql(
    ctx,
    args['limit'],
    numberForPermissionLimit ? undefined : select?.limit,
    'limit',
    `${argsPath}.limit`,
  );
  const offset = countSql(ctx, args['offset'], undefined, 'offset', `${argsPath}.offset`);
  // json_agg gets the same order explicitly (Postgres does not promise to keep a subquery's
  // order): the columns again when the order is by plain columns, else a row number.
  let aggregateOrder = sql.empty;
  let rowNumber = sql.empty;
  if (order.length > 0) {
    if (order.every((o) => o.column !== undefined)) {
      aggregateOrder = sql` ORDER BY ${sql.join(
        order.map((o) => sql`${o.expression} ${o.direction}`),
        sql`, `,
      )}`;
    } else {
      rowNumber = sql`, row_number() OVER (${orderSql}) AS "__rn"`;
      aggregateOrder = sql` ORDER BY ${alias}."__rn"`;
    }
  }
  if (permissionLimit !== undefined)
    rowNumber = sql`${rowNumber}, row_number() OVER (${orderSql}) AS "__prn"`;
  // A root field's page whose permission is a union of alternatives on the row's own columns:
  // the first rows of each alternative, then the page of those.
  if (
    !join &&
    limit &&
    order.length > 0 &&
    !distinct?.length &&
    permissionLimit === undefined &&
    order.every((o) => o.column !== undefined)
  ) {
    const alternatives = rowAlternatives(table, filter);
    if (alternatives) {
      const page = { order, limit, offset, where: args['where'], wherePath: `${argsPath}.where` };
      return {
        sql: pageOfAlternatives(ctx, table, alternatives, page, alias, orderSql),
        aggregateOrder,
        permissionLimit,
      };
    }
  }
  return {
    sql: sql`SELECT ${distinctSql}${alias}.*${rowNumber} FROM ${join && 'rows' in join ? join.rows : sql.ident(table.schema, table.name)} AS ${alias} WHERE ${and(conditions)}${orderSql}${limit ? sql` LIMIT ${limit}` : sql.empty}${offset ? sql` OFFSET ${offset}` : sql.empty}`,
    aggregateOrder,
    permissionLimit,
  };
}

/**
 * A page of a root field whose permission is a union of alternatives on the row's own columns
 * (rowAlternatives): each alternative's first `limit + offset` rows in the page's order, each
 * from its own index, then the page of those.
 */
function pageOfAlternatives(
  ctx: CompileContext,
  table: TableModel,
  alternatives: readonly RowAlternative[],
  page: {
    order: OrderItem[];
    limit: Sql;
    offset: Sql | undefined;
    where: unknown;
    wherePath: string;
  },
  alias: Sql,
  orderSql: Sql,
): Sql {
  const { order, limit, offset } = page;
  // Each alternative's first rows, enough for the page at its offset.
  const perAlternative = offset ? sql`${limit} + ${offset}` : limit;
  const branches = alternatives.map(({ items, gates }, i) => {
    const branch = nextAlias(ctx, table.name);
    // Each row once: a row an earlier alternative lets in is left to that one.
    const earlier = alternatives
      .slice(0, i)
      .map(
        (other) => sql`(${and(other.items.map((c) => permissionSql(ctx, c, branch)))}) IS NOT TRUE`,
      );
    const branchOrder = sql.join(
      order.map((o) => sql`${branch}.${sql.ident(o.column ?? '')} ${o.direction}`),
      sql`, `,
    );
    const where = and([
      ...items.map((c) => permissionSql(ctx, c, branch)),
      ...earlier,
      whereSql(ctx, table, page.where, branch, page.wherePath),
    ]);
    // An alternative whose gates are false (the platform's, for a practice) asks for no row,
    // so Postgres runs nothing under its Limit: not even the workers of a parallel plan.
    const rows =
      gates.length > 0
        ? sql`CASE WHEN ${and(gates.map((g) => permissionSql(ctx, g, branch)))} THEN ${perAlternative} ELSE 0 END`
        : perAlternative;
    return sql`(SELECT ${branch}.* FROM ${sql.ident(table.schema, table.name)} AS ${branch} WHERE ${where} ORDER BY ${branchOrder} LIMIT ${rows})`;
  });
  return sql`SELECT ${alias}.* FROM (${sql.join(branches, sql` UNION ALL `)}) AS ${alias}${orderSql} LIMIT ${limit}${offset ? sql` OFFSET ${offset}` : sql.empty}`;
}

/** A JSON array of rows (root list field or array relationship). */
export function arrayJson(
  ctx: CompileContext,
  table: TableModel,
  type: GraphQLObjectType,
  args: Args,
  selectionSet: SelectionSetNode | undefined,
  path: string,
  join?: Join,
): Sql {
  const alias = nextAlias(ctx, table.name);
  const rows = baseRows(ctx, table, args, alias, path, join);
  return sql`(SELECT coalesce(json_agg(${rowJson(ctx, table, type, selectionSet, alias, path)}${rows.aggregateOrder}), '[]'::json) FROM (${rows.sql}) AS ${alias})`;
}

/** `<t>_aggregate { aggregate { count sum {...} ... } nodes {...} }` over the same rows. */
export function aggregateJson(
  ctx: CompileContext,
  table: TableModel,
  type: GraphQLObjectType,
  args: Args,
  selectionSet: SelectionSetNode | undefined,
  path: string,
  join?: Join,
): Sql {
  const alias = nextAlias(ctx, table.name);
  const rows = baseRows(ctx, table, args, alias, path, join, true);
  const capped =
    rows.permissionLimit === undefined
      ? sql.empty
      : sql` FILTER (WHERE ${alias}."__prn" <= ${sql.value(rows.permissionLimit)})`;
  const entries = selectionEntries(
    ctx,
    type,
    selectionSet,
    path,
    ({ def, info, selection, path: at }) =>
      info.kind === 'nodes'
        ? sql`coalesce(json_agg(${rowJson(ctx, table, objectTypeOf(def), selection, alias, at)}${rows.aggregateOrder})${capped}, '[]'::json)`
        : aggregateFieldsJson(ctx, objectTypeOf(def), selection, alias, at),
  );
  return sql`(SELECT ${jsonObject(entries)} FROM (${rows.sql}) AS ${alias})`;
}

function aggregateFieldsJson(
  ctx: CompileContext,
  type: GraphQLObjectType,
  selectionSet: SelectionSetNode | undefined,
  alias: Sql,
  path: string,
): Sql {
  const entries = selectionEntries(
    ctx,
    type,
    selectionSet,
    path,
    ({ node, def, info, selection, path: at }) => {
      if (info.kind === 'count') {
        const args = fieldArgs(ctx, def, node);
        const columns = (resolveValue(ctx, args['columns']) ?? []) as string[];
        const distinct = resolveValue(ctx, args['distinct']) === true;
        const target =
          columns.length === 0
            ? sql`*`
            : columns.length === 1
              ? sql`${alias}.${sql.ident(columns[0] ?? '')}`
              : sql`(${sql.join(
                  columns.map((c) => sql`${alias}.${sql.ident(c)}`),
                  sql`, `,
                )})`;
        return distinct && columns.length > 0
          ? sql`count(DISTINCT ${target})`
          : sql`count(${target})`;
      }
      if (info.kind !== 'aggregate_function')
        throw new Error(`unexpected aggregate field ${info.kind}`);
      const fn = info.fn;
      return jsonObject(
        selectionEntries(ctx, objectTypeOf(def), selection, at, ({ info: column }) => {
          if (column.kind !== 'aggregate_column')
            throw new Error(`unexpected field ${column.kind}`);
          return aggregateCall(fn, sql`${alias}.${sql.ident(column.column.name)}`);
        }),
      );
    },
  );
  return jsonObject(entries);
}

/** `<t>_by_pk(pk...)`: the row or null. */
export function byPkJson(
  ctx: CompileContext,
  table: TableModel,
  type: GraphQLObjectType,
  args: Args,
  selectionSet: SelectionSetNode | undefined,
  path: string,
): Sql {
  const alias = nextAlias(ctx, table.name);
  ctx.tableRows.add(alias);
  const filter = permissionSql(ctx, perms(ctx, table).select?.filter ?? { kind: 'true' }, alias);
  return sql`(SELECT ${rowJson(ctx, table, type, selectionSet, alias, path)} FROM ${sql.ident(table.schema, table.name)} AS ${alias} WHERE ${pkCondition(table, args, alias)} AND ${filter} LIMIT 1)`;
}

/** `pk = $1 AND ...` from arguments keyed by the primary key's field names. */
export function pkCondition(table: TableModel, args: Args, alias: Sql): Sql {
  return and(
    (table.primaryKey?.columns ?? []).map((name) => {
      const column = table.columns.get(name);
      if (!column) throw new Error(`primary key column ${name} is missing`);
      return sql`(${alias}.${sql.ident(name)} = ${valueSql(args[column.field], column.udtName)})`;
    }),
  );
}
