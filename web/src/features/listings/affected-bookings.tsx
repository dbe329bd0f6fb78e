import { CONSULTATION_TYPE_LABELS, type ConsultationType } from '@petwell/domain';
import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '../../components/button';
import type { SaveListingMutation } from '../../generated/practice';
import { SUBMITTING_TEXT } from '../../ui/form';
import { LISTINGS_TEXT } from './messages';

export type AffectedBooking = NonNullable<SaveListingMutation['save_listing']>['affected'][number];

export interface Decision {
  booking_id: number;
  keep: boolean;
  message: string | null;
}

const when = (slot: string, timeZone: string) =>
  new Intl.DateTimeFormat('en-US', {
    dateStyle: 'full',
    timeStyle: 'short',
    timeZone,
  }).format(new Date(slot));

/**
 * The upcoming bookings the new hours leave out: for each, keep it or cancel it with a message
 * to its owner (prefilled, editable); then the save goes on with these choices, or the practice
 * goes back to the hours. Takes the focus when it appears.
 */
export function AffectedBookings({
  bookings,
  timeZone,
  busy,
  onDecide,
  onBack,
}: {
  bookings: readonly AffectedBooking[];
  timeZone: string;
  busy: boolean;
  onDecide: (decisions: Decision[]) => void;
  onBack: () => void;
}) {
  const id = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [choices, setChoices] = useState<Record<number, { keep: boolean; message: string }>>(() =>
    Object.fromEntries(
      bookings.map((b) => [b.id, { keep: true, message: LISTINGS_TEXT.defaultCancelMessage }]),
    ),
  );
  useEffect(() => {
    headingRef.current?.focus();
  }, []);
  const choiceOf = (bookingId: number) =>
    choices[bookingId] ?? { keep: true, message: LISTINGS_TEXT.defaultCancelMessage };
  const set = (bookingId: number, patch: Partial<{ keep: boolean; message: string }>) => {
    setChoices((current) => ({ ...current, [bookingId]: { ...choiceOf(bookingId), ...patch } }));
  };

  return (
    <section className="affected card" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} ref={headingRef} tabIndex={-1}>
        {LISTINGS_TEXT.affectedHeading}
      </h2>
      <p>{LISTINGS_TEXT.affectedIntro}</p>
      <ul className="affected-list">
        {bookings.map((booking) => {
          const choice = choiceOf(booking.id);
          const group = `${id}-${String(booking.id)}`;
          return (
            <li key={booking.id} className="affected-item">
              <fieldset>
                <legend className="affected-legend">
                  {booking.code}: {booking.customer}
                  {booking.pet ? ` (${booking.pet})` : ''}
                </legend>
                <p className="affected-when">
                  {CONSULTATION_TYPE_LABELS[booking.type as ConsultationType]},{' '}
                  {when(booking.slot, timeZone)} ({timeZone.replace(/_/g, ' ')}), {booking.duration}{' '}
                  minutes
                </p>
                <div className="affected-choices">
                  <div className="checkbox-field">
                    <input
                      id={`${group}-keep`}
                      type="radio"
                      name={group}
                      checked={choice.keep}
                      onChange={() => {
                        set(booking.id, { keep: true });
                      }}
                    />
                    <label htmlFor={`${group}-keep`}>{LISTINGS_TEXT.keep}</label>
                  </div>
                  <div className="checkbox-field">
                    <input
                      id={`${group}-cancel`}
                      type="radio"
                      name={group}
                      checked={!choice.keep}
                      onChange={() => {
                        set(booking.id, { keep: false });
                      }}
                    />
                    <label htmlFor={`${group}-cancel`}>{LISTINGS_TEXT.cancelBooking}</label>
                  </div>
                </div>
                {choice.keep ? null : (
                  <div className="field">
                    <label className="field-label" htmlFor={`${group}-message`}>
                      {LISTINGS_TEXT.cancelMessage}
                      <span className="visually-hidden"> of {booking.code}</span>
                    </label>
                    <textarea
                      id={`${group}-message`}
                      className="field-input"
                      rows={3}
                      maxLength={2000}
                      value={choice.message}
                      onChange={(event) => {
                        set(booking.id, { message: event.target.value });
                      }}
                    />
                  </div>
                )}
              </fieldset>
            </li>
          );
        })}
      </ul>
      <div className="affected-actions">
        <Button
          disabled={busy}
          onClick={() => {
            onDecide(
              bookings.map((b) => {
                const choice = choiceOf(b.id);
                return {
                  booking_id: b.id,
                  keep: choice.keep,
                  message: choice.keep ? null : choice.message.trim() || null,
                };
              }),
            );
          }}
        >
          {busy ? SUBMITTING_TEXT : LISTINGS_TEXT.saveWithChoices}
        </Button>
        <Button variant="secondary" disabled={busy} onClick={onBack}>
          {LISTINGS_TEXT.backToEditing}
        </Button>
      </div>
    </section>
  );
}
