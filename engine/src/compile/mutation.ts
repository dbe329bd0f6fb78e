import {
  type FieldNode,
  getNamedType,
  GraphQLObjectType,
  type GraphQLField,
  type SelectionSetNode,
} from 'graphql';
import type { Queryable } from '../db/database';
import { HasuraError, validationError } from '../errors';
import { fromDatabaseError } from '../execute/database-errors';
import { collectFields } from '../graphql/collect-fields';
import type { ColumnModel, PermissionExp, PresetValue, TableModel } from '../schema/model';
import { bindParams, compileSql, type Sql, sql, VariableRef } from '../sql/sql';
import { and, permissionSql, sessionColumnValue, valueSql, whereSql } from './bool-exp';
import {
  assertSessionVariables,
  type CompileContext,
  nextAlias,
  perms,
  resolveValue,
} from './context';
import { type Args, jsonObject, pkCondition, rowJson, selectionEntries } from './select';

/**
 * Mutations: one statement per root field, a data-modifying CTE whose
 * RETURNING carries the permission check of every row, and a SELECT that builds the response.
 * The executor raises Hasura's permission-error when any row fails its check.
 */

export const CHECK_FAILED = 'check constraint of an insert/update permission has failed';

export type ResponseShape = 'mutation_response' | 'single';

interface ResponseSpec {
  shape: ResponseShape;
  type: GraphQLObjectType;
  selectionSet: SelectionSetNode | undefined;
  path: string;
}

/** The response of a mutation root field over the rows of CTE `m`. */
function mutationResponse(ctx: CompileContext, table: TableModel, m: Sql, spec: ResponseSpec): Sql {
  const rowAlias = nextAlias(ctx, table.name);
  if (spec.shape === 'single') {
    return sql`(SELECT ${rowJson(ctx, table, spec.type, spec.selectionSet, rowAlias, spec.path)} FROM ${m} AS ${rowAlias} LIMIT 1)`;
  }
  const entries = selectionEntries(ctx, spec.type, spec.selectionSet, spec.path, (field) => {
    if (field.info.kind === 'affected_rows') return sql`(SELECT count(*) FROM ${m})`;
    if (field.info.kind !== 'returning') throw new Error(`unexpected field ${field.info.kind}`);
    const type = getNamedType(field.def.type) as GraphQLObjectType;
    return sql`(SELECT coalesce(json_agg(${rowJson(ctx, table, type, field.selection, rowAlias, field.path)}), '[]'::json) FROM ${m} AS ${rowAlias})`;
  });
  return jsonObject(entries);
}

function statement(ctx: CompileContext, table: TableModel, dml: Sql, spec: ResponseSpec): Sql {
  const m = sql.ident('_m');
  return sql`WITH ${m} AS (${dml}) SELECT ${mutationResponse(ctx, table, m, spec)} AS root, (SELECT coalesce(bool_and("__check"), true) FROM ${m}) AS ok`;
}

function presetSql(ctx: CompileContext, preset: PresetValue, column: ColumnModel): Sql {
  if (preset.kind === 'literal') return valueSql(preset.value, column.udtName);
  return sessionColumnValue(ctx, preset.name, column.udtName);
}

function checkSql(ctx: CompileContext, check: PermissionExp | undefined, alias: Sql): Sql {
  return check ? permissionSql(ctx, check, alias) : sql`true`;
}

interface OnConflict {
  constraint: string;
  update_columns: string[];
  where?: unknown;
}

function objectColumns(
  table: TableModel,
  object: Record<string, unknown>,
  path: string,
): [ColumnModel, unknown][] {
  const result: [ColumnModel, unknown][] = [];
  for (const [key, value] of Object.entries(object)) {
    if (value === undefined) continue;
    const column = table.columnsByField.get(key);
    if (!column) {
      if (table.relationships.has(key)) continue;
      throw validationError(
        `field '${key}' not found in type: '${table.typeName}_insert_input'`,
        `${path}.${key}`,
      );
    }
    result.push([column, value]);
  }
  return result;
}

