import { PRACTICE_ACCESS_MESSAGES } from '@petwell/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type {
  AnswerRecordRequestMutation,
  AnswerRecordRequestMutationVariables,
  RecordSharingBookingsQuery,
  RecordSharingBookingsQueryVariables,
  RevokeRecordAccessMutation,
  RevokeRecordAccessMutationVariables,
} from '../../generated/graphql';
import { fakeToken, renderWithApp } from '../../test/render';
import { server } from '../../test/server';
import { RecordSharingPage } from './pages/record-sharing-page';
import type { SharingPetPickerProps } from './record-sharing-parts';

type Row = RecordSharingBookingsQuery['bookings'][number];

const HAPPY_PAWS = { id: 2, name: 'Happy Paws' };
const BRIGHTCARE = { id: 3, name: 'BrightCare' };

function booking(overrides: Partial<Row> & { id: number }): Row {
  return {
    slot: '2026-12-01T15:00:00.000Z',
    type: 'video',
    details: {},
    record_sharing: 'shared',
    access_until: '2027-12-01T15:00:00.000Z',
    pet_id: 1,
    vendor_id: HAPPY_PAWS.id,
    pet: { id: 1, name: 'Biscuit' },
    vendor: HAPPY_PAWS,
    ...overrides,
  };
}

/** A stand-in for the pets feature's picker: the owner's two pets as radio buttons. */
function FakePetPicker({ value, onChange, label }: SharingPetPickerProps) {
  return (
    <div role="radiogroup" aria-label={label}>
      {[
        { id: 1, name: 'Biscuit' },
        { id: 2, name: 'Mochi' },
      ].map((pet) => (
        <button
          key={pet.id}
          type="button"
          role="radio"
          aria-checked={value === pet.id}
          onClick={() => {
            onChange(pet);
          }}
        >
          {pet.name}
        </button>
      ))}
    </div>
  );
}

/** The owner's bookings behind the handlers; the actions change them as the server does. */
function sharingBackend(initial: Row[]) {
  let rows = initial.map((row) => ({ ...row }));
  const answers: AnswerRecordRequestMutationVariables[] = [];
  const revokes: RevokeRecordAccessMutationVariables[] = [];
  const queries: Record<string, unknown>[] = [];
  server.use(
    graphql.query<RecordSharingBookingsQuery, RecordSharingBookingsQueryVariables>(
      'RecordSharingBookings',
      ({ variables }) => {
        queries.push(variables);
        return HttpResponse.json({ data: { bookings: rows } });
      },
    ),
    graphql.mutation<AnswerRecordRequestMutation, AnswerRecordRequestMutationVariables>(
      'AnswerRecordRequest',
      ({ variables }) => {
        answers.push(variables);
        rows = rows.map((row) =>
          row.id !== variables.bookingId
            ? row
            : variables.share
              ? {
                  ...row,
                  record_sharing: 'shared',
                  pet_id: row.pet_id ?? variables.petId ?? null,
                  pet: row.pet ?? { id: variables.petId ?? 0, name: 'Mochi' },
                }
              : { ...row, record_sharing: 'withheld' },
        );
        return HttpResponse.json({
          data: {
            answer_record_request: {
              message: variables.share
                ? PRACTICE_ACCESS_MESSAGES.shared
                : PRACTICE_ACCESS_MESSAGES.refused,
              bookings: 1,
            },
          },
        });
      },
    ),
    graphql.mutation<RevokeRecordAccessMutation, RevokeRecordAccessMutationVariables>(
      'RevokeRecordAccess',
      ({ variables }) => {
        revokes.push(variables);
        rows = rows.map((row) =>
          row.vendor_id === variables.vendorId ? { ...row, record_sharing: 'withheld' } : row,
        );
        return HttpResponse.json({
          data: {
            revoke_record_access: { message: PRACTICE_ACCESS_MESSAGES.revoked, bookings: 1 },
          },
        });
      },
    ),
  );
  return { answers, revokes, queries };
}

const owner = () => fakeToken({ id: 7, role: 'user' });
const render = () =>
  renderWithApp(<RecordSharingPage PetPicker={FakePetPicker} />, { token: owner() });
const section = (name: string) => screen.getByRole('region', { name });

