import { z } from 'zod';
import {
  CONSULTATION_TYPES,
  PAYMENT_TYPE_VALUES,
  PAYMENT_TYPES,
  type PaymentType,
} from '../constants';

/**
 * What a visitor is about to buy, carried from the page that made it (an order page, the booking
 * wizard, the clinic vet list) to /checkout, which sends its fields to `payment` and
 * `create_paypal_order` (their input is `paymentOrderSchema`, which reads the same field names).
 * Every producer builds this type, and the checkout reads it back from storage with this schema.
 * Never trusted for the price: the server prices every order, and `details.price` and `newPrice`
 * are only shown until check_discount answers.
 */
const id = z.number().int().positive();

export const checkoutOrderSchema = z
  .object({
    paymentType: z.literal(PAYMENT_TYPE_VALUES),
    /** What is bought; every order names one except a plan's (payment type promo 200). */
    productId: id.optional(),
    /** The plan a plan order (payment type promo 200) buys. */
    planId: id.optional(),
    vendorId: id.optional(),
    /** The listing id (appointments). */
    vendorServiceId: id.optional(),
    consultationType: z.enum(CONSULTATION_TYPES).optional(),
    /** The slot, with its offset (`formatSlot`). */
    for_ts: z.string().min(1).optional(),
    petId: id.optional(),
    /** A practice booking for a customer adds the customer's pet (the server creates it). */
    newPet: z
      .object({ name: z.string(), type: z.number(), breed: z.string().nullish() })
      .optional(),
    userTZ: z.string().min(1).optional(),
    /**
     * Display (clinicName, docName, speciality, pic, price, address, petName, primaryPhone) and the
     * order's own details (house-call address, SMO firstOpinion/query/files/authorization, question,
     * summary), which the payment action checks by product.
     */
    details: z.looseObject({
      price: z.number().nonnegative().optional(),
      clinicName: z.string().optional(),
      docName: z.string().optional(),
    }),
    newPrice: z.number().nonnegative().optional(),
  })
  .refine(
    (order) =>
      order.paymentType === PAYMENT_TYPES.promo
        ? order.planId !== undefined
        : order.productId !== undefined,
    'A plan order names its plan; any other order its product.',
  );
export type CheckoutOrder = z.output<typeof checkoutOrderSchema>;

/** The checkout order of one payment type: the wizard's and the vet list's 300, the order pages' 100. */
export type CheckoutOrderOf<T extends PaymentType> = CheckoutOrder & { paymentType: T };

/** A plan order: payment type promo (200) and the plan's id; details.price only for show. */
export function planCheckoutOrder(plan: {
  id: number;
  name: string;
  price: number;
}): CheckoutOrder {
  return {
    paymentType: PAYMENT_TYPES.promo,
    planId: plan.id,
    details: { price: plan.price, planName: plan.name },
  };
}
