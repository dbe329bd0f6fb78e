import { z } from 'zod';
import type { Database, Queryable } from '../db/database';
import { scheduledRetryConfSchema, scheduledHeaderSchema } from '../metadata/metadata-schema';
import { toPgArrayLiteral } from '../sql/sql';
import { type CronTriggerConfig, resolveHeaders, resolveWebhook } from './scheduled-triggers';

/**
 * The part of Hasura's metadata API (`POST /v1/metadata`, `{type, args}`) that the engine
 * serves: scheduled events. Commands and arguments are Hasura's (docs "Metadata API Reference:
 * Scheduled Triggers"; Hasura.RQL.DDL.ScheduledTrigger): `create_scheduled_event`,
 * `delete_scheduled_event`, `get_scheduled_events`, `get_scheduled_event_invocations`, and `bulk`
 * of those (in one transaction: a failing command undoes the others). The live engine
 * (metadata/metadata-admin.ts) sends these commands here and answers the others itself; called
 * directly, this answers any other command `not-supported`. Errors are Hasura's
 * `{path, error, code}` with HTTP 400.
 */

export const SUPPORTED_METADATA_COMMANDS = [
  'create_scheduled_event',
  'delete_scheduled_event',
  'get_scheduled_events',
  'get_scheduled_event_invocations',
  'bulk',
] as const;

export class MetadataApiError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly path = '$',
    readonly status = 400,
  ) {
    super(message);
  }

  toBody() {
    return { path: this.path, error: this.message, code: this.code };
  }
}

export interface MetadataApiContext {
  db: Database;
  env: Readonly<Record<string, string | undefined>>;
  cronTriggers: ReadonlyMap<string, CronTriggerConfig>;
}

/** Hasura's UTCTime: ISO 8601 with a time zone (`2026-05-01T09:00:00Z`, `...+02:00`). */
const utcTimeSchema = z
  .string()
  .regex(
    /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}(:?\d{2})?)$/i,
    'expected an ISO 8601 time with a time zone, e.g. 2026-05-01T09:00:00Z',
  )
  .refine((text) => !Number.isNaN(new Date(text).getTime()), 'not a valid time');

const createArgsSchema = z.strictObject({
  webhook: z.string().min(1),
  schedule_at: utcTimeSchema,
  payload: z.unknown().optional(),
  headers: z.array(scheduledHeaderSchema).optional(),
  retry_conf: scheduledRetryConfSchema.optional(),
  comment: z.string().nullish(),
});

const kindSchema = z.enum(['one_off', 'cron']);
const statusSchema = z.enum(['scheduled', 'locked', 'delivered', 'error', 'dead']);
const paginationShape = {
  limit: z.number().int().nonnegative().optional(),
  offset: z.number().int().nonnegative().optional(),
  get_rows_count: z.boolean().optional(),
};

const deleteArgsSchema = z.strictObject({ type: kindSchema, event_id: z.string().min(1) });
const getEventsArgsSchema = z.strictObject({
  type: kindSchema,
  trigger_name: z.string().min(1).optional(),
  status: z.array(statusSchema).optional(),
  ...paginationShape,
});
const getInvocationsArgsSchema = z.strictObject({
  type: kindSchema,
  event_id: z.string().min(1).optional(),
  trigger_name: z.string().min(1).optional(),
  ...paginationShape,
});

function parseArgs<S extends z.ZodType>(schema: S, value: unknown, path: string): z.infer<S> {
  const result = schema.safeParse(value ?? {});
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const at = [path, ...(issue?.path ?? []).map(String)].join('.');
  const message =
    issue?.code === 'unrecognized_keys'
      ? `unexpected keys: ${issue.keys.join(', ')} (not supported by the engine)`
      : (issue?.message ?? 'invalid arguments');
  throw new MetadataApiError('parse-failed', message, at);
}