describe('the owner’s record sharing screen', () => {
  it('asks about a practice’s booking and shares the pet the owner picks', async () => {
    const { answers, queries } = sharingBackend([
      booking({ id: 9, record_sharing: 'requested', pet_id: null, pet: null }),
    ]);
    const { user } = render();
    expect(screen.getByRole('heading', { level: 1, name: 'Record Sharing' })).toBeVisible();
    const waiting = await screen.findByRole('region', { name: 'Waiting for your answer' });
    expect(
      within(waiting).getByText(
        "Happy Paws booked this appointment for you. Share your pet's records with them?",
      ),
    ).toBeVisible();
    expect(within(waiting).getByText(/Video consultation/)).toHaveTextContent(
      /^Video consultation, \w{3}, Dec \d+, 2026/,
    );
    expect(
      within(section('Practices with access')).getByText(
        'No practice has access to your pets’ records.',
      ),
    ).toBeVisible();
    // Only live bookings are asked for: access_until after the moment the screen opened.
    expect(typeof queries[0]?.['now']).toBe('string');

    await user.click(within(waiting).getByRole('button', { name: 'Share with Happy Paws' }));
    expect(await within(waiting).findByRole('alert')).toHaveTextContent(
      PRACTICE_ACCESS_MESSAGES.petRequired,
    );
    // The picker's group takes the focus and reads the message.
    const petGroup = within(waiting).getByRole('group');
    expect(petGroup).toHaveFocus();
    expect(petGroup).toHaveAccessibleDescription(PRACTICE_ACCESS_MESSAGES.petRequired);
    expect(answers).toEqual([]);

    const picker = within(waiting).getByRole('radiogroup', {
      name: 'Pet whose records you share with Happy Paws',
    });
    await user.click(within(picker).getByRole('radio', { name: 'Mochi' }));
    await user.click(within(waiting).getByRole('button', { name: 'Share with Happy Paws' }));
    expect(await screen.findByText(PRACTICE_ACCESS_MESSAGES.shared)).toBeVisible();
    expect(answers).toEqual([{ bookingId: 9, share: true, petId: 2 }]);
    const access = section('Practices with access');
    expect(await within(access).findByRole('heading', { name: 'Happy Paws' })).toBeVisible();
    expect(within(access).getByText('Mochi')).toBeVisible();
    expect(
      within(section('Waiting for your answer')).getByText(
        'No practice is waiting for your answer.',
      ),
    ).toBeVisible();
    await waitFor(() => {
      expect(screen.getByText(PRACTICE_ACCESS_MESSAGES.shared)).toHaveFocus();
    });
  });

  it('refuses a request: the booking moves to Not shared, where it can still be shared', async () => {
    const { answers } = sharingBackend([
      booking({ id: 9, record_sharing: 'requested', vendor: BRIGHTCARE, vendor_id: 3 }),
    ]);
    const { user } = render();
    const waiting = await screen.findByRole('region', { name: 'Waiting for your answer' });
    expect(within(waiting).getByText('Biscuit')).toBeVisible();
    expect(within(waiting).queryByRole('radiogroup')).toBeNull();
    await user.click(within(waiting).getByRole('button', { name: 'Don’t share with BrightCare' }));
    expect(await screen.findByText(PRACTICE_ACCESS_MESSAGES.refused)).toBeVisible();
    const notShared = section('Not shared');
    expect(
      await within(notShared).findByText("You did not share your pet's records with BrightCare."),
    ).toBeVisible();
    await user.click(within(notShared).getByRole('button', { name: 'Share with BrightCare' }));
    expect(await screen.findByText(PRACTICE_ACCESS_MESSAGES.shared)).toBeVisible();
    expect(answers).toEqual([
      { bookingId: 9, share: false, petId: null },
      { bookingId: 9, share: true, petId: null },
    ]);
  });

  it('groups the practices with access and revokes one after asking', async () => {
    const { revokes } = sharingBackend([
      booking({ id: 1, pet: { id: 1, name: 'Biscuit' } }),
      booking({
        id: 2,
        pet_id: 2,
        pet: { id: 2, name: 'Mochi' },
        access_until: '2028-02-01T15:00:00.000Z',
      }),
      booking({ id: 3, vendor: BRIGHTCARE, vendor_id: 3 }),
    ]);
    const { user } = render();
    const access = await screen.findByRole('region', { name: 'Practices with access' });
    const items = within(access).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    const happyPaws = items[0];
    if (!happyPaws) throw new Error('no Happy Paws');
    expect(within(happyPaws).getByText('Biscuit, Mochi')).toBeVisible();
    expect(within(happyPaws).getByText('until Feb 1, 2028')).toBeVisible();

    await user.click(
      within(happyPaws).getByRole('button', { name: 'Revoke access of Happy Paws' }),
    );
    const dialog = screen.getByRole('alertdialog', {
      name: 'Revoke Happy Paws’s access to your pets’ records?',
    });
    expect(
      within(dialog).getByText('Its appointments stay; it loses your pets’ records.'),
    ).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(revokes).toEqual([]);

    await user.click(
      within(happyPaws).getByRole('button', { name: 'Revoke access of Happy Paws' }),
    );
    await user.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Revoke access' }),
    );
    expect(await screen.findByText(PRACTICE_ACCESS_MESSAGES.revoked)).toBeVisible();
    expect(revokes).toEqual([{ vendorId: 2 }]);
    await waitFor(() => {
      expect(within(section('Practices with access')).getAllByRole('listitem')).toHaveLength(1);
    });
    expect(within(section('Not shared')).getAllByRole('listitem')).toHaveLength(2);
  });

  it('shows the action’s message when an answer is refused', async () => {
    sharingBackend([booking({ id: 9, record_sharing: 'requested' })]);
    server.use(
      graphql.mutation<AnswerRecordRequestMutation, AnswerRecordRequestMutationVariables>(
        'AnswerRecordRequest',
        () =>
          HttpResponse.json({
            errors: [
              {
                message: PRACTICE_ACCESS_MESSAGES.bookingNotFound,
                extensions: { code: 'not-found' },
              },
            ],
          }),
      ),
    );
    const { user } = render();
    await user.click(await screen.findByRole('button', { name: 'Share with Happy Paws' }));
    expect(await screen.findByText(PRACTICE_ACCESS_MESSAGES.bookingNotFound)).toBeVisible();
  });

  it('shows the action’s message about the pet at the picker, which takes the focus', async () => {
    sharingBackend([booking({ id: 9, record_sharing: 'requested', pet_id: null, pet: null })]);
    const answers: AnswerRecordRequestMutationVariables[] = [];
    server.use(
      graphql.mutation<AnswerRecordRequestMutation, AnswerRecordRequestMutationVariables>(
        'AnswerRecordRequest',
        ({ variables }) => {
          answers.push(variables);
          return HttpResponse.json({
            errors: [
              {
                message: PRACTICE_ACCESS_MESSAGES.notYourPet,
                extensions: {
                  code: 'validation-failed',
                  fields: { petId: PRACTICE_ACCESS_MESSAGES.notYourPet },
                },
              },
            ],
          });
        },
      ),
    );
    const { user } = render();
    const waiting = await screen.findByRole('region', { name: 'Waiting for your answer' });
    await user.click(within(waiting).getByRole('radio', { name: 'Biscuit' }));
    await user.click(within(waiting).getByRole('button', { name: 'Share with Happy Paws' }));
    expect(await within(waiting).findByRole('alert')).toHaveTextContent(
      PRACTICE_ACCESS_MESSAGES.notYourPet,
    );
    expect(answers).toEqual([{ bookingId: 9, share: true, petId: 1 }]);
    const petGroup = within(waiting).getByRole('group');
    expect(petGroup).toHaveFocus();
    expect(petGroup).toHaveAccessibleDescription(PRACTICE_ACCESS_MESSAGES.notYourPet);
    // Choosing a pet takes the message away.
    await user.click(within(waiting).getByRole('radio', { name: 'Mochi' }));
    expect(within(waiting).queryByRole('alert')).toBeNull();
  });

  it('says so when no practice asked for or has the records', async () => {
    sharingBackend([]);
    render();
    expect(await screen.findByText('loading...')).toBeVisible();
    expect(
      await screen.findByText(
        'No practice has asked for your pets’ records or has access to them.',
      ),
    ).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Practices with access' })).toBeNull();
  });

  it('shows an error when the bookings cannot be read', async () => {
    server.use(
      graphql.query<RecordSharingBookingsQuery, RecordSharingBookingsQueryVariables>(
        'RecordSharingBookings',
        () =>
          HttpResponse.json({ errors: [{ message: 'boom', extensions: { code: 'unexpected' } }] }),
      ),
    );
    render();
    expect(
      await screen.findByText('Sorry! Something went wrong. Please try again later.'),
    ).toBeVisible();
  });
});