/** INSERT ... VALUES ... [ON CONFLICT] RETURNING alias.*, check. */
function insertDml(
  ctx: CompileContext,
  table: TableModel,
  objects: readonly Record<string, unknown>[],
  onConflict: OnConflict | undefined,
  path: string,
  fixed: ReadonlyMap<string, Sql> = new Map(),
): Sql {
  const p = perms(ctx, table);
  const insert = p.insert;
  if (!insert) throw validationError(`no insert permission on "${table.name}"`, path);
  const alias = nextAlias(ctx, table.name);
  const columns: ColumnModel[] = [];
  const add = (column: ColumnModel) => {
    if (!columns.includes(column)) columns.push(column);
  };
  const rowsColumns = objects.map((o, i) => objectColumns(table, o, `${path}[${String(i)}]`));
  for (const row of rowsColumns) for (const [column] of row) add(column);
  for (const name of fixed.keys()) add(table.columns.get(name) as ColumnModel);
  for (const name of insert.presets.keys()) add(table.columns.get(name) as ColumnModel);
  if (columns.length === 0) {
    const first = table.primaryKey?.columns[0] ?? [...table.columns.keys()][0] ?? '';
    add(table.columns.get(first) as ColumnModel);
  }
  const rows = rowsColumns.map((row) => {
    const values = new Map(row.map(([c, v]) => [c.name, v]));
    return sql`(${sql.join(
      columns.map((column) => {
        const preset = insert.presets.get(column.name);
        if (preset) return presetSql(ctx, preset, column);
        const given = fixed.get(column.name);
        if (given) return given;
        return values.has(column.name)
          ? valueSql(values.get(column.name), column.udtName)
          : sql`DEFAULT`;
      }),
      sql`, `,
    )})`;
  });
  let conflict = sql.empty;
  let check = checkSql(ctx, insert.check, alias);
  if (onConflict) {
    const update = p.update;
    if (!update)
      throw validationError(
        `field 'on_conflict' not found in type: '${table.typeName}_insert_input'`,
        path,
      );
    const target = sql`ON CONFLICT ON CONSTRAINT ${sql.ident(onConflict.constraint)}`;
    if (onConflict.update_columns.length === 0) {
      conflict = sql` ${target} DO NOTHING`;
    } else {
      const sets = onConflict.update_columns.map(
        (name) => sql`${sql.ident(name)} = EXCLUDED.${sql.ident(name)}`,
      );
      for (const [name, preset] of update.presets)
        sets.push(
          sql`${sql.ident(name)} = ${presetSql(ctx, preset, table.columns.get(name) as ColumnModel)}`,
        );
      const where = and([
        permissionSql(ctx, update.filter, alias),
        whereSql(ctx, table, onConflict.where, alias, `${path}.on_conflict.where`),
      ]);
      conflict = sql` ${target} DO UPDATE SET ${sql.join(sets, sql`, `)} WHERE ${where}`;
      check = sql`CASE WHEN ${alias}.xmax = 0 THEN ${check} ELSE ${checkSql(ctx, update.check, alias)} END`;
    }
  }
  return sql`INSERT INTO ${sql.ident(table.schema, table.name)} AS ${alias} (${sql.join(
    columns.map((c) => sql.ident(c.name)),
    sql`, `,
  )}) VALUES ${sql.join(rows, sql`, `)}${conflict} RETURNING ${alias}.*, ${check} AS "__check"`;
}

function hasNested(table: TableModel, objects: readonly Record<string, unknown>[]): boolean {
  return objects.some((o) =>
    Object.keys(o).some((k) => table.relationships.has(k) && o[k] !== undefined),
  );
}

export type MutationPlan =
  | { kind: 'sql'; sql: Sql; errorPath: string; checkPath: string }
  | {
      kind: 'program';
      run: (db: Queryable, session: Readonly<Record<string, string>>) => Promise<unknown>;
    };

function responseSpec(
  def: GraphQLField<unknown, unknown>,
  node: FieldNode,
  shape: ResponseShape,
  path: string,
  selectionSet: SelectionSetNode | undefined,
): ResponseSpec {
  return {
    shape,
    type: getNamedType(def.type) as GraphQLObjectType,
    selectionSet: selectionSet ?? node.selectionSet,
    path,
  };
}

export function compileInsert(
  ctx: CompileContext,
  table: TableModel,
  def: GraphQLField<unknown, unknown>,
  node: FieldNode,
  args: Args,
  one: boolean,
  path: string,
  selectionSet: SelectionSetNode | undefined,
): MutationPlan {
  const argName = one ? 'object' : 'objects';
  const argPath = `${path}.args.${argName}`;
  const raw = args[argName];
  const objects = (one ? [raw] : (raw as unknown[])) as Record<string, unknown>[];
  const onConflict = resolveValue(ctx, args['on_conflict']) as OnConflict | undefined;
  const spec = responseSpec(def, node, one ? 'single' : 'mutation_response', path, selectionSet);
  const resolved = resolveValue(ctx, objects) as Record<string, unknown>[];
  if (hasNested(table, resolved)) {
    ctx.cacheable = false;
    return nestedInsertProgram(ctx, table, resolved, onConflict, spec, argPath);
  }
  // No objects: nothing is written, and the response still has its shape.
  const none = nextAlias(ctx, table.name);
  const dml =
    objects.length === 0
      ? sql`SELECT ${none}.*, true AS "__check" FROM ${sql.ident(table.schema, table.name)} AS ${none} WHERE false`
      : insertDml(ctx, table, objects, onConflict, argPath);
  return {
    kind: 'sql',
    sql: statement(ctx, table, dml, spec),
    errorPath: argPath,
    checkPath: argPath,
  };
}