/** The one-off events' and cron events' columns as Hasura's API returns them. */
const EVENT_COLUMNS = {
  one_off: `id, webhook_conf, scheduled_time, retry_conf, payload, header_conf, status, tries,
            created_at, next_retry_at, comment`,
  cron: 'id, trigger_name, scheduled_time, status, tries, created_at, next_retry_at',
};
const EVENT_TABLES = {
  one_off: 'hdb_catalog.hdb_scheduled_events',
  cron: 'hdb_catalog.hdb_cron_events',
};
const LOG_TABLES = {
  one_off: 'hdb_catalog.hdb_scheduled_event_invocation_logs',
  cron: 'hdb_catalog.hdb_cron_event_invocation_logs',
};

async function jsonRows(q: Queryable, select: string, params: unknown[]): Promise<unknown[]> {
  const { rows } = await q.query<{ row: string }>(
    `select row_to_json(r)::text as row from (${select}) r`,
    params,
  );
  return rows.map((row) => JSON.parse(row.row) as unknown);
}

async function runCommand(
  ctx: MetadataApiContext,
  q: Queryable,
  body: unknown,
  path: string,
): Promise<unknown> {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) {
    throw new MetadataApiError('parse-failed', 'expected an object {type, args}', path);
  }
  const { type, args } = body as { type?: unknown; args?: unknown };
  const argsPath = `${path}.args`;
  switch (type) {
    case 'create_scheduled_event': {
      const input = parseArgs(createArgsSchema, args, argsPath);
      const webhook = resolveWebhook(input.webhook, ctx.env);
      if ('error' in webhook) {
        throw new MetadataApiError('not-found', webhook.error, `${argsPath}.webhook`);
      }
      const headers = resolveHeaders(input.headers ?? [], ctx.env);
      if ('error' in headers) {
        throw new MetadataApiError('not-found', headers.error, `${argsPath}.headers`);
      }
      const { rows } = await q.query<{ id: string }>(
        `insert into hdb_catalog.hdb_scheduled_events
           (webhook_conf, scheduled_time, payload, header_conf, retry_conf, comment)
         values ($1::json, $2::timestamptz, $3::json, $4::json, $5::json, $6)
         returning id`,
        [
          JSON.stringify(input.webhook),
          input.schedule_at,
          JSON.stringify(input.payload ?? null),
          JSON.stringify(input.headers ?? []),
          input.retry_conf === undefined ? null : JSON.stringify(input.retry_conf),
          input.comment ?? null,
        ],
      );
      return { message: 'success', event_id: rows[0]?.id };
    }
    case 'delete_scheduled_event': {
      const input = parseArgs(deleteArgsSchema, args, argsPath);
      // As Hasura's dropEventTx: a plain delete, so cancelling twice is no error.
      await q.query(`delete from ${EVENT_TABLES[input.type]} where id = $1`, [input.event_id]);
      return { message: 'success' };
    }
    case 'get_scheduled_events': {
      const input = parseArgs(getEventsArgsSchema, args, argsPath);
      const trigger = cronTriggerOf(ctx, input.type, input.trigger_name, argsPath);
      const where: string[] = [];
      const params: unknown[] = [];
      if (trigger !== undefined) {
        params.push(trigger);
        where.push(`trigger_name = $${String(params.length)}`);
      }
      if (input.status && input.status.length > 0) {
        params.push(toPgArrayLiteral(input.status));
        where.push(`status = any($${String(params.length)}::text[])`);
      }
      const filter = where.length > 0 ? `where ${where.join(' and ')}` : '';
      const table = EVENT_TABLES[input.type];
      const page = pagination(input, params);
      const events = await jsonRows(
        q,
        `select ${EVENT_COLUMNS[input.type]} from ${table} ${filter}
          order by scheduled_time, id ${page}`,
        params,
      );
      if (!input.get_rows_count) return { events };
      const count = await countOf(q, table, filter, params.slice(0, where.length));
      return { events, count };
    }
    case 'get_scheduled_event_invocations': {
      const input = parseArgs(getInvocationsArgsSchema, args, argsPath);
      const trigger = cronTriggerOf(ctx, input.type, input.trigger_name, argsPath, false);
      const where: string[] = [];
      const params: unknown[] = [];
      if (input.event_id !== undefined) {
        params.push(input.event_id);
        where.push(`l.event_id = $${String(params.length)}`);
      }
      if (trigger !== undefined) {
        params.push(trigger);
        where.push(
          `l.event_id in (select id from hdb_catalog.hdb_cron_events where trigger_name = $${String(params.length)})`,
        );
      }
      const filter = where.length > 0 ? `where ${where.join(' and ')}` : '';
      const table = `${LOG_TABLES[input.type]} l`;
      const page = pagination(input, params);
      const invocations = await jsonRows(
        q,
        `select l.id, l.event_id, l.status, l.request, l.response, l.created_at
           from ${table} ${filter} order by l.created_at desc, l.id ${page}`,
        params,
      );
      if (!input.get_rows_count) return { invocations };
      const count = await countOf(q, table, filter, params.slice(0, where.length));
      return { invocations, count };
    }
    case 'bulk': {
      if (!Array.isArray(args)) {
        throw new MetadataApiError('parse-failed', 'bulk expects a list of commands', argsPath);
      }
      const results: unknown[] = [];
      for (const [index, item] of args.entries()) {
        results.push(await runCommand(ctx, q, item, `${argsPath}[${String(index)}]`));
      }
      return results;
    }
    default: {
      if (typeof type !== 'string') {
        throw new MetadataApiError('parse-failed', 'missing the command "type"', `${path}.type`);
      }
      throw new MetadataApiError(
        'not-supported',
        `the engine does not support the metadata API command "${type}" (its metadata is hasura/metadata, read at start-up); supported: ${SUPPORTED_METADATA_COMMANDS.join(', ')}`,
        `${path}.type`,
      );
    }
  }
}

