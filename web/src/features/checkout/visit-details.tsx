import { appointmentInfoSchema, PAYMENT_MESSAGES, PAYMENT_TYPES } from '@petwell/domain';
import { type ComponentType, type SyntheticEvent, useState } from 'react';
import { Button } from '../../components/button';
import { TextArea } from '../../components/text-area';
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
 * Whether an appointment still lacks what the practice needs and the server requires (spec 001
 * section 5, "Appointment info step": a pet for owners and the reason for consult). The booking
 * wizard asks for both; the clinic vet list goes from a slot straight to the checkout (spec 000
 * section 2), so the checkout asks for them there.
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
  const [pet, setPet] = useState<VisitPet | undefined>(undefined);
  const [summary, setSummary] = useState(
    typeof order.details['summary'] === 'string' ? order.details['summary'] : '',
  );
  const [errors, setErrors] = useState<{ pet?: string; summary?: string }>({});

  function submit(event: SyntheticEvent) {
    event.preventDefault();
    const petId = pet?.id ?? order.petId;
    const info = appointmentInfoSchema.safeParse({ summary });
    const next = {
      ...(petId === undefined ? { pet: PAYMENT_MESSAGES.petRequired } : {}),
      ...(info.success ? {} : { summary: PAYMENT_MESSAGES.summaryRequired }),
    };
    setErrors(next);
    if (petId === undefined || !info.success) return;
    onDone({
      ...order,
      petId,
      details: {
        ...order.details,
        summary: info.data.summary,
        ...(pet ? { petName: pet.name } : {}),
      },
    });
  }

  return (
    <form className="visit-details" noValidate aria-label="About the visit" onSubmit={submit}>
      <h2>About the visit</h2>
      <PetPicker
        value={pet?.id ?? order.petId}
        onChange={(chosen) => {
          setPet(chosen);
          setErrors(({ summary: summaryError }) => (summaryError ? { summary: summaryError } : {}));
        }}
        label="Pet"
      />
      {errors.pet ? (
        <p className="field-error" role="alert">
          {errors.pet}
        </p>
      ) : null}
      <TextArea
        label="Reason for consult"
        requiredMarker
        rows={3}
        maxLength={2000}
        value={summary}
        error={errors.summary}
        onChange={(event) => {
          setSummary(event.target.value);
        }}
      />
      <Button type="submit">Continue to payment</Button>
    </form>
  );
}
