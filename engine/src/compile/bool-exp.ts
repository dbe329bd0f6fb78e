import { validationError } from '../errors';
import type {
  ColumnModel,
  ComputedFieldModel,
  PermissionExp,
  PermissionValue,
  RelationshipModel,
  TableModel,
} from '../schema/model';
import { isPostgis } from '../graphql/scalars';
import { postgisColumn, TEXT_COLUMN } from '../schema/build-schema';
import { TEXT_OPERATORS } from '../schema/operators';
import { type ParamEncoding, type Sql, sql, VariableRef } from '../sql/sql';
import { type CompileContext, nextAlias, perms, resolveValue } from './context';
import { functionCallSql, rowValue } from './function-call';
import { leadsBack, unprovenConjuncts } from './permission-implication';

/**
 * Boolean expressions: the `where` argument of the GraphQL API and the
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

/**
 * GeoJSON text as a PostGIS value, as Hasura reads geometry and geography input:
 * ST_GeomFromGeoJSON (SRID 4326 unless the value names a crs), cast for geography.
 */
function geoJsonSql(text: Sql, udtName: 'geometry' | 'geography'): Sql {
  const geometry = sql`ST_GeomFromGeoJSON(${text})`;
  return udtName === 'geography' ? sql`(${geometry})::geography` : geometry;
}

/** A GraphQL value (literal or VariableRef) as a parameter cast to the given type. */
export function valueSql(value: unknown, udtName: string): Sql {
  const encode = encodingFor(udtName);
  const param =
    value instanceof VariableRef ? sql.variable(value, encode) : sql.value(value, encode);
  if (isPostgis(udtName)) return geoJsonSql(sql`(${param})::text`, udtName);
  return sql`(${param})::${castType(udtName)}`;
}

/** A list of values as one array parameter, or ARRAY[...] when it holds variables. */
export function arraySql(value: unknown, udtName: string): Sql {
  const literalItems = Array.isArray(value) ? value : [value];
  if (
    isPostgis(udtName) &&
    (value instanceof VariableRef || !literalItems.some((v) => v instanceof VariableRef))
  ) {
    // GeoJSON objects travel as one json array; each element becomes a PostGIS value.
    const list =
      value instanceof VariableRef ? sql.variable(value, 'json') : sql.value(literalItems, 'json');
    return sql`ARRAY(SELECT ${geoJsonSql(sql`_g.v`, udtName)} FROM json_array_elements_text((${list})::json) AS _g (v))`;
  }
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

/** PostGIS predicates: `fn(column, value)`. */
const POSTGIS: Readonly<Record<string, Sql>> = {
  _st_contains: sql`ST_Contains`,
  _st_crosses: sql`ST_Crosses`,
  _st_equals: sql`ST_Equals`,
  _st_intersects: sql`ST_Intersects`,
  _st_overlaps: sql`ST_Overlaps`,
  _st_touches: sql`ST_Touches`,
  _st_within: sql`ST_Within`,
  _st_3d_intersects: sql`ST_3DIntersects`,
};

/** PostGIS distance predicates: `fn(column, from, distance[, use_spheroid])`. */
const POSTGIS_DISTANCE: Readonly<Record<string, Sql>> = {
  _st_d_within: sql`ST_DWithin`,
  _st_3d_d_within: sql`ST_3DDWithin`,
};

/**
 * How a value nested in an operator's input object becomes SQL: a parameter in `where`; in a
 * permission, a string naming a session variable reads that variable.
 */
type Leaf = (value: unknown, udtName: string) => Sql;

/** `{distance, from, use_spheroid}` of `_st_d_within` / `_st_3d_d_within`. */
function distanceComparison(lhs: Sql, column: ColumnModel, fn: Sql, rhs: Rhs, leaf: Leaf): Sql {
  if (rhs.kind !== 'value' || rhs.value === null || typeof rhs.value !== 'object') {
    throw new Error('a PostGIS distance operator takes an object {distance, from}');
  }
  const input = rhs.value as Record<string, unknown>;
  const args = [lhs, leaf(input['from'], column.udtName), leaf(input['distance'], 'float8')];
  if (column.udtName === 'geography') {
    // Hasura's st_d_within_geography_input: use_spheroid defaults to true.
    args.push(leaf(input['use_spheroid'] === undefined ? true : input['use_spheroid'], 'bool'));
  }
  return sql`${fn}(${sql.join(args, sql`, `)})`;
}

/** One comparison of a column expression. */
function comparison(
  lhs: Sql,
  column: ColumnModel,
  operator: string,
  rhs: Rhs,
  leaf: Leaf = valueSql,
): Sql {
  const udt = column.udtName;
  const distanceFn = POSTGIS_DISTANCE[operator];
  if (distanceFn) return distanceComparison(lhs, column, distanceFn, rhs, leaf);
  const one = rhs.kind === 'sql' ? rhs.one : valueSql(rhs.value, TEXT.has(operator) ? 'text' : udt);
  if (isPostgis(udt) && (operator === '_neq' || operator === '_nin')) {
    // PostGIS defines `=` but no `<>`: negate the equality instead (the same three-valued logic).
    return sql`(NOT ${comparison(lhs, column, operator === '_neq' ? '_eq' : '_in', rhs, leaf)})`;
  }
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
    // ltree, as Hasura writes them: the `_any` forms compare with an array of the column type
    // (`_matches_any` of lquery), `_matches` casts to lquery, `_matches_fulltext` to ltxtquery.
    case '_ancestor':
      return sql`(${lhs} @> ${one})`;
    case '_descendant':
      return sql`(${lhs} <@ ${one})`;
    case '_ancestor_any':
      return sql`(${lhs} @> ${rhs.kind === 'sql' ? rhs.many : arraySql(rhs.value, udt)})`;
    case '_descendant_any':
      return sql`(${lhs} <@ ${rhs.kind === 'sql' ? rhs.many : arraySql(rhs.value, udt)})`;
    case '_matches':
      return sql`(${lhs} ~ ${rhs.kind === 'sql' ? sql`(${rhs.text})::lquery` : valueSql(rhs.value, 'lquery')})`;
    case '_matches_any':
      return sql`(${lhs} ? ${rhs.kind === 'sql' ? sql`(${rhs.texts})::lquery[]` : arraySql(rhs.value, 'lquery')})`;
    case '_matches_fulltext':
      return sql`(${lhs} @ ${rhs.kind === 'sql' ? sql`(${rhs.text})::ltxtquery` : valueSql(rhs.value, 'ltxtquery')})`;
    case '_has_keys_all':
      return sql`(${lhs} ?& ${rhs.kind === 'sql' ? rhs.texts : arraySql(rhs.value, 'text')})`;
    default: {
      const postgisFn = POSTGIS[operator];
      if (postgisFn) return sql`${postgisFn}(${lhs}, ${one})`;
      const op = SIMPLE[operator];
      if (!op) throw new Error(`unsupported operator ${operator}`);
      if (TEXT.has(operator)) {
        return sql`(${lhs} ${op} ${rhs.kind === 'sql' ? rhs.text : one})`;
      }
      return sql`(${lhs} ${op} ${one})`;
    }
  }
}

