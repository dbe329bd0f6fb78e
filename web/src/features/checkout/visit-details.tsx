import { appointmentInfoSchema, PAYMENT_MESSAGES, PAYMENT_TYPES } from '@petwell/domain';
import type { ComponentType } from 'react';
import {
  FieldGroup,
  Form,
  FormTextArea,
  SubmitButton,
  useFormField,
  useZodForm,
} from '../../ui/form';
import type { CheckoutOrder } from '@petwell/domain';

/** A pet as the checkout needs it (the pets feature's PetSummary has these fields). */
export interface VisitPet {
  id: number;
  name: string;
}

/** The pet picker the route hands in (features do not import each other). */
export type VisitPetPicker = ComponentType<{
  value: number | undefined;
  onChange: (pet: VisitPet) => void;
  label?: string;
}>;

/**
 * Whether an appointment still lacks what the practice needs and the server requires: a pet for
 * owners and the reason for consult. The booking wizard asks for both; the clinic vet list goes
 * from a slot straight to the checkout, so the checkout asks for them there.
 */
export function needsVisitDetails(order: CheckoutOrder): boolean {
  if (order.paymentType !== PAYMENT_TYPES.appointments) return false;
  const summary = order.details['summary'];
  return order.petId === undefined || typeof summary !== 'string' || summary.trim() === '';
}

/**
 * The pet and the reason for consult of an appointment, asked before the payment when the order
 * does not carry them yet. `onDone` gets the order with both filled in.
 */
export function VisitDetails({
  order,
  PetPicker,
  onDone,
}: {
  order: CheckoutOrder;
  PetPicker: VisitPetPicker;
  onDone: (order: CheckoutOrder) => void;
}) {
  const form = useZodForm(appointmentInfoSchema, {
    defaultValues: {
      pet: null as VisitPet | null,
      summary: typeof order.details['summary'] === 'string' ? order.details['summary'] : '',
    },
    check: ({ pet }) => ({
      pet: pet === null && order.petId === undefined ? PAYMENT_MESSAGES.petRequired : undefined,
    }),
  });
  const pet = useFormField({ form, name: 'pet' });

  return (
    <Form
      form={form}
      className="visit-details"
      aria-label="About the visit"
      onSubmit={({ summary }) => {
        const chosen = form.getValues('pet');
        const petId = chosen?.id ?? order.petId;
        if (petId === undefined) return; // the check above refuses it first
        onDone({
          ...order,
          petId,
          details: {
            ...order.details,
            summary,
            ...(chosen ? { petName: chosen.name } : {}),
          },
        });
      }}
    >
      <h2>About the visit</h2>
      <FieldGroup field={pet} className="visit-pet">
        <PetPicker value={pet.value?.id ?? order.petId} onChange={pet.set} label="Pet" />
      </FieldGroup>
      <FormTextArea
        form={form}
        name="summary"
        label="Reason for consult"
        requiredMarker
        rows={3}
        maxLength={2000}
      />
      <SubmitButton>Continue to payment</SubmitButton>
    </Form>
  );
}
