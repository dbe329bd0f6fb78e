import { ANSWER_DEADLINE_HOURS, SMO_STATUS } from '@petwell/domain';
import { defineScheduledEvent } from '../lib/event';

/**
 * `service_request_deadlines`, a cron trigger every 15 minutes (hasura/metadata/cron_triggers.yaml).
 * The spec's §9 "Service timings": "A free question may take a vet up to 36 hours." and "An SMO
 * response comes within 24 to 48 hours." A request still unanswered (no response, neither
 * Completed nor Returned) past its deadline (question: created_at + 36 h; SMO: created_at + 48 h,
 * the end of the promise) gets service_requests.overdue_at, which the platform's staff see as an
 * 'Overdue' badge and filter on (domain's ANSWER_DEADLINE_HOURS, the rule the staff screens use). The update only stamps requests not stamped yet, so a repeated
 * delivery changes nothing.
 */
export const DEADLINE_HOURS = ANSWER_DEADLINE_HOURS;

export const serviceRequestDeadlinesEvent = defineScheduledEvent({
  name: 'service_request_deadlines',
  async run(_event, deps) {
    const now = deps.now();
    const { rows } = await deps.db.query<{ id: number }>(
      `update public.service_requests set overdue_at = $1
        where overdue_at is null and responded_at is null and status not in ($4, $5)
          and ((type = 'free_question' and created_at + make_interval(hours => $2) <= $1)
            or (type = 'smo' and created_at + make_interval(hours => $3) <= $1))
        returning id`,
      [
        now.toISOString(),
        DEADLINE_HOURS.free_question,
        DEADLINE_HOURS.smo,
        SMO_STATUS.completed,
        SMO_STATUS.returned,
      ],
    );
    return { overdue: rows.map((row) => row.id) };
  },
});
