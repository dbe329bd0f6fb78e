import type { UseFormReturn } from 'react-hook-form';
import { FieldGroup, useFormField } from '../../ui/form';
import type { OrderPet, PetPickerSlot } from './order-types';

/** The values of an order form that asks for the pet. */
export interface WithPet {
  pet: OrderPet | null;
}

export interface PetFieldProps<TValues extends WithPet, TOutput> {
  PetPicker: PetPickerSlot;
  form: UseFormReturn<TValues, unknown, TOutput>;
}

/**
 * The order's pet: the owner's pet picker with its message; the group takes the focus when no pet
 * is chosen (it registers where it renders, so in the order of the form).
 */
export function PetField<TValues extends WithPet, TOutput>({
  PetPicker,
  form,
}: PetFieldProps<TValues, TOutput>) {
  const pet = useFormField({
    form: form as unknown as UseFormReturn<WithPet, unknown, TOutput>,
    name: 'pet',
  });
  return (
    <FieldGroup field={pet} className="order-pet" label="Your pet">
      <PetPicker value={pet.value?.id} onChange={pet.set} label="Choose a pet" />
    </FieldGroup>
  );
}
