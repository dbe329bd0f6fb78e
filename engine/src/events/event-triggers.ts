import { renderEnvTemplate } from '../actions/env-template';
import type { Database, Queryable } from '../db/database';
import { geoJsonOutput } from '../graphql/geojson';
import type { DatabaseSchema, TableInfo } from '../introspect/introspect';
import { type LoadedMetadata, type QualifiedTable, tableKey } from '../metadata/load-metadata';
import { compileSql, type Sql, sql, toPgArrayLiteral } from '../sql/sql';
import { createEventCatalog, EVENT_DDL_LOCK } from './catalog';

/**
 * Event triggers of the metadata, resolved against the environment and the catalogue, and the
 * Postgres triggers that capture them. As Hasura (hasura/graphql-engine
 * server/src-lib/Hasura/Backends/Postgres/DDL/EventTrigger.hs, `mkTriggerQ`, and
 * server/src-rsr/trigger.sql.shakespeare): one plpgsql function per trigger and operation,
 * `hdb_catalog."notify_hasura_<name>_<OP>"`, run `AFTER <OP> ... FOR EACH ROW`, that calls
 * `hdb_catalog.insert_event_log` in the transaction of the change, so a rolled-back change
 * leaves no event.
 */

export type EventOperation = 'INSERT' | 'UPDATE' | 'DELETE';
export const EVENT_OPERATIONS: readonly EventOperation[] = ['INSERT', 'UPDATE', 'DELETE'];

export interface EventHeader {
  name: string;
  value: string;
  /** The variable the value came from, logged instead of the value. */
  fromEnv?: string;
}

/** Hasura's defaults (Hasura.RQL.Types.EventTrigger, `defaultRetryConf`/`defaultTimeoutSeconds`). */
export const DEFAULT_RETRY = { numRetries: 0, intervalSec: 10, timeoutSec: 60 } as const;

export type ColumnList = readonly string[] | '*';

export interface OperationColumns {
  /** An update fires only when one of these changed. */
  listen: ColumnList;
  /** The columns of `data.old`/`data.new`. */
  payload: ColumnList;
}

export interface EventTriggerConfig {
  name: string;
  table: QualifiedTable;
  /** Operations with the columns they listen to and those they send ('*': all). */
  operations: Partial<Record<EventOperation, OperationColumns>>;
  enableManual: boolean;
  webhook: string;
  headers: EventHeader[];
  retry: { numRetries: number; intervalSec: number; timeoutSec: number };
}

/**
 * The event triggers of the metadata. Assumes checkMetadata (with the environment) passed: names,
 * columns and variables are valid.
 */
export function resolveEventTriggers(
  metadata: LoadedMetadata,
  env: Readonly<Record<string, string | undefined>>,
): EventTriggerConfig[] {
  const out: EventTriggerConfig[] = [];
  for (const source of metadata.sources) {
    for (const loaded of source.tables) {
      for (const trigger of loaded.metadata.event_triggers ?? []) {
        const { definition } = trigger;
        const operations: EventTriggerConfig['operations'] = {};
        for (const [op, spec] of [
          ['INSERT', definition.insert],
          ['UPDATE', definition.update],
          ['DELETE', definition.delete],
        ] as const) {
          if (spec) operations[op] = { listen: spec.columns, payload: spec.payload ?? '*' };
        }
        out.push({
          name: trigger.name,
          table: loaded.table,
          operations,
          enableManual: definition.enable_manual === true,
          webhook: webhookUrl(trigger.webhook, trigger.webhook_from_env, env),
          headers: (trigger.headers ?? []).map((header) =>
            'value' in header
              ? { name: header.name, value: header.value }
              : {
                  name: header.name,
                  value: env[header.value_from_env] ?? '',
                  fromEnv: header.value_from_env,
                },
          ),
          retry: {
            numRetries: trigger.retry_conf?.num_retries ?? DEFAULT_RETRY.numRetries,
            intervalSec: trigger.retry_conf?.interval_sec ?? DEFAULT_RETRY.intervalSec,
            timeoutSec: trigger.retry_conf?.timeout_sec ?? DEFAULT_RETRY.timeoutSec,
          },
        });
      }
    }
  }
  return out;
}

