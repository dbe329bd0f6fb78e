import {
  cardSchema,
  isCardExpired,
  PAYMENT_MESSAGES,
  PAYMENT_RESULT,
  PAYMENT_TYPES,
  parseCardExpiry,
  type PlanCover,
  planCoverSentences,
} from '@petwell/domain';
import { lazy, Suspense, useId, useRef, useState } from 'react';
import { Alert } from '../../components/alert';
import { Loading } from '../../components/loading';
import {
  type PaymentInfo,
  type PaymentInput,
  useCheckoutDiscountQuery,
  useCheckoutPaymentMutation,
  useCheckoutPaypalOrderMutation,
} from '../../generated/graphql';
import { GENERIC_ERROR } from '../../lib/api';
import { useAuthUser } from '../../lib/auth';
import { errorMessage, fieldMessages } from '../../lib/errors';
import { Form, FormTextField, setFieldErrors, SubmitButton, useZodForm } from '../../ui/form';
import { useAttemptKey } from './attempt-key';
import { CardNumberField } from './card-number-field';
import type { CheckoutOrder } from '@petwell/domain';
import { type Totals, totalsOf, viewerTimeZone } from './checkout-format';
import { type Quote, quoteOf } from './checkout-quote';
import { OrderSummary } from './order-summary';
import { type AppliedPromo, PromoCode } from './promo-code';
import { PAYMENT_PANEL_MESSAGES, type PaymentPanelProps } from './payment-panel-text';
import './payment-panel.css';

// Its own chunk: PayPal's SDK wrapper loads only when a client id is configured.
const PayPalCheckout = lazy(() =>
  import('./paypal-checkout').then((m) => ({ default: m.PayPalCheckout })),
);

/**
 * Payment answer codes that refuse the appointment's time: taken meanwhile, or no longer
 * bookable by the slot rules (too soon, out of the schedule); docs/error-codes.md.
 */
const SLOT_REFUSALS: ReadonlySet<string> = new Set(['slot-taken', 'validation-failed']);

/** The buyer is told a validation failure's first field message (the card's or the order's). */
const BUYER = { fieldFirst: true } as const;

const CARD_FIELDS = ['name', 'cardNumber', 'expDt', 'ccv'] as const;
const EMPTY_CARD: PaymentInfo = { name: '', cardNumber: '', expDt: '', ccv: '' };

/** The card field of a server message path ('paymentInfo.cardNumber' -> cardNumber). */
function cardField(path: string): string | undefined {
  const [head, field] = path.split('.');
  return head === 'paymentInfo' ? field : undefined;
}

/** What is sent for the order: its own fields, never a price (the server prices every order). */
function orderFields(
  order: CheckoutOrder,
  extra: { code: string | undefined; customerId: number | undefined; waived: boolean },
): Omit<PaymentInput, 'idempotencyKey'> {
  const details: Record<string, unknown> = { ...order.details };
  delete details['price'];
  delete details['newPrice'];
  return {
    paymentType: order.paymentType,
    productId: order.productId,
    planId: order.planId,
    vendorId: order.vendorId,
    vendorServiceId: order.vendorServiceId,
    consultationType: order.consultationType,
    for_ts: order.for_ts,
    petId: order.petId,
    newPet: order.newPet,
    userTZ: viewerTimeZone(order),
    details,
    code: extra.code,
    customerId: extra.customerId,
    waivePayment: extra.waived ? true : undefined,
  };
}

/**
 * What the plan covers: 'Included in your Gold plan.' (or the customer's, for a practice booking
 * for them) and what is left of the allowance after this order. No card is asked for.
 */
function PlanCoverNote({ cover, whose }: { cover: PlanCover; whose: 'owner' | 'customer' }) {
  const [included, left] = planCoverSentences(cover, whose);
  return (
    <div className="payment-plan-cover" role="status">
      <p className="payment-plan-cover-title">{included}</p>
      <p>{left}</p>
      <p className="payment-free">{PAYMENT_PANEL_MESSAGES.noCardNeeded}</p>
    </div>
  );
}

