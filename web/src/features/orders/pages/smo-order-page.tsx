import { PAYMENT_MESSAGES, PAYMENT_TYPES, PRODUCT_IDS, smoDetailsSchema } from '@petwell/domain';
import { type SyntheticEvent, useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/button';
import { Loading } from '../../../components/loading';
import { TextArea } from '../../../components/text-area';
import { formatDollars, OrderLayout, useProductPrice } from '../order-layout';
import { useOrderFields } from '../order-form';
import { ORDER_TEXT } from '../order-text';
import type { OrderPet, PetPickerSlot, SaveOrder } from '../order-types';
import { OwnerGate } from '../owner-gate';
import { PetField } from '../pet-field';
import { SmoDocuments, type SmoDocumentsState } from '../smo-documents';

export interface SmoOrderPageProps {
  saveOrder: SaveOrder;
  PetPicker: PetPickerSlot;
}

function SmoForm({ saveOrder, PetPicker }: SmoOrderPageProps) {
  const form = useOrderFields({ firstOpinion: '', query: '' });
  const [pet, setPet] = useState<OrderPet>();
  const [authorized, setAuthorized] = useState(false);
  const [documents, setDocuments] = useState<SmoDocumentsState>({ urls: [], busy: false });
  const [pending, setPending] = useState(false);
  const navigate = useNavigate();
  const { price, fetching } = useProductPrice(PRODUCT_IDS.secondMedicalOpinion);
  const authorizationId = useId();

  function onSubmit(event: SyntheticEvent) {
    event.preventDefault();
    if (pending) return;
    const details = form.check(
      smoDetailsSchema,
      { ...form.values, files: documents.urls, authorization: authorized },
      {
        petId: pet ? undefined : PAYMENT_MESSAGES.petRequired,
        files: documents.busy ? ORDER_TEXT.waitForUploads : undefined,
      },
    );
    if (!details || !pet) return;
    setPending(true);
    saveOrder({
      paymentType: PAYMENT_TYPES.services,
      productId: PRODUCT_IDS.secondMedicalOpinion,
      petId: pet.id,
      details: {
        ...details,
        ...(price === undefined ? {} : { price }),
        petName: pet.name,
      },
    });
    void navigate('/checkout');
  }

  const authorizationError = form.errors['authorization'];
  return (
    <form ref={form.formRef} className="order-form" noValidate onSubmit={onSubmit}>
      {fetching ? <Loading /> : null}
      {price !== undefined ? (
        <p className="order-price">
          <strong>{formatDollars(price)}</strong> per request
        </p>
      ) : null}
      <PetField
        PetPicker={PetPicker}
        pet={pet}
        error={form.errors['petId']}
        onChange={(chosen) => {
          setPet(chosen);
          form.clearError('petId');
        }}
      />
      <TextArea
        label="Details of the first opinion"
        requiredMarker
        rows={5}
        {...form.bind('firstOpinion')}
      />
      <TextArea label="Your question" requiredMarker rows={4} {...form.bind('query')} />
      <div data-field="files" tabIndex={-1}>
        <SmoDocuments onChange={setDocuments} />
        {documents.busy && form.errors['files'] ? (
          <p className="field-error">{form.errors['files']}</p>
        ) : null}
      </div>
      <div className="checkbox-field order-authorization">
        <input
          id={authorizationId}
          type="checkbox"
          name="authorization"
          checked={authorized}
          aria-invalid={authorizationError ? true : undefined}
          aria-describedby={authorizationError ? `${authorizationId}-error` : undefined}
          onChange={(e) => {
            setAuthorized(e.target.checked);
            form.clearError('authorization');
          }}
        />
        <label htmlFor={authorizationId}>{ORDER_TEXT.authorization()}</label>
      </div>
      {authorizationError ? (
        <p id={`${authorizationId}-error`} className="field-error">
          {authorizationError}
        </p>
      ) : null}
      <Button type="submit" disabled={pending}>
        {pending ? ORDER_TEXT.pleaseWait : ORDER_TEXT.continue}
      </Button>
    </form>
  );
}

/**
 * /second-medical-opinion/order (spec 001 sections 2 and 5): the pet, the first opinion, the
 * question, the documents and the records authorization; the order goes to /checkout. Owners
 * only: others go to the login page and come back.
 */
export function SmoOrderPage(props: SmoOrderPageProps) {
  return (
    <OwnerGate>
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
    </OwnerGate>
  );
}
