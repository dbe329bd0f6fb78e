import { type SyntheticEvent, useEffect, useId, useState } from 'react';
import { Alert } from '../../components/alert';
import { Button } from '../../components/button';
import { Loading } from '../../components/loading';
import {
  useMyNotificationsQuery,
  useUpdateNotificationsMutation,
} from '../../generated/notifications';
import { NOTIFICATIONS_TEXT } from './profile-messages';

interface Choices {
  reminders_enabled: boolean;
  notify_email: boolean;
  notify_sms: boolean;
}

/**
 * The owner's notification choices on My Profile (issue 20): reminders on or off, and by e-mail,
 * SMS or both (functions/src/events/booking-reminder.ts and vaccination-reminders.ts read them).
 * The unsubscribe link of a reminder turns reminders off; this section turns them on again.
 */
export function NotificationsSection({ id }: { id: number }) {
  const [{ data, fetching, error }] = useMyNotificationsQuery({ variables: { id } });
  const [{ fetching: saving }, update] = useUpdateNotificationsMutation();
  const row = data?.users_by_pk;
  const [choices, setChoices] = useState<Choices | null>(null);
  const [status, setStatus] = useState<'saved' | 'failed' | 'no-channel' | null>(null);
  const hint = useId();

  useEffect(() => {
    if (row && !choices)
      setChoices({
        reminders_enabled: row.reminders_enabled,
        notify_email: row.notify_email,
        notify_sms: row.notify_sms,
      });
  }, [row, choices]);

  const change = (key: keyof Choices) => (event: { target: { checked: boolean } }) => {
    setStatus(null);
    setChoices((current) => (current ? { ...current, [key]: event.target.checked } : current));
  };

  const submit = async (event: SyntheticEvent) => {
    event.preventDefault();
    if (!choices) return;
    setStatus(null);
    if (choices.reminders_enabled && !choices.notify_email && !choices.notify_sms) {
      setStatus('no-channel');
      return;
    }
    const result = await update({ id, ...choices });
    setStatus(result.error || !result.data?.update_users_by_pk ? 'failed' : 'saved');
  };

  let body;
  if (fetching && !data) body = <Loading />;
  else if (!row || !choices)
    body = (
      <Alert tone="error">
        {error ? NOTIFICATIONS_TEXT.loadFailed : NOTIFICATIONS_TEXT.failed}
      </Alert>
    );
  else
    body = (
      <form className="profile-notifications" onSubmit={(event) => void submit(event)} noValidate>
        {status === 'saved' ? <Alert tone="success">{NOTIFICATIONS_TEXT.saved}</Alert> : null}
        {status === 'failed' ? <Alert tone="error">{NOTIFICATIONS_TEXT.failed}</Alert> : null}
        {status === 'no-channel' ? (
          <Alert tone="error">{NOTIFICATIONS_TEXT.noChannel}</Alert>
        ) : null}
        <p id={hint} className="field-hint">
          {NOTIFICATIONS_TEXT.intro}
        </p>
        <label className="checkbox-field">
          <input
            type="checkbox"
            checked={choices.reminders_enabled}
            onChange={change('reminders_enabled')}
            aria-describedby={hint}
          />{' '}
          {NOTIFICATIONS_TEXT.reminders}
        </label>
        <fieldset disabled={!choices.reminders_enabled} className="profile-channels">
          <legend className="visually-hidden">{NOTIFICATIONS_TEXT.reminders}</legend>
          <label className="checkbox-field">
            <input
              type="checkbox"
              checked={choices.notify_email}
              onChange={change('notify_email')}
            />{' '}
            {NOTIFICATIONS_TEXT.byEmail}
          </label>
          <label className="checkbox-field">
            <input type="checkbox" checked={choices.notify_sms} onChange={change('notify_sms')} />{' '}
            {NOTIFICATIONS_TEXT.bySms}
          </label>
        </fieldset>
        <Button type="submit" disabled={saving}>
          {NOTIFICATIONS_TEXT.save}
        </Button>
      </form>
    );

  return (
    <section className="profile-section" aria-labelledby="profile-notifications">
      <h2 id="profile-notifications">{NOTIFICATIONS_TEXT.heading}</h2>
      {body}
    </section>
  );
}
