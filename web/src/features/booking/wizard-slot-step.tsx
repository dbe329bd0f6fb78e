import { type ConsultationType, SLOT_MESSAGES } from '@petwell/domain';
import { lazy, Suspense, useId, useMemo, useState } from 'react';
import { BookingScheduler } from './booking-scheduler';
import { useAvailableSlots } from './use-available-slots';
import { confirmQuestion, consultationText, timeZoneOptions, zoneLabel } from './wizard-format';
import type { WizardListing } from './wizard-practice-step';

export interface WizardSlotStepProps {
  listing: WizardListing;
  type: ConsultationType | undefined;
  timeZone: string;
  date: string | undefined;
  onType: (type: ConsultationType) => void;
  onTimeZone: (timeZone: string) => void;
  onDate: (date: string) => void;
  /** A time the visitor confirmed. */
  onSlot: (slot: string) => void;
  /** A signed-in owner may join the waitlist of a day with no free slot. */
  canJoinWaitlist?: boolean | undefined;
}

// The question after a pick (a dialog library) and the waitlist (a form) load apart from the
// scheduler, the question as the step shows (it is mounted closed), the waitlist on a full day.
const ConfirmDialog = lazy(() =>
  import('../../ui/confirm-dialog/confirm-dialog').then((m) => ({ default: m.ConfirmDialog })),
);
const WaitlistJoin = lazy(() =>
  import('./waitlist-join').then((m) => ({ default: m.WaitlistJoin })),
);

/**
 * Stage 2: the consultation type among the listing's enabled ones, the time zone (the browser's
 * at first) and the date and time. No date is chosen at first ('Please select a date'), a day
 * without slots says 'No slots available for this date'; a picked time is
 * taken only after 'Confirm {date} at {time}?' is answered Yes.
 */
export function WizardSlotStep(props: WizardSlotStepProps) {
  const { listing, type, timeZone, onType, onTimeZone } = props;
  const ids = useId();
  const zones = useMemo(() => timeZoneOptions(timeZone), [timeZone]);
  if (listing.consultations.length === 0) {
    return <p className="wizard-note">{SLOT_MESSAGES.notAvailable}</p>;
  }
  return (
    <div className="wizard-slot-step">
      <fieldset className="wizard-types">
        <legend className="field-label">Consultation type</legend>
        {listing.consultations.map((c) => (
          <label key={c.id} className="wizard-type">
            <input
              type="radio"
              name={`${ids}-type`}
              value={c.type}
              checked={type === c.type}
              onChange={() => {
                onType(c.type);
              }}
            />{' '}
            {consultationText(c)}
          </label>
        ))}
      </fieldset>
      <div className="field wizard-zone">
        <label className="field-label" htmlFor={`${ids}-zone`}>
          Time zone
        </label>
        <select
          id={`${ids}-zone`}
          className="field-input"
          value={timeZone}
          onChange={(event) => {
            onTimeZone(event.target.value);
          }}
        >
          {zones.map((zone) => (
            <option key={zone} value={zone}>
              {zoneLabel(zone)}
            </option>
          ))}
        </select>
      </div>
      {type === undefined ? (
        <p className="wizard-note">Please choose a consultation type.</p>
      ) : (
        <WizardSlots {...props} type={type} />
      )}
    </div>
  );
}

function WizardSlots({
  listing,
  type,
  timeZone,
  date,
  onDate,
  onSlot,
  canJoinWaitlist,
}: WizardSlotStepProps & { type: ConsultationType }) {
  const [pending, setPending] = useState<string | undefined>(undefined);
  // The scheduler's own query, from urql's cache: whether the chosen day is full.
  const { slots } = useAvailableSlots({ listingId: listing.id, type, date, timeZone });
  return (
    <>
      <BookingScheduler
        listingId={listing.id}
        type={type}
        timeZone={timeZone}
        date={date}
        onDateChange={onDate}
        value={pending}
        onPick={setPending}
        label="Date and time"
        emptyMessage={SLOT_MESSAGES.noSlots}
      />
      <Suspense fallback={null}>
        {canJoinWaitlist && date !== undefined && slots?.length === 0 ? (
          <WaitlistJoin
            key={`${String(listing.id)}-${type}-${date}`}
            listingId={listing.id}
            type={type}
            date={date}
            listingTimeZone={listing.timezone}
          />
        ) : null}
      </Suspense>
      <Suspense fallback={null}>
        <ConfirmDialog
          open={pending !== undefined}
          question={pending === undefined ? '' : confirmQuestion(pending, timeZone)}
          description="Yes takes this time and goes on; No lets you pick another."
          hideDescription
          confirmLabel="Yes"
          cancelLabel="No"
          onConfirm={() => {
            if (pending !== undefined) onSlot(pending);
            setPending(undefined);
          }}
          onCancel={() => {
            setPending(undefined);
          }}
        />
      </Suspense>
    </>
  );
}
