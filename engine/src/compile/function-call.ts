import type { FunctionCallModel, InputArgModel } from '../schema/function-model';
import type { TableModel } from '../schema/model';
import { HasuraError } from '../errors';
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
  /** The request path of the field, for the errors of a call Hasura refuses. */
  path?: string;
}

/**
 * `schema.fn(...)` as Hasura calls it (functionArgs in server/src-lib/Hasura/GraphQL/Schema/
 * Select.hs): the arguments given, in SQL order up to the first one left out, go by position;
 * after it, a given argument goes by name and one left out is omitted, so its SQL default
 * applies. Left out without a default, or given after a gap without a name, the call is refused.
 */
export function functionCallSql(call: FunctionCallModel, inputs: CallInputs): Sql {
  const inputByIndex = new Map(call.inputArgs.map((arg) => [arg.index, arg]));
  const args: Sql[] = [];
  let positional = true;
  call.fn.args.forEach((arg, index) => {
    let value: Sql | undefined;
    if (index === call.rowArg) value = inputs.row;
    else if (index === call.sessionArg) value = sql`(${sql.session()})::${sql.ident(arg.udtName)}`;
    else {
      const input = inputByIndex.get(index);
      value = input ? inputs.input(input) : undefined;
    }
    if (value === undefined) {
      positional = false;
      if (!arg.hasDefault) throw refused('Non default arguments cannot be omitted', inputs.path);
      return;
    }
    if (positional) args.push(value);
    else if (arg.name) args.push(sql`${sql.ident(arg.name)} => ${value}`);
    else throw refused('Only last set of positional arguments can be omitted', inputs.path);
  });
  return sql`${sql.ident(call.schema, call.name)}(${sql.join(args, sql`, `)})`;
}

function refused(message: string, path: string | undefined): HasuraError {
  return new HasuraError('not-supported', message, `${path ?? '$'}.args.args`);
}