function joinCondition(relationship: Join, source: Sql, target: Sql): Sql {
  return sql.join(
    relationship.mapping.map(
      ([from, to]) => sql`(${source}.${sql.ident(from)} = ${target}.${sql.ident(to)})`,
    ),
    sql` AND `,
  );
}

export function relationshipJoin(relationship: Join, source: Sql, target: Sql): Sql {
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
  ctx.tableRows.add(alias);
  return {
    alias,
    from: sql`FROM ${sql.ident(target.schema, target.name)} AS ${alias} WHERE ${relationshipJoin(rel, source, alias)} AND ${relatedFilterSql(ctx, rel, source, alias)}`,
  };
}

/**
 * The select filter of the rows `rel` reaches from the row at `source`, for the row at `alias`,
 * as a person who knows where the row came from writes it: an alternative "has a `back` row
 * where G" (`back` leading to the source row on the columns `rel` joined) is proven by the source
 * row itself where the rest of G holds of it (permission-implication.ts). So a second opinion's
 * owner, visible as "the owner of a second opinion at this practice", is checked on the request's
 * own columns (`vendor_id`, `type`) instead of by probing the owner's requests; and where the
 * source's own filter already holds all of G (a consultation's listing, approved as the listing
 * was), the alternative is simply true.
 *
 * Only for a source row read from its table under its select filter in this statement
 * (`ctx.tableRows`): not a function's rows (not the table's) nor a mutation's returned rows
 * (newer than the snapshot the filter reads). The proofs come first in each `OR`, which Postgres
 * evaluates in order, so the probe runs only for rows they do not prove. The result may be
 * true where the written filter is null (never where it is false), which a row filter treats
 * alike; it is only used as one.
 */
