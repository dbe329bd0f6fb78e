import { PET_TYPE_OPTIONS, petSchema } from '@petwell/domain';
import { AlertDialog, Dialog } from 'radix-ui';
import { type SyntheticEvent, useEffect, useId, useRef, useState } from 'react';
import { Alert } from '../../components/alert';
import { TextArea } from '../../components/text-area';
import { TextField } from '../../components/text-field';
import {
  useDeletePetMutation,
  useInsertPetMutation,
  useUpdatePetMutation,
} from '../../generated/graphql';
import { CLOSE_AFTER_SAVE_MS, PET_TEXT } from './pet-messages';
import { type PetSummary, toPetSummary } from './pet-summary';
import './pets.css';

export interface PetDialogProps {
  /** The pet to update; none to add one. */
  pet?: PetSummary | undefined;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSaved: (pet: PetSummary) => void;
  onDeleted?: ((id: number) => void) | undefined;
}

/**
 * The pet add/update pop-up (spec 001 section 2): 'Add Pet' or 'Update Pet', Submit and Cancel,
 * and Delete (after a confirmation) when updating. While saving the button reads 'Please
 * Wait...'; after a save it says 'Submitted successfully!' and closes 500 ms later; a failure
 * shows the 'Error!' banner and the button reads Submit again. Deleting sets status 0.
 */
