import { screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type {
  LeaveWaitlistMutation,
  LeaveWaitlistMutationVariables,
  MyWaitlistQuery,
} from '../../generated/my-waitlist';
import { fakeToken, renderWithApp } from '../../test/render';
import { server } from '../../test/server';
import type { WithTypename } from '../../test/typename';
import { waitlistOfferPath } from '@petwell/domain';
import { LEAVE_QUESTION, offerPath, WaitlistSection } from './waitlist-section';

type Entry = MyWaitlistQuery['waitlist_entries'][number];

const entry = (overrides: Partial<Entry> = {}): Entry => ({
  id: 5,
  status: 'waiting',
  type: 'video',
  from_date: '2030-03-04',
  to_date: '2030-03-04',
  offered_slot: null,
  offer_expires_at: null,
  vendor_id: 2,
  vendor_listing_id: 9,
  listing: { title: 'Happy Paws Clinic' },
  pet: { name: 'Rex' },
  ...overrides,
});

function waitlistServer(entries: () => Entry[] | 'error') {
  server.use(
    graphql.query<WithTypename<MyWaitlistQuery>>('MyWaitlist', () => {
      const answer = entries();
      if (answer === 'error') return HttpResponse.json({ errors: [{ message: 'boom' }] });
      return HttpResponse.json({
        data: { waitlist_entries: answer.map((e) => ({ __typename: 'waitlist_entries', ...e })) },
      });
    }),
  );
}

const owner = () => fakeToken({ role: 'user', id: 7 });

describe('My Appointments: the waitlist', () => {
  it('says so when the owner is on no waitlist', async () => {
    waitlistServer(() => []);
    renderWithApp(<WaitlistSection />, { token: owner() });
    expect(await screen.findByText('You are not on any waitlist.')).toBeVisible();
  });

  it('shows an error when the entries cannot be loaded', async () => {
    waitlistServer(() => 'error');
    renderWithApp(<WaitlistSection />, { token: owner() });
    expect(await screen.findByRole('alert')).toBeVisible();
  });

  it('shows an offer with the held slot, until when it is held and the link that books it', async () => {
    const slot = '2030-03-04T15:00:00.000Z';
    waitlistServer(() => [
      entry({ status: 'offered', offered_slot: slot, offer_expires_at: '2030-03-01T10:15:00Z' }),
    ]);
    renderWithApp(<WaitlistSection />, { token: owner() });
    expect(await screen.findByText('Status: Slot held for you')).toBeVisible();
    const link = screen.getByRole('link', { name: 'Book the held slot' });
    expect(link.getAttribute('href')).toBe(
      `/vet-appointments/book/2?listing=9&type=video&slot=${encodeURIComponent(slot)}`,
    );
    // The same link as the offer mail's.
    const offer = { vendorId: 2, listingId: 9, type: 'video', slot: new Date(slot) };
    expect(offerPath(offer)).toBe(waitlistOfferPath(offer));
  });

  it('leaves an entry only after the owner confirms, and lists it again as left', async () => {
    let status = 'waiting';
    waitlistServer(() => [entry({ status })]);
    const asked: LeaveWaitlistMutationVariables[] = [];
    server.use(
      graphql.mutation<WithTypename<LeaveWaitlistMutation>, LeaveWaitlistMutationVariables>(
        'LeaveWaitlist',
        ({ variables }) => {
          asked.push(variables);
          status = 'left';
          return HttpResponse.json({ data: { update_waitlist_entries: { affected_rows: 1 } } });
        },
      ),
    );
    const { user } = renderWithApp(<WaitlistSection />, { token: owner() });
    const leave = await screen.findByRole('button', {
      name: 'Leave the waitlist of Happy Paws Clinic, 2030-03-04',
    });
    await user.click(leave);
    const dialog = await screen.findByRole('alertdialog', { name: LEAVE_QUESTION });
    await user.click(within(dialog).getByRole('button', { name: 'Stay' }));
    expect(asked).toHaveLength(0);
    await user.click(leave);
    await user.click(
      within(await screen.findByRole('alertdialog', { name: LEAVE_QUESTION })).getByRole('button', {
        name: 'Leave',
      }),
    );
    await waitFor(() => {
      expect(asked).toEqual([{ id: 5 }]);
    });
    expect(await screen.findByText('Status: Left')).toBeVisible();
    expect(screen.queryByRole('button', { name: /Leave the waitlist/ })).toBeNull();
  });
});
