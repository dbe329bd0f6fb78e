import { z } from 'zod';
import {
  CONSULTATION_PRODUCT,
  CONSULTATION_TYPES,
  type ConsultationType,
  CONSULT_REASON_MAX_LENGTH,
  FREE_QUESTION_MAX_LENGTH,
  PAYMENT_TYPE_VALUES,
  PAYMENT_TYPES,
  type PaymentType,
  PRODUCT_IDS,
} from '../constants';
import { fileReferenceSchema } from '../file-reference';
import { PAYMENT_MESSAGES } from '../payment-messages';
import { isValidTimeZone } from '../slots';
import { petSchema } from './pet';

// Checkout rules: the card form, the checkout data sent to `payment`, the details of each service
// request, and `check_discount`. The web forms and the actions parse with these schemas. Card
// fields are not trimmed, but a card number may be written as printed on the card, its digits
// grouped by spaces or dashes; other strings are trimmed. A
// client's `price`, `newPrice`, `userId` and `email` are not part of any schema: unknown keys are
// dropped, and the server prices every order itself.

// ---------------------------------------------------------------------------------------------
// The card

export interface CardExpiry {
  month: number;
  year: number;
}

/**
 * The expiry month as a card form or a month picker sends it: "MM/YY", "MM/YYYY", "MMYY",
 * "YYYY-MM" or an ISO date ("2027-08-01..."). Undefined when it is none of those.
 */
export function parseCardExpiry(text: string): CardExpiry | undefined {
  const short = /^(0[1-9]|1[0-2])\s*\/?\s*([0-9]{2}|[0-9]{4})$/.exec(text.trim());
  const iso = /^([0-9]{4})-(0[1-9]|1[0-2])(?:-[0-9]{2}(?:T.*)?)?$/.exec(text.trim());
  if (short) {
    const year = Number(short[2]);
    return { month: Number(short[1]), year: year < 100 ? 2000 + year : year };
  }
  if (iso) return { month: Number(iso[2]), year: Number(iso[1]) };
  return undefined;
}

/** A card is valid through the last day of its expiry month (UTC). */
export function isCardExpired(expiry: CardExpiry, now: Date): boolean {
  const firstOfNextMonth = Date.UTC(expiry.year, expiry.month, 1);
  return now.getTime() >= firstOfNextMonth;
}

/**
 * The digits of a card number written as printed ('4242 4242 4242 4242', '4242-4242-...'):
 * spaces and dashes are dropped, anything else is kept for the rule to refuse.
 */
export function cardNumberDigits(text: string): string {
  return text.replace(/[\s-]/g, '');
}

/**
 * Name required; number 13-16 digits (spaces and dashes between them ignored, the output is the
 * digits); expiry month required; security code 3-4 digits.
 */
export const cardSchema = z.object({
  name: z
    .string({ error: PAYMENT_MESSAGES.nameRequired })
    .refine((v) => v.trim().length > 0, PAYMENT_MESSAGES.nameRequired)
    .refine((v) => v.length <= 100, 'Name on card must be at most 100 characters.'),
  cardNumber: z
    .string({ error: PAYMENT_MESSAGES.cardNumberRequired })
    .transform(cardNumberDigits)
    .pipe(
      z
        .string()
        .min(1, { error: PAYMENT_MESSAGES.cardNumberRequired, abort: true })
        .regex(/^[0-9]{13,16}$/, PAYMENT_MESSAGES.cardNumberInvalid),
    ),
  expDt: z
    .string({ error: PAYMENT_MESSAGES.expiryRequired })
    .min(1, { error: PAYMENT_MESSAGES.expiryRequired, abort: true })
    .refine((v) => parseCardExpiry(v) !== undefined, PAYMENT_MESSAGES.expiryInvalid),
  ccv: z
    .string({ error: PAYMENT_MESSAGES.ccvRequired })
    .min(1, { error: PAYMENT_MESSAGES.ccvRequired, abort: true })
    .regex(/^[0-9]{3,4}$/, PAYMENT_MESSAGES.ccvInvalid),
});
export type CardInput = z.output<typeof cardSchema>;