const UPDATE_OPERATORS = [
  '_set',
  '_inc',
  '_append',
  '_prepend',
  '_delete_key',
  '_delete_elem',
  '_delete_at_path',
] as const;

function updateSets(
  ctx: CompileContext,
  table: TableModel,
  args: Args,
  alias: Sql,
  path: string,
): Sql[] {
  const update = perms(ctx, table).update;
  if (!update) throw validationError(`no update permission on "${table.name}"`, path);
  const sets: Sql[] = [];
  const seen = new Map<string, string>();
  /** Column → every operator naming it, for Hasura's one error listing all of them. */
  const conflicts = new Map<string, string[]>();
  let given = 0;
  for (const op of UPDATE_OPERATORS) {
    const value = args[op];
    if (value === undefined || value === null) continue;
    given += 1;
    const fields =
      value instanceof VariableRef
        ? (resolveValue(ctx, value) as Record<string, unknown>)
        : (value as Record<string, unknown>);
    for (const [field, operand] of Object.entries(fields)) {
      if (operand === undefined) continue;
      const column = table.columnsByField.get(field);
      if (!column)
        throw validationError(
          `field '${field}' not found in type: '${table.typeName}${op}_input'`,
          `${path}.args.${op}.${field}`,
        );
      const other = seen.get(column.name);
      if (other) {
        conflicts.set(field, [...(conflicts.get(field) ?? [other]), op]);
        continue;
      }
      seen.set(column.name, op);
      const col = sql`${alias}.${sql.ident(column.name)}`;
      const target = sql.ident(column.name);
      switch (op) {
        case '_set':
          sets.push(sql`${target} = ${valueSql(operand, column.udtName)}`);
          break;
        case '_inc':
          sets.push(sql`${target} = ${col} + ${valueSql(operand, column.udtName)}`);
          break;
        case '_append':
          sets.push(sql`${target} = ${col} || ${valueSql(operand, 'jsonb')}`);
          break;
        case '_prepend':
          sets.push(sql`${target} = ${valueSql(operand, 'jsonb')} || ${col}`);
          break;
        case '_delete_key':
          sets.push(sql`${target} = ${col} - ${valueSql(operand, 'text')}`);
          break;
        case '_delete_elem':
          sets.push(sql`${target} = ${col} - ${valueSql(operand, 'int4')}`);
          break;
        case '_delete_at_path':
          sets.push(sql`${target} = ${col} #- ${valueSql(operand, '_text')}`);
          break;
      }
    }
  }
  if (conflicts.size > 0) {
    const list = [...conflicts].map(([field, ops]) => `"${field}" in ${ops.join(', ')}`);
    throw validationError(`column found in multiple operators; ${list.join('. ')}`, '$');
  }
  // Without an operator only the permission's presets are set (Hasura allows that).
  if (given === 0 && update.presets.size === 0) {
    throw validationError(
      'at least any one of _set, _inc, _prepend, _append, _delete_key, _delete_elem, _delete_at_path is expected',
      `${path}.args`,
    );
  }
  for (const [name, preset] of update.presets) {
    if (!seen.has(name))
      sets.push(
        sql`${sql.ident(name)} = ${presetSql(ctx, preset, table.columns.get(name) as ColumnModel)}`,
      );
  }
  return sets;
}

export function compileUpdate(
  ctx: CompileContext,
  table: TableModel,
  def: GraphQLField<unknown, unknown>,
  node: FieldNode,
  args: Args,
  byPk: boolean,
  path: string,
  selectionSet: SelectionSetNode | undefined,
  shape: ResponseShape = byPk ? 'single' : 'mutation_response',
): MutationPlan {
  const update = perms(ctx, table).update;
  if (!update) throw validationError(`no update permission on "${table.name}"`, path);
  const alias = nextAlias(ctx, table.name);
  const sets = updateSets(ctx, table, args, alias, path);
  const where = byPk
    ? pkCondition(table, (args['pk_columns'] ?? {}) as Args, alias)
    : whereSql(ctx, table, args['where'], alias, `${path}.args.where`);
  // Nothing to set (`_set: {}`): Hasura updates no row and answers with none.
  const dml =
    sets.length === 0
      ? sql`SELECT ${alias}.*, true AS "__check" FROM ${sql.ident(table.schema, table.name)} AS ${alias} WHERE false`
      : sql`UPDATE ${sql.ident(table.schema, table.name)} AS ${alias} SET ${sql.join(sets, sql`, `)} WHERE ${and([permissionSql(ctx, update.filter, alias), where])} RETURNING ${alias}.*, ${checkSql(ctx, update.check, alias)} AS "__check"`;
  return {
    kind: 'sql',
    sql: statement(ctx, table, dml, responseSpec(def, node, shape, path, selectionSet)),
    errorPath: '$',
    checkPath: '$',
  };
}

