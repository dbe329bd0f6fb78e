import { addDays, todayIn, WAITLIST_MESSAGES } from '@petwell/domain';
import { screen, waitFor } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type {
  JoinWaitlistMutation,
  JoinWaitlistMutationVariables,
  WaitlistPetsQuery,
} from '../../generated/waitlist';
import { fakeToken, renderWithApp } from '../../test/render';
import { server } from '../../test/server';
import type { WithTypename } from '../../test/typename';
import { WaitlistJoin } from './waitlist-join';

const TZ = 'America/New_York';
const owner = () => fakeToken({ role: 'user', id: 7 });

function joinServer(answer: (v: JoinWaitlistMutationVariables) => object) {
  const asked: JoinWaitlistMutationVariables[] = [];
  server.use(
    graphql.query<WithTypename<WaitlistPetsQuery>>('WaitlistPets', () =>
      HttpResponse.json({ data: { pets: [{ __typename: 'pets', id: 3, name: 'Rex' }] } }),
    ),
    graphql.mutation<WithTypename<JoinWaitlistMutation>, JoinWaitlistMutationVariables>(
      'JoinWaitlist',
      ({ variables }) => {
        asked.push(variables);
        return HttpResponse.json(answer(variables));
      },
    ),
  );
  return asked;
}

describe('Join the waitlist (a day with no free slot)', () => {
  const day = addDays(todayIn(new Date(), TZ), 3);

  it('joins for the chosen day, the type and the pet, and says the owner is on the waitlist', async () => {
    const asked = joinServer(() => ({
      data: { join_waitlist: { id: 1, status: 'waiting', message: WAITLIST_MESSAGES.joined } },
    }));
    const { user } = renderWithApp(
      <WaitlistJoin listingId={9} type="video" date={day} listingTimeZone={TZ} />,
      { token: owner() },
    );
    await user.click(screen.getByRole('button', { name: 'Join the waitlist' }));
    expect(screen.getByLabelText('From')).toHaveValue(day);
    expect(screen.getByLabelText('To')).toHaveValue(day);
    await screen.findByRole('option', { name: 'Rex' });
    await user.selectOptions(screen.getByLabelText('Pet'), 'Rex');
    await user.click(screen.getByRole('button', { name: 'Join the waitlist' }));
    expect(await screen.findByText(WAITLIST_MESSAGES.joined)).toBeVisible();
    expect(asked).toEqual([{ listingId: 9, type: 'video', fromDate: day, toDate: day, petId: 3 }]);
  });

  it('shows what is wrong with the dates beside them and sends nothing', async () => {
    const asked = joinServer(() => ({}));
    const { user } = renderWithApp(
      <WaitlistJoin listingId={9} type="video" date={day} listingTimeZone={TZ} />,
      { token: owner() },
    );
    await user.click(screen.getByRole('button', { name: 'Join the waitlist' }));
    const to = screen.getByLabelText('To');
    await user.clear(to);
    await user.type(to, addDays(day, -1));
    await user.click(screen.getByRole('button', { name: 'Join the waitlist' }));
    expect(await screen.findByText(WAITLIST_MESSAGES.rangeOrder)).toBeVisible();
    expect(to).toHaveAttribute('aria-invalid', 'true');
    await user.clear(to);
    await user.type(to, addDays(day, 30));
    await user.click(screen.getByRole('button', { name: 'Join the waitlist' }));
    expect(await screen.findByText(WAITLIST_MESSAGES.rangeTooFar)).toBeVisible();
    expect(asked).toHaveLength(0);
  });

  it('shows the server’s refusal, such as an entry already waiting', async () => {
    joinServer(() => ({
      errors: [{ message: WAITLIST_MESSAGES.alreadyWaiting, extensions: { code: 'conflict' } }],
    }));
    const { user } = renderWithApp(
      <WaitlistJoin listingId={9} type="video" date={day} listingTimeZone={TZ} />,
      { token: owner() },
    );
    await user.click(screen.getByRole('button', { name: 'Join the waitlist' }));
    await user.click(screen.getByRole('button', { name: 'Join the waitlist' }));
    await waitFor(() => {
      expect(screen.getByRole('alert')).toHaveTextContent(WAITLIST_MESSAGES.alreadyWaiting);
    });
  });
});