// ---------------------------------------------------------------------------------------------
// Details of what is bought

const required = (message: string, max = 500) =>
  z
    .string({ error: message })
    .trim()
    .min(1, { error: message, abort: true })
    .max(max, `At most ${String(max)} characters.`);

/** A US phone number, as the sign-up's mobile: exactly 10 digits, trimmed. */
const PHONE_PATTERN = /^[0-9]{10}$/;
/** A US ZIP code: 5 digits, or ZIP+4. */
const ZIPCODE_PATTERN = /^[0-9]{5}(?:-[0-9]{4})?$/;

/**
 * House-call package: a 10-digit primary phone, an optional 10-digit
 * secondary phone (empty is none), the address and a US ZIP code.
 */
export const houseCallDetailsSchema = z.object({
  primaryPhone: required(PAYMENT_MESSAGES.primaryPhoneRequired, 20).regex(
    PHONE_PATTERN,
    PAYMENT_MESSAGES.phoneInvalid,
  ),
  secondaryPhone: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
    z.string().trim().regex(PHONE_PATTERN, PAYMENT_MESSAGES.phoneInvalid).optional(),
  ),
  address: required(PAYMENT_MESSAGES.addressRequired, 200),
  city: required(PAYMENT_MESSAGES.cityRequired, 100),
  state: required(PAYMENT_MESSAGES.stateRequired, 100),
  zipcode: required(PAYMENT_MESSAGES.zipcodeRequired, 10).regex(
    ZIPCODE_PATTERN,
    PAYMENT_MESSAGES.zipcodeInvalid,
  ),
});

/** Second medical opinion: first opinion, question, uploaded files and the authorization. */
export const smoDetailsSchema = z.object({
  firstOpinion: required(PAYMENT_MESSAGES.firstOpinionRequired, 5000),
  query: required(PAYMENT_MESSAGES.queryRequired, 5000),
  // Uploaded files only (their storage keys or private-file addresses), never other URLs.
  files: z.array(fileReferenceSchema).max(20).default([]),
  authorization: z.literal(true, { error: PAYMENT_MESSAGES.authorizationRequired }),
});

/** Free question: at most 500 characters, enforced (the database checks it too). */
export const freeQuestionDetailsSchema = z.object({
  question: z
    .string({ error: PAYMENT_MESSAGES.questionRequired })
    .trim()
    .min(1, { error: PAYMENT_MESSAGES.questionRequired, abort: true })
    .max(FREE_QUESTION_MAX_LENGTH, PAYMENT_MESSAGES.questionTooLong),
});

/** The appointment's information step: the reason for consult. */
export const appointmentInfoSchema = z.object({
  summary: required(PAYMENT_MESSAGES.summaryRequired, CONSULT_REASON_MAX_LENGTH),
});

// ---------------------------------------------------------------------------------------------
// Checkout data

/** A positive integer id; a numeric string (a REST body) is accepted too. */
const idSchema = (message: string) =>
  z
    .union(
      [
        z.number(),
        z
          .string()
          .trim()
          .regex(/^[0-9]{1,10}$/, message),
      ],
      { error: message },
    )
    .transform(Number)
    .pipe(z.number({ error: message }).int(message).positive(message).max(2_147_483_647, message));

const optionalId = (message: string) => idSchema(message).nullish();

/** Empty strings and null are "not given". */
const optionalText = (max: number) =>
  z.preprocess(
    (v) => (v === null || (typeof v === 'string' && v.trim() === '') ? undefined : v),
    z.string().trim().max(max).optional(),
  );

/** Products each payment type sells (200 sells a plan, named by code or planId). */
export const PAYMENT_TYPE_PRODUCTS: Record<PaymentType, readonly number[]> = {
  [PAYMENT_TYPES.services]: [
    PRODUCT_IDS.houseVisit,
    PRODUCT_IDS.secondMedicalOpinion,
    PRODUCT_IDS.freeQuestion,
  ],
  [PAYMENT_TYPES.promo]: [],
  [PAYMENT_TYPES.appointments]: Object.values(CONSULTATION_PRODUCT),
  [PAYMENT_TYPES.ihm]: [PRODUCT_IDS.assessmentConsultation],
};

