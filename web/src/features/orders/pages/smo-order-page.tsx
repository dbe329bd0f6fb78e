import { PAYMENT_MESSAGES, PRODUCT_IDS } from '@petwell/domain';
import { lazySmoSchema } from '../lazy-order-schemas';
import { useNavigate } from 'react-router';
import { Loading } from '../../../components/loading';
import {
  Form,
  FormCheckbox,
  FormTextArea,
  SubmitButton,
  useFormField,
  useZodForm,
} from '../../../ui/form';
import { formatDollars, OrderLayout, useProductPrice } from '../order-layout';
import { ORDER_TEXT } from '../order-text';
import type { OrderPet, PetPickerSlot, SaveOrder } from '../order-types';
import { PetField } from '../pet-field';
import { petServiceOrder } from '../service-order';
import { SmoDocuments, type SmoDocumentsState } from '../smo-documents';

export interface SmoOrderPageProps {
  saveOrder: SaveOrder;
  PetPicker: PetPickerSlot;
}

const NO_DOCUMENTS: SmoDocumentsState = { urls: [], busy: false };

function useSmoForm() {
  return useZodForm(lazySmoSchema, {
    defaultValues: {
      pet: null as OrderPet | null,
      firstOpinion: '',
      query: '',
      documents: NO_DOCUMENTS,
      authorization: false,
    },
    input: ({ firstOpinion, query, documents, authorization }) => ({
      firstOpinion,
      query,
      files: documents.urls,
      authorization,
    }),
    check: ({ pet, documents }) => ({
      pet: pet ? undefined : PAYMENT_MESSAGES.petRequired,
      documents: documents.busy ? ORDER_TEXT.waitForUploads : undefined,
    }),
  });
}

type SmoFormApi = ReturnType<typeof useSmoForm>;

/** The documents as a form field: its message shows while uploads still run. */
function DocumentsField({ form }: { form: SmoFormApi }) {
  const documents = useFormField({ form, name: 'documents' });
  return (
    <div ref={documents.ref} tabIndex={-1}>
      <SmoDocuments onChange={documents.set} />
      {documents.value.busy && documents.error ? (
        <p className="field-error">{documents.error}</p>
      ) : null}
    </div>
  );
}

function SmoForm({ saveOrder, PetPicker }: SmoOrderPageProps) {
  const form = useSmoForm();
  const navigate = useNavigate();
  const { price, fetching } = useProductPrice(PRODUCT_IDS.secondMedicalOpinion);

  return (
    <Form
      form={form}
      className="order-form"
      onSubmit={async (details) => {
        const chosen = form.getValues('pet');
        if (!chosen) return;
        saveOrder(petServiceOrder(PRODUCT_IDS.secondMedicalOpinion, chosen, details, price));
        await navigate('/checkout');
      }}
    >
      {fetching ? <Loading /> : null}
      {price !== undefined ? (
        <p className="order-price">
          <strong>{formatDollars(price)}</strong> per request
        </p>
      ) : null}
      <PetField PetPicker={PetPicker} form={form} />
      <FormTextArea
        form={form}
        name="firstOpinion"
        label="Details of the first opinion"
        requiredMarker
        rows={5}
      />
      <FormTextArea form={form} name="query" label="Your question" requiredMarker rows={4} />
      <DocumentsField form={form} />
      <FormCheckbox
        form={form}
        name="authorization"
        className="order-authorization"
        label={ORDER_TEXT.authorization()}
      />
      <SubmitButton>{ORDER_TEXT.continue}</SubmitButton>
    </Form>
  );
}

/**
 * /second-medical-opinion/order: the pet, the first opinion, the question, the documents and the
 * records authorization; the order goes to /checkout. Owners only: the route's OwnerGate sends
 * others to the login page, before this page loads.
 */
export function SmoOrderPage(props: SmoOrderPageProps) {
  return (
    <OrderLayout
      title="Second Medical Opinion"
      intro={
        <p>
          A vet reviews the first opinion and your pet&apos;s records and answers within 24 to 48
          hours.
        </p>
      }
    >
      <SmoForm {...props} />
    </OrderLayout>
  );
}
