import { PET_TYPES } from '@petwell/domain';
import { useId } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useCustomerPetsQuery } from '../../generated/graphql';
import { FormSelect, FormTextField, useFormField } from '../../ui/form';
import type { InfoOutput, InfoValues } from './wizard-info-values';

export const CUSTOMER_PET_TEXT = {
  legend: 'Pet',
  later: 'The customer chooses later',
  add: 'Add a pet',
  noneShared: 'The customer shares no pet with your practice yet: add the pet, or let them choose.',
  failed: 'Sorry, the customer’s pets could not be loaded. You can still add the pet.',
} as const;

const PET_TYPE_OPTIONS = Object.entries(PET_TYPES).map(([code, label]) => ({ code, label }));

/**
 * Staff booking for a customer: one of the customer's pets the practice may see (those whose
 * records the customer shares with it), a pet added for the customer (it becomes theirs with the
 * booking), or none, in which case the owner picks the pet when they share their records.
 */
export function WizardCustomerPet({
  form,
  customerId,
}: {
  form: UseFormReturn<InfoValues, unknown, InfoOutput>;
  customerId: number;
}) {
  const group = useId();
  const pet = useFormField({ form, name: 'pet' });
  const newPet = useFormField({ form, name: 'newPet' });
  const [{ data, fetching, error }] = useCustomerPetsQuery({
    variables: { userId: customerId },
  });
  const pets = data?.pets ?? [];
  const adding = newPet.value !== null;
  const choose = (chosen: { id: number; name: string } | null, add: boolean) => () => {
    pet.set(chosen);
    newPet.set(add ? { name: '', type: '' } : null);
  };
  return (
    <fieldset className="wizard-customer-pet">
      <legend className="field-label">{CUSTOMER_PET_TEXT.legend}</legend>
      {fetching && !data ? <p>loading...</p> : null}
      {error && !data ? <p className="field-hint">{CUSTOMER_PET_TEXT.failed}</p> : null}
      {data && pets.length === 0 ? (
        <p className="field-hint">{CUSTOMER_PET_TEXT.noneShared}</p>
      ) : null}
      {pets.map((p) => (
        <label key={p.id}>
          <input
            type="radio"
            name={group}
            checked={!adding && pet.value?.id === p.id}
            onChange={choose({ id: p.id, name: p.name }, false)}
          />{' '}
          {p.name}
        </label>
      ))}
      <label>
        <input type="radio" name={group} checked={adding} onChange={choose(null, true)} />{' '}
        {CUSTOMER_PET_TEXT.add}
      </label>
      <label>
        <input
          type="radio"
          name={group}
          checked={!adding && !pet.value}
          onChange={choose(null, false)}
        />{' '}
        {CUSTOMER_PET_TEXT.later}
      </label>
      {adding ? (
        <div className="wizard-new-pet">
          <FormTextField
            form={form}
            name="newPet.name"
            label="Pet name"
            requiredMarker
            maxLength={60}
          />
          <FormSelect form={form} name="newPet.type" label="Pet type" requiredMarker>
            <option value="">Choose…</option>
            {PET_TYPE_OPTIONS.map((option) => (
              <option key={option.code} value={option.code}>
                {option.label}
              </option>
            ))}
          </FormSelect>
        </div>
      ) : null}
    </fieldset>
  );
}
