import type { PermissionExp, TableModel } from '../schema/model';
import { type Sql, sql } from '../sql/sql';
import { and, type Join, permissionSql, skipPassThroughHops } from './bool-exp';
import type { CompileContext } from './context';
import { nextAlias } from './context';

/**
 * A root field's select permission as a person writes a filter made of alternatives: the keys
 * of the rows each alternative lets in, as one `UNION ALL` of index scans, and the table's rows
 * whose key is among them.
 *
 * Postgres plans `EXISTS (bookings ...) OR vendor_id = $1 OR EXISTS (service_requests ...)` as
 * a test of every row of the table (an `OR` with a subquery cannot use an index), and so too
 * `vendor_id = $1 OR EXISTS (uncorrelated)` (the `EXISTS` is an InitPlan, no index condition).
 * Written as `(t.key) IN (SELECT b.user_id FROM bookings b WHERE ... UNION ALL SELECT s.key
 * FROM t s WHERE s.vendor_id = $1 UNION ALL ...)` it becomes a semi-join: one index scan per
 * alternative, an alternative whose uncorrelated condition is false skipped by a One-Time
 * Filter, and, when the read is selective on its own (by key, by an indexed column), lookups
 * into each alternative parameterized by the row.
 *
 * It applies to a filter that is an `OR` (possibly under `AND`s with uncorrelated conjuncts,
 * which go into every alternative) whose alternatives, each with uncorrelated conjuncts, are
 * - a relationship correlated to the row only by equality of a key of the root table whose
 *   columns are NOT NULL (its primary key, a unique constraint), the relationship asking
 *   nothing else of the row: the target's joined columns, where the rest holds;
 * - conditions on the row's own columns: the key of the table's rows where they hold;
 * - uncorrelated only (no column of the row): the key of the table's rows when it holds.
 * and at least one alternative has a subquery (an `OR` of plain column conditions is left to
 * Postgres, which combines their indexes itself). Otherwise the filter is compiled as it is.
 *
 * The same rows: `k IN (SELECT c FROM t WHERE P)` is `EXISTS (t WHERE c = k AND P)` for a key
 * `k` that is not null, and `k IN (SELECT s.k FROM root s WHERE B(s))` is `B` of the row itself
 * for a unique, not null `k`. Where the two forms differ (`IN` may be null where `EXISTS` is
 * false) they differ only between false and null, which a filter deciding whether a row is read
 * treats alike; the rewrite is made only at the top of a root field's filter, never under `NOT`.
 * Semi-joins never repeat a row, so counts and aggregates are those of the filter.
 */
export function rootPermissionSql(
  ctx: CompileContext,
  table: TableModel,
  exp: PermissionExp,
  alias: Sql,
): Sql {
  const plan = unionPlan(table, exp);
  if (!plan) return permissionSql(ctx, exp, alias);
  const selects = plan.branches.map((branch) => {
    if (branch.kind === 'related') {
      const target = nextAlias(ctx, branch.join.target.name);
      const columns = plan.key.map((k) => {
        const pair = branch.join.mapping.find(([from]) => from === k);
        return sql`${target}.${sql.ident(pair?.[1] ?? k)}`;
      });
      const conditions = [
        ...branch.gates.map((g) => permissionSql(ctx, g, target)),
        permissionSql(ctx, branch.where, target),
      ];
      return sql`SELECT ${sql.join(columns, sql`, `)} FROM ${sql.ident(branch.join.target.schema, branch.join.target.name)} AS ${target} WHERE ${and(conditions)}`;
    }
    const row = nextAlias(ctx, table.name);
    const columns = plan.key.map((k) => sql`${row}.${sql.ident(k)}`);
    return sql`SELECT ${sql.join(columns, sql`, `)} FROM ${sql.ident(table.schema, table.name)} AS ${row} WHERE ${and(branch.items.map((i) => permissionSql(ctx, i, row)))}`;
  });
  const keys = plan.key.map((k) => sql`${alias}.${sql.ident(k)}`);
  const lhs = keys.length === 1 ? (keys[0] as Sql) : sql`(${sql.join(keys, sql`, `)})`;
  return sql`(${lhs} IN (${sql.join(selects, sql` UNION ALL `)}))`;
}

/**
 * The alternatives of a root field's filter, each a list of conjuncts, when `rootPermissionSql`
 * makes it a union and every alternative is about the row's own columns (with uncorrelated
 * conditions): a page of such rows (`ORDER BY ... LIMIT`) is read as the first rows of each
 * alternative, each from its own index in the page's order, instead of every row of every
 * alternative sorted (baseRows in select.ts). Undefined otherwise.
 */
export function rowAlternatives(
  table: TableModel,
  exp: PermissionExp,
): RowAlternative[] | undefined {
  const plan = unionPlan(table, exp);
  if (!plan) return undefined;
  const alternatives: RowAlternative[] = [];
  for (const branch of plan.branches) {
    if (branch.kind !== 'rows') return undefined;
    const gates = branch.items.filter((i) => i.kind !== 'true' && uncorrelated(i));
    alternatives.push({ items: branch.items, gates });
  }
  return alternatives;
}