export function PetDialog({ pet, open, onOpenChange, onSaved, onDeleted }: PetDialogProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="pet-dialog-overlay" />
        <Dialog.Content className="pet-dialog" aria-describedby={undefined}>
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

type Field = 'name' | 'type' | 'breed' | 'notes';
type Status = 'idle' | 'saving' | 'saved' | 'failed';

function firstErrors(issues: readonly { path: readonly PropertyKey[]; message: string }[]) {
  const errors: Partial<Record<Field, string>> = {};
  for (const issue of issues) {
    const key = issue.path[0] as Field;
    errors[key] ??= issue.message;
  }
  return errors;
}

const FIELD_ORDER: readonly Field[] = ['name', 'type', 'breed', 'notes'];

function PetForm({
  pet,
  onClose,
  onSaved,
  onDeleted,
}: {
  pet: PetSummary | undefined;
  onClose: () => void;
  onSaved: (pet: PetSummary) => void;
  onDeleted: ((id: number) => void) | undefined;
}) {
  const [values, setValues] = useState<Record<Field, string>>({
    name: pet?.name ?? '',
    type: pet ? String(pet.type) : '',
    breed: pet?.breed ?? '',
    notes: pet?.notes ?? '',
  });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [status, setStatus] = useState<Status>('idle');
  const [, insertPet] = useInsertPetMutation();
  const [, updatePet] = useUpdatePetMutation();
  const [, deletePet] = useDeletePetMutation();
  const formRef = useRef<HTMLFormElement>(null);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const typeId = useId();

  useEffect(
    () => () => {
      clearTimeout(closeTimer.current);
    },
    [],
  );

  function setValue(field: Field, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
  }

  function succeed() {
    setStatus('saved');
    closeTimer.current = setTimeout(onClose, CLOSE_AFTER_SAVE_MS);
  }

  async function onSubmit(event: SyntheticEvent) {
    event.preventDefault();
    if (status === 'saving' || status === 'saved') return;
    const parsed = petSchema.safeParse(values);
    if (!parsed.success) {
      const found = firstErrors(parsed.error.issues);
      setErrors(found);
      const first = FIELD_ORDER.find((field) => found[field]);
      formRef.current?.querySelector<HTMLElement>(`[name="${first ?? ''}"]`)?.focus();
      return;
    }
    setStatus('saving');
    const input = parsed.data;
    const result = pet ? await updatePet({ id: pet.id, ...input }) : await insertPet({ ...input });
    const row =
      result.data && 'update_pets_by_pk' in result.data
        ? result.data.update_pets_by_pk
        : result.data && 'insert_pets_one' in result.data
          ? result.data.insert_pets_one
          : null;
    if (result.error || !row) {
      setStatus('failed');
      return;
    }
    onSaved(toPetSummary(row));
    succeed();
  }

  async function onConfirmDelete() {
    if (!pet) return;
    setStatus('saving');
    const result = await deletePet({ id: pet.id });
    if (result.error || !result.data?.update_pets_by_pk) {
      setStatus('failed');
      return;
    }
    onDeleted?.(pet.id);
    succeed();
  }

  const busy = status === 'saving' || status === 'saved';
  return (
    <form ref={formRef} className="pet-form" noValidate onSubmit={(e) => void onSubmit(e)}>
      {status === 'failed' ? (
        <Alert tone="error" title={PET_TEXT.errorTitle}>
          {PET_TEXT.failed}
        </Alert>
      ) : null}
      {status === 'saved' ? <Alert tone="success">{PET_TEXT.saved}</Alert> : null}
      <TextField
        label="Name"
        name="name"
        requiredMarker
        autoComplete="off"
        value={values.name}
        error={errors.name}
        onChange={(e) => {
          setValue('name', e.target.value);
        }}
      />
      <div className="field">
        <label htmlFor={typeId} className="field-label">
          Type
          <span className="required-marker" aria-hidden="true">
            {' '}
            *
          </span>
        </label>
        <select
          id={typeId}
          name="type"
          className="field-input"
          aria-required
          aria-invalid={errors.type ? true : undefined}
          aria-describedby={errors.type ? `${typeId}-error` : undefined}
          value={values.type}
          onChange={(e) => {
            setValue('type', e.target.value);
          }}
        >
          <option value="">Choose a type</option>
          {PET_TYPE_OPTIONS.map((option) => (
            <option key={option.code} value={String(option.code)}>
              {option.label}
            </option>
          ))}
        </select>
        {errors.type ? (
          <p id={`${typeId}-error`} className="field-error">
            {errors.type}
          </p>
        ) : null}
      </div>
      <TextField
        label="Breed"
        name="breed"
        autoComplete="off"
        value={values.breed}
        error={errors.breed}
        onChange={(e) => {
          setValue('breed', e.target.value);
        }}
      />
      <TextArea
        label="Notes"
        name="notes"
        rows={3}
        value={values.notes}
        error={errors.notes}
        onChange={(e) => {
          setValue('notes', e.target.value);
        }}
      />
      <div className="pet-form-actions">
        <button type="submit" className="button button-primary" disabled={busy}>
          {status === 'saving' ? PET_TEXT.pleaseWait : PET_TEXT.submit}
        </button>
        <Dialog.Close className="button button-secondary" type="button">
          {PET_TEXT.cancel}
        </Dialog.Close>
        {pet ? <DeleteButton disabled={busy} onConfirm={() => void onConfirmDelete()} /> : null}
      </div>
    </form>
  );
}

/** Delete, after a confirmation in an alert dialog (Yes deletes, No keeps the pet). */
function DeleteButton({ disabled, onConfirm }: { disabled: boolean; onConfirm: () => void }) {
  return (
    <AlertDialog.Root>
      <AlertDialog.Trigger className="button button-secondary pet-delete" disabled={disabled}>
        {PET_TEXT.delete}
      </AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="pet-dialog-overlay pet-confirm-overlay" />
        <AlertDialog.Content className="pet-dialog pet-confirm">
          <AlertDialog.Title className="pet-dialog-title">{PET_TEXT.delete}</AlertDialog.Title>
          <AlertDialog.Description>{PET_TEXT.confirmDelete}</AlertDialog.Description>
          <div className="pet-form-actions">
            <AlertDialog.Action className="button button-primary" onClick={onConfirm}>
              Yes
            </AlertDialog.Action>
            <AlertDialog.Cancel className="button button-secondary">No</AlertDialog.Cancel>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
