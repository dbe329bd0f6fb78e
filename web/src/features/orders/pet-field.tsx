import { useId } from 'react';
import type { OrderPet, PetPickerSlot } from './order-types';

export interface PetFieldProps {
  PetPicker: PetPickerSlot;
  pet: OrderPet | undefined;
  error: string | undefined;
  onChange: (pet: OrderPet) => void;
}

/** The order's pet: the owner's pet picker with its message (focusable as field "petId"). */
export function PetField({ PetPicker, pet, error, onChange }: PetFieldProps) {
  const id = useId();
  return (
    <div
      className="order-pet"
      data-field="petId"
      tabIndex={-1}
      role="group"
      aria-labelledby={`${id}-label`}
      aria-describedby={error ? `${id}-error` : undefined}
    >
      <p id={`${id}-label`} className="field-label">
        Your pet
        <span className="required-marker" aria-hidden="true">
          {' '}
          *
        </span>
      </p>
      <PetPicker value={pet?.id} onChange={onChange} label="Choose a pet" />
      {error ? (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