/** An alternative's conjuncts, and those of them that read no column of the row (its gates). */
export interface RowAlternative {
  items: PermissionExp[];
  gates: PermissionExp[];
}

type Branch =
  /** The target's joined columns where `where` (and the gates) hold. */
  | { kind: 'related'; join: Join; where: PermissionExp; gates: PermissionExp[] }
  /** The root table's keys where the items (own columns, uncorrelated) hold. */
  | { kind: 'rows'; items: PermissionExp[] };

interface UnionPlan {
  /** The key columns of the root table the alternatives return, in the key's order. */
  key: readonly string[];
  branches: Branch[];
}

/** The alternatives of a filter and the key they meet on, or undefined to keep the filter. */
export function unionPlan(table: TableModel, exp: PermissionExp): UnionPlan | undefined {
  const alternatives = alternativesOf(exp);
  if (alternatives.length < 2) return undefined;
  const branches: Branch[] = [];
  let key: readonly string[] | undefined;
  let subquery = false;
  for (const conjuncts of alternatives) {
    const gates = conjuncts.filter(uncorrelated);
    const rest = conjuncts.filter((c) => !uncorrelated(c));
    if (gates.some((g) => g.kind !== 'true')) subquery = true;
    if (rest.every(ownColumns)) {
      branches.push({ kind: 'rows', items: conjuncts });
      continue;
    }
    const [only] = rest;
    if (rest.length !== 1 || only?.kind !== 'relationship') return undefined;
    if (only.relationship.source !== table) return undefined;
    const { join, where } = skipPassThroughHops(only.relationship, only.where);
    const joinKey = keyOf(table, join);
    if (!joinKey || mentionsRoot(where)) return undefined;
    if (key && !sameColumns(key, joinKey)) return undefined;
    key = key ?? joinKey;
    subquery = true;
    branches.push({ kind: 'related', join, where, gates });
  }
  if (!subquery) return undefined;
  key = key ?? nonNullKey(table, table.primaryKey?.columns ?? []);
  if (!key) return undefined;
  return { key, branches };
}

/** The filter as alternatives, each a list of conjuncts; uncorrelated conjuncts distribute. */
function alternativesOf(exp: PermissionExp): PermissionExp[][] {
  if (exp.kind === 'or') return exp.items.flatMap(alternativesOf);
  if (exp.kind === 'and') {
    const items = conjunctsOf(exp);
    const correlated = items.filter((i) => !uncorrelated(i));
    const [only] = correlated;
    if (correlated.length !== 1 || !only) return [items];
    const gates = items.filter(uncorrelated);
    return alternativesOf(only).map((alternative) => [...gates, ...alternative]);
  }
  return [[exp]];
}

function conjunctsOf(exp: PermissionExp): PermissionExp[] {
  return exp.kind === 'and' ? exp.items.flatMap(conjunctsOf) : [exp];
}

/** Mentions no column of the root row: `true`, `_exists` without `$` columns, and combinations. */
function uncorrelated(exp: PermissionExp): boolean {
  switch (exp.kind) {
    case 'true':
      return true;
    case 'exists':
      return !mentionsRoot(exp.where);
    case 'and':
    case 'or':
      return exp.items.every(uncorrelated);
    case 'not':
      return uncorrelated(exp.item);
    default:
      return false;
  }
}

/** Plain comparisons of the row's own columns (no subquery, no computed field). */
function ownColumns(exp: PermissionExp): boolean {
  switch (exp.kind) {
    case 'true':
      return true;
    case 'compare':
      return exp.computed === undefined;
    case 'and':
    case 'or':
      return exp.items.every(ownColumns);
    case 'not':
      return ownColumns(exp.item);
    default:
      return false;
  }
}

/** Whether an expression over another table's rows reads a column of the root row (`$`). */
function mentionsRoot(exp: PermissionExp): boolean {
  switch (exp.kind) {
    case 'true':
      return false;
    case 'compare':
      return exp.value.kind === 'column' && exp.value.root;
    case 'and':
    case 'or':
      return exp.items.some(mentionsRoot);
    case 'not':
      return mentionsRoot(exp.item);
    case 'exists':
    case 'relationship':
    case 'computed_rows':
      return mentionsRoot(exp.where);
  }
}

/**
 * The root key a relationship joins on, in the key's order: its source columns must be exactly
 * a unique key of the table whose columns are NOT NULL, each compared with a target column of
 * the same type (the `UNION ALL` then needs no cast).
 */
function keyOf(table: TableModel, join: Join): readonly string[] | undefined {
  const from = join.mapping.map(([f]) => f);
  if (from.length === 0 || new Set(from).size !== from.length) return undefined;
  const key = table.uniqueKeys.find((k) => sameColumns(k.columns, from));
  if (!key || !nonNullKey(table, key.columns)) return undefined;
  const typesMatch = join.mapping.every(
    ([f, t]) => table.columns.get(f)?.udtName === join.target.columns.get(t)?.udtName,
  );
  return typesMatch ? key.columns : undefined;
}

function nonNullKey(table: TableModel, columns: readonly string[]): readonly string[] | undefined {
  if (columns.length === 0) return undefined;
  return columns.every((c) => table.columns.get(c)?.nullable === false) ? columns : undefined;
}

function sameColumns(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((c) => b.includes(c));
}
