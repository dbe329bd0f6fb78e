import { lazy, Suspense } from 'react';
import { Loading } from '../../components/loading';
import { config } from '../../config/config';
import type { PaymentPanelProps } from './payment-panel-text';

const loadBody = () => import('./payment-panel-body');

const PaymentPanelBody = lazy(() => loadBody().then((m) => ({ default: m.PaymentPanelBody })));

/**
 * The checkout's payment step: the order summary with the server's price, the promo code, and the
 * card form or PayPal (payment-panel-body.tsx). Its code (the card form, the checkout's schemas)
 * loads apart, when the panel first shows or before (`preloadPaymentPanel`): the booking wizard
 * shows it after three steps and preloads it from its first screen; the checkout page loads it as
 * the panel shows.
 */
export function PaymentPanel(props: PaymentPanelProps) {
  return (
    <Suspense fallback={<Loading />}>
      <PaymentPanelBody {...props} paypalClientId={config.paypalClientId} />
    </Suspense>
  );
}

/** Starts loading the panel's code (a failed load is tried again when it shows). */
export function preloadPaymentPanel(): void {
  void loadBody().catch(() => undefined);
}
