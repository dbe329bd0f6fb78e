import { screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { fakeToken, renderWithApp } from '../../test/render';
import { server } from '../../test/server';
import { PetDialog } from './pet-dialog';
import { PET_TEXT } from './pet-messages';
import { PetPicker, type PetSummary } from './pet-picker';
import type {
  DeletePetMutation,
  DeletePetMutationVariables,
  MyPetsQuery,
  MyPetsQueryVariables,
  UpdatePetMutation,
  UpdatePetMutationVariables,
} from '../../generated/graphql';
import type { WithTypename } from '../../test/typename';
import { BISCUIT, JUNIPER, petsBackend } from './test-helpers';

function Picker({
  onChange,
  preselect,
}: {
  onChange?: (pet: PetSummary) => void;
  preselect?: number;
}) {
  const [value, setValue] = useState<number | undefined>();
  return (
    <PetPicker
      value={value}
      preselect={preselect}
      onChange={(pet) => {
        setValue(pet.id);
        onChange?.(pet);
      }}
    />
  );
}

const token = fakeToken({ id: 7 });

describe('the pet picker', () => {
  it("lists the owner's pets with their types and lets one be chosen", async () => {
    const calls = petsBackend([JUNIPER, BISCUIT]);
    const onChange = vi.fn();
    const { user } = renderWithApp(<Picker onChange={onChange} />, { token });
    const group = await screen.findByRole('radiogroup', { name: 'Choose a pet' });
    const cards = within(group).getAllByRole('radio');
    expect(cards.map((c) => c.textContent)).toEqual([
      'BiscuitDog · Golden Retriever',
      'JuniperHorse',
    ]);
    expect(calls[0]).toEqual({ op: 'MyPets', variables: { userId: 7 } });

    await user.click(within(group).getByRole('radio', { name: /Juniper/ }));
    expect(onChange).toHaveBeenLastCalledWith({
      id: 4,
      name: 'Juniper',
      type: 4,
      breed: null,
      notes: 'Stall 12',
    });
    expect(within(group).getByRole('radio', { name: /Juniper/ })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    expect(within(group).getByRole('radio', { name: /Biscuit/ })).toHaveAttribute(
      'aria-checked',
      'false',
    );
  });

  it("chooses a link's pet once the owner's pets show it, and then lets another be chosen", async () => {
    petsBackend([BISCUIT, JUNIPER]);
    const onChange = vi.fn();
    const { user } = renderWithApp(<Picker onChange={onChange} preselect={JUNIPER.id} />, {
      token,
    });
    const juniper = await screen.findByRole('radio', { name: /Juniper/ });
    await waitFor(() => {
      expect(juniper).toHaveAttribute('aria-checked', 'true');
    });
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ id: JUNIPER.id }));
    await user.click(screen.getByRole('radio', { name: /Biscuit/ }));
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ id: BISCUIT.id }));
    expect(juniper).toHaveAttribute('aria-checked', 'false');
  });

  it("chooses nothing for a link's pet that is not one of the owner's", async () => {
    petsBackend([BISCUIT, JUNIPER]);
    const onChange = vi.fn();
    renderWithApp(<Picker onChange={onChange} preselect={99} />, { token });
    const cards = await screen.findAllByRole('radio');
    expect(cards.map((card) => card.getAttribute('aria-checked'))).toEqual(['false', 'false']);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('moves the choice with the arrow keys', async () => {
    petsBackend([BISCUIT, JUNIPER]);
    const onChange = vi.fn();
    const { user } = renderWithApp(<Picker onChange={onChange} />, { token });
    const biscuit = await screen.findByRole('radio', { name: /Biscuit/ });
    await user.tab();
    expect(biscuit).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: /Juniper/ })).toHaveFocus();
    expect(screen.getByRole('radio', { name: /Juniper/ })).toHaveAttribute('aria-checked', 'true');
    await user.keyboard('{ArrowRight}');
    expect(biscuit).toHaveAttribute('aria-checked', 'true');
    expect(onChange).toHaveBeenCalledTimes(2);
  });

  it('says when there are no pets and still offers to add one', async () => {
    petsBackend([]);
    renderWithApp(<Picker />, { token });
    expect(await screen.findByText('You have not added any pets!')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Add Pet' })).toBeVisible();
    expect(screen.queryByRole('radiogroup')).toBeNull();
  });

  it('links the empty message to My Pets', async () => {
    petsBackend([]);
    const { router, user } = renderWithApp(<Picker />, {
      token,
      routes: [{ path: '/app/my-pets', element: <h1>My Pets</h1> }],
    });
    const empty = await screen.findByText('You have not added any pets!');
    const link = within(empty).getByRole('link', { name: PET_TEXT.goToMyPets });
    expect(link).toHaveAttribute('href', '/app/my-pets');
    await user.click(link);
    expect(router.state.location.pathname).toBe('/app/my-pets');
  });

  it('shows loading, then the error message when the pets cannot be loaded', async () => {
    server.use(
      graphql.query<MyPetsQuery, MyPetsQueryVariables>('MyPets', () => HttpResponse.error()),
    );
    renderWithApp(<Picker />, { token });
    expect(screen.getByText('loading...')).toBeVisible();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Sorry! Something went wrong. Please try again later.',
    );
  });

  it('gives the focus back to the card that opened the pop-up, the first time and after', async () => {
    petsBackend([]);
    const { user } = renderWithApp(<Picker onChange={vi.fn()} />, { token });
    const add = await screen.findByRole('button', { name: 'Add Pet' });
    for (let time = 0; time < 2; time += 1) {
      await user.click(add);
      const dialog = await screen.findByRole('dialog', { name: 'Add Pet' });
      await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
      await waitFor(() => {
        expect(screen.queryByRole('dialog')).toBeNull();
      });
      expect(add).toHaveFocus();
    }
  });

  it('adds a pet from the Add Pet card, chooses it and closes the pop-up', async () => {
    const calls = petsBackend([]);
    const onChange = vi.fn();
    const { user } = renderWithApp(<Picker onChange={onChange} />, { token });
    await user.click(await screen.findByRole('button', { name: 'Add Pet' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Pet' });

    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(within(dialog).getByText('Please enter your pet’s name.')).toBeVisible();
    expect(within(dialog).getByText('Please choose the type of pet.')).toBeVisible();
    expect(within(dialog).getByLabelText(/Name/)).toHaveFocus();
    expect(calls.filter((c) => c.op === 'InsertPet')).toEqual([]);

    const name = within(dialog).getByLabelText(/Name/);
    await user.type(name, ' Pip ');
    // Leading spaces go as typed, trailing ones when the field is left.
    expect(name).toHaveValue('Pip ');
    const type = within(dialog).getByRole('combobox', { name: /Type/ });
    await user.type(type, 'rab');
    expect(
      within(dialog)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Rabbit', 'Hermit Crab']);
    // Escape closes the list of types, not the pop-up.
    await user.keyboard('{Escape}');
    expect(type).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('dialog', { name: 'Add Pet' })).toBeVisible();
    await user.keyboard('{ArrowDown}');
    await user.click(within(dialog).getByRole('option', { name: 'Rabbit' }));
    expect(type).toHaveValue('Rabbit');
    expect(name).toHaveValue('Pip');
    await user.type(within(dialog).getByLabelText('Breed'), 'Holland Lop');
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));

    expect(await within(dialog).findByText('Submitted successfully!')).toBeVisible();
    expect(calls.filter((c) => c.op === 'InsertPet')).toEqual([
      {
        op: 'InsertPet',
        variables: { name: 'Pip', type: 5, breed: 'Holland Lop', notes: null },
      },
    ]);
    expect(onChange).toHaveBeenCalledWith({
      id: 30,
      name: 'Pip',
      type: 5,
      breed: 'Holland Lop',
      notes: null,
    });
    // Still open right after the save; closed half a second later.
    expect(screen.getByRole('dialog', { name: 'Add Pet' })).toBeVisible();
    await waitFor(
      () => {
        expect(screen.queryByRole('dialog')).toBeNull();
      },
      { timeout: 3000 },
    );
    const card = await screen.findByRole('radio', { name: /Pip/ });
    expect(card).toHaveAttribute('aria-checked', 'true');
    expect(screen.queryByText('You have not added any pets!')).toBeNull();
  });
});

