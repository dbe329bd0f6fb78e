import { isDeepStrictEqual } from 'node:util';
import type { PermissionExp, PermissionValue, RelationshipModel } from '../schema/model';

/**
 * What a row read through a relationship tells about the target's select filter: the parts of
 * the filter the source row already proves, worked out on the metadata's expressions (no SQL).
 * bool-exp.ts (relatedFilterSql) compiles what is left.
 *
 * A row reached by `rel` from a source row `p` joins it on `rel`'s columns. When the target's
 * filter asks for `back: G`, where `back` leads from the target to the source's table on those
 * same columns, `p` is one of the rows `back` reaches, so `G(p)` proves that alternative. And
 * `p` was read under its own table's select filter `F` (every row the engine reads for a role
 * is), so the conjuncts of `G` that `F` already holds need not be checked again; only the rest
 * of `G`, evaluated on `p`'s columns, where the original reads the table again.
 */

/**
 * Whether `back` (from `rel`'s target) leads back to `rel`'s source on columns `rel` joined:
 * every pair of `back` is a pair of `rel` reversed, so the source row satisfies `back`'s join.
 */
export function leadsBack(back: RelationshipModel, rel: RelationshipModel): boolean {
  return (
    back.source === rel.target &&
    back.target === rel.source &&
    back.mapping.length > 0 &&
    back.mapping.every(([targetColumn, sourceColumn]) =>
      rel.mapping.some(([from, to]) => from === sourceColumn && to === targetColumn),
    )
  );
}

/**
 * The conjuncts of `exp` that `known` (true of the row) does not imply, syntactically: `known`
 * implies an expression equal to it or to one of its conjuncts, and an `AND` of implied parts.
 * An empty list: `known` implies all of `exp`.
 */
export function unprovenConjuncts(known: PermissionExp, exp: PermissionExp): PermissionExp[] {
  if (implies(known, exp)) return [];
  if (exp.kind === 'and') return exp.items.flatMap((item) => unprovenConjuncts(known, item));
  return [exp];
}

function implies(known: PermissionExp, exp: PermissionExp): boolean {
  if (exp.kind === 'true') return true;
  if (exp.kind === 'and') return exp.items.every((item) => implies(known, item));
  if (sameExp(known, exp)) return true;
  return known.kind === 'and' && known.items.some((item) => implies(item, exp));
}

/**
 * The same condition of the same row. Never for a computed field (a function may not return
 * the same twice) or a column of the permission's root row (`$`: a different row in each).
 */
function sameExp(a: PermissionExp, b: PermissionExp): boolean {
  switch (a.kind) {
    case 'true':
      return b.kind === 'true';
    case 'and':
    case 'or':
      return (
        b.kind === a.kind &&
        a.items.length === b.items.length &&
        a.items.every((item, i) => sameExp(item, b.items[i] as PermissionExp))
      );
    case 'not':
      return b.kind === 'not' && sameExp(a.item, b.item);
    case 'exists':
      return b.kind === 'exists' && a.table === b.table && sameExp(a.where, b.where);
    case 'relationship':
      return (
        b.kind === 'relationship' && a.relationship === b.relationship && sameExp(a.where, b.where)
      );
    case 'computed_rows':
      return false;
    case 'compare':
      return (
        b.kind === 'compare' &&
        a.computed === undefined &&
        b.computed === undefined &&
        a.column === b.column &&
        a.operator === b.operator &&
        sameValue(a.value, b.value)
      );
  }
}

function sameValue(a: PermissionValue, b: PermissionValue): boolean {
  switch (a.kind) {
    case 'literal':
      return b.kind === 'literal' && isDeepStrictEqual(a.value, b.value);
    case 'session':
      return b.kind === 'session' && a.name === b.name;
    case 'column':
      return b.kind === 'column' && !a.root && !b.root && a.column === b.column;
  }
}
