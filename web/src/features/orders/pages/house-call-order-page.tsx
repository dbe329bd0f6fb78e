import { HOUSE_VISIT, houseCallDetailsSchema, PAYMENT_TYPES, PRODUCT_IDS } from '@petwell/domain';
import { type SyntheticEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/button';
import { Loading } from '../../../components/loading';
import { TextField } from '../../../components/text-field';
import { formatDollars, OrderLayout, useProductPrice } from '../order-layout';
import { useOrderFields } from '../order-form';
import type { SaveOrder } from '../order-types';
import { OwnerGate } from '../owner-gate';
import { ORDER_TEXT } from '../order-text';

function HouseCallForm({ saveOrder }: { saveOrder: SaveOrder }) {
  const form = useOrderFields({
    primaryPhone: '',
    secondaryPhone: '',
    address: '',
    city: '',
    state: '',
    zipcode: '',
  });
  const [pending, setPending] = useState(false);
  const navigate = useNavigate();
  const { price, fetching } = useProductPrice(PRODUCT_IDS.houseVisit);

  function onSubmit(event: SyntheticEvent) {
    event.preventDefault();
    if (pending) return;
    const { secondaryPhone, ...rest } = form.values;
    const details = form.check(houseCallDetailsSchema, {
      ...rest,
      ...(secondaryPhone.trim() ? { secondaryPhone } : {}),
    });
    if (!details) return;
    setPending(true);
    saveOrder({
      paymentType: PAYMENT_TYPES.services,
      productId: PRODUCT_IDS.houseVisit,
      details: { ...details, ...(price === undefined ? {} : { price }) },
    });
    void navigate('/checkout');
  }

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
      <form ref={form.formRef} className="order-form" noValidate onSubmit={onSubmit}>
        <fieldset className="order-fieldset">
          <legend>Contact information</legend>
          <div className="order-grid">
            <TextField
              label="Primary phone"
              type="tel"
              autoComplete="tel"
              requiredMarker
              {...form.bind('primaryPhone', 'trim')}
            />
            <TextField
              label="Secondary phone (optional)"
              type="tel"
              autoComplete="tel"
              {...form.bind('secondaryPhone', 'trim')}
            />
          </div>
        </fieldset>
        <fieldset className="order-fieldset">
          <legend>Address</legend>
          <TextField
            label="Address"
            autoComplete="street-address"
            requiredMarker
            {...form.bind('address')}
          />
          <div className="order-grid order-grid-3">
            <TextField
              label="City"
              autoComplete="address-level2"
              requiredMarker
              {...form.bind('city')}
            />
            <TextField
              label="State"
              autoComplete="address-level1"
              requiredMarker
              {...form.bind('state')}
            />
            <TextField
              label="Zip code"
              autoComplete="postal-code"
              inputMode="numeric"
              requiredMarker
              {...form.bind('zipcode', 'trim')}
            />
          </div>
        </fieldset>
        <Button type="submit" disabled={pending}>
          {pending ? ORDER_TEXT.pleaseWait : ORDER_TEXT.continue}
        </Button>
      </form>
    </>
  );
}

/**
 * /vet-house-call/order (spec 001 sections 2 and 5, spec 000 section 9): the yearly house-call
 * package (1 year at $360/yr versus $650, 2 visits) with the contact information and address;
 * the order goes to /checkout. Owners only: others go to the login page and come back.
 */
export function HouseCallOrderPage({ saveOrder }: { saveOrder: SaveOrder }) {
  return (
    <OwnerGate>
      <OrderLayout
        title="Vet House Call"
        intro={<p>A vet comes to your home: tell us how to reach you and where you live.</p>}
      >
        <HouseCallForm saveOrder={saveOrder} />
      </OrderLayout>
    </OwnerGate>
  );
}
