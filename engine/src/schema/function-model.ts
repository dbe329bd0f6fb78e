import { scalarNameForUdt } from '../graphql/scalars';
import type { DatabaseSchema, FunctionInfo } from '../introspect/introspect';
import type { LoadedFunction, LoadedTable, MetadataProblem } from '../metadata/load-metadata';
import { tableKey } from '../metadata/load-metadata';
import {
  type FunctionReturn,
  resolveComputedField,
  resolveTrackedFunction,
} from '../metadata/resolve-function';
import type { ColumnModel, TableModel } from './model';

/**
 * Computed fields and tracked functions in the model: which argument of
 * the SQL function receives the row or the session, and which ones the client gives through
 * Hasura's `args: <function>_args` input.
 */

/** An argument the client gives, as a field of `<function>_args`. */
export interface InputArgModel {
  /** Position in the function's input arguments. */
  index: number;
  /**
   * The GraphQL field: the argument's name; `arg_<n>` when it has none, n counting the unnamed
   * arguments the client gives from 1 (Hasura's functionArgs, splitArguments).
   */
  field: string;
  /** Whether the SQL argument has a name, so a call can pass it by name. */
  named: boolean;
  udtName: string;
  /** Its GraphQL scalar: a table's row type is `<type>_scalar`, beside the table's object type. */
  scalar: string;
  /** False when the function has a default for it, so the call may leave it out. */
  required: boolean;
}

export interface FunctionCallModel {
  schema: string;
  name: string;
  fn: FunctionInfo;
  /** The argument that receives the table row (computed fields only). */
  rowArg: number | undefined;
  /** The json/jsonb argument that receives the session variables. */
  sessionArg: number | undefined;
  /** `<function>_args` (custom_name of a tracked function replaces the function's name). */
  argsTypeName: string;
  inputArgs: InputArgModel[];
}

export type ComputedReturn =
  { kind: 'scalar'; column: ColumnModel } | { kind: 'table'; target: TableModel };

export interface ComputedFieldModel {
  name: string;
  comment: string | undefined;
  table: TableModel;
  call: FunctionCallModel;
  returns: ComputedReturn;
}

export interface TrackedFunctionModel {
  file: string;
  call: FunctionCallModel;
  /** The tracked table whose rows the function returns. */
  table: TableModel;
  /** VOLATILE functions are mutations unless exposed_as says query. */
  exposedAs: 'query' | 'mutation';
  rootFieldNames: { function: string; function_aggregate: string };
}

/** Hasura's GraphQL name of a function: its name in public, else `<schema>_<name>`. */
function graphqlName(fn: FunctionInfo): string {
  return fn.schema === 'public' ? fn.name : `${fn.schema}_${fn.name}`;
}

function callModel(
  fn: FunctionInfo,
  baseName: string,
  rowArg: number | undefined,
  sessionArg: number | undefined,
): FunctionCallModel {
  const inputArgs: InputArgModel[] = [];
  let unnamed = 0;
  fn.args.forEach((arg, index) => {
    if (index === rowArg || index === sessionArg) return;
    if (!arg.name) unnamed += 1;
    inputArgs.push({
      index,
      field: arg.name || `arg_${String(unnamed)}`,
      named: arg.name !== '',
      udtName: arg.udtName,
      scalar: arg.composite ? `${arg.udtName}_scalar` : scalarNameForUdt(arg.udtName),
      required: !arg.hasDefault,
    });
  });
  return {
    schema: fn.schema,
    name: fn.name,
    fn,
    rowArg,
    sessionArg,
    argsTypeName: `${baseName}_args`,
    inputArgs,
  };
}

/** A scalar result as a column-like value, so comparisons and ordering treat it as one. */
function scalarColumn(name: string, udtName: string): ColumnModel {
  return {
    name,
    field: name,
    udtName,
    nullable: true,
    hasDefault: false,
    generated: undefined,
    enumTable: undefined,
  };
}

/** The computed fields of one table; problems for what does not resolve. */
export function buildComputedFields(
  table: TableModel,
  loaded: LoadedTable,
  db: DatabaseSchema,
  tables: ReadonlyMap<string, TableModel>,
  problems: MetadataProblem[],
): void {
  (loaded.metadata.computed_fields ?? []).forEach((field, i) => {
    const path = `computed_fields[${String(i)}]`;
    const resolved = resolveComputedField(db, table, field.definition);
    if (typeof resolved === 'string') {
      problems.push({ file: loaded.file, path: `${path}.definition`, message: resolved });
      return;
    }
    const returns = computedReturn(field.name, resolved.returns, tables);
    if (!returns) {
      problems.push({
        file: loaded.file,
        path: `${path}.definition`,
        message: `the function returns rows of a table that is not tracked`,
      });
      return;
    }
    if (table.columnsByField.has(field.name) || table.relationships.has(field.name)) {
      problems.push({
        file: loaded.file,
        path,
        message: `computed field "${field.name}" has the name of another field`,
      });
      return;
    }
    table.computedFields.set(field.name, {
      name: field.name,
      comment: field.comment ?? undefined,
      table,
      call: callModel(
        resolved.fn,
        graphqlName(resolved.fn),
        resolved.tableArgIndex,
        resolved.sessionArgIndex,
      ),
      returns,
    });
  });
}

function computedReturn(
  name: string,
  returns: FunctionReturn,
  tables: ReadonlyMap<string, TableModel>,
): ComputedReturn | undefined {
  if (returns.kind === 'scalar') {
    return { kind: 'scalar', column: scalarColumn(name, returns.udtName) };
  }
  const target = tables.get(tableKey(returns.table));
  return target ? { kind: 'table', target } : undefined;
}

/** The tracked functions of a source (`functions` in databases.yaml). */
export function buildTrackedFunctions(
  functions: readonly LoadedFunction[],
  db: DatabaseSchema,
  tables: ReadonlyMap<string, TableModel>,
  problems: MetadataProblem[],
): TrackedFunctionModel[] {
  const result: TrackedFunctionModel[] = [];
  functions.forEach((loaded, i) => {
    const path = `functions[${String(i)}]`;
    const resolved = resolveTrackedFunction(db, loaded.metadata);
    if (typeof resolved === 'string') {
      problems.push({ file: loaded.file, path, message: resolved });
      return;
    }
    const table = tables.get(tableKey(resolved.table));
    if (!table) {
      problems.push({
        file: loaded.file,
        path,
        message: `table ${tableKey(resolved.table)} is not tracked`,
      });
      return;
    }
    const config = loaded.metadata.configuration;
    const baseName = config?.custom_name ?? graphqlName(resolved.fn);
    const exposedAs =
      config?.exposed_as ?? (resolved.fn.volatility === 'volatile' ? 'mutation' : 'query');
    result.push({
      file: loaded.file,
      call: callModel(resolved.fn, baseName, undefined, resolved.sessionArgIndex),
      table,
      exposedAs,
      rootFieldNames: {
        function: config?.custom_root_fields?.function ?? baseName,
        function_aggregate:
          config?.custom_root_fields?.function_aggregate ?? `${baseName}_aggregate`,
      },
    });
  });
  return result;
}
