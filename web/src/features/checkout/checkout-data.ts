import { CONSULTATION_TYPES } from '@petwell/domain';
import { z } from 'zod';
import { readSession } from '../../lib/session-store';
import { CHECKOUT_STORAGE_KEY, type CheckoutData } from './checkout-storage';

/** Saving and clearing need no zod (the vet list ships them); loading checks the shape. */
export {
  CHECKOUT_STORAGE_KEY,
  type CheckoutData,
  clearCheckout,
  saveCheckout,
} from './checkout-storage';

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

/** The stored checkout, shape-checked; undefined when there is none or it is not a checkout. */
export function loadCheckout(): CheckoutData | undefined {
  return readSession(CHECKOUT_STORAGE_KEY, checkoutDataSchema) as CheckoutData | undefined;
}
