import type { Database, Queryable } from '../db/database';

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

/**
 * Hasura's catalogue of scheduled events (server/src-rsr/init_pg_source.sql and the metadata
 * catalogue's migrations): cron events generated from cron_triggers.yaml, one-off events made by
 * the metadata API's `create_scheduled_event`, and an invocation log for each. Column names,
 * types, statuses and the unique index on upcoming cron events are Hasura's. One column is the
 * engine's own: `locked_at`, when a worker claimed the event (Hasura unlocks every locked event
 * when it starts, which would let two running processes deliver one event; the engine instead
 * takes over a claim older than its lock timeout).
 */
export const SCHEDULED_CATALOG_SQL = `
create schema if not exists hdb_catalog;

create table if not exists hdb_catalog.hdb_cron_events (
  id text default gen_random_uuid() primary key,
  trigger_name text not null,
  scheduled_time timestamptz not null,
  status text not null default 'scheduled',
  tries integer not null default 0,
  created_at timestamptz default now(),
  next_retry_at timestamptz,
  constraint valid_status check (status in ('scheduled', 'locked', 'delivered', 'error', 'dead'))
);
alter table hdb_catalog.hdb_cron_events add column if not exists locked_at timestamptz;
create index if not exists hdb_cron_event_status on hdb_catalog.hdb_cron_events (status);
create unique index if not exists hdb_cron_events_unique_scheduled
  on hdb_catalog.hdb_cron_events (trigger_name, scheduled_time) where status = 'scheduled';

create table if not exists hdb_catalog.hdb_cron_event_invocation_logs (
  id text default gen_random_uuid() primary key,
  event_id text references hdb_catalog.hdb_cron_events (id) on update cascade on delete cascade,
  status integer,
  request json,
  response json,
  created_at timestamptz default now()
);
create index if not exists hdb_cron_event_invocation_event_id
  on hdb_catalog.hdb_cron_event_invocation_logs (event_id);

create table if not exists hdb_catalog.hdb_scheduled_events (
  id text default gen_random_uuid() primary key,
  webhook_conf json not null,
  scheduled_time timestamptz not null,
  retry_conf json,
  payload json,
  header_conf json,
  status text not null default 'scheduled',
  tries integer not null default 0,
  created_at timestamptz default now(),
  next_retry_at timestamptz,
  comment text,
  constraint valid_status check (status in ('scheduled', 'locked', 'delivered', 'error', 'dead'))
);
alter table hdb_catalog.hdb_scheduled_events add column if not exists locked_at timestamptz;
create index if not exists hdb_scheduled_event_status on hdb_catalog.hdb_scheduled_events (status);

create table if not exists hdb_catalog.hdb_scheduled_event_invocation_logs (
  id text default gen_random_uuid() primary key,
  event_id text references hdb_catalog.hdb_scheduled_events (id) on update cascade on delete cascade,
  status integer,
  request json,
  response json,
  created_at timestamptz default now()
);
create index if not exists hdb_scheduled_event_invocation_event_id
  on hdb_catalog.hdb_scheduled_event_invocation_logs (event_id);
`;

/** Creates the scheduled events' catalogue (idempotent), under the engines' DDL lock. */
export async function createScheduledCatalog(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock($1)', [EVENT_DDL_LOCK]);
    await tx.exec(SCHEDULED_CATALOG_SQL);
  });
}