/**
 * The Payment step (PaymentPanel loads it): a card
 * form (domain card rules, fields not trimmed, the number grouped in fours as it is typed and
 * sent as digits; skipped when there is nothing to pay), a promo
 * code for owners, the order summary with the server's price (for a practice booking for a
 * customer, the customer's; when their plan covers the order, what it leaves and no card),
 * PayPal buttons when configured,
 * and the confirm button ('Please Wait...' while processing). A result 'Error' shows the
 * server's status text in a red alert and stays here.
 */
export function PaymentPanelBody({
  order,
  customerId,
  waived = false,
  slotRefusedAction,
  onPaid,
  paypalClientId,
}: PaymentPanelProps & {
  /** PayPal's client id from the run-time config (the panel passes it); none: no PayPal. */
  paypalClientId: string | null;
}) {
  const user = useAuthUser();
  const isOwner = user?.role === 'user' && customerId === undefined;
  const isPlanOrder = order.paymentType === PAYMENT_TYPES.promo;
  const headingId = useId();
  const [promo, setPromo] = useState<AppliedPromo | null>(null);
  const [processing, setProcessing] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [slotRefused, setSlotRefused] = useState(false);
  const paypalFailureShown = useRef(false);
  const attempt = useAttemptKey();
  const [, pay] = useCheckoutPaymentMutation();
  const [, createPaypalOrder] = useCheckoutPaypalOrderMutation();

  // The server's price: the owner's, with any plan entitlement (check_discount without a code),
  // or for a practice booking for a customer, the customer's.
  const priced = (isOwner || customerId !== undefined) && !waived;
  const [quote] = useCheckoutDiscountQuery({
    variables: {
      productId: order.productId,
      planId: order.planId,
      vendorServiceId: order.vendorServiceId ?? null,
      customerId,
    },
    pause: !priced,
    requestPolicy: 'network-only',
  });
  const answer = quote.data?.check_discount;
  const serverQuote: Quote | undefined = promo ?? (answer ? quoteOf(answer) : undefined);
  const listPrice = serverQuote?.price ?? order.details.price;
  const quoteLoading = priced && quote.fetching && !serverQuote;

  let totals: Totals | undefined;
  if (waived) totals = totalsOf(listPrice ?? 0, 0);
  else if (!quoteLoading && listPrice !== undefined)
    totals = totalsOf(listPrice, serverQuote ? serverQuote.newPrice : order.newPrice);
  const free = totals?.total === 0;
  const cover = free && !waived ? serverQuote?.cover : undefined;
  // Card fields are not trimmed; none are checked when nothing is due.
  const form = useZodForm(cardSchema, { defaultValues: EMPTY_CARD, skipValidation: free });
  // Without a known price (the price check failed) the server prices the card.
  const canPay = !quoteLoading && !processing;

  const fields = () =>
    orderFields(order, {
      code: isOwner && promo ? promo.code : undefined,
      customerId,
      waived,
    });

  /** Sends the payment; a network failure keeps the attempt's key for a retry. */
  async function submit(method: { paymentInfo?: PaymentInfo; paypalOrderId?: string }) {
    const input = { ...fields(), ...method };
    const idempotencyKey = attempt.keyFor(JSON.stringify(input));
    setProcessing(true);
    setFailure(null);
    setSlotRefused(false);
    const result = await pay({ order: { ...input, idempotencyKey } });
    const answer = result.data?.payment;
    if (result.error || !answer) {
      if (!result.error?.networkError) attempt.settle();
      setFailure(result.error ? errorMessage(result.error, BUYER) : GENERIC_ERROR);
      if (result.error) setFieldErrors(form, fieldMessages(result.error), CARD_FIELDS, cardField);
      setProcessing(false);
      return;
    }
    attempt.settle();
    if (answer.result === PAYMENT_RESULT.error) {
      setFailure(answer.status || GENERIC_ERROR);
      setSlotRefused(answer.code != null && SLOT_REFUSALS.has(answer.code));
      setProcessing(false);
      return;
    }
    onPaid({ id: answer.id ?? null, status: answer.status });
  }

  async function onConfirm(card: PaymentInfo) {
    if (!canPay) return;
    if (free) {
      await submit({});
      return;
    }
    const expiry = parseCardExpiry(card.expDt);
    if (expiry && isCardExpired(expiry, new Date())) {
      form.setError('expDt', { message: PAYMENT_MESSAGES.cardExpired }, { shouldFocus: true });
      return;
    }
    await submit({ paymentInfo: card });
  }

  async function paypalOrderId(): Promise<string> {
    paypalFailureShown.current = false;
    setFailure(null);
    const input = fields();
    const result = await createPaypalOrder({
      order: { ...input, idempotencyKey: attempt.keyFor(JSON.stringify({ paypal: input })) },
    });
    const id = result.data?.create_paypal_order?.id;
    if (result.error || !id) {
      if (!result.error?.networkError) attempt.settle();
      paypalFailureShown.current = true;
      setFailure(result.error ? errorMessage(result.error, BUYER) : GENERIC_ERROR);
      throw new Error('create_paypal_order failed');
    }
    attempt.settle();
    return id;
  }

  return (
    <div className="payment-panel">
      <section className="card payment-main" aria-labelledby={headingId}>
        <h2 id={headingId}>Payment</h2>
        {failure ? <Alert tone="error">{failure}</Alert> : null}
        {failure && slotRefused && slotRefusedAction ? (
          <div className="payment-slot-refused">{slotRefusedAction}</div>
        ) : null}
        {quote.error && !serverQuote ? (
          <Alert tone="error">{errorMessage(quote.error, BUYER)}</Alert>
        ) : null}
        {isOwner && !waived && !isPlanOrder && !cover && order.productId !== undefined ? (
          <PromoCode
            productId={order.productId}
            vendorServiceId={order.vendorServiceId}
            disabled={processing}
            onApplied={setPromo}
          />
        ) : null}
        <Form form={form} className="card-form" aria-label="Card details" onSubmit={onConfirm}>
          {quoteLoading ? (
            <Loading />
          ) : cover ? (
            <PlanCoverNote cover={cover} whose={isOwner ? 'owner' : 'customer'} />
          ) : free ? (
            <p className="payment-free">{PAYMENT_PANEL_MESSAGES.nothingToPay}</p>
          ) : (
            <fieldset className="card-fields" disabled={processing}>
              <legend>Card details</legend>
              <FormTextField
                label="Name on card"
                autoComplete="cc-name"
                requiredMarker
                form={form}
                name="name"
                trim="raw"
              />
              <CardNumberField form={form} />
              <div className="card-fields-row">
                <FormTextField
                  label="Expiry month (MM/YY)"
                  autoComplete="cc-exp"
                  placeholder="MM/YY"
                  requiredMarker
                  form={form}
                  name="expDt"
                  trim="raw"
                />
                <FormTextField
                  label="Security code"
                  autoComplete="cc-csc"
                  inputMode="numeric"
                  requiredMarker
                  form={form}
                  name="ccv"
                  trim="raw"
                />
              </div>
            </fieldset>
          )}
          <SubmitButton className="payment-confirm" pending={processing} disabled={!canPay}>
            {free ? PAYMENT_PANEL_MESSAGES.confirm : PAYMENT_PANEL_MESSAGES.confirmAndPay}
          </SubmitButton>
        </Form>
        {paypalClientId && totals && !free ? (
          <div className="payment-paypal">
            <p className="payment-or">Or pay with PayPal</p>
            <Suspense fallback={<Loading />}>
              <PayPalCheckout
                clientId={paypalClientId}
                disabled={processing}
                createOrder={paypalOrderId}
                onApprove={(id) => submit({ paypalOrderId: id })}
                onError={() => {
                  if (!paypalFailureShown.current) setFailure(PAYMENT_PANEL_MESSAGES.paypalFailed);
                  paypalFailureShown.current = false;
                  setProcessing(false);
                }}
                onCancel={() => {
                  setFailure(PAYMENT_PANEL_MESSAGES.paypalCanceled);
                  setProcessing(false);
                }}
              />
            </Suspense>
          </div>
        ) : null}
      </section>
      <OrderSummary
        order={order}
        totals={totals}
        loading={quoteLoading}
        waived={waived}
        planName={cover?.planName}
      />
    </div>
  );
}
