import { validationError } from '../errors';
import type {
  ColumnModel,
  PermissionExp,
  PermissionValue,
  RelationshipModel,
  TableModel,
} from '../schema/model';
import { TEXT_COLUMN } from '../schema/build-schema';
import { TEXT_OPERATORS } from '../schema/operators';
import { type ParamEncoding, type Sql, sql, VariableRef } from '../sql/sql';
import { type CompileContext, nextAlias, perms, resolveValue } from './context';

/**
 * Boolean expressions (hasura-brief 3.1): the `where` argument of the GraphQL API and the
 * filters and checks of the metadata, compiled to SQL predicates over a table alias. Values are
 * always parameters cast to the column's type; session variables are read from the one session
 * parameter, so the SQL text is the same for every user.
 */

function castType(udtName: string): Sql {
  // Array types are named _<element> in pg_type; cast to <element>[] for readability.
  return udtName.startsWith('_') ? sql`${sql.ident(udtName.slice(1))}[]` : sql.ident(udtName);
}

function encodingFor(udtName: string): ParamEncoding {
  if (udtName === 'json' || udtName === 'jsonb') return 'json';
  if (udtName.startsWith('_')) return 'array';
  return 'plain';
}

/** A GraphQL value (literal or VariableRef) as a parameter cast to the given type. */
export function valueSql(value: unknown, udtName: string): Sql {
  const encode = encodingFor(udtName);
  const param =
    value instanceof VariableRef ? sql.variable(value, encode) : sql.value(value, encode);
  return sql`(${param})::${castType(udtName)}`;
}

/** A list of values as one array parameter, or ARRAY[...] when it holds variables. */
export function arraySql(value: unknown, udtName: string): Sql {
  if (value instanceof VariableRef) {
    return sql`(${sql.variable(value, 'array')})::${castType(udtName)}[]`;
  }
  const items = Array.isArray(value) ? value : [value];
  if (items.some((v) => v instanceof VariableRef)) {
    return sql`ARRAY[${sql.join(
      items.map((v) => valueSql(v, udtName)),
      sql`, `,
    )}]::${castType(udtName)}[]`;
  }
  const encoded =
    udtName === 'jsonb' || udtName === 'json' ? items.map((v) => JSON.stringify(v)) : items;
  return sql`(${sql.value(encoded, 'array')})::${castType(udtName)}[]`;
}

/** The comparison type's name for messages: `Int`, `String`, `timestamptz`... */
type Rhs =
  { kind: 'value'; value: unknown } | { kind: 'sql'; one: Sql; many: Sql; text: Sql; texts: Sql };

const SIMPLE: Record<string, Sql> = {
  _eq: sql`=`,
  _neq: sql`<>`,
  _gt: sql`>`,
  _lt: sql`<`,
  _gte: sql`>=`,
  _lte: sql`<=`,
  _like: sql`LIKE`,
  _nlike: sql`NOT LIKE`,
  _ilike: sql`ILIKE`,
  _nilike: sql`NOT ILIKE`,
  _similar: sql`SIMILAR TO`,
  _nsimilar: sql`NOT SIMILAR TO`,
  _regex: sql`~`,
  _nregex: sql`!~`,
  _iregex: sql`~*`,
  _niregex: sql`!~*`,
  _contains: sql`@>`,
  _contained_in: sql`<@`,
};

const TEXT: ReadonlySet<string> = new Set(TEXT_OPERATORS);