export function relatedFilterSql(
  ctx: CompileContext,
  rel: RelationshipModel,
  source: Sql,
  alias: Sql,
): Sql {
  const filter = perms(ctx, rel.target).select?.filter ?? { kind: 'true' as const };
  if (!ctx.tableRows.has(source)) return permissionSql(ctx, filter, alias);
  const known = perms(ctx, rel.source).select?.filter ?? { kind: 'true' as const };
  /** What is left to check on the source row of an alternative it proves (none: it holds). */
  const unproven = (exp: PermissionExp): PermissionExp[] | undefined =>
    exp.kind === 'relationship' && leadsBack(exp.relationship, rel)
      ? unprovenConjuncts(known, exp.where)
      : undefined;
  const onSource = (conjuncts: PermissionExp[]) =>
    and(conjuncts.map((c) => permissionSql(ctx, c, source, alias)));
  const compile = (exp: PermissionExp): Sql => {
    switch (exp.kind) {
      case 'and':
        return and(exp.items.map(compile));
      case 'or': {
        const left = exp.items.map(unproven);
        if (left.some((l) => l?.length === 0)) return sql`true`;
        const proofs = left.flatMap((l) => (l ? [onSource(l)] : []));
        const rest = exp.items.map((item, i) =>
          left[i] ? permissionSql(ctx, item, alias) : compile(item),
        );
        return or([...proofs, ...rest]);
      }
      case 'relationship': {
        const left = unproven(exp);
        if (!left) return permissionSql(ctx, exp, alias);
        if (left.length === 0) return sql`true`;
        return or([onSource(left), permissionSql(ctx, exp, alias)]);
      }
      default:
        return permissionSql(ctx, exp, alias);
    }
  };
  return compile(filter);
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

/** A join from a source row to the rows of `target`: pairs of (source column, target column). */
export interface Join {
  target: TableModel;
  mapping: readonly (readonly [string, string])[];
}

/**
 * A permission's relationship chain without the tables it only passes through, as a person
 * writes it: `listing: {managers: {vendor_login_id: ...}}` of bookings becomes
 * `EXISTS (listing_managers WHERE listing_id = bookings.vendor_listing_id AND ...)`, not
 * `EXISTS (vendor_listings WHERE ... AND EXISTS (listing_managers ...))`. The middle table can go
 * when the permission asks nothing of it but the next hop, the next hop joins on exactly the
 * columns the first reached it by, and a foreign key of the next table (enforced, its other
 * columns NOT NULL) makes every row there prove the middle row exists. Permission relationships
 * do not apply the target's own select permission, so nothing else is lost. Postgres cannot do
 * this itself (it does not remove inner joins by foreign keys).
 */
export function skipPassThroughHops(
  rel: RelationshipModel,
  where: PermissionExp,
): { join: Join; where: PermissionExp } {
  let join: Join = { target: rel.target, mapping: rel.mapping };
  let rest = where;
  for (;;) {
    const next = soleRelationship(rest);
    if (!next || next.relationship.source !== join.target) break;
    const composed = composeThrough(join, next.relationship);
    if (!composed) break;
    join = composed;
    rest = next.where;
  }
  return { join, where: rest };
}

function soleRelationship(
  exp: PermissionExp,
): { relationship: RelationshipModel; where: PermissionExp } | undefined {
  if (exp.kind === 'relationship') return exp;
  if (exp.kind === 'and' && exp.items.length === 1 && exp.items[0]) {
    return soleRelationship(exp.items[0]);
  }
  return undefined;
}

/** `join` then `next`, skipping `join`'s target, when the foreign key rule above allows it. */
function composeThrough(join: Join, next: RelationshipModel): Join | undefined {
  const middle = join.target;
  const sourceOf = new Map(join.mapping.map(([from, to]) => [to, from]));
  const middleColumns = new Set(next.mapping.map(([from]) => from));
  if (
    next.mapping.length === 0 ||
    sourceOf.size !== join.mapping.length ||
    middleColumns.size !== next.mapping.length ||
    middleColumns.size !== sourceOf.size ||
    ![...middleColumns].every((c) => sourceOf.has(c))
  ) {
    return undefined;
  }
  const proves = next.target.enforcedForeignKeys.some(
    (fk) =>
      fk.references === `${middle.schema}.${middle.name}` &&
      next.mapping.every(([from, to]) =>
        fk.columns.some((c, i) => c === to && fk.referencedColumns[i] === from),
      ) &&
      fk.columns.every(
        (c) =>
          next.mapping.some(([, to]) => to === c) || next.target.columns.get(c)?.nullable === false,
      ),
  );
  if (!proves) return undefined;
  return {
    target: next.target,
    mapping: next.mapping.map(([from, to]) => [sourceOf.get(from) as string, to] as const),
  };
}

/** A session variable's text, as a parameter of its own (see sql.sessionVariable). */
function sessionValue(ctx: CompileContext, name: string): Sql {
  ctx.sessionVariables.add(name);
  return sql`(${sql.sessionVariable(name)})::text`;
}

/**
 * A session variable cast to a type: a constant of the statement, so Postgres uses it as an
 * index key (also in generic prepared plans) and semi-joins on it like on a hand-written `$1`.
 */
export function sessionAs(ctx: CompileContext, name: string, type: Sql): Sql {
  return sql`(${sessionValue(ctx, name)})::${type}`;
}

/** A session variable as a value of a column's type (PostGIS types read GeoJSON text). */
export function sessionColumnValue(ctx: CompileContext, name: string, udtName: string): Sql {
  if (isPostgis(udtName)) return sql`(SELECT ${geoJsonSql(sessionValue(ctx, name), udtName)})`;
  return sessionAs(ctx, name, castType(udtName));
}

/**
 * An array session variable, given as a Postgres array literal (`{1,2}`) or a JSON array
 * (`[1,2]`), as text[] evaluated once per statement and then cast to the element type.
 */
function sessionArray(ctx: CompileContext, name: string, elementType: Sql): Sql {
  const text = sessionValue(ctx, name);
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
    one: sessionColumnValue(ctx, value.name, column.udtName),
    // Cast outside the subquery: `= ANY((SELECT ...))` would compare with each row of a
    // subquery instead of each element of the array it returns.
    many: sessionArray(ctx, value.name, castType(column.udtName)),
    text: sessionAs(ctx, value.name, sql`text`),
    texts: sessionArray(ctx, value.name, sql`text`),
  };
}