/** The cron trigger a query names: required for cron, known to the metadata (Hasura's not-exists). */
function cronTriggerOf(
  ctx: MetadataApiContext,
  kind: 'one_off' | 'cron',
  name: string | undefined,
  path: string,
  required = true,
): string | undefined {
  if (kind === 'one_off') {
    if (name !== undefined) {
      throw new MetadataApiError(
        'parse-failed',
        'trigger_name is only for type "cron"',
        `${path}.trigger_name`,
      );
    }
    return undefined;
  }
  if (name === undefined) {
    if (!required) return undefined;
    throw new MetadataApiError(
      'parse-failed',
      'trigger_name is required for type "cron"',
      `${path}.trigger_name`,
    );
  }
  if (!ctx.cronTriggers.has(name)) {
    throw new MetadataApiError(
      'not-exists',
      `cron trigger "${name}" does not exist`,
      `${path}.trigger_name`,
    );
  }
  return name;
}

function pagination(
  input: { limit?: number | undefined; offset?: number | undefined },
  params: unknown[],
): string {
  let text = '';
  if (input.limit !== undefined) {
    params.push(input.limit);
    text += ` limit $${String(params.length)}`;
  }
  if (input.offset !== undefined) {
    params.push(input.offset);
    text += ` offset $${String(params.length)}`;
  }
  return text;
}

async function countOf(
  q: Queryable,
  table: string,
  filter: string,
  params: unknown[],
): Promise<number> {
  const { rows } = await q.query<{ n: number }>(
    `select count(*)::int as n from ${table} ${filter}`,
    params,
  );
  return rows[0]?.n ?? 0;
}

/** Runs one metadata API request body (already authorized as admin). */
export async function runMetadataRequest(
  ctx: MetadataApiContext,
  body: unknown,
): Promise<{ status: number; body: unknown }> {
  try {
    const type = (body as { type?: unknown } | null)?.type;
    const result =
      type === 'bulk'
        ? await ctx.db.transaction((tx) => runCommand(ctx, tx, body, '$'))
        : await runCommand(ctx, ctx.db, body, '$');
    return { status: 200, body: result };
  } catch (error) {
    if (error instanceof MetadataApiError) return { status: error.status, body: error.toBody() };
    throw error;
  }
}
