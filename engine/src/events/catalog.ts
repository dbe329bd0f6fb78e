import type { Queryable } from '../db/database';

/**
 * Hasura's event catalogue in the source database, created by the engine itself (as Hasura's
 * `init_pg_source.sql` does, hasura/graphql-engine server/src-rsr/init_pg_source.sql), never by
 * a migration of the project: `hdb_catalog.event_log` (one row per captured change, the work
 * queue), `hdb_catalog.event_invocation_logs` (one row per delivery attempt) and
 * `hdb_catalog.insert_event_log`, which the trigger functions call.
 *
 * Columns and types are Hasura's: text ids from `gen_random_uuid()`, `created_at` and
 * `next_retry_at` as `timestamp` (UTC here: every engine session runs in UTC), `locked` as the
 * `timestamptz` a worker claimed the event at (NULL: free).
 */
export const EVENT_CATALOG_SQL = `
create schema if not exists hdb_catalog;

create table if not exists hdb_catalog.event_log (
  id text default gen_random_uuid() primary key,
  schema_name text not null,
  table_name text not null,
  trigger_name text not null,
  payload jsonb not null,
  delivered boolean not null default false,
  error boolean not null default false,
  tries integer not null default 0,
  created_at timestamp default now(),
  locked timestamptz,
  next_retry_at timestamp,
  archived boolean not null default false
);
create index if not exists event_log_trigger_name_idx on hdb_catalog.event_log (trigger_name);
-- Hasura's index for fetching due events, in the order of the fetch query.
create index if not exists event_log_fetch_events
  on hdb_catalog.event_log (locked nulls first, next_retry_at nulls first, created_at)
  where delivered = 'f' and error = 'f' and archived = 'f';

create table if not exists hdb_catalog.event_invocation_logs (
  id text default gen_random_uuid() primary key,
  trigger_name text,
  event_id text,
  status integer,
  request json,
  response json,
  created_at timestamp default now()
);
create index if not exists event_invocation_logs_event_id_idx
  on hdb_catalog.event_invocation_logs (event_id);

-- Hasura's insert_event_log: the session variables come from the transaction-local setting
-- hasura.user (set by the mutation's transaction), NULLIF'd because Postgres may leave it ''
-- (hasura/graphql-engine#8498); trace_context likewise from hasura.tracecontext, and only when
-- set.
create or replace function hdb_catalog.insert_event_log(
  schema_name text, table_name text, trigger_name text, op text, row_data json
) returns text as $$
declare
  id text;
  payload jsonb;
  session_variables json;
  trace_context json;
begin
  id := gen_random_uuid();
  session_variables := nullif(current_setting('hasura.user', 't'), '');
  trace_context := nullif(current_setting('hasura.tracecontext', 't'), '');
  payload := jsonb_build_object(
    'op', op,
    'data', row_data,
    'session_variables', session_variables
  );
  if trace_context is not null then
    payload := payload || jsonb_build_object('trace_context', trace_context);
  end if;
  insert into hdb_catalog.event_log (id, schema_name, table_name, trigger_name, payload)
  values (id, schema_name, table_name, trigger_name, payload);
  return id;
end;
$$ language plpgsql;
`;

/**
 * One key for the advisory lock under which engine processes change the catalogue and the
 * triggers, so several starting at once on one server do not race on `create table`.
 */
export const EVENT_DDL_LOCK = 7_020_020;

export async function createEventCatalog(tx: Queryable): Promise<void> {
  await tx.exec(EVENT_CATALOG_SQL);
}
