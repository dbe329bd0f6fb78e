import type { ConsultationType } from '@petwell/domain';
import { removeSession, writeSession } from '../../lib/session-store';

/** The sessionStorage key the checkout data lives under between the order form and /checkout. */
export const CHECKOUT_STORAGE_KEY = 'petwell.checkout';

/**
 * What the visitor is about to buy, carried from an order page or the booking wizard to the
 * checkout (spec 000 section 2 "Checkout"). Never trusted for the price: the server prices every
 * order; `details.price` and `newPrice` are only shown until check_discount answers.
 */
export interface CheckoutData {
  paymentType: 100 | 200 | 300 | 400;
  productId: number;
  vendorId?: number;
  /** The listing id (appointments). */
  vendorServiceId?: number;
  consultationType?: ConsultationType;
  /** The ISO slot. */
  for_ts?: string;
  petId?: number;
  userTZ?: string;
  /** Display (clinicName, docName, speciality, pic, price, address, petName, primaryPhone) and the
   *  order's own details (house-call address, SMO firstOpinion/query/files/authorization, question, summary). */
  details: Record<string, unknown> & { price?: number; clinicName?: string; docName?: string };
  newPrice?: number;
}

/** Keeps what is being bought for /checkout (this tab only, like the original's session data). */
export function saveCheckout(data: CheckoutData): void {
  writeSession(CHECKOUT_STORAGE_KEY, data);
}

/** Forgets the checkout (after a successful order). */
export function clearCheckout(): void {
  removeSession(CHECKOUT_STORAGE_KEY);
}