export function compileDelete(
  ctx: CompileContext,
  table: TableModel,
  def: GraphQLField<unknown, unknown>,
  node: FieldNode,
  args: Args,
  byPk: boolean,
  path: string,
): MutationPlan {
  const del = perms(ctx, table).delete;
  if (!del) throw validationError(`no delete permission on "${table.name}"`, path);
  const alias = nextAlias(ctx, table.name);
  const where = byPk
    ? pkCondition(table, args, alias)
    : whereSql(ctx, table, args['where'], alias, `${path}.args.where`);
  const dml = sql`DELETE FROM ${sql.ident(table.schema, table.name)} AS ${alias} WHERE ${and([permissionSql(ctx, del.filter, alias), where])} RETURNING ${alias}.*, true AS "__check"`;
  return {
    kind: 'sql',
    sql: statement(
      ctx,
      table,
      dml,
      responseSpec(def, node, byPk ? 'single' : 'mutation_response', path, undefined),
    ),
    errorPath: '$',
    checkPath: '$',
  };
}

// ---- nested inserts --------------------------------------------------------------------------

/**
 * Inserts with object or array relationship data run object by object in the request's
 * transaction, as Hasura does: object-relationship targets first (their key feeds the parent),
 * then the parent, then array-relationship children with the parent's key. The response is then
 * read back by primary key, so relationships of the new rows are visible in `returning`.
 */
