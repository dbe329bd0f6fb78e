import { defineScheduledEvent } from '../lib/event';
import { sendOnce } from '../lib/send-once';
import { unsubscribeHeaders, unsubscribeUrl } from '../lib/unsubscribe';

/**
 * `vaccination_reminders`, a daily cron trigger (hasura/metadata/cron_triggers.yaml): owners whose
 * pets' immunization records (public.phr, category hh_immunizations, details.due_date
 * 'YYYY-MM-DD') fall due within the next 7 days are reminded, once per record and due date (the
 * send-once ledger), by e-mail and/or SMS as they chose; nothing when they turned reminders off or
 * the pet was removed. A week's window rather than the seventh day alone: a day the trigger did
 * not run, or a record added with a due date four days ahead, is still reminded, and only once.
 */
export const VACCINATION_REMINDER_DAYS = 7;

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar date 'YYYY-MM-DD' as midnight UTC, else undefined. */
function dueDate(value: string | null): Date | undefined {
  const match = DATE.exec(value ?? '');
  if (!match) return undefined;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().slice(0, 10) === value ? date : undefined;
}

interface DueRow {
  id: number;
  user_id: number;
  vaccine: string;
  due_date: string | null;
  pet_name: string | null;
  email: string;
  first_name: string;
  phone: string | null;
  notify_email: boolean;
  notify_sms: boolean;
}

export function vaccinationMail(
  row: Pick<DueRow, 'first_name' | 'vaccine' | 'pet_name'>,
  due: string,
  unsubscribe: string,
): { subject: string; text: string } {
  const pet = row.pet_name ?? 'your pet';
  return {
    subject: `${row.vaccine} for ${pet} is due on ${due}`,
    text: [
      `Hello ${row.first_name},`,
      '',
      `${pet}'s ${row.vaccine} vaccination is due on ${due}, according to ${pet}'s health records.`,
      'Book a visit with your vet in time.',
      '',
      'The Petwell team',
      '',
      `You receive this reminder because reminders are on in your Petwell profile. To stop them: ${unsubscribe}`,
    ].join('\n'),
  };
}

export const vaccinationRemindersEvent = defineScheduledEvent({
  name: 'vaccination_reminders',
  async run(event, deps) {
    const now = deps.now();
    // The day the trigger was scheduled for (UTC), so a late delivery looks at the same window.
    const scheduled = new Date(event.scheduled_time);
    const day = Number.isNaN(scheduled.getTime()) ? now : scheduled;
    const from = Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate());
    const until = from + VACCINATION_REMINDER_DAYS * 86_400_000;
    const { rows } = await deps.db.query<DueRow>(
      `select r.id, r.user_id, r.details ->> 'name' as vaccine, r.details ->> 'due_date' as due_date,
              p.name as pet_name, u.email, u.first_name, u.phone, u.notify_email, u.notify_sms
         from public.phr r
         join public.users u on u.id = r.user_id
         left join public.pets p on p.id = r.pet_id
        where r.category = 'hh_immunizations'
          and u.reminders_enabled
          and (r.pet_id is null or p.status = 1)
          and (r.details ->> 'due_date') ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$'
          and (r.details ->> 'due_date') > $1 and (r.details ->> 'due_date') <= $2
        order by r.id`,
      [new Date(from).toISOString().slice(0, 10), new Date(until).toISOString().slice(0, 10)],
    );
    let sent = 0;
    for (const row of rows) {
      const date = dueDate(row.due_date);
      if (!date || !row.due_date) continue;
      const due = row.due_date;
      const key = `vaccination-due:phr:${String(row.id)}:${due}`;
      if (row.notify_email) {
        const result = await sendOnce(deps.db, `${key}:email`, now, () =>
          deps.mail.send({
            to: row.email,
            ...vaccinationMail(row, due, unsubscribeUrl(deps.env, row.user_id)),
            headers: unsubscribeHeaders(deps.env, row.user_id),
          }),
        );
        if (result === 'sent') sent += 1;
      }
      const phone = row.phone;
      if (row.notify_sms && phone) {
        const result = await sendOnce(deps.db, `${key}:sms`, now, () =>
          deps.sms.send({
            to: phone,
            body: `Petwell: ${row.pet_name ?? 'your pet'}'s ${row.vaccine} vaccination is due on ${due}.`,
          }),
        );
        if (result === 'sent') sent += 1;
      }
    }
    return { due: rows.length, sent };
  },
});
