import { CONSULTATION_TYPES, type ConsultationType } from '@petwell/domain';
import { z } from 'zod';

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

const id = z.number().int().positive();

/** The stored shape; anything else in storage is treated as no checkout at all. */
const checkoutDataSchema = z.object({
  paymentType: z.literal([100, 200, 300, 400]),
  productId: id,
  vendorId: id.optional(),
  vendorServiceId: id.optional(),
  consultationType: z.enum(CONSULTATION_TYPES).optional(),
  for_ts: z.string().min(1).optional(),
  petId: id.optional(),
  userTZ: z.string().min(1).optional(),
  details: z.looseObject({
    price: z.number().nonnegative().optional(),
    clinicName: z.string().optional(),
    docName: z.string().optional(),
  }),
  newPrice: z.number().nonnegative().optional(),
});

function storage(): Storage | undefined {
  try {
    return typeof sessionStorage === 'undefined' ? undefined : sessionStorage;
  } catch {
    // Storage can be disabled (privacy settings); the checkout then has no data.
    return undefined;
  }
}

/** Keeps what is being bought for /checkout (this tab only, like the original's session data). */
export function saveCheckout(data: CheckoutData): void {
  storage()?.setItem(CHECKOUT_STORAGE_KEY, JSON.stringify(data));
}

/** The stored checkout, shape-checked; undefined when there is none or it is not a checkout. */
export function loadCheckout(): CheckoutData | undefined {
  const text = storage()?.getItem(CHECKOUT_STORAGE_KEY);
  if (text == null) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return undefined;
  }
  const parsed = checkoutDataSchema.safeParse(value);
  return parsed.success ? (parsed.data as CheckoutData) : undefined;
}

/** Forgets the checkout (after a successful order). */
export function clearCheckout(): void {
  storage()?.removeItem(CHECKOUT_STORAGE_KEY);
}