function DialogHarness(props: {
  onSaved?: (pet: PetSummary) => void;
  onDeleted?: (id: number) => void;
}) {
  const [open, setOpen] = useState(true);
  return (
    <PetDialog
      pet={{ id: 4, name: 'Juniper', type: 4, breed: null, notes: 'Stall 12' }}
      open={open}
      onOpenChange={setOpen}
      onSaved={props.onSaved ?? vi.fn()}
      onDeleted={props.onDeleted}
    />
  );
}

describe('the pet pop-up when updating', () => {
  it('is titled Update Pet, starts from the pet and saves the changes', async () => {
    const sent: Record<string, unknown>[] = [];
    server.use(
      graphql.mutation<WithTypename<UpdatePetMutation>, UpdatePetMutationVariables>(
        'UpdatePet',
        ({ variables }) => {
          sent.push(variables);
          return HttpResponse.json({
            data: {
              update_pets_by_pk: {
                __typename: 'pets',
                ...JUNIPER,
                name: 'June',
                notes: 'Stall 12',
              },
            },
          });
        },
      ),
    );
    const onSaved = vi.fn();
    const { user } = renderWithApp(<DialogHarness onSaved={onSaved} />, { token });
    const dialog = screen.getByRole('dialog', { name: 'Update Pet' });
    expect(within(dialog).getByLabelText(/Name/)).toHaveValue('Juniper');
    expect(within(dialog).getByRole('combobox', { name: /Type/ })).toHaveValue('Horse');
    expect(within(dialog).getByLabelText('Notes')).toHaveValue('Stall 12');
    await user.clear(within(dialog).getByLabelText(/Name/));
    await user.type(within(dialog).getByLabelText(/Name/), 'June');
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await within(dialog).findByText('Submitted successfully!')).toBeVisible();
    expect(sent).toEqual([{ id: 4, name: 'June', type: 4, breed: null, notes: 'Stall 12' }]);
    expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ id: 4, name: 'June' }));
  });

  it('shows the error banner on a failed save and offers Submit again', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    server.use(
      graphql.mutation<WithTypename<UpdatePetMutation>, UpdatePetMutationVariables>(
        'UpdatePet',
        async () => {
          await gate;
          return HttpResponse.json({
            errors: [{ message: 'database error', extensions: { code: 'unexpected' } }],
          });
        },
      ),
    );
    const { user } = renderWithApp(<DialogHarness />, { token });
    const dialog = screen.getByRole('dialog', { name: 'Update Pet' });
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(within(dialog).getByRole('button', { name: 'Please Wait...' })).toBeDisabled();
    release();
    const banner = await within(dialog).findByRole('alert');
    expect(banner).toHaveTextContent('Error!');
    expect(banner).toHaveTextContent('Sorry! Something went wrong. Please try again later.');
    expect(within(dialog).getByRole('button', { name: 'Submit' })).toBeEnabled();
    expect(screen.getByRole('dialog', { name: 'Update Pet' })).toBeVisible();
  });

  it('deletes only after a confirmation, by setting the status to 0', async () => {
    const sent: Record<string, unknown>[] = [];
    server.use(
      graphql.mutation<WithTypename<DeletePetMutation>, DeletePetMutationVariables>(
        'DeletePet',
        ({ variables }) => {
          sent.push(variables);
          return HttpResponse.json({
            data: { update_pets_by_pk: { __typename: 'pets', id: 4, status: 0 } },
          });
        },
      ),
    );
    const onDeleted = vi.fn();
    const { user } = renderWithApp(<DialogHarness onDeleted={onDeleted} />, { token });
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Delete' });
    expect(confirm).toHaveTextContent('Are you sure you want to delete this item?');
    await user.click(within(confirm).getByRole('button', { name: 'No' }));
    expect(sent).toEqual([]);
    expect(screen.getByRole('dialog', { name: 'Update Pet' })).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.click(
      within(screen.getByRole('alertdialog', { name: 'Delete' })).getByRole('button', {
        name: 'Yes',
      }),
    );
    await waitFor(() => {
      expect(onDeleted).toHaveBeenCalledWith(4);
    });
    expect(sent).toEqual([{ id: 4 }]);
    await waitFor(
      () => {
        expect(screen.queryByRole('dialog')).toBeNull();
      },
      { timeout: 3000 },
    );
  });

  it('closes on Cancel without saving', async () => {
    const { user } = renderWithApp(<DialogHarness />, { token });
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
