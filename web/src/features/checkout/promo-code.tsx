import { DISCOUNT_STATUS, promoCodeSchema } from '@petwell/domain';
import { useId, useState } from 'react';
import { useClient } from 'urql';
import { Alert } from '../../components/alert';
import { errorMessage } from '../../lib/errors';
import { type Quote, quoteOf } from './checkout-quote';
import { Form, SubmitButton, useFormText, useZodForm } from '../../ui/form';
import {
  CheckoutDiscountDocument,
  type CheckoutDiscountQuery,
  type CheckoutDiscountQueryVariables,
} from '../../generated/graphql';

/** The server's price of the order with an applied promo code. */
export interface AppliedPromo extends Quote {
  code: string;
  description: string | null;
}

export interface PromoCodeProps {
  productId: number;
  vendorServiceId: number | undefined;
  disabled: boolean;
  onApplied: (promo: AppliedPromo) => void;
}

type Message = { tone: 'success' | 'error' | 'info'; title?: string; text: string };

/**
 * The promo code box of the Payment step: check_discount prices the order with the code; 'Promo
 * Applied!' with the code's description, or 'Error! Invalid code.' (the order keeps its previous
 * price).
 */
export function PromoCode({ productId, vendorServiceId, disabled, onApplied }: PromoCodeProps) {
  const client = useClient();
  const id = useId();
  const form = useZodForm(promoCodeSchema, { defaultValues: { code: '' } });
  const { error, ...input } = useFormText({ form, name: 'code' }, 'trim');
  const [message, setMessage] = useState<Message | null>(null);

  async function apply({ code }: { code?: string | undefined }) {
    if (!code) return;
    setMessage(null);
    const result = await client
      .query<CheckoutDiscountQuery, CheckoutDiscountQueryVariables>(
        CheckoutDiscountDocument,
        { productId, code, vendorServiceId: vendorServiceId ?? null },
        { requestPolicy: 'network-only' },
      )
      .toPromise();
    const answer = result.data?.check_discount;
    if (result.error || !answer) {
      setMessage({
        tone: 'error',
        text: result.error ? errorMessage(result.error, { fieldFirst: true }) : '',
      });
      return;
    }
    if (answer.applied && answer.status === DISCOUNT_STATUS.applied) {
      setMessage({ tone: 'success', title: answer.status, text: answer.description ?? '' });
      onApplied({ ...quoteOf(answer), code, description: answer.description ?? null });
      return;
    }
    setMessage({
      tone: answer.status === DISCOUNT_STATUS.invalid ? 'error' : 'info',
      text: answer.status,
    });
  }

  // A code the schema refuses (over 40 characters) says so where the server's answer shows.
  const shown: Message | null = error ? { tone: 'error', text: error } : message;
  return (
    <Form form={form} className="promo-code" onSubmit={apply}>
      <label htmlFor={id} className="field-label">
        Promo code
      </label>
      <div className="promo-code-row">
        <input
          id={id}
          className="field-input"
          autoComplete="off"
          disabled={disabled}
          {...input}
          name="promo"
        />
        <SubmitButton variant="secondary" disabled={disabled || !input.value}>
          Apply
        </SubmitButton>
      </div>
      {shown ? (
        <Alert tone={shown.tone} {...(shown.title ? { title: shown.title } : {})}>
          {shown.text}
        </Alert>
      ) : null}
    </Form>
  );
}
