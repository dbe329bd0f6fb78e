import type { Deps } from '../lib/deps';
import { type EventHandlerDefinition, scheduledEventSchema, tableEventSchema } from '../lib/event';
import { type HttpRequest, type HttpResponse, json, readJsonBody } from '../lib/http';
import { ACTION_SECRET_HEADER, sameSecret } from './hasura';

/**
 * The event webhook: POST /events/<kebab-name> from Hasura's event and scheduled triggers, with the
 * shared secret header their metadata names. 200 when the effect is done; 500 when it failed, so
 * Hasura retries; 400 for a body that is not the handler's payload (also retried, and logged by
 * Hasura in the invocation logs with this answer).
 */
export async function handleHasuraEvent(
  request: HttpRequest,
  handler: EventHandlerDefinition | undefined,
  deps: Deps,
): Promise<HttpResponse> {
  if (!sameSecret(request.headers[ACTION_SECRET_HEADER], deps.env.ACTIONS_SECRET))
    return json(401, { message: 'unauthorized: missing or wrong event secret' });
  if (!handler) return json(404, { message: 'no handler for this event here' });
  const body = readJsonBody(request);
  if (!body.ok) return json(400, { message: 'the body is not JSON' });
  try {
    if (handler.kind === 'table') {
      const parsed = tableEventSchema.safeParse(body.value);
      if (!parsed.success) return json(400, { message: 'not a Hasura event trigger payload' });
      const result = await handler.run(parsed.data, deps);
      return json(200, { ok: true, event: parsed.data.id, result: result ?? null });
    }
    const parsed = scheduledEventSchema.safeParse(body.value);
    if (!parsed.success) return json(400, { message: 'not a Hasura scheduled event payload' });
    const result = await handler.run(parsed.data, deps);
    return json(200, { ok: true, event: parsed.data.id, result: result ?? null });
  } catch (error) {
    deps.log.error(`event ${handler.name}: failed, Hasura will deliver it again`, error);
    return json(500, {
      message: error instanceof Error ? error.message : 'the event handler failed',
    });
  }
}
