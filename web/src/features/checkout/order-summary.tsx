import { useId } from 'react';
import { Loading } from '../../components/loading';
import type { CheckoutOrder } from '@petwell/domain';
import { formatUsd, orderRows, type Totals } from './checkout-format';

export interface OrderSummaryProps {
  order: CheckoutOrder;
  /** undefined while the server's price is loading, or when no price is known. */
  totals: Totals | undefined;
  loading: boolean;
  waived: boolean;
  /** The plan that covers the order: its name heads the discount. */
  planName?: string | undefined;
}

/**
 * What is bought and what it costs: price, discount (price minus new price), taxes 'NA' (always 0)
 * and the total.
 */
export function OrderSummary({ order, totals, loading, waived, planName }: OrderSummaryProps) {
  const headingId = useId();
  return (
    <aside className="card order-summary" aria-labelledby={headingId}>
      <h2 id={headingId}>Order Summary</h2>
      <dl className="order-summary-items">
        {orderRows(order).map((row) => (
          <div key={row.label} className="order-summary-row">
            <dt>{row.label}</dt>
            <dd>{row.value}</dd>
          </div>
        ))}
      </dl>
      {totals ? (
        <dl className="order-summary-money" aria-label="Price">
          <div className="order-summary-row">
            <dt>Price</dt>
            <dd>{formatUsd(totals.price)}</dd>
          </div>
          <div className="order-summary-row">
            <dt>{waived ? 'Payment Waived' : planName ? `${planName} plan` : 'Discount'}</dt>
            <dd>{formatUsd(totals.discount)}</dd>
          </div>
          <div className="order-summary-row">
            <dt>Taxes</dt>
            <dd>NA</dd>
          </div>
          <div className="order-summary-row order-summary-total">
            <dt>Total</dt>
            <dd>{formatUsd(totals.total)}</dd>
          </div>
        </dl>
      ) : loading ? (
        <Loading />
      ) : null}
    </aside>
  );
}
