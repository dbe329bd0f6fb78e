import type { ConsultationQuery } from '../../generated/graphql';
import {
  formatAppointmentTime,
  formatDuration,
  sameWallClock,
  statusLabel,
} from './consultation-format';

/** The consultation as the `consultation` action answers. */
export type Consultation = ConsultationQuery['consultation'];

/**
 * What the booking is: its code, the clinic and doctor, the time in the viewer's zone (and the
 * clinic's, when it reads differently), duration, pet, reason and status.
 */
export function ConsultationDetails({
  consultation: c,
  timeZone,
  now,
}: {
  consultation: Consultation;
  timeZone: string;
  now: Date;
}) {
  const slot = new Date(c.slot);
  const status = statusLabel(c.status, slot, c.duration, now);
  return (
    <dl className="consultation-details">
      <div>
        <dt>Booking</dt>
        <dd>{c.code}</dd>
      </div>
      <div>
        <dt>Clinic</dt>
        <dd>{c.title}</dd>
      </div>
      <div>
        <dt>Doctor</dt>
        <dd>{c.line1}</dd>
      </div>
      {c.side === 'vendor' ? (
        <div>
          <dt>Pet owner</dt>
          <dd>{c.customer_first_name}</dd>
        </div>
      ) : null}
      <div>
        <dt>Date and time</dt>
        <dd>
          <time dateTime={c.slot}>{formatAppointmentTime(slot, timeZone)}</time>
        </dd>
      </div>
      {sameWallClock(slot, timeZone, c.listing_tz) ? null : (
        <div>
          <dt>Clinic time</dt>
          <dd>{formatAppointmentTime(slot, c.listing_tz)}</dd>
        </div>
      )}
      <div>
        <dt>Duration</dt>
        <dd>{formatDuration(c.duration)}</dd>
      </div>
      {c.pet_name ? (
        <div>
          <dt>Pet</dt>
          <dd>{c.pet_name}</dd>
        </div>
      ) : null}
      {c.summary ? (
        <div>
          <dt>Reason for consult</dt>
          <dd>{c.summary}</dd>
        </div>
      ) : null}
      <div>
        <dt>Status</dt>
        <dd>
          <span className={`consultation-status consultation-status-${status.toLowerCase()}`}>
            {status}
          </span>
        </dd>
      </div>
    </dl>
  );
}
