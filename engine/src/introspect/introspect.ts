import type { Queryable } from '../db/database';
import { type FunctionInfo, introspectFunctions } from './functions';

export type { FunctionArgInfo, FunctionInfo } from './functions';

/** What the engine needs to know about the database's tables, read from pg_catalog. */
export interface ColumnInfo {
  name: string;
  /** Postgres type name as format_type prints it, e.g. "integer", "timestamp with time zone". */
  type: string;
  /** The type's internal name, e.g. "int4", "timestamptz", "_text" for text[]. */
  udtName: string;
  nullable: boolean;
  hasDefault: boolean;
  /** "always" for GENERATED ALWAYS columns (identity or stored), which cannot be written. */
  generated: 'always' | 'by-default' | undefined;
  position: number;
}

export interface ForeignKeyInfo {
  name: string;
  columns: string[];
  referencedSchema: string;
  referencedTable: string;
  referencedColumns: string[];
  onDelete: 'no action' | 'restrict' | 'cascade' | 'set null' | 'set default';
  /**
   * Validated and not deferrable: every committed and uncommitted row obeys it, so a row of this
   * table whose key columns are all set proves that the referenced row exists.
   */
  enforced: boolean;
}

export interface UniqueConstraintInfo {
  name: string;
  columns: string[];
}

export interface TableInfo {
  schema: string;
  name: string;
  kind: 'table' | 'view';
  columns: ColumnInfo[];
  primaryKey: UniqueConstraintInfo | undefined;
  uniqueConstraints: UniqueConstraintInfo[];
  foreignKeys: ForeignKeyInfo[];
  checkConstraints: { name: string; definition: string }[];
}

export interface DatabaseSchema {
  tables: Map<string, TableInfo>;
  /** SQL functions by "schema.name" (overloads share a key). */
  functions: Map<string, FunctionInfo[]>;
}

const ON_DELETE: Record<string, ForeignKeyInfo['onDelete']> = {
  a: 'no action',
  r: 'restrict',
  c: 'cascade',
  n: 'set null',
  d: 'set default',
};

const TABLES = `
select n.nspname as schema, c.relname as name, case when c.relkind in ('v', 'm') then 'view' else 'table' end as kind
  from pg_class c join pg_namespace n on n.oid = c.relnamespace
 where c.relkind in ('r', 'p', 'v', 'm') and n.nspname = any($1::text[])
 order by 1, 2`;

const COLUMNS = `
select n.nspname as schema, c.relname as table, a.attname as name,
       format_type(a.atttypid, a.atttypmod) as type, t.typname as udt_name,
       not a.attnotnull as nullable, a.atthasdef or a.attidentity <> '' as has_default,
       case when a.attidentity = 'a' or a.attgenerated = 's' then 'always'
            when a.attidentity = 'd' then 'by-default' end as generated,
       a.attnum as position
  from pg_attribute a
  join pg_class c on c.oid = a.attrelid
  join pg_namespace n on n.oid = c.relnamespace
  join pg_type t on t.oid = a.atttypid
 where c.relkind in ('r', 'p', 'v', 'm') and n.nspname = any($1::text[])
   and a.attnum > 0 and not a.attisdropped
 order by 1, 2, a.attnum`;

const CONSTRAINTS = `
select n.nspname as schema, c.relname as table, con.conname as name, con.contype as type,
       array(select a.attname from unnest(con.conkey) with ordinality k(attnum, i)
               join pg_attribute a on a.attrelid = con.conrelid and a.attnum = k.attnum
              order by k.i)::text[] as columns,
       rn.nspname as ref_schema, rc.relname as ref_table,
       array(select a.attname from unnest(con.confkey) with ordinality k(attnum, i)
               join pg_attribute a on a.attrelid = con.confrelid and a.attnum = k.attnum
              order by k.i)::text[] as ref_columns,
       con.confdeltype as on_delete,
       con.convalidated and not con.condeferrable as enforced,
       pg_get_constraintdef(con.oid) as definition
  from pg_constraint con
  join pg_class c on c.oid = con.conrelid
  join pg_namespace n on n.oid = c.relnamespace
  left join pg_class rc on rc.oid = con.confrelid
  left join pg_namespace rn on rn.oid = rc.relnamespace
 where n.nspname = any($1::text[]) and con.contype in ('p', 'u', 'f', 'c')
 order by 1, 2, 3`;

function key(schema: string, name: string): string {
  return `${schema}.${name}`;
}

/** Reads tables, columns, keys and constraints of the given schemas (public by default). */
export async function introspectDatabase(
  db: Queryable,
  schemas: readonly string[] = ['public'],
): Promise<DatabaseSchema> {
  const params = [schemas];
  const [tables, columns, constraints] = [
    await db.query<{ schema: string; name: string; kind: 'table' | 'view' }>(TABLES, params),
    await db.query<{
      schema: string;
      table: string;
      name: string;
      type: string;
      udt_name: string;
      nullable: boolean;
      has_default: boolean;
      generated: 'always' | 'by-default' | null;
      position: number;
    }>(COLUMNS, params),
    await db.query<{
      schema: string;
      table: string;
      name: string;
      type: 'p' | 'u' | 'f' | 'c';
      columns: string[];
      ref_schema: string | null;
      ref_table: string | null;
      ref_columns: string[];
      on_delete: string;
      enforced: boolean | null;
      definition: string;
    }>(CONSTRAINTS, params),
  ];
  const result = new Map<string, TableInfo>();
  for (const t of tables.rows) {
    result.set(key(t.schema, t.name), {
      schema: t.schema,
      name: t.name,
      kind: t.kind,
      columns: [],
      primaryKey: undefined,
      uniqueConstraints: [],
      foreignKeys: [],
      checkConstraints: [],
    });
  }
  for (const c of columns.rows) {
    result.get(key(c.schema, c.table))?.columns.push({
      name: c.name,
      type: c.type,
      udtName: c.udt_name,
      nullable: c.nullable,
      hasDefault: c.has_default,
      generated: c.generated ?? undefined,
      position: c.position,
    });
  }
  for (const c of constraints.rows) {
    const table = result.get(key(c.schema, c.table));
    if (!table) continue;
    if (c.type === 'p') table.primaryKey = { name: c.name, columns: c.columns };
    else if (c.type === 'u') table.uniqueConstraints.push({ name: c.name, columns: c.columns });
    else if (c.type === 'c')
      table.checkConstraints.push({ name: c.name, definition: c.definition });
    else {
      table.foreignKeys.push({
        name: c.name,
        columns: c.columns,
        referencedSchema: c.ref_schema ?? '',
        referencedTable: c.ref_table ?? '',
        referencedColumns: c.ref_columns,
        onDelete: ON_DELETE[c.on_delete] ?? 'no action',
        enforced: c.enforced === true,
      });
    }
  }
  return { tables: result, functions: await introspectFunctions(db, schemas) };
}
