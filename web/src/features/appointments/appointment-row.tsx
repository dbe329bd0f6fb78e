import { BOOKING_STATUS } from '@petwell/domain';
import { useId, useState } from 'react';
import { useCancelBookingMutation } from '../../generated/graphql';
import { errorMessage } from '../../lib/errors';
import { type BookingBadge, bookingBadge } from './booking-filters';
import {
  type BookingView,
  CONSULTATION_TYPE_LABELS,
  formatDateTime,
  formatPrice,
  isRemote,
  PAYMENT_STATUS_LABELS,
} from './booking-view';
import { ConfirmDialog } from '../../ui/confirm-dialog/confirm-dialog';
import { SUBMITTING_TEXT } from '../../ui/form';
import { StatusBadge, type StatusOf } from '../../ui/status-badge/status-badge';
import { JoinConsultation } from './join-consultation';
import { APPOINTMENT_MESSAGES } from './messages';
import { DetailsToggle } from '../../components/details-toggle';

export interface AppointmentRowProps {
  booking: BookingView;
  /** Staff see who booked. */
  showCustomer: boolean;
  /** When the list was asked for: badges and actions use the same instant as its filter. */
  now: Date;
  onCanceled: (code: string) => void;
}

/** The status behind each badge's label. */
const BADGE_STATUS: Record<BookingBadge, StatusOf<'booking'>> = {
  Active: 'upcoming',
  Completed: 'complete',
  'Re-Scheduled': 'rescheduled',
  Canceled: 'canceled',
};

/**
 * One appointment: its code, date and time in the viewer's zone, clinic, doctor, type, pet (and
 * customer for staff), the status badge, a details toggle, the consultation link for remote types
 * and Cancel for a booking that is still ahead.
 */
export function AppointmentRow({ booking, showCustomer, now, onCanceled }: AppointmentRowProps) {
  const detailsId = useId();
  const [open, setOpen] = useState(false);
  const [cancelError, setCancelError] = useState<string | null>(null);
  const [{ fetching: canceling }, cancel] = useCancelBookingMutation();
  const badge = bookingBadge({ status: booking.status, slot: booking.slot.toISOString() }, now);
  const canceled = booking.status === BOOKING_STATUS.canceled;
  const ahead = booking.slot.getTime() > now.getTime();
  const ends = booking.slot.getTime() + booking.durationMinutes * 60_000;

  async function onCancel() {
    setCancelError(null);
    // The action answers its own type: the bookings lists are asked again by name.
    const result = await cancel({ id: booking.id }, { additionalTypenames: ['bookings'] });
    if (result.error || !result.data?.cancel_booking) {
      // The server's reason (already canceled, begun, refund to come), or the generic text.
      setCancelError(
        result.error
          ? errorMessage(result.error, {
              shown: ['conflict', 'not-found', 'provider-unavailable'],
              fallback: APPOINTMENT_MESSAGES.failed,
            })
          : APPOINTMENT_MESSAGES.failed,
      );
      return;
    }
    onCanceled(booking.code);
  }

  return (
    <li className="appointment card">
      <div className="appointment-head">
        <h2 className="appointment-code">{booking.code}</h2>
        <StatusBadge kind="booking" status={BADGE_STATUS[badge]} className="appointment-badge">
          {badge}
        </StatusBadge>
      </div>
      <dl className="appointment-facts">
        <div>
          <dt>Date and time</dt>
          <dd>
            <time dateTime={booking.slot.toISOString()}>{formatDateTime(booking.slot)}</time>
          </dd>
        </div>
        <div>
          <dt>Clinic</dt>
          <dd>{booking.clinic || '—'}</dd>
        </div>
        <div>
          <dt>Doctor</dt>
          <dd>{booking.doctor || '—'}</dd>
        </div>
        <div>
          <dt>Type</dt>
          <dd>{CONSULTATION_TYPE_LABELS[booking.type]}</dd>
        </div>
        <div>
          <dt>Pet</dt>
          <dd>{booking.petName || '—'}</dd>
        </div>
        {showCustomer ? (
          <div>
            <dt>Customer</dt>
            <dd>{booking.customerName || '—'}</dd>
          </div>
        ) : null}
      </dl>
      <div className="appointment-actions">
        <DetailsToggle
          open={open}
          controls={detailsId}
          subject={booking.code}
          onToggle={() => {
            setOpen((value) => !value);
          }}
        />
        {isRemote(booking.type) && !canceled ? (
          <JoinConsultation
            bookingId={booking.id}
            code={booking.code}
            label={now.getTime() < ends ? 'Join' : 'Open consultation'}
          />
        ) : null}
        {!canceled && ahead ? (
          <ConfirmDialog
            trigger={
              <button type="button" className="button button-secondary" disabled={canceling}>
                {canceling ? SUBMITTING_TEXT : 'Cancel'}
                <span className="visually-hidden"> {booking.code}</span>
              </button>
            }
            question={APPOINTMENT_MESSAGES.confirmCancel}
            description="This cannot be undone."
            hideDescription
            confirmLabel="Yes"
            cancelLabel="No"
            onConfirm={() => {
              void onCancel();
            }}
          />
        ) : null}
      </div>
      {cancelError ? (
        <p className="field-error" role="alert">
          {cancelError}
        </p>
      ) : null}
      <dl id={detailsId} className="appointment-details" hidden={!open}>
        <div>
          <dt>Reason for consult</dt>
          <dd>{booking.summary || '—'}</dd>
        </div>
        <div>
          <dt>Address</dt>
          <dd>{booking.address || '—'}</dd>
        </div>
        <div>
          <dt>Duration</dt>
          <dd>{`${String(booking.durationMinutes)} minutes`}</dd>
        </div>
        <div>
          <dt>Price</dt>
          <dd>{booking.paymentWaived ? 'Payment Waived' : formatPrice(booking.price)}</dd>
        </div>
        {booking.paymentStatus ? (
          <div>
            <dt>Payment</dt>
            <dd>{PAYMENT_STATUS_LABELS[booking.paymentStatus] ?? booking.paymentStatus}</dd>
          </div>
        ) : null}
        {canceled && booking.canceledBy ? (
          <div>
            <dt>Canceled by</dt>
            <dd>{canceledByLabel(booking.canceledBy, showCustomer)}</dd>
          </div>
        ) : null}
      </dl>
    </li>
  );
}

/** Who canceled, as the reader knows them: staff read of the customer, owners of themselves. */
function canceledByLabel(by: 'owner' | 'practice', staffView: boolean): string {
  if (by === 'practice') return 'The practice';
  return staffView ? 'The customer' : 'You';
}