const SESSION_VARIABLE = /^x-hasura-/i;

/** Inside an operator's input object (`{distance: X-Hasura-Dist, from: ...}`) of a permission. */
function permissionLeaf(ctx: CompileContext): Leaf {
  return (value, udtName) =>
    typeof value === 'string' && SESSION_VARIABLE.test(value)
      ? sessionColumnValue(ctx, value.toLowerCase(), udtName)
      : valueSql(value, udtName);
}

/** What `_cast` compares a column as: text, or the other PostGIS type. */
const CAST_TARGETS: Readonly<Record<string, { column: ColumnModel; type: Sql }>> = {
  String: { column: TEXT_COLUMN, type: sql`text` },
  geometry: { column: postgisColumn('geometry'), type: sql`geometry` },
  geography: { column: postgisColumn('geography'), type: sql`geography` },
};

/** `_cast: {geography: {_st_d_within: ...}}` in a permission. */
function permissionCast(
  ctx: CompileContext,
  value: PermissionValue,
  lhs: Sql,
  alias: Sql,
  rootAlias: Sql,
): Sql {
  const casts = value.kind === 'literal' ? value.value : undefined;
  if (casts === null || typeof casts !== 'object') {
    throw new Error('_cast takes an object of target types');
  }
  const items: Sql[] = [];
  for (const [target, ops] of Object.entries(casts as Record<string, unknown>)) {
    const castTo = CAST_TARGETS[target];
    if (!castTo || ops === null || typeof ops !== 'object') {
      throw new Error(`_cast to ${target} is not supported`);
    }
    const cast = sql`(${lhs})::${castTo.type}`;
    for (const [rawOp, raw] of Object.entries(ops as Record<string, unknown>)) {
      const op = rawOp.startsWith('$') ? `_${rawOp.slice(1)}` : rawOp;
      if (op === '_is_null') {
        items.push(
          raw === true || raw === 'true' ? sql`(${cast} IS NULL)` : sql`(${cast} IS NOT NULL)`,
        );
        continue;
      }
      const operand: PermissionValue =
        typeof raw === 'string' && SESSION_VARIABLE.test(raw)
          ? { kind: 'session', name: raw.toLowerCase() }
          : { kind: 'literal', value: raw };
      items.push(
        comparison(
          cast,
          castTo.column,
          op,
          permissionRhs(ctx, operand, alias, rootAlias, castTo.column),
          permissionLeaf(ctx),
        ),
      );
    }
  }
  return and(items);
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
      const { join, where } = skipPassThroughHops(exp.relationship, exp.where);
      const target = nextAlias(ctx, join.target.name);
      return sql`EXISTS (SELECT 1 FROM ${sql.ident(join.target.schema, join.target.name)} AS ${target} WHERE ${relationshipJoin(join, alias, target)} AND ${permissionSql(ctx, where, target, rootAlias)})`;
    }
    case 'computed_rows': {
      const target = nextAlias(ctx, exp.field.name);
      return sql`EXISTS (SELECT 1 FROM ${computedFieldCall(exp.field, alias)} AS ${target} WHERE ${permissionSql(ctx, exp.where, target, rootAlias)})`;
    }
    case 'compare': {
      const lhs = exp.computed
        ? computedFieldCall(exp.computed, alias)
        : sql`${alias}.${sql.ident(exp.column.name)}`;
      if (exp.operator === '_is_null') {
        const value = exp.value.kind === 'literal' ? exp.value.value : true;
        return value === true || value === 'true'
          ? sql`(${lhs} IS NULL)`
          : sql`(${lhs} IS NOT NULL)`;
      }
      if (exp.operator === '_cast') return permissionCast(ctx, exp.value, lhs, alias, rootAlias);
      const operator = COLUMN_OPERATOR_MAP[exp.operator] ?? exp.operator;
      return comparison(
        lhs,
        exp.column,
        operator,
        permissionRhs(ctx, exp.value, alias, rootAlias, exp.column),
        permissionLeaf(ctx),
      );
    }
  }
}