/** `webhook` (with Hasura's `{{VAR}}` templates) or the value of `webhook_from_env`. */
function webhookUrl(
  webhook: string | undefined,
  fromEnv: string | undefined,
  env: Readonly<Record<string, string | undefined>>,
): string {
  if (webhook === undefined) return env[fromEnv ?? ''] ?? '';
  const rendered = renderEnvTemplate(webhook, env);
  return 'value' in rendered ? rendered.value : webhook;
}

/** `notify_hasura_<name>_<OP>`, Hasura's `pgIdenTrigger`. */
export function triggerFunctionName(trigger: string, op: EventOperation): string {
  return `notify_hasura_${trigger}_${op}`;
}

function ddl(fragment: Sql): string {
  const compiled = compileSql(fragment);
  if (compiled.params.length > 0) throw new Error('DDL cannot carry parameters');
  return compiled.text;
}

const OPERATION_SQL: Record<EventOperation, Sql> = {
  INSERT: sql`INSERT`,
  UPDATE: sql`UPDATE`,
  DELETE: sql`DELETE`,
};

/** plpgsql's trigger records (unquoted: they are variables, not identifiers of a relation). */
const RECORD_SQL = { OLD: sql`OLD`, NEW: sql`NEW` } as const;

const NUMERIC_TYPES = new Set(['int8', 'numeric']);
const GEO_TYPES = new Set(['geometry', 'geography']);

/**
 * A row of OLD or NEW as json with the table's columns, as Hasura's `toJSONableExp`: PostGIS
 * values as GeoJSON, bigint and numeric as strings with HASURA_GRAPHQL_STRINGIFY_NUMERIC_TYPES.
 * A sub-select rather than json_build_object: no 100-argument limit on wide tables.
 */
function rowJson(
  info: TableInfo,
  record: 'OLD' | 'NEW',
  payload: ColumnList,
  stringifyNumerics: boolean,
): Sql {
  const sent = info.columns.filter((c) => payload === '*' || payload.includes(c.name));
  const columns = sent.map((column) => {
    const value = sql`${RECORD_SQL[record]}.${sql.ident(column.name)}`;
    if (GEO_TYPES.has(column.udtName)) {
      return sql`${geoJsonOutput(value)} AS ${sql.ident(column.name)}`;
    }
    if (stringifyNumerics && NUMERIC_TYPES.has(column.udtName)) {
      return sql`${value}::text AS ${sql.ident(column.name)}`;
    }
    return sql`${value} AS ${sql.ident(column.name)}`;
  });
  return sql`row_to_json((SELECT r FROM (SELECT ${sql.join(columns, sql`, `)}) AS r))`;
}

/** The listened columns of OLD or NEW as one row value, for the update filter. */
function listenedRow(info: TableInfo, columns: ColumnList, record: 'OLD' | 'NEW') {
  const names = columns === '*' ? info.columns.map((c) => c.name) : columns;
  return sql`ROW(${sql.join(
    names.map((name) => sql`${RECORD_SQL[record]}.${sql.ident(name)}`),
    sql`, `,
  )})`;
}

/**
 * The trigger function of one operation. An update fires only when a listened column changed
 * (Hasura compares `row(OLD.cols) <> row(NEW.cols)` on record values, where NULLs compare
 * equal; IS DISTINCT FROM says the same). `data.old` is null for INSERT, `data.new` for DELETE.
 */
