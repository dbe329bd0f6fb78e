import { screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type {
  MyPetsQuery,
  MyPetsQueryVariables,
  UpdatePetMutation,
  UpdatePetMutationVariables,
} from '../../generated/graphql';
import { fakeToken, renderWithApp } from '../../test/render';
import { server } from '../../test/server';
import { MyPetsPage } from './pages/my-pets-page';
import { BISCUIT, JUNIPER, petsBackend } from './test-helpers';

const token = fakeToken({ id: 7 });
const render = () => renderWithApp(<MyPetsPage />, { token, path: '/app/my-pets' });

const cards = () =>
  within(screen.getByRole('list', { name: 'My Pets' }))
    .getAllByRole('listitem')
    .map((card) => card.textContent);

/** Waits out the pop-up's close, half a second after a save. */
const closed = () =>
  waitFor(
    () => {
      expect(screen.queryByRole('dialog')).toBeNull();
    },
    { timeout: 5000 },
  );

describe('My Pets (/app/my-pets)', () => {
  it("shows the owner's pets as cards with type, breed, Edit and a link to their health records", async () => {
    const calls = petsBackend([JUNIPER, BISCUIT]);
    render();
    expect(await screen.findByRole('heading', { level: 1, name: 'My Pets' })).toBeVisible();
    expect(await screen.findByRole('heading', { level: 2, name: 'Biscuit' })).toBeVisible();
    expect(cards()).toEqual([
      'BiscuitDog · Golden RetrieverEditHealth records',
      'JuniperHorseEditHealth records',
      '+Add Pet',
    ]);
    expect(calls[0]).toEqual({ op: 'MyPets', variables: { userId: 7 } });
    expect(screen.getByRole('link', { name: 'Health records of Juniper' })).toHaveAttribute(
      'href',
      '/app/medical-records?pid=4',
    );
    expect(screen.getByRole('button', { name: 'Edit Biscuit' })).toBeVisible();
    expect(document.title).toBe('My Pets | Petwell');
  });

  it("says 'You have not added any pets!' and still offers the Add Pet card", async () => {
    petsBackend([]);
    render();
    expect(await screen.findByText('You have not added any pets!')).toBeVisible();
    expect(cards()).toEqual(['+Add Pet']);
  });

  it('shows loading, then the error message when the pets cannot be loaded', async () => {
    server.use(
      graphql.query<MyPetsQuery, MyPetsQueryVariables>('MyPets', () => HttpResponse.error()),
    );
    render();
    expect(screen.getByText('loading...')).toBeVisible();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Sorry! Something went wrong. Please try again later.',
    );
    expect(screen.queryByRole('button', { name: 'Add Pet' })).toBeNull();
  });

  it('adds a pet with a type found by searching, says so and closes the pop-up 500 ms later', async () => {
    const calls = petsBackend([BISCUIT]);
    const { user } = render();
    await user.click(await screen.findByRole('button', { name: 'Add Pet' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Pet' });
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeVisible();
    expect(within(dialog).queryByRole('button', { name: 'Delete' })).toBeNull();
    await user.type(within(dialog).getByLabelText(/Name/), 'Comet');
    const type = within(dialog).getByRole('combobox', { name: /Type/ });
    await user.type(type, 'hor');
    // Keyboard only: down to the first match, Enter chooses it.
    await user.keyboard('{ArrowDown}{Enter}');
    expect(type).toHaveValue('Horse');
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));

    expect(await within(dialog).findByText('Submitted successfully!')).toBeVisible();
    expect(screen.getByRole('dialog', { name: 'Add Pet' })).toBeVisible();
    await closed();
    expect(calls.filter((c) => c.op === 'InsertPet')).toEqual([
      { op: 'InsertPet', variables: { name: 'Comet', type: 4, breed: null, notes: null } },
    ]);
    await waitFor(() => {
      expect(cards()).toEqual([
        'BiscuitDog · Golden RetrieverEditHealth records',
        'CometHorseEditHealth records',
        '+Add Pet',
      ]);
    });
  });

  it("edits a pet from its card's Edit button", async () => {
    const calls = petsBackend([BISCUIT, JUNIPER]);
    const { user } = render();
    await user.click(await screen.findByRole('button', { name: 'Edit Juniper' }));
    const dialog = screen.getByRole('dialog', { name: 'Update Pet' });
    expect(within(dialog).getByLabelText(/Name/)).toHaveValue('Juniper');
    expect(within(dialog).getByRole('combobox', { name: /Type/ })).toHaveValue('Horse');
    await user.type(within(dialog).getByLabelText('Breed'), 'Shire');
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await within(dialog).findByText('Submitted successfully!')).toBeVisible();
    await closed();
    expect(calls.filter((c) => c.op === 'UpdatePet')).toEqual([
      {
        op: 'UpdatePet',
        variables: { id: 4, name: 'Juniper', type: 4, breed: 'Shire', notes: 'Stall 12' },
      },
    ]);
    expect(await screen.findByText('Horse · Shire')).toBeVisible();
  });

  it("deletes a pet after 'Are you sure you want to delete this item?' (status 0), and it leaves the grid", async () => {
    const calls = petsBackend([BISCUIT, JUNIPER]);
    const { user } = render();
    await user.click(await screen.findByRole('button', { name: 'Edit Biscuit' }));
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Delete' });
    expect(confirm).toHaveTextContent('Are you sure you want to delete this item?');
    await user.click(within(confirm).getByRole('button', { name: 'Yes' }));
    await closed();
    expect(calls.filter((c) => c.op === 'DeletePet')).toEqual([
      { op: 'DeletePet', variables: { id: 1 } },
    ]);
    await waitFor(() => {
      expect(cards()).toEqual(['JuniperHorseEditHealth records', '+Add Pet']);
    });
  });

  it("shows 'Error!' and the spec's message when a save fails, and keeps the pop-up open", async () => {
    petsBackend([JUNIPER]);
    server.use(
      graphql.mutation<UpdatePetMutation, UpdatePetMutationVariables>('UpdatePet', () =>
        HttpResponse.json({
          errors: [{ message: 'database error', extensions: { code: 'unexpected' } }],
        }),
      ),
    );
    const { user } = render();
    await user.click(await screen.findByRole('button', { name: 'Edit Juniper' }));
    const dialog = screen.getByRole('dialog', { name: 'Update Pet' });
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    const banner = await within(dialog).findByRole('alert');
    expect(banner).toHaveTextContent('Error!');
    expect(banner).toHaveTextContent('Sorry! Something went wrong. Please try again later.');
    expect(within(dialog).getByRole('button', { name: 'Submit' })).toBeEnabled();
    expect(screen.getByRole('dialog', { name: 'Update Pet' })).toBeVisible();
  });

  it('opens the Add Pet pop-up from the keyboard and gives the focus back on Cancel', async () => {
    petsBackend([]);
    const { user } = render();
    const add = await screen.findByRole('button', { name: 'Add Pet' });
    add.focus();
    await user.keyboard('{Enter}');
    const dialog = screen.getByRole('dialog', { name: 'Add Pet' });
    expect(within(dialog).getByLabelText(/Name/)).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(add).toHaveFocus();
  });
});
