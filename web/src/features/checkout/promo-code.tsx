import { DISCOUNT_STATUS } from '@petwell/domain';
import { type SyntheticEvent, useId, useState } from 'react';
import { useClient } from 'urql';
import { Alert } from '../../components/alert';
import { Button } from '../../components/button';
import { errorMessage } from '../../lib/errors';
import {
  CheckoutDiscountDocument,
  type CheckoutDiscountQuery,
  type CheckoutDiscountQueryVariables,
} from '../../generated/graphql';

/** The server's price of the order with an applied promo code. */
export interface AppliedPromo {
  code: string;
  price: number;
  newPrice: number;
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
 * The promo code box of the Payment step (spec 000 section 8 "Promo"): check_discount prices the
 * order with the code; 'Promo Applied!' with the code's description, or 'Error! Invalid code.'
 * (the order keeps its previous price).
 */
export function PromoCode({ productId, vendorServiceId, disabled, onApplied }: PromoCodeProps) {
  const client = useClient();
  const id = useId();
  const [code, setCode] = useState('');
  const [checking, setChecking] = useState(false);
  const [message, setMessage] = useState<Message | null>(null);

  async function apply(event: SyntheticEvent) {
    event.preventDefault();
    if (!code || checking) return;
    setChecking(true);
    setMessage(null);
    const result = await client
      .query<CheckoutDiscountQuery, CheckoutDiscountQueryVariables>(
        CheckoutDiscountDocument,
        { productId, code, vendorServiceId: vendorServiceId ?? null },
        { requestPolicy: 'network-only' },
      )
      .toPromise();
    setChecking(false);
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
      onApplied({
        code,
        price: answer.price,
        newPrice: answer.newPrice,
        description: answer.description ?? null,
      });
      return;
    }
    setMessage({
      tone: answer.status === DISCOUNT_STATUS.invalid ? 'error' : 'info',
      text: answer.status,
    });
  }

  return (
    <form className="promo-code" noValidate onSubmit={(e) => void apply(e)}>
      <label htmlFor={id} className="field-label">
        Promo code
      </label>
      <div className="promo-code-row">
        <input
          id={id}
          name="promo"
          className="field-input"
          autoComplete="off"
          value={code}
          disabled={disabled}
          onChange={(e) => {
            setCode(e.target.value.trim());
          }}
        />
        <Button type="submit" variant="secondary" disabled={disabled || checking || !code}>
          {checking ? 'Please Wait...' : 'Apply'}
        </Button>
      </div>
      {message ? (
        <Alert tone={message.tone} {...(message.title ? { title: message.title } : {})}>
          {message.text}
        </Alert>
      ) : null}
    </form>
  );
}
