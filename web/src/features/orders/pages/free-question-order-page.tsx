import {
  FREE_QUESTION_MAX_LENGTH,
  freeQuestionDetailsSchema,
  PAYMENT_MESSAGES,
  PAYMENT_TYPES,
  PRODUCT_IDS,
} from '@petwell/domain';
import { type SyntheticEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/button';
import { CountedTextArea } from '../counted-text-area';
import { OrderLayout, useProductPrice } from '../order-layout';
import { useOrderFields } from '../order-form';
import { ORDER_TEXT } from '../order-text';
import type { OrderPet, PetPickerSlot, SaveOrder } from '../order-types';
import { OwnerGate } from '../owner-gate';
import { PetField } from '../pet-field';

export interface FreeQuestionOrderPageProps {
  saveOrder: SaveOrder;
  PetPicker: PetPickerSlot;
}

function FreeQuestionForm({ saveOrder, PetPicker }: FreeQuestionOrderPageProps) {
  const form = useOrderFields({ question: '' });
  const [pet, setPet] = useState<OrderPet>();
  const [pending, setPending] = useState(false);
  const navigate = useNavigate();
  const { price } = useProductPrice(PRODUCT_IDS.freeQuestion);

  function onSubmit(event: SyntheticEvent) {
    event.preventDefault();
    if (pending) return;
    const details = form.check(freeQuestionDetailsSchema, form.values, {
      petId: pet ? undefined : PAYMENT_MESSAGES.petRequired,
    });
    if (!details || !pet) return;
    setPending(true);
    saveOrder({
      paymentType: PAYMENT_TYPES.services,
      productId: PRODUCT_IDS.freeQuestion,
      petId: pet.id,
      details: { ...details, price: price ?? 0, petName: pet.name },
    });
    void navigate('/checkout');
  }

  return (
    <form ref={form.formRef} className="order-form" noValidate onSubmit={onSubmit}>
      <PetField
        PetPicker={PetPicker}
        pet={pet}
        error={form.errors['petId']}
        onChange={(chosen) => {
          setPet(chosen);
          form.clearError('petId');
        }}
      />
      <CountedTextArea
        label="Your question"
        max={FREE_QUESTION_MAX_LENGTH}
        placeholder={`Ask a vet anything about your pet (${String(FREE_QUESTION_MAX_LENGTH)} characters max)`}
        {...form.bind('question')}
      />
      <Button type="submit" disabled={pending}>
        {pending ? ORDER_TEXT.pleaseWait : ORDER_TEXT.continue}
      </Button>
    </form>
  );
}

/**
 * /talk-to-a-vet/order (spec 001 sections 2 and 5): a free question about a pet, at most 500
 * characters (a live counter), answered by a vet within 36 hours; the order goes to /checkout.
 * Owners only: others go to the login page and come back.
 */
export function FreeQuestionOrderPage(props: FreeQuestionOrderPageProps) {
  return (
    <OwnerGate>
      <OrderLayout
        title="Talk to a Vet"
        intro={
          <p>
            Ask a vet a question for free. A vet answers within 36 hours; the answer shows in My
            Questions.
          </p>
        }
      >
        <FreeQuestionForm {...props} />
      </OrderLayout>
    </OwnerGate>
  );
}
