import type { Queryable } from '../db/database';

/**
 * SQL functions of the database, read from pg_proc, for computed fields and tracked functions:
 * their input arguments, return type and volatility.
 */

export interface FunctionArgInfo {
  /** '' for an unnamed argument. */
  name: string;
  /** The type's internal name (`int4`, `text`, or a table's row type name). */
  udtName: string;
  typeSchema: string;
  /** Whether the argument has a default, so a call may leave it out. */
  hasDefault: boolean;
  /** A composite type (a table's row type): Hasura's scalar for it is `<type>_scalar`. */
  composite: boolean;
}

export interface FunctionInfo {
  schema: string;
  name: string;
  args: FunctionArgInfo[];
  returnType: {
    schema: string;
    udtName: string;
    /** The table whose row type is returned (typrelid), when it is a table's. */
    table: { schema: string; name: string } | undefined;
  };
  returnsSet: boolean;
  volatility: 'immutable' | 'stable' | 'volatile';
}

const VOLATILITY: Record<string, FunctionInfo['volatility']> = {
  i: 'immutable',
  s: 'stable',
  v: 'volatile',
};

// Input arguments only (modes in, inout, variadic); OUT and TABLE columns are not arguments.
const FUNCTIONS = `
select n.nspname as schema, p.proname as name, p.provolatile as volatility,
       p.proretset as returns_set, p.pronargdefaults as default_count,
       rn.nspname as return_schema, rt.typname as return_type,
       rcn.nspname as return_table_schema, rc.relname as return_table,
       array(select coalesce(p.proargnames[k.i], '')
               from unnest(coalesce(p.proallargtypes, p.proargtypes::oid[])) with ordinality k(oid, i)
              where coalesce(p.proargmodes[k.i], 'i') in ('i', 'b', 'v') order by k.i)::text[] as arg_names,
       array(select t.typname
               from unnest(coalesce(p.proallargtypes, p.proargtypes::oid[])) with ordinality k(oid, i)
               join pg_type t on t.oid = k.oid
              where coalesce(p.proargmodes[k.i], 'i') in ('i', 'b', 'v') order by k.i)::text[] as arg_types,
       array(select tn.nspname
               from unnest(coalesce(p.proallargtypes, p.proargtypes::oid[])) with ordinality k(oid, i)
               join pg_type t on t.oid = k.oid join pg_namespace tn on tn.oid = t.typnamespace
              where coalesce(p.proargmodes[k.i], 'i') in ('i', 'b', 'v') order by k.i)::text[] as arg_schemas,
       array(select t.typtype = 'c'
               from unnest(coalesce(p.proallargtypes, p.proargtypes::oid[])) with ordinality k(oid, i)
               join pg_type t on t.oid = k.oid
              where coalesce(p.proargmodes[k.i], 'i') in ('i', 'b', 'v') order by k.i)::bool[] as arg_composite
  from pg_proc p
  join pg_namespace n on n.oid = p.pronamespace
  join pg_type rt on rt.oid = p.prorettype
  join pg_namespace rn on rn.oid = rt.typnamespace
  left join pg_class rc on rc.oid = rt.typrelid and rc.relkind in ('r', 'p', 'v', 'm')
  left join pg_namespace rcn on rcn.oid = rc.relnamespace
 where n.nspname = any($1::text[]) and p.prokind = 'f'
 order by 1, 2`;

/** Functions of the given schemas by "schema.name"; overloads share a key. */
export async function introspectFunctions(
  db: Queryable,
  schemas: readonly string[],
): Promise<Map<string, FunctionInfo[]>> {
  const { rows } = await db.query<{
    schema: string;
    name: string;
    volatility: string;
    returns_set: boolean;
    default_count: number;
    return_schema: string;
    return_type: string;
    return_table_schema: string | null;
    return_table: string | null;
    arg_names: string[];
    arg_types: string[];
    arg_schemas: string[];
    arg_composite: boolean[];
  }>(FUNCTIONS, [schemas]);
  const result = new Map<string, FunctionInfo[]>();
  for (const row of rows) {
    const count = row.arg_types.length;
    const info: FunctionInfo = {
      schema: row.schema,
      name: row.name,
      args: row.arg_types.map((udtName, i) => ({
        name: row.arg_names[i] ?? '',
        udtName,
        typeSchema: row.arg_schemas[i] ?? '',
        // Defaults belong to the trailing input arguments.
        hasDefault: i >= count - row.default_count,
        composite: row.arg_composite[i] ?? false,
      })),
      returnType: {
        schema: row.return_schema,
        udtName: row.return_type,
        table:
          row.return_table && row.return_table_schema
            ? { schema: row.return_table_schema, name: row.return_table }
            : undefined,
      },
      returnsSet: row.returns_set,
      volatility: VOLATILITY[row.volatility] ?? 'volatile',
    };
    const key = `${row.schema}.${row.name}`;
    result.set(key, [...(result.get(key) ?? []), info]);
  }
  return result;
}