/** One comparison of a column expression. */
function comparison(lhs: Sql, column: ColumnModel, operator: string, rhs: Rhs): Sql {
  const udt = column.udtName;
  const one = rhs.kind === 'sql' ? rhs.one : valueSql(rhs.value, TEXT.has(operator) ? 'text' : udt);
  switch (operator) {
    case '_in':
      return sql`(${lhs} = ANY(${rhs.kind === 'sql' ? rhs.many : arraySql(rhs.value, udt)}))`;
    case '_nin':
      return sql`(${lhs} <> ALL(${rhs.kind === 'sql' ? rhs.many : arraySql(rhs.value, udt)}))`;
    case '_has_key':
      return sql`(${lhs} ? ${rhs.kind === 'sql' ? rhs.text : valueSql(rhs.value, 'text')})`;
    case '_has_keys_any':
      return sql`(${lhs} ?| ${rhs.kind === 'sql' ? rhs.texts : arraySql(rhs.value, 'text')})`;
    case '_jsonb_path_exists':
      return sql`(${lhs} @? (${rhs.kind === 'sql' ? rhs.text : valueSql(rhs.value, 'text')})::jsonpath)`;
    case '_jsonb_path_match':
      return sql`(${lhs} @@ (${rhs.kind === 'sql' ? rhs.text : valueSql(rhs.value, 'text')})::jsonpath)`;
    case '_has_keys_all':
      return sql`(${lhs} ?& ${rhs.kind === 'sql' ? rhs.texts : arraySql(rhs.value, 'text')})`;
    default: {
      const op = SIMPLE[operator];
      if (!op) throw new Error(`unsupported operator ${operator}`);
      if (TEXT.has(operator)) {
        return sql`(${lhs} ${op} ${rhs.kind === 'sql' ? rhs.text : one})`;
      }
      return sql`(${lhs} ${op} ${one})`;
    }
  }
}

function joinCondition(relationship: RelationshipModel, source: Sql, target: Sql): Sql {
  return sql.join(
    relationship.mapping.map(
      ([from, to]) => sql`(${source}.${sql.ident(from)} = ${target}.${sql.ident(to)})`,
    ),
    sql` AND `,
  );
}

export function relationshipJoin(relationship: RelationshipModel, source: Sql, target: Sql): Sql {
  return relationship.mapping.length === 0
    ? sql`true`
    : joinCondition(relationship, source, target);
}

/**
 * The rows of a relationship the role may read, from a row of `source`:
 * `FROM target AS alias WHERE <join> AND <target's select filter>`.
 */
export function visibleRelated(
  ctx: CompileContext,
  rel: RelationshipModel,
  source: Sql,
): { alias: Sql; from: Sql } {
  const target = rel.target;
  const alias = nextAlias(ctx, target.name);
  const filter = perms(ctx, target).select?.filter ?? { kind: 'true' as const };
  return {
    alias,
    from: sql`FROM ${sql.ident(target.schema, target.name)} AS ${alias} WHERE ${relationshipJoin(rel, source, alias)} AND ${permissionSql(ctx, filter, alias)}`,
  };
}

export function and(items: readonly Sql[]): Sql {
  const kept = items.filter((i) => i.parts.length > 0);
  if (kept.length === 0) return sql`true`;
  if (kept.length === 1 && kept[0]) return kept[0];
  return sql`(${sql.join(kept, sql` AND `)})`;
}

function or(items: readonly Sql[]): Sql {
  if (items.length === 0) return sql`false`;
  if (items.length === 1 && items[0]) return items[0];
  return sql`(${sql.join(items, sql` OR `)})`;
}

// ---- metadata expressions ------------------------------------------------------------------

function sessionValue(ctx: CompileContext, name: string): Sql {
  ctx.sessionVariables.add(name);
  return sql`(${sql.session()}::jsonb->>${sql.literal(name)})`;
}

/**
 * A session variable cast to a type, as an uncorrelated scalar subquery: Postgres evaluates it
 * once per statement (an InitPlan) instead of once per row, also in generic prepared plans, and
 * can still use it as an index key.
 */
export function sessionAs(ctx: CompileContext, name: string, type: Sql): Sql {
  return sql`(SELECT (${sessionValue(ctx, name)})::${type})`;
}

/**
 * An array session variable, given as a Postgres array literal (`{1,2}`) or a JSON array
 * (`[1,2]`), as text[] evaluated once per statement and then cast to the element type.
 */