/** The consultation type of an appointment product (2000, 4000, 5000, 6000). */
export function consultationTypeOfProduct(productId: number): ConsultationType | undefined {
  return CONSULTATION_TYPES.find((t) => CONSULTATION_PRODUCT[t] === productId);
}

export const idempotencyKeySchema = z
  .string({ error: PAYMENT_MESSAGES.idempotencyKeyInvalid })
  .regex(/^[A-Za-z0-9_.:-]{8,100}$/, PAYMENT_MESSAGES.idempotencyKeyInvalid);

/** An ISO 8601 time with a zone (Z or an offset), as the checkout's for_ts. */
const slotTimeSchema = z
  .string({ error: PAYMENT_MESSAGES.slotInvalid })
  .trim()
  .regex(
    /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,6})?)?(?:Z|[+-]\d{2}:?\d{2})$/,
    PAYMENT_MESSAGES.slotInvalid,
  )
  .transform((v) => new Date(v))
  .refine((d) => Number.isFinite(d.getTime()), PAYMENT_MESSAGES.slotInvalid);

/**
 * What is being bought, as create_paypal_order and payment receive it. The checkout's own fields
 * (paymentType, productId, vendorId, vendorServiceId, for_ts, details) plus what the booking
 * wizard adds (consultationType, petId, userTZ, code) and a practice's booking for a customer
 * (customerId, waivePayment).
 */
const orderFields = {
  paymentType: z.preprocess(
    (v) => (typeof v === 'string' && /^[0-9]+$/.test(v.trim()) ? Number(v) : v),
    z.literal(PAYMENT_TYPE_VALUES, { error: PAYMENT_MESSAGES.paymentTypeInvalid }),
  ),
  productId: optionalId(PAYMENT_MESSAGES.productUnknown),
  /** For a plan purchase (200), the plan's id; or its code in `code`. */
  planId: optionalId(PAYMENT_MESSAGES.planRequired),
  vendorId: optionalId('Please choose a practice.'),
  /** The listing's id for an appointment. */
  vendorServiceId: optionalId(PAYMENT_MESSAGES.listingRequired),
  consultationType: z
    .enum(CONSULTATION_TYPES, { error: PAYMENT_MESSAGES.consultationTypeMismatch })
    .nullish(),
  for_ts: slotTimeSchema.nullish(),
  details: z.record(z.string(), z.unknown()).nullish(),
  /** A promo code, or for a plan purchase the plan's code. */
  code: optionalText(40),
  petId: optionalId(PAYMENT_MESSAGES.petRequired),
  userTZ: optionalText(64).refine(
    (v) => v === undefined || isValidTimeZone(v),
    PAYMENT_MESSAGES.timeZoneInvalid,
  ),
  idempotencyKey: idempotencyKeySchema,
  customerId: optionalId(PAYMENT_MESSAGES.customerRequired),
  waivePayment: z.boolean().nullish(),
  /**
   * A practice booking for a customer adds the customer's pet (name, type, breed): it is created
   * in the customer's account with the booking.
   */
  newPet: petSchema.pick({ name: true, type: true, breed: true }).nullish(),
};

interface OrderShape {
  paymentType: PaymentType;
  productId?: number | null | undefined;
  planId?: number | null | undefined;
  vendorServiceId?: number | null | undefined;
  consultationType?: ConsultationType | null | undefined;
  for_ts?: Date | null | undefined;
  code?: string | undefined;
}

