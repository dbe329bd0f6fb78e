import { screen, waitFor } from '@testing-library/react';
import { HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { config } from '../../config/config';
import { fakeToken, renderWithApp } from '../../test/render';
import { PaymentPanel } from './payment-panel';
import { type PaymentAnswer, PAYMENT_PANEL_MESSAGES } from './payment-panel-text';
import { appointmentOrder, discount, onOperation, paid } from './test-helpers';

interface FakeButtonsProps {
  createOrder(): Promise<string>;
  onApprove(data: { orderID: string }): Promise<void>;
  onError(error: Record<string, unknown>): void;
  onCancel(data: Record<string, unknown>): void;
}

// PayPal's SDK loads a script from paypal.com: stand in for its buttons, which call our
// callbacks as the real ones do (createOrder, then onApprove with the order id, or onCancel).
vi.mock('@paypal/react-paypal-js', () => ({
  PayPalScriptProvider: ({
    children,
    options,
  }: {
    children: ReactNode;
    options: { clientId: string; intent: string };
  }) => (
    <div data-testid="paypal" data-client-id={options.clientId} data-intent={options.intent}>
      {children}
    </div>
  ),
  usePayPalScriptReducer: () => [{ isPending: false, isRejected: false }],
  PayPalButtons: (props: FakeButtonsProps) => (
    <>
      <button
        type="button"
        onClick={() => {
          props
            .createOrder()
            .then((orderID) => props.onApprove({ orderID }))
            .catch(() => {
              props.onError({});
            });
        }}
      >
        PayPal
      </button>
      <button
        type="button"
        onClick={() => {
          props.onCancel({});
        }}
      >
        Close PayPal
      </button>
    </>
  ),
}));

const original = config.paypalClientId;

function renderPanel() {
  const onPaid = vi.fn<(answer: PaymentAnswer) => void>();
  const view = renderWithApp(<PaymentPanel order={appointmentOrder()} onPaid={onPaid} />, {
    token: fakeToken(),
  });
  return { ...view, onPaid };
}

describe('the payment panel with PayPal', () => {
  beforeEach(() => {
    config.paypalClientId = 'paypal-client-1';
  });
  afterEach(() => {
    config.paypalClientId = original;
  });

  it("creates our server's PayPal order and pays with it once approved", async () => {
    onOperation('CheckoutDiscount', () => discount());
    const created = onOperation('CheckoutPaypalOrder', () =>
      HttpResponse.json({
        data: {
          create_paypal_order: { id: 'PP-ORDER-1', price: 45, newPrice: 45, currency: 'USD' },
        },
      }),
    );
    const payments = onOperation('CheckoutPayment', () => paid({ id: 41 }));
    const { user, onPaid } = renderPanel();
    const paypal = await screen.findByTestId('paypal');
    expect(paypal).toHaveAttribute('data-client-id', 'paypal-client-1');
    expect(paypal).toHaveAttribute('data-intent', 'authorize');
    await user.click(await screen.findByRole('button', { name: 'PayPal' }));
    await waitFor(() => {
      expect(onPaid).toHaveBeenCalledWith({ id: 41, status: 'Thanks for your Order!' });
    });
    const createdOrder = created[0]?.order;
    expect(createdOrder).toMatchObject({ paymentType: 300, productId: 4000, vendorServiceId: 11 });
    expect(createdOrder).not.toHaveProperty('paymentInfo');
    const order = payments[0]?.order;
    expect(order).toMatchObject({ paypalOrderId: 'PP-ORDER-1', productId: 4000 });
    expect(order).not.toHaveProperty('paymentInfo');
  });

  it("shows the server's message when the PayPal order cannot be made, and pays nothing", async () => {
    onOperation('CheckoutDiscount', () => discount());
    const unavailable = 'PayPal is not available at the moment. Please try again later.';
    onOperation('CheckoutPaypalOrder', () =>
      HttpResponse.json({
        errors: [{ message: unavailable, extensions: { code: 'provider-unavailable' } }],
      }),
    );
    const payments = onOperation('CheckoutPayment', () => paid());
    const { user, onPaid } = renderPanel();
    await user.click(await screen.findByRole('button', { name: 'PayPal' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(unavailable);
    expect(payments).toEqual([]);
    expect(onPaid).not.toHaveBeenCalled();
  });

  it('says so when the buyer closes PayPal', async () => {
    onOperation('CheckoutDiscount', () => discount());
    const { user } = renderPanel();
    await user.click(await screen.findByRole('button', { name: 'Close PayPal' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      PAYMENT_PANEL_MESSAGES.paypalCanceled,
    );
  });

  it('shows no PayPal buttons when there is nothing to pay', async () => {
    onOperation('CheckoutDiscount', () => discount({ newPrice: 0, applied: true }));
    renderPanel();
    expect(await screen.findByRole('button', { name: 'Confirm' })).toBeVisible();
    expect(screen.queryByTestId('paypal')).not.toBeInTheDocument();
  });
});

describe('the payment panel without a PayPal client id', () => {
  it('shows the card form only', async () => {
    config.paypalClientId = null;
    onOperation('CheckoutDiscount', () => discount());
    renderPanel();
    expect(await screen.findByRole('button', { name: 'Confirm and Pay' })).toBeVisible();
    expect(screen.queryByText('Or pay with PayPal')).not.toBeInTheDocument();
    expect(screen.queryByTestId('paypal')).not.toBeInTheDocument();
    config.paypalClientId = original;
  });
});