export function triggerFunctionSql(
  trigger: EventTriggerConfig,
  info: TableInfo,
  op: EventOperation,
  columns: OperationColumns,
  stringifyNumerics: boolean,
): string {
  const fn = sql.ident('hdb_catalog', triggerFunctionName(trigger.name, op));
  const table = sql.ident(info.schema, info.name);
  const oldData =
    op === 'INSERT' ? sql`NULL::json` : rowJson(info, 'OLD', columns.payload, stringifyNumerics);
  const newData =
    op === 'DELETE' ? sql`NULL::json` : rowJson(info, 'NEW', columns.payload, stringifyNumerics);
  const unchanged =
    op === 'UPDATE'
      ? sql`
  IF ${listenedRow(info, columns.listen, 'OLD')} IS NOT DISTINCT FROM ${listenedRow(info, columns.listen, 'NEW')} THEN
    RETURN NULL;
  END IF;`
      : sql``;
  return ddl(sql`CREATE OR REPLACE FUNCTION ${fn}() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN${unchanged}
  PERFORM hdb_catalog.insert_event_log(
    CAST(TG_TABLE_SCHEMA AS text), CAST(TG_TABLE_NAME AS text), CAST(${sql.literal(trigger.name)} AS text),
    TG_OP, json_build_object('old', ${oldData}, 'new', ${newData}));
  RETURN NULL;
END;
$$;
DROP TRIGGER IF EXISTS ${sql.ident(triggerFunctionName(trigger.name, op))} ON ${table};
CREATE TRIGGER ${sql.ident(triggerFunctionName(trigger.name, op))} AFTER ${OPERATION_SQL[op]} ON ${table}
  FOR EACH ROW EXECUTE FUNCTION ${fn}();`);
}

export interface InstallSummary {
  /** Trigger functions created or replaced. */
  installed: string[];
  /** Trigger functions of event triggers no longer in the metadata (or operations dropped). */
  dropped: string[];
}

/**
 * Brings the database's capture in line with the metadata, in one transaction under an advisory
 * lock: with event triggers, the catalogue and each operation's function and trigger; always,
 * the functions of triggers (or operations) no longer in the metadata are dropped with their
 * triggers (`DROP FUNCTION ... CASCADE`, Hasura's `dropTriggerQ`) and the removed triggers'
 * pending events archived (Hasura's `archiveEvents`).
 */
export async function installEventTriggers(
  db: Database,
  triggers: readonly EventTriggerConfig[],
  catalogue: DatabaseSchema,
  options: { stringifyNumerics: boolean },
): Promise<InstallSummary> {
  const wanted = new Map<string, string>();
  for (const trigger of triggers) {
    for (const op of EVENT_OPERATIONS) {
      const columns = trigger.operations[op];
      if (columns === undefined) continue;
      const info = catalogue.tables.get(tableKey(trigger.table));
      if (!info)
        throw new Error(`event trigger ${trigger.name}: no table ${tableKey(trigger.table)}`);
      wanted.set(
        triggerFunctionName(trigger.name, op),
        triggerFunctionSql(trigger, info, op, columns, options.stringifyNumerics),
      );
    }
  }
  return db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock($1)', [EVENT_DDL_LOCK]);
    const existing = await existingTriggerFunctions(tx);
    if (triggers.length === 0 && existing.length === 0) return { installed: [], dropped: [] };
    if (triggers.length > 0) await createEventCatalog(tx);
    const dropped: string[] = [];
    for (const name of existing) {
      if (wanted.has(name)) continue;
      await tx.exec(ddl(sql`DROP FUNCTION IF EXISTS ${sql.ident('hdb_catalog', name)}() CASCADE`));
      dropped.push(name);
    }
    const live = new Set(triggers.map((t) => t.name));
    const removed = new Set(
      dropped
        .map((name) => /^notify_hasura_(.+)_(INSERT|UPDATE|DELETE)$/.exec(name)?.[1])
        .filter((name): name is string => name !== undefined && !live.has(name)),
    );
    if (removed.size > 0) {
      await tx.query(
        `update hdb_catalog.event_log set archived = true
          where trigger_name = any($1::text[]) and not delivered and not error`,
        [toPgArrayLiteral([...removed])],
      );
    }
    for (const text of wanted.values()) await tx.exec(text);
    return { installed: [...wanted.keys()], dropped };
  });
}

async function existingTriggerFunctions(q: Queryable): Promise<string[]> {
  const { rows } = await q.query<{ name: string }>(
    `select p.proname as name from pg_catalog.pg_proc p
       join pg_catalog.pg_namespace n on n.oid = p.pronamespace
      where n.nspname = 'hdb_catalog' and p.proname like 'notify\\_hasura\\_%'
      order by 1`,
  );
  return rows.map((row) => row.name);
}
