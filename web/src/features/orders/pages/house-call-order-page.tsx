import { HOUSE_VISIT, PAYMENT_TYPES, PRODUCT_IDS } from '@petwell/domain';
import { lazyHouseCallSchema } from '../lazy-order-schemas';
import { useNavigate } from 'react-router';
import { Loading } from '../../../components/loading';
import { Form, FormTextField, SubmitButton, useZodForm } from '../../../ui/form';
import { formatDollars, OrderLayout, useProductPrice } from '../order-layout';
import type { SaveOrder } from '../order-types';
import { ORDER_TEXT } from '../order-text';

/** A US phone number's digits (the domain's house-call rule). */
const PHONE_DIGITS = 10;
const PHONE_HINT = '10 digits';

function HouseCallForm({ saveOrder }: { saveOrder: SaveOrder }) {
  const form = useZodForm(lazyHouseCallSchema, {
    defaultValues: {
      primaryPhone: '',
      secondaryPhone: '',
      address: '',
      city: '',
      state: '',
      zipcode: '',
    },
    input: ({ secondaryPhone, ...rest }) => ({
      ...rest,
      ...(secondaryPhone.trim() ? { secondaryPhone } : {}),
    }),
  });
  const navigate = useNavigate();
  const { price, fetching } = useProductPrice(PRODUCT_IDS.houseVisit);

  const yearly = price ?? HOUSE_VISIT.pricePerYear;
  return (
    <>
      <section className="order-package" aria-labelledby="house-call-package">
        <h2 id="house-call-package">Your package</h2>
        {fetching ? <Loading /> : null}
        <p className="order-price">
          <strong>{formatDollars(yearly)}/yr</strong> for 1 year{' '}
          <span className="order-price-compare">
            (versus {formatDollars(HOUSE_VISIT.traditionalPrice)} at a traditional vet)
          </span>
        </p>
        <p>{HOUSE_VISIT.visitsPerYear} vet visits per year, at your home.</p>
      </section>
      <Form
        form={form}
        className="order-form"
        onSubmit={async (details) => {
          saveOrder({
            paymentType: PAYMENT_TYPES.services,
            productId: PRODUCT_IDS.houseVisit,
            details: { ...details, ...(price === undefined ? {} : { price }) },
          });
          await navigate('/checkout');
        }}
      >
        <fieldset className="order-fieldset">
          <legend>Contact information</legend>
          <div className="order-grid">
            <FormTextField
              label="Primary phone"
              type="tel"
              autoComplete="tel-national"
              hint={PHONE_HINT}
              requiredMarker
              form={form}
              name="primaryPhone"
              trim="digits"
              maxLength={PHONE_DIGITS}
            />
            <FormTextField
              label="Secondary phone (optional)"
              type="tel"
              autoComplete="tel-national"
              hint={PHONE_HINT}
              form={form}
              name="secondaryPhone"
              trim="digits"
              maxLength={PHONE_DIGITS}
            />
          </div>
        </fieldset>
        <fieldset className="order-fieldset">
          <legend>Address</legend>
          <FormTextField
            label="Address"
            autoComplete="street-address"
            requiredMarker
            form={form}
            name="address"
            trim="start"
          />
          <div className="order-grid order-grid-3">
            <FormTextField
              label="City"
              autoComplete="address-level2"
              requiredMarker
              form={form}
              name="city"
              trim="start"
            />
            <FormTextField
              label="State"
              autoComplete="address-level1"
              requiredMarker
              form={form}
              name="state"
              trim="start"
            />
            <FormTextField
              label="Zip code"
              autoComplete="postal-code"
              inputMode="numeric"
              requiredMarker
              form={form}
              name="zipcode"
              trim="trim"
              maxLength={10}
            />
          </div>
        </fieldset>
        <SubmitButton>{ORDER_TEXT.continue}</SubmitButton>
      </Form>
    </>
  );
}

/**
 * /vet-house-call/order: the yearly house-call package (1 year at $360/yr versus $650, 2 visits)
 * with the contact information and address; the order goes to /checkout. Owners only: the route's
 * OwnerGate sends others to the login page, before this page loads.
 */
export function HouseCallOrderPage({ saveOrder }: { saveOrder: SaveOrder }) {
  return (
    <OrderLayout
      title="Vet House Call"
      intro={<p>A vet comes to your home: tell us how to reach you and where you live.</p>}
    >
      <HouseCallForm saveOrder={saveOrder} />
    </OrderLayout>
  );
}