function sessionArray(ctx: CompileContext, name: string, elementType: Sql): Sql {
  ctx.sessionVariables.add(name);
  const text = sql`${sql.session()}::jsonb->>${sql.literal(name)}`;
  return sql`(SELECT CASE WHEN ltrim(_s.v) LIKE '[%' THEN ARRAY(SELECT json_array_elements_text(_s.v::json)) ELSE _s.v::text[] END FROM (SELECT ${text} AS v) AS _s)::${elementType}[]`;
}

function permissionRhs(
  ctx: CompileContext,
  value: PermissionValue,
  alias: Sql,
  rootAlias: Sql,
  column: ColumnModel,
): Rhs {
  if (value.kind === 'literal') {
    return { kind: 'value', value: value.value };
  }
  if (value.kind === 'column') {
    const ref = sql`${value.root ? rootAlias : alias}.${sql.ident(value.column.name)}`;
    return { kind: 'sql', one: ref, many: ref, text: ref, texts: ref };
  }
  return {
    kind: 'sql',
    one: sessionAs(ctx, value.name, castType(column.udtName)),
    // Cast outside the subquery: `= ANY((SELECT ...))` would compare with each row of a
    // subquery instead of each element of the array it returns.
    many: sessionArray(ctx, value.name, castType(column.udtName)),
    text: sessionAs(ctx, value.name, sql`text`),
    texts: sessionArray(ctx, value.name, sql`text`),
  };
}

const COLUMN_OPERATOR_MAP: Record<string, string> = {
  _ceq: '_eq',
  _cne: '_neq',
  _cgt: '_gt',
  _clt: '_lt',
  _cgte: '_gte',
  _clte: '_lte',
};

/** A permission filter or check over `alias`; `rootAlias` is the row the permission is for. */
export function permissionSql(
  ctx: CompileContext,
  exp: PermissionExp,
  alias: Sql,
  rootAlias: Sql = alias,
): Sql {
  switch (exp.kind) {
    case 'true':
      return sql`true`;
    case 'and':
      return and(exp.items.map((i) => permissionSql(ctx, i, alias, rootAlias)));
    case 'or':
      return or(exp.items.map((i) => permissionSql(ctx, i, alias, rootAlias)));
    case 'not':
      return sql`(NOT ${permissionSql(ctx, exp.item, alias, rootAlias)})`;
    case 'exists': {
      const target = nextAlias(ctx, exp.table.name);
      return sql`EXISTS (SELECT 1 FROM ${sql.ident(exp.table.schema, exp.table.name)} AS ${target} WHERE ${permissionSql(ctx, exp.where, target, rootAlias)})`;
    }
    case 'relationship': {
      const rel = exp.relationship;
      const target = nextAlias(ctx, rel.target.name);
      return sql`EXISTS (SELECT 1 FROM ${sql.ident(rel.target.schema, rel.target.name)} AS ${target} WHERE ${relationshipJoin(rel, alias, target)} AND ${permissionSql(ctx, exp.where, target, rootAlias)})`;
    }
    case 'compare': {
      const lhs = sql`${alias}.${sql.ident(exp.column.name)}`;
      if (exp.operator === '_is_null') {
        const value = exp.value.kind === 'literal' ? exp.value.value : true;
        return value === true || value === 'true'
          ? sql`(${lhs} IS NULL)`
          : sql`(${lhs} IS NOT NULL)`;
      }
      const operator = COLUMN_OPERATOR_MAP[exp.operator] ?? exp.operator;
      return comparison(
        lhs,
        exp.column,
        operator,
        permissionRhs(ctx, exp.value, alias, rootAlias, exp.column),
      );
    }
  }
}

// ---- GraphQL where ---------------------------------------------------------------------------

function typeLabel(ctx: CompileContext, column: ColumnModel): string {
  return ctx.builder.columnType(column).name;
}

/**
 * The `where` argument. Relationship clauses become EXISTS and include the target table's select
 * filter for the role (you can only filter by rows you could read).
 */
