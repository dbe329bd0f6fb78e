import { HasuraError } from '../errors';
import type { SelectionContext } from '../graphql/collect-fields';
import type { RoleSchemaBuilder } from '../schema/build-schema';
import type { RolePermissions, TableModel } from '../schema/model';
import { sql, type Sql, VariableRef } from '../sql/sql';

/** State of compiling one operation for one role. */
export interface CompileContext {
  readonly role: string;
  readonly isAdmin: boolean;
  readonly builder: RoleSchemaBuilder;
  /** Variables with scalar values replaced by VariableRef, so plans can be reused. */
  readonly selection: SelectionContext;
  /** The request's real variable values (nested inserts and actions need them). */
  readonly realVariables: Readonly<Record<string, unknown>>;
  /** Session variables the compiled SQL reads; execution fails when one is missing. */
  readonly sessionVariables: Set<string>;
  /** HASURA_GRAPHQL_STRINGIFY_NUMERIC_TYPES: bigint, numeric and float8 values as JSON strings. */
  readonly stringifyNumerics: boolean;
  /**
   * Aliases whose rows are rows of their table read under the role's select filter in this
   * statement (root fields, relationships), not a function's or a mutation's rows: a
   * relationship from one may take the row as proof of the target's filter (relatedFilterSql).
   */
  readonly tableRows: WeakSet<Sql>;
  aliasCount: number;
  /** False when the plan depends on values that are not parameters (e.g. nested inserts). */
  cacheable: boolean;
}

export function perms(ctx: CompileContext, table: TableModel): RolePermissions {
  return ctx.builder.perms(table);
}

/** A fresh table alias: "_3_pets". */
export function nextAlias(ctx: CompileContext, base: string): Sql {
  ctx.aliasCount += 1;
  return sql.ident(`_${String(ctx.aliasCount)}_${base}`.slice(0, 60));
}

/** Replaces a VariableRef with the variable's real value (for values the SQL depends on). */
export function resolveValue(ctx: CompileContext, value: unknown): unknown {
  if (value instanceof VariableRef) return ctx.realVariables[value.name];
  if (Array.isArray(value)) return value.map((v) => resolveValue(ctx, v));
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>).map(([k, v]) => [k, resolveValue(ctx, v)]),
    );
  }
  return value;
}

/** Hasura's error when a permission reads a session variable the request does not carry. */
export function assertSessionVariables(
  names: Iterable<string>,
  session: Readonly<Record<string, string>>,
): void {
  for (const name of names) {
    if (session[name] === undefined) {
      throw new HasuraError('not-found', `missing session variable: "${name}"`, '$');
    }
  }
}
