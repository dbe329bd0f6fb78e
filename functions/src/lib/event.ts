import { z } from 'zod';
import type { Deps } from './deps';

/**
 * Hasura's event webhooks: what real Hasura (and the local engine) POST to `/events/<kebab-name>`
 * for an event trigger on a table, a cron trigger and a one-off scheduled event. A 2xx answer marks
 * the event delivered; any other answer (or none in time) is retried per the trigger's
 * `retry_conf`, so delivery is at least once. Handlers make the effect exactly once by keying it
 * on the event (`sendOnce`, or a unique key of their own).
 *
 * Payloads, from Hasura's documentation ("Event trigger payload", "Scheduled triggers: payload")
 * and server/src-lib/Hasura/Eventing/:
 * - table: `{event: {op, data: {old, new}, session_variables, trace_context?}, created_at, id,
 *   delivery_info: {max_retries, current_retry}, trigger: {name}, table: {schema, name}}`;
 * - cron: `{scheduled_time, payload, name, id}`;
 * - one-off: `{scheduled_time, payload, id, comment}`.
 */

export const tableEventSchema = z.object({
  id: z.string(),
  created_at: z.string().optional(),
  trigger: z.object({ name: z.string() }),
  table: z.object({ schema: z.string(), name: z.string() }),
  delivery_info: z
    .object({ max_retries: z.number(), current_retry: z.number() })
    .partial()
    .optional(),
  event: z.object({
    op: z.enum(['INSERT', 'UPDATE', 'DELETE', 'MANUAL']),
    data: z.object({
      old: z.record(z.string(), z.unknown()).nullable(),
      new: z.record(z.string(), z.unknown()).nullable(),
    }),
    session_variables: z.record(z.string(), z.unknown()).nullish(),
  }),
});
export type TableEvent = z.infer<typeof tableEventSchema>;

export const scheduledEventSchema = z.object({
  id: z.string(),
  scheduled_time: z.string(),
  payload: z.unknown(),
  /** The cron trigger's name; absent on a one-off event. */
  name: z.string().optional(),
  comment: z.string().nullish(),
});
export type ScheduledEvent = z.infer<typeof scheduledEventSchema>;

interface EventHandlerBase<Kind extends string, Payload> {
  /** The trigger's name in hasura/metadata (snake_case); the path is /events/<kebab-name>. */
  name: string;
  kind: Kind;
  /**
   * Resolves when the event's effect is done (or was done by an earlier delivery). Throwing makes
   * the webhook answer 500, so Hasura delivers the event again later.
   */
  run(event: Payload, deps: Deps): Promise<unknown>;
}

export type TableEventHandler = EventHandlerBase<'table', TableEvent>;
/** A cron trigger's handler, or the handler one-off scheduled events name. */
export type ScheduledEventHandler = EventHandlerBase<'scheduled', ScheduledEvent>;
export type EventHandlerDefinition = TableEventHandler | ScheduledEventHandler;

export function defineTableEvent(definition: Omit<TableEventHandler, 'kind'>): TableEventHandler {
  return { ...definition, kind: 'table' };
}

export function defineScheduledEvent(
  definition: Omit<ScheduledEventHandler, 'kind'>,
): ScheduledEventHandler {
  return { ...definition, kind: 'scheduled' };
}

/** A row of `event.data.new` / `old`, read through a schema: the columns a handler relies on. */
export function rowOf<T>(schema: z.ZodType<T>, row: unknown): T | undefined {
  const parsed = schema.safeParse(row);
  return parsed.success ? parsed.data : undefined;
}
