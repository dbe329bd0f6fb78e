import { Alert } from '../../components/alert';
import { useListingWaitlistQuery } from '../../generated/practice';
import { mayBeHidden } from '../../lib/hidden-row';

const TYPE_LABELS: Record<string, string> = {
  clinic_visit: 'Clinic visit',
  video: 'Video consultation',
  phone: 'Phone consultation',
  chat: 'Chat',
};

const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/**
 * The listing's waitlist for its practice: who waits (in the order slots are offered), for which
 * type and dates, and which slot is held for whom until when.
 */
export function ListingWaitlist({ listingId }: { listingId: number }) {
  const [{ data, fetching, error }] = useListingWaitlistQuery({
    variables: { listingId },
    requestPolicy: 'cache-and-network',
  });
  const entries = data?.waitlist_entries ?? [];
  return (
    <section className="listing-waitlist card" aria-labelledby="listing-waitlist-heading">
      <h2 id="listing-waitlist-heading">Waitlist</h2>
      {error && !data ? (
        <Alert tone="error">The waitlist could not be loaded. Please try again later.</Alert>
      ) : fetching && !data ? (
        <p role="status">Loading the waitlist…</p>
      ) : entries.length === 0 ? (
        <p>No one is waiting for this listing.</p>
      ) : (
        <ol className="listing-waitlist-entries">
          {entries.map((entry) => {
            // A staff member reads only the owners the users permission shows.
            const user = mayBeHidden(entry.user);
            const name = user ? `${user.first_name} ${user.last_name}`.trim() : 'A pet owner';
            const range =
              entry.from_date === entry.to_date
                ? entry.from_date
                : `${entry.from_date} to ${entry.to_date}`;
            return (
              <li key={entry.id}>
                {name}: {TYPE_LABELS[entry.type] ?? entry.type}, {range}.{' '}
                {entry.status === 'offered' && entry.offered_slot && entry.offer_expires_at
                  ? `Offered ${dateTime.format(new Date(entry.offered_slot))}, held until ${dateTime.format(new Date(entry.offer_expires_at))}.`
                  : 'Waiting.'}
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
