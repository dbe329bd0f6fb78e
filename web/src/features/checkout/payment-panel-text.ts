import { type CheckoutOrder, MESSAGES } from '@petwell/domain';
import type { ReactNode } from 'react';

// The payment panel's props, answer and texts, shared by the panel (payment-panel.tsx) and the
// code it loads (payment-panel-body.tsx).

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
  /** What the page offers under the message when the server refuses the time (another time). */
  slotRefusedAction?: ReactNode;
  onPaid: (answer: PaymentAnswer) => void;
}

export const PAYMENT_PANEL_MESSAGES = {
  pleaseWait: MESSAGES.pleaseWait,
  confirmAndPay: 'Confirm and Pay',
  confirm: 'Confirm',
  nothingToPay: 'Nothing to pay: no card is needed.',
  noCardNeeded: 'Nothing is charged and no card is needed.',
  paypalCanceled: 'PayPal payment was canceled. You have not been charged.',
  paypalFailed: 'PayPal could not complete the payment. Please try again or use a card.',
} as const;
