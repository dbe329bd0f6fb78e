import { basicReport, IHM_STATUS, submitAssessmentSchema } from '@petwell/domain';
import { defineAction } from '../lib/action';
import { requireOwner } from '../lib/session';

/**
 * `submit_assessment`: the owner's answers are checked, scored (domain/src/health-score.ts) and
 * kept in their one assessment (`ihm`, one per user). The status becomes BASIC_REPORT (1), unless
 * the assessment is already PAID (2) or BOOKED_APPOINTMENT (3): retaking the test never loses a
 * payment or a booking. One statement, so two submissions at once cannot make two rows.
 */
export const submitAssessmentAction = defineAction({
  name: 'submit_assessment',
  roles: ['user'],
  input: submitAssessmentSchema,
  async run(input, context, deps) {
    const userId = requireOwner(context.session);
    const report = basicReport(input.answers);
    const { rows } = await deps.db.query<{ id: number; status: number; basic_report: unknown }>(
      `insert into public.ihm (user_id, answers, basic_report, status)
       values ($1, $2::jsonb, $3::jsonb, $4)
       on conflict (user_id) do update
         set answers = excluded.answers,
             basic_report = excluded.basic_report,
             status = greatest(public.ihm.status, excluded.status)
       returning id, status, basic_report`,
      [userId, JSON.stringify(input.answers), JSON.stringify(report), IHM_STATUS.basicReport],
    );
    const row = rows[0];
    if (!row) throw new Error('the assessment was not written');
    return { id: row.id, status: row.status, basic_report: row.basic_report };
  },
});
