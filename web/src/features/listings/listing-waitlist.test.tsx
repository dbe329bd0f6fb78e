import { screen } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { ListingWaitlistQuery, ListingWaitlistQueryVariables } from '../../generated/practice';
import { fakeToken, renderWithApp } from '../../test/render';
import { server } from '../../test/server';
import type { WithTypename } from '../../test/typename';
import { ListingWaitlist } from './listing-waitlist';

type Listed = ListingWaitlistQuery['waitlist_entries'][number];
/**
 * An entry as the engine (and Hasura) answers it: `user` is typed non-null after its NOT NULL
 * foreign key, yet null where the users permission hides the owner.
 */
type Entry = Omit<Listed, 'user'> & { user: Listed['user'] | null };
interface Answer {
  waitlist_entries: WithTypename<Entry>[];
}

function waitlistServer(entries: Entry[] | 'error') {
  const asked: ListingWaitlistQueryVariables[] = [];
  server.use(
    graphql.query<Answer, ListingWaitlistQueryVariables>('ListingWaitlist', ({ variables }) => {
      asked.push(variables);
      if (entries === 'error') return HttpResponse.json({ errors: [{ message: 'boom' }] });
      return HttpResponse.json({
        data: {
          waitlist_entries: entries.map((e) => ({ __typename: 'waitlist_entries', ...e })),
        },
      });
    }),
  );
  return asked;
}

const staff = () => fakeToken({ role: 'vendor', id: 21, vendor_id: 2, subrole: 3 });
const entry = (overrides: Partial<Entry>): Entry => ({
  id: 1,
  status: 'waiting',
  type: 'video',
  from_date: '2030-03-04',
  to_date: '2030-03-06',
  offered_slot: null,
  offer_expires_at: null,
  user: { first_name: 'Olivia', last_name: 'Parker' },
  ...overrides,
});

describe("a listing's waitlist for its practice", () => {
  it('lists the waiting owners in offer order, with the held slot of an offer', async () => {
    const asked = waitlistServer([
      entry({
        id: 1,
        status: 'offered',
        offered_slot: '2030-03-04T15:00:00Z',
        offer_expires_at: '2030-03-01T10:15:00Z',
      }),
      // An owner the staff member may not read is shown without a name.
      entry({ id: 2, user: null, from_date: '2030-03-05', to_date: '2030-03-05' }),
    ]);
    renderWithApp(<ListingWaitlist listingId={9} />, { token: staff() });
    const items = await screen.findAllByRole('listitem');
    expect(items[0]).toHaveTextContent(
      /^Olivia Parker: Video consultation, 2030-03-04 to 2030-03-06\. Offered .+, held until .+\.$/,
    );
    expect(items[1]).toHaveTextContent('A pet owner: Video consultation, 2030-03-05. Waiting.');
    expect(asked[0]).toEqual({ listingId: 9 });
  });

  it('says when no one waits, and when the waitlist cannot be loaded', async () => {
    waitlistServer([]);
    const { unmount } = renderWithApp(<ListingWaitlist listingId={9} />, { token: staff() });
    expect(await screen.findByText('No one is waiting for this listing.')).toBeVisible();
    unmount();
    waitlistServer('error');
    renderWithApp(<ListingWaitlist listingId={10} />, { token: staff() });
    expect(await screen.findByRole('alert')).toHaveTextContent('The waitlist could not be loaded');
  });
});
