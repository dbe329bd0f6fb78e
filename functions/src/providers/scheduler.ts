/**
 * One-off scheduled events behind one interface: Hasura's metadata API (`create_scheduled_event`,
 * `delete_scheduled_event`), which real Hasura and the local engine both serve at /v1/metadata.
 * Hasura POSTs the event to `{{EVENTS_BASE_URL}}/<kebab-name>` at its time, with the shared
 * secret header, and retries it per `retry_conf`; the handler is one of registry.ts's EVENTS.
 */
export interface ScheduleRequest {
  /** The scheduled-event handler's name (registry.ts EVENTS), e.g. 'booking_reminder'. */
  handler: string;
  at: Date;
  payload: unknown;
  comment?: string;
  /** Hasura's defaults otherwise: 0 retries, 10 s apart, 60 s timeout, 6 h tolerance. */
  retry?: {
    numRetries?: number;
    retryIntervalSeconds?: number;
    timeoutSeconds?: number;
    toleranceSeconds?: number;
  };
}

export interface Scheduler {
  /** Resolves with the event's id, which cancel takes. */
  schedule(request: ScheduleRequest): Promise<string>;
  /** Cancels an event that has not been delivered; a delivered or unknown id is not an error. */
  cancel(eventId: string): Promise<void>;
}

/** The webhook template and header every scheduled event carries (resolved by Hasura). */
export const EVENT_WEBHOOK_TEMPLATE = '{{EVENTS_BASE_URL}}';
export const EVENT_SECRET_HEADER = {
  name: 'x-petwell-action-secret',
  value_from_env: 'ACTIONS_SECRET',
} as const;

export function createScheduledEventArgs(request: ScheduleRequest) {
  const retry = request.retry ?? {};
  return {
    webhook: `${EVENT_WEBHOOK_TEMPLATE}/${request.handler.replace(/_/g, '-')}`,
    schedule_at: request.at.toISOString(),
    payload: request.payload,
    headers: [EVENT_SECRET_HEADER],
    retry_conf: {
      num_retries: retry.numRetries ?? 5,
      retry_interval_seconds: retry.retryIntervalSeconds ?? 60,
      timeout_seconds: retry.timeoutSeconds ?? 60,
      tolerance_seconds: retry.toleranceSeconds ?? 21_600,
    },
    ...(request.comment ? { comment: request.comment } : {}),
  };
}

/** Hasura's metadata API at `<endpoint>/v1/metadata`, with the admin secret. */
export function hasuraScheduler(
  endpoint: string,
  adminSecret: string,
  fetchImpl: typeof fetch = fetch,
): Scheduler {
  const call = async (body: unknown): Promise<Record<string, unknown>> => {
    const response = await fetchImpl(new URL('/v1/metadata', endpoint), {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-hasura-admin-secret': adminSecret },
      body: JSON.stringify(body),
    });
    const answer = (await response.json().catch(() => ({}))) as Record<string, unknown>;
    if (!response.ok) {
      const said = answer['error'] ?? answer['message'];
      throw new Error(
        `Hasura's metadata API answered ${String(response.status)}: ${typeof said === 'string' ? said : JSON.stringify(answer)}`,
      );
    }
    return answer;
  };
  return {
    async schedule(request) {
      const answer = await call({
        type: 'create_scheduled_event',
        args: createScheduledEventArgs(request),
      });
      if (typeof answer['event_id'] !== 'string')
        throw new Error("Hasura's metadata API answered create_scheduled_event without event_id");
      return answer['event_id'];
    },
    async cancel(eventId) {
      try {
        await call({
          type: 'delete_scheduled_event',
          args: { type: 'one_off', event_id: eventId },
        });
      } catch (error) {
        // Hasura answers 400 not-exists for an event that was delivered and removed, or never was.
        if (error instanceof Error && /\b400\b/.test(error.message)) return;
        throw error;
      }
    },
  };
}

/** Where no engine is configured (HASURA_ENDPOINT unset): scheduling fails, and says why. */
export const unconfiguredScheduler: Scheduler = {
  schedule: () =>
    Promise.reject(
      new Error(
        'no scheduler: set HASURA_ENDPOINT and HASURA_GRAPHQL_ADMIN_SECRET so the functions can create scheduled events',
      ),
    ),
  cancel: () => Promise.resolve(),
};

/** Keeps what was scheduled, for tests of a handler alone. */
export function memoryScheduler(): Scheduler & {
  events: (ScheduleRequest & { id: string; canceled: boolean })[];
} {
  const events: (ScheduleRequest & { id: string; canceled: boolean })[] = [];
  return {
    events,
    schedule(request) {
      const id = `memory-${String(events.length + 1)}`;
      events.push({ ...request, id, canceled: false });
      return Promise.resolve(id);
    },
    cancel(eventId) {
      const found = events.find((event) => event.id === eventId);
      if (found) found.canceled = true;
      return Promise.resolve();
    },
  };
}
