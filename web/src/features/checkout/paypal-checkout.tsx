import {
  PayPalButtons,
  PayPalScriptProvider,
  usePayPalScriptReducer,
} from '@paypal/react-paypal-js';
import { Loading } from '../../components/loading';

/** What the PayPal buttons say when the SDK cannot load: no failure is silent. */
export const PAYPAL_UNAVAILABLE = 'PayPal is not available at the moment. Please try again later.';

export interface PayPalCheckoutProps {
  clientId: string;
  disabled: boolean;
  /** Creates our server's PayPal order for the order's server price; resolves its id. */
  createOrder(): Promise<string>;
  /** The buyer approved the PayPal order: pay with it. */
  onApprove(paypalOrderId: string): Promise<void>;
  onError(): void;
  onCancel(): void;
}

function Buttons(props: Omit<PayPalCheckoutProps, 'clientId'>) {
  const [{ isPending, isRejected }] = usePayPalScriptReducer();
  if (isRejected)
    return (
      <p className="field-error" role="alert">
        {PAYPAL_UNAVAILABLE}
      </p>
    );
  return (
    <>
      {isPending ? <Loading /> : null}
      <PayPalButtons
        style={{ layout: 'vertical', label: 'pay' }}
        disabled={props.disabled}
        forceReRender={[props.disabled]}
        createOrder={() => props.createOrder()}
        onApprove={(data) => props.onApprove(data.orderID)}
        onError={() => {
          props.onError();
        }}
        onCancel={() => {
          props.onCancel();
        }}
      />
    </>
  );
}

/**
 * PayPal's buttons (PayPal JS SDK through @paypal/react-paypal-js), loaded only when a client id
 * is configured: this module is its own chunk. The server's order is an authorization (it
 * captures after the purchase is written), so the SDK loads with intent 'authorize'.
 */
export function PayPalCheckout({ clientId, ...props }: PayPalCheckoutProps) {
  return (
    <PayPalScriptProvider options={{ clientId, currency: 'USD', intent: 'authorize' }}>
      <Buttons {...props} />
    </PayPalScriptProvider>
  );
}
