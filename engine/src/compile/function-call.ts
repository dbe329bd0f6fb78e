import type { FunctionCallModel, InputArgModel } from '../schema/function-model';
import type { TableModel } from '../schema/model';
import { type Sql, sql } from '../sql/sql';

/**
 * Calls of SQL functions for computed fields and tracked functions: the
 * row argument, the session argument (the request's session variables as json, as Hasura
 * passes them) and the arguments the client gave in `args`.
 */

/**
 * The row of `table` at `alias` as a value of the table's row type. Built from the columns,
 * not `alias.*`: the alias may stand for a subquery or a mutation's CTE with extra columns.
 */
export function rowValue(table: TableModel, alias: Sql): Sql {
  const columns = [...table.columns.keys()].map((name) => sql`${alias}.${sql.ident(name)}`);
  return sql`ROW(${sql.join(columns, sql`, `)})::${sql.ident(table.schema, table.name)}`;
}

export interface CallInputs {
  /** The row (computed fields). */
  row?: Sql;
  /** The SQL of a client argument, or undefined when the client left it out. */
  input: (arg: InputArgModel) => Sql | undefined;
}

/**
 * `schema.fn(...)`. With every argument named, named notation lets a call leave out arguments
 * the function has defaults for; otherwise arguments go by position and a missing one is NULL.
 */
export function functionCallSql(call: FunctionCallModel, inputs: CallInputs): Sql {
  const named = call.fn.args.every((arg) => arg.name !== '');
  const inputByIndex = new Map(call.inputArgs.map((arg) => [arg.index, arg]));
  const args: Sql[] = [];
  call.fn.args.forEach((arg, index) => {
    let value: Sql | undefined;
    if (index === call.rowArg) value = inputs.row;
    else if (index === call.sessionArg) value = sql`(${sql.session()})::${sql.ident(arg.udtName)}`;
    else {
      const input = inputByIndex.get(index);
      value = input ? inputs.input(input) : undefined;
      if (value === undefined && input?.required === false && named) return;
    }
    value ??= sql`NULL::${sql.ident(arg.typeSchema, arg.udtName)}`;
    args.push(named ? sql`${sql.ident(arg.name)} => ${value}` : value);
  });
  return sql`${sql.ident(call.schema, call.name)}(${sql.join(args, sql`, `)})`;
}
