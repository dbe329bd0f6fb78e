import {
  type ConsultationType,
  joinWaitlistInputSchema,
  MESSAGES,
  todayIn,
  waitlistRangeProblem,
} from '@petwell/domain';
import { type ReactNode, type SyntheticEvent, useId, useState } from 'react';
import { Alert } from '../../components/alert';
import { Button } from '../../components/button';
import { useJoinWaitlistMutation, useWaitlistPetsQuery } from '../../generated/waitlist';
import { errorMessage, fieldMessages } from '../../lib/errors';
import { SUBMITTING_TEXT } from '../../ui/form';

export interface WaitlistJoinProps {
  listingId: number;
  type: ConsultationType;
  /** The full day the owner chose: the range starts and ends there until they change it. */
  date: string;
  /** The listing's zone: the range is of its dates. */
  listingTimeZone: string;
}

type Field = 'from_date' | 'to_date' | 'pet_id';

/**
 * "Join the waitlist" on a day with no free slot: the range of dates (that day by default), the
 * pet (optional), the type chosen above. The owner is mailed and texted when a slot frees.
 */
export function WaitlistJoin({ listingId, type, date, listingTimeZone }: WaitlistJoinProps) {
  const ids = useId();
  const [open, setOpen] = useState(false);
  const [from, setFrom] = useState(date);
  const [to, setTo] = useState(date);
  const [pet, setPet] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [joined, setJoined] = useState<string | null>(null);
  const [{ fetching }, join] = useJoinWaitlistMutation();
  const [pets] = useWaitlistPetsQuery({ pause: !open });

  if (joined) return <Alert tone="success">{joined}</Alert>;
  if (!open)
    return (
      <div className="waitlist-join">
        <p>No free time this day? We can let you know when a slot frees up.</p>
        <Button
          variant="secondary"
          onClick={() => {
            setOpen(true);
          }}
        >
          Join the waitlist
        </Button>
      </div>
    );

  async function onSubmit(event: SyntheticEvent) {
    event.preventDefault();
    setFailure(null);
    const input = {
      listing_id: listingId,
      type,
      from_date: from,
      to_date: to,
      pet_id: pet === '' ? null : Number(pet),
    };
    const parsed = joinWaitlistInputSchema.safeParse(input);
    const found: Partial<Record<Field, string>> = {};
    if (!parsed.success)
      for (const issue of parsed.error.issues) found[issue.path[0] as Field] ??= issue.message;
    const problem = parsed.success
      ? waitlistRangeProblem(input, todayIn(new Date(), listingTimeZone))
      : undefined;
    if (problem) found[problem.field] = problem.message;
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const result = await join(
      { listingId, type, fromDate: from, toDate: to, petId: input.pet_id },
      { additionalTypenames: ['waitlist_entries'] },
    );
    if (result.error || !result.data?.join_waitlist) {
      if (result.error) setErrors(fieldMessages(result.error));
      setFailure(
        result.error
          ? errorMessage(result.error, { shown: ['validation-failed', 'conflict', 'not-found'] })
          : MESSAGES.generic,
      );
      return;
    }
    setJoined(result.data.join_waitlist.message);
  }

  const field = (name: Field, label: string, input: ReactNode) => (
    <div className="field">
      <label className="field-label" htmlFor={`${ids}-${name}`}>
        {label}
      </label>
      {input}
      {errors[name] ? (
        <p className="field-error" id={`${ids}-${name}-error`}>
          {errors[name]}
        </p>
      ) : null}
    </div>
  );
  const described = (name: Field) =>
    errors[name]
      ? { 'aria-invalid': true, 'aria-describedby': `${ids}-${name}-error` }
      : { 'aria-invalid': false };

  return (
    <form
      className="waitlist-join"
      aria-labelledby={`${ids}-title`}
      noValidate
      onSubmit={(event) => void onSubmit(event)}
    >
      <h3 id={`${ids}-title`}>Join the waitlist</h3>
      {failure ? <Alert tone="error">{failure}</Alert> : null}
      {field(
        'from_date',
        'From',
        <input
          id={`${ids}-from_date`}
          className="field-input"
          type="date"
          value={from}
          onChange={(event) => {
            setFrom(event.target.value);
          }}
          {...described('from_date')}
        />,
      )}
      {field(
        'to_date',
        'To',
        <input
          id={`${ids}-to_date`}
          className="field-input"
          type="date"
          value={to}
          onChange={(event) => {
            setTo(event.target.value);
          }}
          {...described('to_date')}
        />,
      )}
      {field(
        'pet_id',
        'Pet',
        <select
          id={`${ids}-pet_id`}
          className="field-input"
          value={pet}
          onChange={(event) => {
            setPet(event.target.value);
          }}
          {...described('pet_id')}
        >
          <option value="">{pets.fetching ? 'Loading your pets…' : 'No pet chosen'}</option>
          {(pets.data?.pets ?? []).map((p) => (
            <option key={p.id} value={String(p.id)}>
              {p.name}
            </option>
          ))}
        </select>,
      )}
      {pets.error ? <p className="field-hint">Your pets could not be loaded.</p> : null}
      <Button type="submit" disabled={fetching}>
        {fetching ? SUBMITTING_TEXT : 'Join the waitlist'}
      </Button>
    </form>
  );
}