function refineOrder(order: OrderShape, ctx: z.RefinementCtx): void {
  const products = PAYMENT_TYPE_PRODUCTS[order.paymentType];
  if (order.paymentType === PAYMENT_TYPES.promo) {
    if (order.planId == null && order.code === undefined)
      ctx.addIssue({ code: 'custom', path: ['code'], message: PAYMENT_MESSAGES.planRequired });
    return;
  }
  const productId = productOf(order);
  if (productId === undefined || !products.includes(productId)) {
    ctx.addIssue({
      code: 'custom',
      path: ['productId'],
      message:
        productId === undefined ? PAYMENT_MESSAGES.productUnknown : PAYMENT_MESSAGES.productInvalid,
    });
    return;
  }
  if (order.paymentType === PAYMENT_TYPES.appointments) {
    const type = consultationTypeOfProduct(productId);
    if (order.consultationType != null && order.consultationType !== type)
      ctx.addIssue({
        code: 'custom',
        path: ['consultationType'],
        message: PAYMENT_MESSAGES.consultationTypeMismatch,
      });
    if (order.vendorServiceId == null)
      ctx.addIssue({
        code: 'custom',
        path: ['vendorServiceId'],
        message: PAYMENT_MESSAGES.listingRequired,
      });
    if (order.for_ts == null)
      ctx.addIssue({ code: 'custom', path: ['for_ts'], message: PAYMENT_MESSAGES.slotRequired });
  }
}

/** The product an order buys (the IHM upgrade when a 400 order names none); none for a plan. */
export function productOf(order: {
  paymentType: PaymentType;
  productId?: number | null | undefined;
}): number | undefined {
  if (order.paymentType === PAYMENT_TYPES.promo) return undefined;
  return (
    order.productId ??
    (order.paymentType === PAYMENT_TYPES.ihm ? PRODUCT_IDS.assessmentConsultation : undefined)
  );
}

/**
 * What is being bought, as create_paypal_order receives it: the checkout's own fields
 * (paymentType, productId, vendorId, vendorServiceId, for_ts, details) plus what the booking
 * wizard adds (consultationType, petId, userTZ, code) and a practice's booking for a customer
 * (customerId, waivePayment).
 */
export const orderInputSchema = z.object(orderFields).superRefine(refineOrder);
export type OrderInput = z.output<typeof orderInputSchema>;

/**
 * The payment: the order plus card details (checked with cardSchema only when there is something
 * to pay) or a PayPal order id from create_paypal_order.
 */
export const paymentOrderSchema = z
  .object({
    ...orderFields,
    paymentInfo: z
      .looseObject({
        cardNumber: z.unknown(),
        name: z.unknown(),
        ccv: z.unknown(),
        expDt: z.unknown(),
      })
      .nullish(),
    paypalOrderId: optionalText(64),
  })
  .superRefine(refineOrder);
export type PaymentOrder = z.output<typeof paymentOrderSchema>;

/** payment(order: PaymentInput!) */
export const paymentInputSchema = z.object({ order: paymentOrderSchema });
export type PaymentInput = z.output<typeof paymentInputSchema>;

/** create_paypal_order(order: PaymentInput!): card details and PayPal ids are ignored. */
export const paypalOrderInputSchema = z.object({ order: orderInputSchema });
export type PaypalOrderInput = z.output<typeof paypalOrderInputSchema>;

/**
 * check_discount: the product (or, for a plan order, the plan), a promo code (optional), for
 * appointments the listing, and for a practice booking for a customer the customer.
 */
const checkDiscountFields = z.object({
  productId: optionalId(PAYMENT_MESSAGES.productUnknown),
  planId: optionalId(PAYMENT_MESSAGES.planRequired),
  code: optionalText(40),
  vendorServiceId: optionalId(PAYMENT_MESSAGES.listingRequired),
  customerId: optionalId(PAYMENT_MESSAGES.customerRequired),
});

/** The promo code box: the code as check_discount takes it (trimmed, at most 40 characters). */
export const promoCodeSchema = checkDiscountFields.pick({ code: true });

export const checkDiscountInputSchema = checkDiscountFields.superRefine((input, ctx) => {
  if ((input.productId == null) === (input.planId == null))
    ctx.addIssue({
      code: 'custom',
      path: [input.productId == null ? 'productId' : 'planId'],
      message: PAYMENT_MESSAGES.productUnknown,
    });
});
export type CheckDiscountInput = z.output<typeof checkDiscountInputSchema>;