export function whereSql(
  ctx: CompileContext,
  table: TableModel,
  value: unknown,
  alias: Sql,
  path: string,
): Sql {
  if (value === null || value === undefined) return sql`true`;
  if (value instanceof VariableRef)
    return whereSql(ctx, table, resolveValue(ctx, value), alias, path);
  const items: Sql[] = [];
  for (const [key, operand] of Object.entries(value as Record<string, unknown>)) {
    if (operand === undefined) continue;
    const at = `${path}.${key}`;
    if (key === '_and' || key === '_or') {
      if (operand === null)
        throw validationError(`unexpected null value for type '${table.typeName}_bool_exp'`, at);
      const list = Array.isArray(operand) ? operand : [operand];
      const parts = list.map((item, i) => whereSql(ctx, table, item, alias, `${at}[${String(i)}]`));
      items.push(key === '_and' ? and(parts) : or(parts));
    } else if (key === '_not') {
      if (operand === null)
        throw validationError(`unexpected null value for type '${table.typeName}_bool_exp'`, at);
      items.push(sql`(NOT ${whereSql(ctx, table, operand, alias, at)})`);
    } else if (table.relationships.has(key)) {
      const rel = table.relationships.get(key) as RelationshipModel;
      if (operand === null)
        throw validationError(
          `unexpected null value for type '${rel.target.typeName}_bool_exp'`,
          at,
        );
      const related = visibleRelated(ctx, rel, alias);
      items.push(
        sql`EXISTS (SELECT 1 ${related.from} AND ${whereSql(ctx, rel.target, operand, related.alias, at)})`,
      );
    } else {
      const column = table.columnsByField.get(key);
      if (!column)
        throw validationError(`field '${key}' not found in type: '${table.typeName}_bool_exp'`, at);
      if (operand === null) {
        throw validationError(
          `unexpected null value for type '${typeLabel(ctx, column)}_comparison_exp'`,
          at,
        );
      }
      const lhs = sql`${alias}.${sql.ident(column.name)}`;
      for (const [operator, rhs] of Object.entries(operand as Record<string, unknown>)) {
        if (rhs === undefined) continue;
        const opPath = `${at}.${operator}`;
        if (rhs === null) {
          throw validationError(
            `unexpected null value for type '${operator === '_is_null' ? 'Boolean' : typeLabel(ctx, column)}'`,
            opPath,
          );
        }
        if (operator === '_cast') {
          // jsonb_cast_exp: {String: String_comparison_exp} compares the column as text.
          for (const [target, ops] of Object.entries(rhs as Record<string, unknown>)) {
            if (target !== 'String' || ops === undefined || ops === null) continue;
            for (const [castOp, castValue] of Object.entries(ops as Record<string, unknown>)) {
              if (castValue === undefined) continue;
              if (castValue === null) {
                throw validationError(
                  "unexpected null value for type 'String'",
                  `${opPath}.String.${castOp}`,
                );
              }
              const text = sql`(${lhs})::text`;
              items.push(
                castOp === '_is_null'
                  ? resolveValue(ctx, castValue) === true
                    ? sql`(${text} IS NULL)`
                    : sql`(${text} IS NOT NULL)`
                  : comparison(text, TEXT_COLUMN, castOp, { kind: 'value', value: castValue }),
              );
            }
          }
          continue;
        }
        if (operator === '_is_null') {
          items.push(
            resolveValue(ctx, rhs) === true ? sql`(${lhs} IS NULL)` : sql`(${lhs} IS NOT NULL)`,
          );
          continue;
        }
        if ((operator === '_in' || operator === '_nin') && Array.isArray(rhs) && rhs.length === 0) {
          items.push(operator === '_in' ? sql`false` : sql`true`);
          continue;
        }
        items.push(comparison(lhs, column, operator, { kind: 'value', value: rhs }));
      }
    }
  }
  return and(items);
}
