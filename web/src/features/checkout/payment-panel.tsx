import {
  cardSchema,
  isCardExpired,
  MESSAGES,
  parseCardExpiry,
  PAYMENT_MESSAGES,
  PAYMENT_RESULT,
} from '@petwell/domain';
import {
  type ChangeEvent,
  lazy,
  Suspense,
  type SyntheticEvent,
  useId,
  useRef,
  useState,
} from 'react';
import type { CombinedError } from 'urql';
import { Alert } from '../../components/alert';
import { Button } from '../../components/button';
import { Loading } from '../../components/loading';
import { TextField } from '../../components/text-field';
import { config } from '../../config/config';
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
import { useAttemptKey } from './attempt-key';
import type { CheckoutOrder } from '@petwell/domain';
import { type Totals, totalsOf, viewerTimeZone } from './checkout-format';
import { OrderSummary } from './order-summary';
import { type AppliedPromo, PromoCode } from './promo-code';
import './payment-panel.css';

// Its own chunk: PayPal's SDK wrapper loads only when a client id is configured.
const PayPalCheckout = lazy(() =>
  import('./paypal-checkout').then((m) => ({ default: m.PayPalCheckout })),
);

/** The answer of a successful payment: what was bought (booking id for appointments). */
export interface PaymentAnswer {
  id: number | null;
  status: string;
}

export interface PaymentPanelProps {
  order: CheckoutOrder;
  /** A practice booking for a customer. */
  customerId?: number;
  /** Payment Waived (price 0, no card). */
  waived?: boolean;
  onPaid: (answer: PaymentAnswer) => void;
}

export const PAYMENT_PANEL_MESSAGES = {
  pleaseWait: MESSAGES.pleaseWait,
  confirmAndPay: 'Confirm and Pay',
  confirm: 'Confirm',
  nothingToPay: 'Nothing to pay: no card is needed.',
  paypalCanceled: 'PayPal payment was canceled. You have not been charged.',
  paypalFailed: 'PayPal could not complete the payment. Please try again or use a card.',
} as const;

/** The buyer is told a validation failure's first field message (the card's or the order's). */
const BUYER = { fieldFirst: true } as const;

const CARD_FIELDS = ['name', 'cardNumber', 'expDt', 'ccv'] as const;
type CardField = (typeof CARD_FIELDS)[number];
type CardErrors = Partial<Record<CardField, string>>;
const EMPTY_CARD: PaymentInfo = { name: '', cardNumber: '', expDt: '', ccv: '' };

/** The card rules (domain cardSchema) and an expiry month that has passed. */
function checkCard(card: PaymentInfo, now: Date): CardErrors {
  const parsed = cardSchema.safeParse(card);
  const errors: CardErrors = {};
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as CardField;
      errors[field] ??= issue.message;
    }
    return errors;
  }
  const expiry = parseCardExpiry(card.expDt);
  if (expiry && isCardExpired(expiry, now)) errors.expDt = PAYMENT_MESSAGES.cardExpired;
  return errors;
}

/** The server's card field messages ('paymentInfo.cardNumber' -> cardNumber). */
function serverCardErrors(error: CombinedError): CardErrors {
  const errors: CardErrors = {};
  for (const [path, message] of Object.entries(fieldMessages(error))) {
    const [head, field] = path.split('.');
    if (head === 'paymentInfo' && CARD_FIELDS.includes(field as CardField))
      errors[field as CardField] ??= message;
  }
  return errors;
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
    vendorId: order.vendorId,
    vendorServiceId: order.vendorServiceId,
    consultationType: order.consultationType,
    for_ts: order.for_ts,
    petId: order.petId,
    userTZ: viewerTimeZone(order),
    details,
    code: extra.code,
    customerId: extra.customerId,
    waivePayment: extra.waived ? true : undefined,
  };
}

/**
 * The Payment step (spec 000 section 2 "Checkout", spec 001 section 4 "Payment step"): a card
 * form (domain card rules, fields taken as typed, skipped when there is nothing to pay), a promo
 * code for owners, the order summary with the server's price, PayPal buttons when configured,
 * and the confirm button ('Please Wait...' while processing). A result 'Error' shows the
 * server's status text in a red alert and stays here.
 */
