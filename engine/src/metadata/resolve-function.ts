import type { DatabaseSchema, FunctionInfo } from '../introspect/introspect';
import { normalizeTable, type QualifiedTable, tableKey } from './load-metadata';
import type { ComputedFieldInput, TrackedFunctionInput } from './metadata-schema';

/**
 * Resolves the SQL function behind a computed field or a tracked function against the
 * database, with Hasura's rules: one function of that name (no overloads), the
 * row argument of the table's type, the session argument json or jsonb, and a return type that
 * is a base scalar or (SETOF) the row type of a table. The metadata check reports the message;
 * the model uses the result.
 */

/** What a function returns: a scalar, or rows of a table. */
export type FunctionReturn =
  { kind: 'scalar'; udtName: string } | { kind: 'table'; table: QualifiedTable; many: boolean };

export interface ResolvedComputedField {
  fn: FunctionInfo;
  tableArgIndex: number;
  sessionArgIndex: number | undefined;
  returns: FunctionReturn;
}

export interface ResolvedFunction {
  fn: FunctionInfo;
  sessionArgIndex: number | undefined;
  table: QualifiedTable;
}

const JSON_TYPES: ReadonlySet<string> = new Set(['json', 'jsonb']);

function findFunction(db: DatabaseSchema, name: QualifiedTable): FunctionInfo | string {
  const overloads = db.functions.get(tableKey(name)) ?? [];
  if (overloads.length === 0) return `function ${tableKey(name)} does not exist`;
  if (overloads.length > 1) return `function ${tableKey(name)} is overloaded`;
  return overloads[0] as FunctionInfo;
}

function argIndex(fn: FunctionInfo, name: string, role: string): number | string {
  const index = fn.args.findIndex((arg) => arg.name === name);
  return index >= 0 ? index : `${role} "${name}" is not an argument of ${fn.schema}.${fn.name}`;
}

function sessionArg(
  fn: FunctionInfo,
  name: string | null | undefined,
): number | undefined | string {
  if (!name) return undefined;
  const index = argIndex(fn, name, 'session argument');
  if (typeof index === 'string') return index;
  const udt = fn.args[index]?.udtName ?? '';
  return JSON_TYPES.has(udt) ? index : `session argument "${name}" must be json or jsonb`;
}

function returnOf(fn: FunctionInfo): FunctionReturn | string {
  const table = fn.returnType.table;
  if (table) return { kind: 'table', table, many: fn.returnsSet };
  if (fn.returnsSet) {
    return `function ${fn.schema}.${fn.name} returns a set of ${fn.returnType.udtName}, not of a table`;
  }
  return { kind: 'scalar', udtName: fn.returnType.udtName };
}

export function resolveComputedField(
  db: DatabaseSchema,
  table: QualifiedTable,
  definition: ComputedFieldInput['definition'],
): ResolvedComputedField | string {
  const fn = findFunction(db, normalizeTable(definition.function));
  if (typeof fn === 'string') return fn;
  // Without table_argument the row is the first argument.
  const tableArgIndex = definition.table_argument
    ? argIndex(fn, definition.table_argument, 'table argument')
    : fn.args.length > 0
      ? 0
      : `function ${fn.schema}.${fn.name} has no argument for the row of ${tableKey(table)}`;
  if (typeof tableArgIndex === 'string') return tableArgIndex;
  const rowArg = fn.args[tableArgIndex];
  if (!rowArg || rowArg.typeSchema !== table.schema || rowArg.udtName !== table.name) {
    return `the table argument of ${fn.schema}.${fn.name} has type ${rowArg?.typeSchema ?? ''}.${rowArg?.udtName ?? ''}, not ${tableKey(table)}`;
  }
  const sessionArgIndex = sessionArg(fn, definition.session_argument);
  if (typeof sessionArgIndex === 'string') return sessionArgIndex;
  if (sessionArgIndex === tableArgIndex) return 'the table and session arguments are the same';
  const returns = returnOf(fn);
  if (typeof returns === 'string') return returns;
  return { fn, tableArgIndex, sessionArgIndex, returns };
}

export function resolveTrackedFunction(
  db: DatabaseSchema,
  metadata: TrackedFunctionInput,
): ResolvedFunction | string {
  const fn = findFunction(db, normalizeTable(metadata.function));
  if (typeof fn === 'string') return fn;
  const sessionArgIndex = sessionArg(fn, metadata.configuration?.session_argument);
  if (typeof sessionArgIndex === 'string') return sessionArgIndex;
  const returns = returnOf(fn);
  if (typeof returns === 'string') return returns;
  if (returns.kind !== 'table') {
    return `function ${fn.schema}.${fn.name} must return SETOF a tracked table (returns ${returns.udtName})`;
  }
  return { fn, sessionArgIndex, table: returns.table };
}
