import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useClient } from 'urql';
import {
  ConsultationLinkDocument,
  type ConsultationLinkQuery,
  type ConsultationLinkQueryVariables,
} from '../../generated/graphql';
import { APPOINTMENT_MESSAGES } from './messages';
import { SUBMITTING_TEXT } from '../../ui/form';

export interface JoinConsultationProps {
  bookingId: number;
  code: string;
  /** 'Join' before the consultation ends, 'Open consultation' after. */
  label: 'Join' | 'Open consultation';
}

/**
 * Opens the consultation page of a video, phone or chat booking. The signed link
 * (domain/src/booking-link.ts) is asked for when the button is used, not with the list, so a list
 * never holds every link; the data service gives it only to the booking's owner or its listing's
 * staff.
 */
export function JoinConsultation({ bookingId, code, label }: JoinConsultationProps) {
  const client = useClient();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function open() {
    setBusy(true);
    setError(null);
    const result = await client
      .query<ConsultationLinkQuery, ConsultationLinkQueryVariables>(
        ConsultationLinkDocument,
        { bookingId },
        { requestPolicy: 'network-only' },
      )
      .toPromise();
    setBusy(false);
    const z = result.data?.consultation_link.z;
    if (!z) {
      setError(APPOINTMENT_MESSAGES.failed);
      return;
    }
    await navigate(`/appointments?z=${encodeURIComponent(z)}`);
  }

  return (
    <>
      <button
        type="button"
        className="button button-primary"
        disabled={busy}
        onClick={() => {
          void open();
        }}
      >
        {busy ? SUBMITTING_TEXT : label}
        <span className="visually-hidden"> {code}</span>
      </button>
      {error ? (
        <span className="field-error" role="alert">
          {error}
        </span>
      ) : null}
    </>
  );
}
