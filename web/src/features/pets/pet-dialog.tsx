import { PET_TYPE_OPTIONS, petSchema } from '@petwell/domain';
import { Dialog } from 'radix-ui';
import { useEffect, useRef, useState } from 'react';
import { Alert } from '../../components/alert';
import {
  useDeletePetMutation,
  useInsertPetMutation,
  useUpdatePetMutation,
} from '../../generated/graphql';
import { type ComboboxOption, FormCombobox } from '../../ui/combobox/combobox';
import { Form, FormTextArea, FormTextField, SubmitButton, useZodForm } from '../../ui/form';
import { ConfirmDialog } from '../../ui/confirm-dialog/confirm-dialog';
import { CLOSE_AFTER_SAVE_MS, PET_TEXT } from './pet-messages';
import { type PetSummary, toPetSummary } from './pet-summary';
import './pets.css';

export interface PetDialogProps {
  /** The pet to update; none to add one. */
  pet?: PetSummary | undefined;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSaved?: ((pet: PetSummary) => void) | undefined;
  onDeleted?: ((id: number) => void) | undefined;
}

/**
 * The pet add/update pop-up: 'Add Pet' or 'Update Pet', Submit and Cancel, and Delete (after a
 * confirmation) when updating. While saving the button reads 'Please Wait...'; after a save it says
 * 'Submitted successfully!' and closes 500 ms later; a failure shows the 'Error!' banner and the
 * button reads Submit again. Deleting sets status 0.
 */
export function PetDialog({ pet, open, onOpenChange, onSaved, onDeleted }: PetDialogProps) {
  // Opened by a button outside a Dialog.Trigger: the focus goes back to it on closing.
  const opener = useRef<Element | null>(null);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="pet-dialog-overlay" />
        <Dialog.Content
          className="pet-dialog"
          aria-describedby={undefined}
          onOpenAutoFocus={() => {
            opener.current = document.activeElement;
          }}
          onCloseAutoFocus={(event) => {
            if (opener.current instanceof HTMLElement && opener.current.isConnected) {
              event.preventDefault();
              opener.current.focus();
            }
          }}
          onEscapeKeyDown={(event) => {
            // Escape in an open list (the pet types) closes that list, not the pop-up.
            if (event.target instanceof Element && isExpanded(event.target)) event.preventDefault();
          }}
        >
          <Dialog.Title className="pet-dialog-title">
            {pet ? PET_TEXT.updateTitle : PET_TEXT.addTitle}
          </Dialog.Title>
          <PetForm
            key={pet?.id ?? 'new'}
            pet={pet}
            onClose={() => {
              onOpenChange(false);
            }}
            onSaved={onSaved}
            onDeleted={onDeleted}
          />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

const isExpanded = (element: Element) => element.getAttribute('aria-expanded') === 'true';

/** The pet-type list (domain PET_TYPES), searched by name. */
const TYPE_OPTIONS: readonly ComboboxOption[] = PET_TYPE_OPTIONS.map((option) => ({
  value: String(option.code),
  label: option.label,
}));

/** Idle, saving (a delete; a save is the form's submit), saved (closing) or failed. */
type Status = 'idle' | 'deleting' | 'saved';

function PetForm({
  pet,
  onClose,
  onSaved,
  onDeleted,
}: {
  pet: PetSummary | undefined;
  onClose: () => void;
  onSaved: ((pet: PetSummary) => void) | undefined;
  onDeleted: ((id: number) => void) | undefined;
}) {
  const form = useZodForm(petSchema, {
    defaultValues: {
      name: pet?.name ?? '',
      type: pet ? String(pet.type) : '',
      breed: pet?.breed ?? '',
      notes: pet?.notes ?? '',
    },
  });
  const [status, setStatus] = useState<Status>('idle');
  const [, insertPet] = useInsertPetMutation();
  const [, updatePet] = useUpdatePetMutation();
  const [, deletePet] = useDeletePetMutation();
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(
    () => () => {
      clearTimeout(closeTimer.current);
    },
    [],
  );

  function succeed() {
    setStatus('saved');
    closeTimer.current = setTimeout(onClose, CLOSE_AFTER_SAVE_MS);
  }

  const fail = () => {
    form.setError('root', { message: PET_TEXT.failed });
  };

  async function onConfirmDelete() {
    if (!pet) return;
    form.clearErrors('root');
    setStatus('deleting');
    const result = await deletePet({ id: pet.id });
    if (result.error || !result.data?.update_pets_by_pk) {
      setStatus('idle');
      fail();
      return;
    }
    onDeleted?.(pet.id);
    succeed();
  }

  const busy = status !== 'idle';
  return (
    <Form
      form={form}
      className="pet-form"
      errorTitle={PET_TEXT.errorTitle}
      onSubmit={async (input) => {
        if (busy) return;
        const result = pet
          ? await updatePet({ id: pet.id, ...input })
          : await insertPet({ ...input });
        const row =
          result.data && 'update_pets_by_pk' in result.data
            ? result.data.update_pets_by_pk
            : result.data && 'insert_pets_one' in result.data
              ? result.data.insert_pets_one
              : null;
        if (result.error || !row) {
          fail();
          return;
        }
        onSaved?.(toPetSummary(row));
        succeed();
      }}
    >
      {status === 'saved' ? <Alert tone="success">{PET_TEXT.saved}</Alert> : null}
      <FormTextField
        form={form}
        name="name"
        trim="start"
        label="Name"
        requiredMarker
        autoComplete="off"
      />
      <FormCombobox
        form={form}
        name="type"
        label="Type"
        requiredMarker
        options={TYPE_OPTIONS}
        placeholder={PET_TEXT.typePlaceholder}
        noMatches={PET_TEXT.noTypeMatches}
      />
      <FormTextField form={form} name="breed" trim="start" label="Breed" autoComplete="off" />
      <FormTextArea form={form} name="notes" label="Notes" rows={3} />
      <div className="pet-form-actions">
        <SubmitButton pending={status === 'deleting'} disabled={busy}>
          {PET_TEXT.submit}
        </SubmitButton>
        <Dialog.Close className="button button-secondary" type="button">
          {PET_TEXT.cancel}
        </Dialog.Close>
        {pet ? <DeleteButton disabled={busy} onConfirm={() => void onConfirmDelete()} /> : null}
      </div>
    </Form>
  );
}

/** Delete, after a confirmation (Yes deletes, No keeps the pet). */
function DeleteButton({ disabled, onConfirm }: { disabled: boolean; onConfirm: () => void }) {
  return (
    <ConfirmDialog
      trigger={
        <button type="button" className="button button-secondary pet-delete" disabled={disabled}>
          {PET_TEXT.delete}
        </button>
      }
      question={PET_TEXT.delete}
      description={PET_TEXT.confirmDelete}
      confirmLabel="Yes"
      cancelLabel="No"
      onConfirm={onConfirm}
    />
  );
}
