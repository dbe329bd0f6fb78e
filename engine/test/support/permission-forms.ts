import type { Queryable } from '../../src/db/database';
import { permissionSql, relatedFilterSql, relationshipJoin } from '../../src/compile/bool-exp';
import type { CompileContext } from '../../src/compile/context';
import { rootPermissionSql, unionPlan } from '../../src/compile/root-permission';
import { introspectDatabase } from '../../src/introspect/introspect';
import { loadMetadata } from '../../src/metadata/load-metadata';
import {
  buildDataModel,
  type DataModel,
  type RelationshipModel,
  type TableModel,
} from '../../src/schema/model';
import { bindParams, compileSql, type Sql, sql } from '../../src/sql/sql';

/**
 * A root field's select permission compiled both ways: as written (`permissionSql`) and as the
 * root fields compile it (`rootPermissionSql`, a union of the alternatives' keys when it
 * applies), so that tests can check both read the same rows for a session.
 */

export async function loadModel(db: Queryable, metadataDir: string): Promise<DataModel> {
  const metadata = await loadMetadata(metadataDir);
  return buildDataModel(metadata, await introspectDatabase(db), db);
}

/** What compiling a permission needs of a context: the role's permissions and fresh counters. */
function testContext(role: string): CompileContext {
  return {
    sessionVariables: new Set<string>(),
    aliasCount: 0,
    tableRows: new WeakSet(),
    builder: { perms: (t: TableModel) => t.permissions.get(role) ?? {} },
  } as unknown as CompileContext;
}

export interface BothForms {
  /** Whether the root form differs from the filter as written. */
  applies: boolean;
  /** The primary keys each form lets through, as sorted JSON texts, and their counts. */
  written: string[];
  rewritten: string[];
  writtenCount: number;
  rewrittenCount: number;
}

export async function bothForms(
  db: Queryable,
  table: TableModel,
  role: string,
  session: Readonly<Record<string, string>>,
): Promise<BothForms> {
  const filter = table.permissions.get(role)?.select?.filter;
  if (!filter) throw new Error(`${role} may not read ${table.name}`);
  const key = table.primaryKey?.columns ?? [];
  const run = async (form: 'written' | 'rewritten') => {
    const ctx = testContext(role);
    const alias = sql.ident('r');
    const where =
      form === 'written'
        ? permissionSql(ctx, filter, alias)
        : rootPermissionSql(ctx, table, filter, alias);
    const from = sql`FROM ${sql.ident(table.schema, table.name)} AS ${alias} WHERE ${where}`;
    const columns = sql.join(
      key.map((k) => sql`${alias}.${sql.ident(k)}`),
      sql`, `,
    );
    const rows = compileSql(sql`SELECT json_build_array(${columns})::text AS k ${from}`);
    const count = compileSql(sql`SELECT count(*)::int AS n ${from}`);
    const bound = (params: typeof rows.params) => bindParams(params, {}, session);
    const keys = (await db.query<{ k: string }>(rows.text, bound(rows.params))).rows.map((r) =>
      JSON.stringify(JSON.parse(r.k)),
    );
    const n = (await db.query<{ n: number }>(count.text, bound(count.params))).rows[0]?.n ?? -1;
    return { keys: keys.sort(), count: n };
  };
  const written = await run('written');
  const rewritten = await run('rewritten');
  return {
    applies: unionPlan(table, filter) !== undefined,
    written: written.keys,
    rewritten: rewritten.keys,
    writtenCount: written.count,
    rewrittenCount: rewritten.count,
  };
}

export interface RelatedForms {
  /** Whether the target's filter reads differently from a row of the source (a proof applies). */
  differs: boolean;
  /** The (source key, target key) pairs each form lets through, as sorted JSON texts. */
  written: string[];
  proven: string[];
}

/**
 * The rows a relationship reaches from the source rows the role may read, with the target's
 * filter as written (`permissionSql`) and as a relationship compiles it (`relatedFilterSql`,
 * taking what the source row proves), so that tests can check both read the same pairs.
 */
export async function relatedForms(
  db: Queryable,
  rel: RelationshipModel,
  role: string,
  session: Readonly<Record<string, string>>,
): Promise<RelatedForms> {
  const sourceFilter = rel.source.permissions.get(role)?.select?.filter;
  const targetFilter = rel.target.permissions.get(role)?.select?.filter;
  if (!sourceFilter || !targetFilter) throw new Error(`${role} may not read ${rel.name}`);
  const keyOf = (table: TableModel, alias: Sql) =>
    (table.primaryKey?.columns ?? []).map((k) => sql`${alias}.${sql.ident(k)}`);
  const compile = (form: 'written' | 'proven') => {
    const ctx = testContext(role);
    const p = sql.ident('p');
    const c = sql.ident('c');
    ctx.tableRows.add(p);
    const filter =
      form === 'written' ? permissionSql(ctx, targetFilter, c) : relatedFilterSql(ctx, rel, p, c);
    const pair = sql.join([...keyOf(rel.source, p), ...keyOf(rel.target, c)], sql`, `);
    return compileSql(
      sql`SELECT json_build_array(${pair})::text AS k FROM ${sql.ident(rel.source.schema, rel.source.name)} AS ${p} JOIN ${sql.ident(rel.target.schema, rel.target.name)} AS ${c} ON ${relationshipJoin(rel, p, c)} WHERE ${permissionSql(ctx, sourceFilter, p)} AND ${filter}`,
    );
  };
  const run = async (statement: ReturnType<typeof compileSql>) =>
    (await db.query<{ k: string }>(statement.text, bindParams(statement.params, {}, session))).rows
      .map((r) => JSON.stringify(JSON.parse(r.k)))
      .sort();
  const written = compile('written');
  const proven = compile('proven');
  return {
    differs: written.text !== proven.text,
    written: await run(written),
    proven: await run(proven),
  };
}
