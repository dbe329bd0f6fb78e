import { FREE_QUESTION_MAX_LENGTH, PAYMENT_MESSAGES, PRODUCT_IDS } from '@petwell/domain';
import { lazyFreeQuestionSchema } from '../lazy-order-schemas';
import { useNavigate } from 'react-router';
import { Form, SubmitButton, useZodForm } from '../../../ui/form';
import { CountedTextArea } from '../counted-text-area';
import { OrderLayout, useProductPrice } from '../order-layout';
import { ORDER_TEXT } from '../order-text';
import type { OrderPet, PetPickerSlot, SaveOrder } from '../order-types';
import { PetField } from '../pet-field';
import { petServiceOrder } from '../service-order';

export interface FreeQuestionOrderPageProps {
  saveOrder: SaveOrder;
  PetPicker: PetPickerSlot;
}

function FreeQuestionForm({ saveOrder, PetPicker }: FreeQuestionOrderPageProps) {
  const form = useZodForm(lazyFreeQuestionSchema, {
    defaultValues: { pet: null as OrderPet | null, question: '' },
    input: ({ question }) => ({ question }),
    check: ({ pet }) => ({ pet: pet ? undefined : PAYMENT_MESSAGES.petRequired }),
  });
  const navigate = useNavigate();
  const { price } = useProductPrice(PRODUCT_IDS.freeQuestion);

  return (
    <Form
      form={form}
      className="order-form"
      onSubmit={async (details) => {
        const chosen = form.getValues('pet');
        if (!chosen) return;
        // A free question is shown at $0 until its product row answers.
        saveOrder(petServiceOrder(PRODUCT_IDS.freeQuestion, chosen, details, price ?? 0));
        await navigate('/checkout');
      }}
    >
      <PetField PetPicker={PetPicker} form={form} />
      <CountedTextArea
        label="Your question"
        max={FREE_QUESTION_MAX_LENGTH}
        placeholder={`Ask a vet anything about your pet (${String(FREE_QUESTION_MAX_LENGTH)} characters max)`}
        form={form}
        name="question"
      />
      <SubmitButton>{ORDER_TEXT.continue}</SubmitButton>
    </Form>
  );
}

/**
 * /talk-to-a-vet/order: a free question about a pet, at most 500 characters (a live counter),
 * answered by a vet within 36 hours; the order goes to /checkout. Owners only: the route's
 * OwnerGate sends others to the login page, before this page loads.
 */
export function FreeQuestionOrderPage(props: FreeQuestionOrderPageProps) {
  return (
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
  );
}
