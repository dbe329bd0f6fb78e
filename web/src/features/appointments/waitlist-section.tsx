import { useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '../../components/alert';
import { useLeaveWaitlistMutation, useMyWaitlistQuery } from '../../generated/my-waitlist';
import { errorMessage } from '../../lib/errors';
import { ConfirmDialog } from '../../ui/confirm-dialog/confirm-dialog';
import { CONSULTATION_TYPE_LABELS, formatDateTime } from './booking-view';

/**
 * The booking wizard on the held slot: the domain's waitlistOfferPath (the offer mail's link),
 * written out here so the domain's waitlist module stays in the booking wizard's chunk alone (the
 * clinic vet list's budget); the test holds the two equal.
 */
export function offerPath(offer: {
  vendorId: number;
  listingId: number;
  type: string;
  slot: Date;
}): string {
  const query = new URLSearchParams({
    listing: String(offer.listingId),
    type: offer.type,
    slot: offer.slot.toISOString(),
  });
  return `/vet-appointments/book/${String(offer.vendorId)}?${query.toString()}`;
}

/** The words of each status an owner sees. */
export const WAITLIST_STATUS_LABELS: Record<string, string> = {
  waiting: 'Waiting',
  offered: 'Slot held for you',
  booked: 'Booked',
  left: 'Left',
  expired: 'Offer expired',
};

export const LEAVE_QUESTION = 'Leave this waitlist?';

/**
 * My Appointments' waitlist: each entry's practice, type, dates and status; an offer shows the
 * held slot, until when it is held and the link to book it; a waiting or offered entry can be
 * left (after a confirmation).
 */
export function WaitlistSection() {
  const [{ data, fetching, error }] = useMyWaitlistQuery({ requestPolicy: 'cache-and-network' });
  const [leaving, setLeaving] = useState<number | undefined>(undefined);
  const [failure, setFailure] = useState<string | null>(null);
  const [{ fetching: saving }, leave] = useLeaveWaitlistMutation();
  const entries = data?.waitlist_entries ?? [];

  async function onLeave(id: number) {
    setFailure(null);
    const result = await leave({ id }, { additionalTypenames: ['waitlist_entries'] });
    if (result.error) setFailure(errorMessage(result.error));
  }

  return (
    <section className="waitlist-section" aria-labelledby="waitlist-heading">
      <h2 id="waitlist-heading">My waitlist</h2>
      {failure ? <Alert tone="error">{failure}</Alert> : null}
      {error && !data ? (
        <Alert tone="error">{errorMessage(error)}</Alert>
      ) : fetching && !data ? (
        <p role="status">Loading your waitlist…</p>
      ) : entries.length === 0 ? (
        <p>You are not on any waitlist.</p>
      ) : (
        <ul className="waitlist-entries">
          {entries.map((entry) => {
            const active = entry.status === 'waiting' || entry.status === 'offered';
            const slot = entry.offered_slot ? new Date(entry.offered_slot) : undefined;
            const until = entry.offer_expires_at ? new Date(entry.offer_expires_at) : undefined;
            const range =
              entry.from_date === entry.to_date
                ? entry.from_date
                : `${entry.from_date} to ${entry.to_date}`;
            return (
              <li key={entry.id} className="waitlist-entry card">
                <p>
                  <strong>{entry.listing?.title ?? 'Practice'}</strong>,{' '}
                  {CONSULTATION_TYPE_LABELS[entry.type]}, {range}
                  {entry.pet ? `, ${entry.pet.name}` : ''}
                </p>
                <p>Status: {WAITLIST_STATUS_LABELS[entry.status] ?? entry.status}</p>
                {entry.status === 'offered' && slot && until ? (
                  <p>
                    <time dateTime={slot.toISOString()}>{formatDateTime(slot)}</time> is held for
                    you until <time dateTime={until.toISOString()}>{formatDateTime(until)}</time>.{' '}
                    <Link
                      to={offerPath({
                        vendorId: entry.vendor_id,
                        listingId: entry.vendor_listing_id,
                        type: entry.type,
                        slot,
                      })}
                    >
                      Book the held slot
                    </Link>
                  </p>
                ) : null}
                {active ? (
                  <button
                    type="button"
                    className="button button-secondary"
                    disabled={saving}
                    aria-label={`Leave the waitlist of ${entry.listing?.title ?? 'this practice'}, ${range}`}
                    onClick={() => {
                      setLeaving(entry.id);
                    }}
                  >
                    Leave
                  </button>
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
      <ConfirmDialog
        open={leaving !== undefined}
        question={LEAVE_QUESTION}
        description="You will no longer be offered a slot from this waitlist."
        confirmLabel="Leave"
        cancelLabel="Stay"
        onConfirm={() => {
          const id = leaving;
          setLeaving(undefined);
          if (id !== undefined) void onLeave(id);
        }}
        onCancel={() => {
          setLeaving(undefined);
        }}
      />
    </section>
  );
}