export function PaymentPanel({ order, customerId, waived = false, onPaid }: PaymentPanelProps) {
  const user = useAuthUser();
  const isOwner = user?.role === 'user' && customerId === undefined;
  const headingId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [card, setCard] = useState<PaymentInfo>(EMPTY_CARD);
  const [cardErrors, setCardErrors] = useState<CardErrors>({});
  const [promo, setPromo] = useState<AppliedPromo | null>(null);
  const [processing, setProcessing] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const paypalFailureShown = useRef(false);
  const attempt = useAttemptKey();
  const [, pay] = useCheckoutPaymentMutation();
  const [, createPaypalOrder] = useCheckoutPaypalOrderMutation();

  // The server's price for the owner, with any plan entitlement (check_discount without a code).
  const [quote] = useCheckoutDiscountQuery({
    variables: { productId: order.productId, vendorServiceId: order.vendorServiceId ?? null },
    pause: !isOwner || waived,
    requestPolicy: 'network-only',
  });
  const serverQuote = promo ?? quote.data?.check_discount ?? undefined;
  const listPrice = serverQuote?.price ?? order.details.price;
  const quoteLoading = isOwner && !waived && quote.fetching && !serverQuote;

  let totals: Totals | undefined;
  if (waived) totals = totalsOf(listPrice ?? 0, 0);
  else if (!quoteLoading && listPrice !== undefined)
    totals = totalsOf(listPrice, serverQuote ? serverQuote.newPrice : order.newPrice);
  const free = totals?.total === 0;
  // Without a known price (no price check for staff, or it failed) the server prices the card.
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
    const result = await pay({ order: { ...input, idempotencyKey } });
    const answer = result.data?.payment;
    if (result.error || !answer) {
      if (!result.error?.networkError) attempt.settle();
      setFailure(result.error ? errorMessage(result.error, BUYER) : GENERIC_ERROR);
      if (result.error) setCardErrors(serverCardErrors(result.error));
      setProcessing(false);
      return;
    }
    attempt.settle();
    if (answer.result === PAYMENT_RESULT.error) {
      setFailure(answer.status || GENERIC_ERROR);
      setProcessing(false);
      return;
    }
    onPaid({ id: answer.id ?? null, status: answer.status });
  }

  async function onConfirm(event: SyntheticEvent) {
    event.preventDefault();
    if (!canPay) return;
    if (free) {
      await submit({});
      return;
    }
    const errors = checkCard(card, new Date());
    setCardErrors(errors);
    const first = CARD_FIELDS.find((field) => errors[field]);
    if (first) {
      formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
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

  const bindCard = (name: CardField) => ({
    name,
    value: card[name],
    error: cardErrors[name],
    disabled: processing,
    onChange: (e: ChangeEvent<HTMLInputElement>) => {
      // Card fields are taken as typed (spec 000 section 5): no trimming.
      const value = e.target.value;
      setCard((current) => ({ ...current, [name]: value }));
      setCardErrors((current) => (current[name] ? { ...current, [name]: undefined } : current));
    },
  });

  const paypalClientId = config.paypalClientId;

  return (
    <div className="payment-panel">
      <section className="card payment-main" aria-labelledby={headingId}>
        <h2 id={headingId}>Payment</h2>
        {failure ? <Alert tone="error">{failure}</Alert> : null}
        {quote.error && !serverQuote ? (
          <Alert tone="error">{errorMessage(quote.error, BUYER)}</Alert>
        ) : null}
        {isOwner && !waived ? (
          <PromoCode
            productId={order.productId}
            vendorServiceId={order.vendorServiceId}
            disabled={processing}
            onApplied={setPromo}
          />
        ) : null}
        <form
          ref={formRef}
          className="card-form"
          noValidate
          aria-label="Card details"
          onSubmit={(e) => void onConfirm(e)}
        >
          {quoteLoading ? (
            <Loading />
          ) : free ? (
            <p className="payment-free">{PAYMENT_PANEL_MESSAGES.nothingToPay}</p>
          ) : (
            <fieldset className="card-fields" disabled={processing}>
              <legend>Card details</legend>
              <TextField
                label="Name on card"
                autoComplete="cc-name"
                requiredMarker
                {...bindCard('name')}
              />
              <TextField
                label="Card number"
                autoComplete="cc-number"
                inputMode="numeric"
                requiredMarker
                {...bindCard('cardNumber')}
              />
              <div className="card-fields-row">
                <TextField
                  label="Expiry month (MM/YY)"
                  autoComplete="cc-exp"
                  placeholder="MM/YY"
                  requiredMarker
                  {...bindCard('expDt')}
                />
                <TextField
                  label="Security code"
                  autoComplete="cc-csc"
                  inputMode="numeric"
                  requiredMarker
                  {...bindCard('ccv')}
                />
              </div>
            </fieldset>
          )}
          <Button type="submit" className="payment-confirm" disabled={!canPay}>
            {processing
              ? PAYMENT_PANEL_MESSAGES.pleaseWait
              : free
                ? PAYMENT_PANEL_MESSAGES.confirm
                : PAYMENT_PANEL_MESSAGES.confirmAndPay}
          </Button>
        </form>
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
      <OrderSummary order={order} totals={totals} loading={quoteLoading} waived={waived} />
    </div>
  );
}