function nestedInsertProgram(
  ctx: CompileContext,
  table: TableModel,
  objects: readonly Record<string, unknown>[],
  onConflict: OnConflict | undefined,
  spec: ResponseSpec,
  path: string,
): MutationPlan {
  if (!table.primaryKey)
    throw new HasuraError(
      'not-supported',
      `nested inserts need a primary key on "${table.name}"`,
      path,
    );
  const pk = table.primaryKey.columns;
  const insertOne = async (
    db: Queryable,
    session: Readonly<Record<string, string>>,
    target: TableModel,
    object: Record<string, unknown>,
    conflict: OnConflict | undefined,
    fixed: Map<string, unknown>,
    at: string,
    errorPath: string,
  ): Promise<{ row: Record<string, unknown> | undefined; count: number }> => {
    let count = 0;
    const own: Record<string, unknown> = {};
    const fixedSql = new Map<string, Sql>();
    for (const [name, value] of fixed) {
      fixedSql.set(name, valueSql(value, target.columns.get(name)?.udtName ?? 'text'));
    }
    const after: [string, { data: Record<string, unknown>[]; on_conflict?: OnConflict }][] = [];
    for (const [key, value] of Object.entries(object)) {
      const rel = target.relationships.get(key);
      if (!rel || value === undefined || value === null) {
        if (!rel) own[key] = value;
        continue;
      }
      if (rel.kind === 'object' && rel.insertBeforeParent) {
        const input = value as { data: Record<string, unknown>; on_conflict?: OnConflict };
        const result = await insertOne(
          db,
          session,
          rel.target,
          input.data,
          input.on_conflict,
          new Map(),
          `${at}.${key}.data`,
          `${at}.${key}.data`,
        );
        count += result.count;
        for (const [from, to] of rel.mapping) {
          const sourceColumn = target.columns.get(from);
          if (sourceColumn && object[sourceColumn.field] !== undefined) {
            throw validationError(
              `cannot insert object relationship "${key}" as "${from}" column values are already determined`,
              `${at}.${key}`,
            );
          }
          fixedSql.set(from, valueSql(result.row?.[to] ?? null, sourceColumn?.udtName ?? 'text'));
        }
      } else {
        const input = value as {
          data: Record<string, unknown>[] | Record<string, unknown>;
          on_conflict?: OnConflict;
        };
        after.push([
          key,
          {
            data: Array.isArray(input.data) ? input.data : [input.data],
            ...(input.on_conflict ? { on_conflict: input.on_conflict } : {}),
          },
        ]);
      }
    }
    const dml = insertDml(ctx, target, [own], conflict, at, fixedSql);
    assertSessionVariables(ctx.sessionVariables, session);
    const query = compileSql(
      sql`WITH "_m" AS (${dml}) SELECT row_to_json("_m") AS row, "__check" AS ok FROM "_m"`,
    );
    let result: { rows: { row: Record<string, unknown>; ok: boolean }[] };
    try {
      result = await db.query<{ row: Record<string, unknown>; ok: boolean }>(
        query.text,
        bindParams(query.params, {}, session),
      );
    } catch (error) {
      // Hasura reports a nested row's database error at the list it came from.
      throw fromDatabaseError(error, errorPath, query.text);
    }
    const inserted = result.rows[0];
    if (inserted && !inserted.ok) throw new HasuraError('permission-error', CHECK_FAILED, at);
    if (inserted) count += 1;
    for (const [key, input] of after) {
      const rel = target.relationships.get(key);
      if (!rel) continue;
      const childFixed = new Map<string, unknown>();
      for (const [from, to] of rel.mapping) childFixed.set(to, inserted?.row[from] ?? null);
      for (const [i, child] of input.data.entries()) {
        for (const [, to] of rel.mapping) {
          const childColumn = rel.target.columns.get(to);
          if (childColumn && child[childColumn.field] !== undefined) {
            throw validationError(
              `cannot insert "${to}" columns as their values are already being determined by parent insert`,
              `${at}.${key}.data[${String(i)}]`,
            );
          }
        }
        const result = await insertOne(
          db,
          session,
          rel.target,
          child,
          input.on_conflict,
          childFixed,
          `${at}.${key}.data[${String(i)}]`,
          `${at}.${key}.data`,
        );
        count += result.count;
      }
    }
    return { row: inserted?.row, count };
  };
  const ordinal = sql.ident('_k');
  return {
    kind: 'program',
    async run(db, session) {
      const keys: unknown[][] = [];
      let affected = 0;
      for (const [i, object] of objects.entries()) {
        const result = await insertOne(
          db,
          session,
          table,
          object,
          onConflict,
          new Map(),
          spec.shape === 'single' ? path : `${path}[${String(i)}]`,
          path,
        );
        affected += result.count;
        if (result.row) keys.push(pk.map((c) => result.row?.[c]));
      }
      // Read the new rows back in insertion order, through the role's select permission columns.
      const m = sql.ident('_m');
      const values =
        keys.length === 0
          ? sql`SELECT ${sql.join(
              pk.map(
                (c) =>
                  sql`NULL::${sql.ident(table.columns.get(c)?.udtName ?? 'text')} AS ${sql.ident(c)}`,
              ),
              sql`, `,
            )}, 0 AS "_n" WHERE false`
          : sql`VALUES ${sql.join(
              keys.map(
                (key, n) =>
                  sql`(${sql.join(
                    key.map((v, j) =>
                      valueSql(v, table.columns.get(pk[j] ?? '')?.udtName ?? 'text'),
                    ),
                    sql`, `,
                  )}, ${sql.value(n)}::int)`,
              ),
              sql`, `,
            )}`;
      const rows = sql`SELECT t.* FROM (${values}) AS ${ordinal} (${sql.join([...pk.map((c) => sql.ident(c)), sql`"_n"`], sql`, `)}) JOIN ${sql.ident(table.schema, table.name)} AS t ON ${and(pk.map((c) => sql`t.${sql.ident(c)} = ${ordinal}.${sql.ident(c)}`))} ORDER BY ${ordinal}."_n"`;
      const response = mutationResponse(ctx, table, m, spec);
      const query = compileSql(sql`WITH ${m} AS (${rows}) SELECT ${response} AS root`);
      const result = await db.query<{ root: unknown }>(
        query.text,
        bindParams(query.params, {}, session),
      );
      const root = result.rows[0]?.root;
      if (
        spec.shape === 'mutation_response' &&
        root &&
        typeof root === 'object' &&
        'affected_rows' in root
      ) {
        return fixAffected(root, spec, affected, ctx);
      }
      return root;
    },
  };
}

/** affected_rows of a nested insert counts the rows of every table. */
function fixAffected(
  root: Record<string, unknown>,
  spec: ResponseSpec,
  affected: number,
  ctx: CompileContext,
): Record<string, unknown> {
  if (!spec.selectionSet) return root;
  const result: Record<string, unknown> = {};
  const fields = collectFields(spec.selectionSet, spec.type, ctx.selection);
  for (const [key, nodes] of fields) {
    result[key] = nodes[0]?.name.value === 'affected_rows' ? affected : root[key];
  }
  return result;
}