/**
 * A computed field over the row at `alias`, as boolean expressions and ordering use it: only
 * fields without client arguments appear there, so every other argument is its default.
 */
export function computedFieldCall(field: ComputedFieldModel, alias: Sql): Sql {
  return functionCallSql(field.call, { row: rowValue(field.table, alias), input: () => undefined });
}

/**
 * The rows a table computed field returns for the row at `alias` that the role may read:
 * `FROM fn(row) AS target WHERE <target's select filter>`.
 */
export function visibleComputedRows(
  ctx: CompileContext,
  field: ComputedFieldModel,
  source: Sql,
): { alias: Sql; from: Sql } {
  if (field.returns.kind !== 'table') throw new Error(`${field.name} does not return rows`);
  const target = field.returns.target;
  const alias = nextAlias(ctx, target.name);
  const filter = perms(ctx, target).select?.filter ?? { kind: 'true' as const };
  return {
    alias,
    from: sql`FROM ${computedFieldCall(field, source)} AS ${alias} WHERE ${permissionSql(ctx, filter, alias)}`,
  };
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
    } else if (table.computedFields.get(key)?.returns.kind === 'table') {
      const field = table.computedFields.get(key) as ComputedFieldModel;
      const target = (field.returns as { target: TableModel }).target;
      if (operand === null)
        throw validationError(`unexpected null value for type '${target.typeName}_bool_exp'`, at);
      const rows = visibleComputedRows(ctx, field, alias);
      items.push(
        sql`EXISTS (SELECT 1 ${rows.from} AND ${whereSql(ctx, target, operand, rows.alias, at)})`,
      );
    } else {
      // A scalar computed field compares like a column.
      const computed = table.computedFields.get(key);
      const column =
        table.columnsByField.get(key) ??
        (computed?.returns.kind === 'scalar' ? computed.returns.column : undefined);
      if (!column)
        throw validationError(`field '${key}' not found in type: '${table.typeName}_bool_exp'`, at);
      if (operand === null) {
        throw validationError(
          `unexpected null value for type '${typeLabel(ctx, column)}_comparison_exp'`,
          at,
        );
      }
      const lhs = computed
        ? computedFieldCall(computed, alias)
        : sql`${alias}.${sql.ident(column.name)}`;
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
          // <type>_cast_exp: {String: ...} compares the column as text; geometry and
          // geography compare as each other ({geography: geography_comparison_exp}).
          for (const [target, ops] of Object.entries(rhs as Record<string, unknown>)) {
            const castTo = CAST_TARGETS[target];
            if (!castTo || ops === undefined || ops === null) continue;
            for (const [castOp, castValue] of Object.entries(ops as Record<string, unknown>)) {
              if (castValue === undefined) continue;
              if (castValue === null) {
                throw validationError(
                  `unexpected null value for type '${target}'`,
                  `${opPath}.${target}.${castOp}`,
                );
              }
              const cast = sql`(${lhs})::${castTo.type}`;
              items.push(
                castOp === '_is_null'
                  ? resolveValue(ctx, castValue) === true
                    ? sql`(${cast} IS NULL)`
                    : sql`(${cast} IS NOT NULL)`
                  : comparison(cast, castTo.column, castOp, { kind: 'value', value: castValue }),
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
