import { basicReport, IHM_STATUS, submitAssessmentSchema } from '@petwell/domain';
import { defineAction } from '../lib/action';
import { requireOwner } from '../lib/session';

/**
 * `submit_assessment`: the
 * owner's answers are checked, scored (domain/src/health-score.ts) and kept in their one
 * assessment (`ihm`, one per user). The status becomes BASIC_REPORT (1), unless the assessment is
 * already PAID (2) or BOOKED_APPOINTMENT (3): retaking the test never loses a payment or a
 * booking. A retake keeps the result it replaces (`previous_basic_report`, `previous_submitted_at`)
 * for comparison. The report is always computed here from the checked answers; a score the client
 * sends is not an input. One statement, so two submissions at once cannot make two rows.
 */
export const submitAssessmentAction = defineAction({
  name: 'submit_assessment',
  roles: ['user'],
  input: submitAssessmentSchema,
  async run(input, context, deps) {
    const userId = requireOwner(context.session);
    const report = basicReport(input.answers);
    const { rows } = await deps.db.query<{ id: number; status: number; basic_report: unknown }>(
      `insert into public.ihm (user_id, answers, basic_report, status, submitted_at)
       values ($1, $2::jsonb, $3::jsonb, $4, now())
       on conflict (user_id) do update
         set answers = excluded.answers,
             basic_report = excluded.basic_report,
             submitted_at = excluded.submitted_at,
             previous_basic_report = coalesce(public.ihm.basic_report, public.ihm.previous_basic_report),
             previous_submitted_at = case when public.ihm.basic_report is null
               then public.ihm.previous_submitted_at else public.ihm.submitted_at end,
             status = greatest(public.ihm.status, excluded.status)
       returning id, status, basic_report`,
      [userId, JSON.stringify(input.answers), JSON.stringify(report), IHM_STATUS.basicReport],
    );
    const row = rows[0];
    if (!row) throw new Error('the assessment was not written');
    return { id: row.id, status: row.status, basic_report: row.basic_report };
  },
});
