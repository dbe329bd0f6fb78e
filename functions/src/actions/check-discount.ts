import {
  checkDiscountInputSchema,
  type CheckDiscountInput,
  consultationTypeOfProduct,
  DISCOUNT_STATUS,
  MESSAGES,
  PAYMENT_MESSAGES,
  PRACTICE_ACCESS_MESSAGES,
  PRICE_FOR_CUSTOMER_PER_HOUR,
  type PriceQuote,
} from '@petwell/domain';
import { defineAction } from '../lib/action';
import { one, type Queryable } from '../lib/db';
import { ActionError } from '../lib/errors';
import { requireApprovedPractice, takeActionAllowance } from '../lib/practice-vetting';
import { findPlanById, isExpired, loadProduct, priceForUser } from '../lib/pricing-data';
import { requireOwner, requireStaff, SIGNED_IN, type Session } from '../lib/session';
import { loadListingConsultation } from '../lib/slot-data';
import { invalid, mayBook, ORDER_MESSAGES } from './payment-order';

export interface CheckDiscountAnswer {
  /** 'Promo Applied!', 'Error! Invalid code.' or 'No discount applied.' */
  status: string;
  /** List price in whole dollars: the listing's for an appointment, the plan's, else the product's. */
  price: number;
  /** What the payment will charge. */
  newPrice: number;
  /** What applied: the promo code's description or the plan entitlement used. */
  description: string | null;
  applied: boolean;
  /** What priced it: none, plan, promo or assessment. */
  source: PriceQuote['source'];
  /** When the plan covers it: the plan's name, its allowance and what is left after this order. */
  plan_name: string | null;
  plan_entitlement: string | null;
  plan_allowance: number | null;
  plan_remaining: number | null;
}

const answerOf = (quote: PriceQuote, status: string): CheckDiscountAnswer => ({
  status,
  price: quote.price,
  newPrice: quote.newPrice,
  description: quote.description,
  applied: quote.source !== 'none',
  source: quote.source,
  plan_name: quote.cover?.planName ?? null,
  plan_entitlement: quote.cover?.entitlement ?? null,
  plan_allowance: quote.cover?.allowance ?? null,
  plan_remaining: quote.cover?.remainingAfter ?? null,
});

const listAnswer = (price: number, status: string): CheckDiscountAnswer => ({
  status,
  price,
  newPrice: price,
  description: null,
  applied: false,
  source: 'none',
  plan_name: null,
  plan_entitlement: null,
  plan_allowance: null,
  plan_remaining: null,
});

/**
 * Whose price is asked: an owner's own, or the customer a practice books for. Staff may ask only
 * for an appointment at a listing they may book, of an approved practice, and only so often (the
 * answer tells whether the customer's plan covers it).
 */
async function pricedUser(
  db: Queryable,
  session: Session,
  input: CheckDiscountInput,
  now: Date,
): Promise<number> {
  if (session.role === 'user') {
    const userId = requireOwner(session);
    if (input.customerId != null && input.customerId !== userId)
      throw new ActionError('access-denied', ORDER_MESSAGES.ownOrdersOnly);
    return userId;
  }
  const staff = requireStaff(session);
  if (input.customerId == null) throw invalid('customerId', PAYMENT_MESSAGES.customerRequired);
  const type = input.productId == null ? undefined : consultationTypeOfProduct(input.productId);
  if (!type || input.vendorServiceId == null || input.code !== undefined)
    throw new ActionError('access-denied', ORDER_MESSAGES.staffBooksAppointments);
  await requireApprovedPractice(db, staff.vendorId);
  const consultation = await loadListingConsultation(db, input.vendorServiceId, type);
  if (!consultation) throw new ActionError('not-found', ORDER_MESSAGES.notAvailable);
  await mayBook(
    db,
    { userId: input.customerId, staff: { ...staff, rootAdmin: session.role === 'root_admin' } },
    consultation,
  );
  const allowance = await takeActionAllowance(
    db,
    'price_for_customer',
    `vendor:${String(staff.vendorId)}`,
    PRICE_FOR_CUSTOMER_PER_HOUR,
    3600,
    now,
  );
  if (!allowance.allowed)
    throw new ActionError('too-many-attempts', PRACTICE_ACCESS_MESSAGES.tooManyPrices, {
      retryAfter: allowance.retryAfter,
    });
  const customer = await one(db, 'select 1 from public.users where id = $1', [input.customerId]);
  if (!customer) throw invalid('customerId', ORDER_MESSAGES.customerNotFound);
  return input.customerId;
}

/**
 * `check_discount` (POST /api/payment/check_discount): the price of a product for the calling
 * owner, with their active plan's entitlements and an optional promo code; or the price of a plan
 * they are buying; or, for practice staff booking for a customer (`customerId`), the
 * appointment's price with the customer's plan. A bad code is an answer ('Error! Invalid code.'),
 * not an error, so the checkout shows it. The client's `price` and `userId` are ignored: the
 * server prices and the token says who asks. When the plan covers the order, the answer says
 * which plan and what of its allowance is left after this order.
 */
export const checkDiscountAction = defineAction({
  name: 'check_discount',
  roles: SIGNED_IN,
  input: checkDiscountInputSchema,
  async run(input, context, deps): Promise<CheckDiscountAnswer> {
    const now = deps.now();
    if (input.planId != null) {
      requireOwner(context.session);
      const plan = await findPlanById(deps.db, input.planId);
      if (!plan || plan.kind !== 'plan' || plan.price <= 0 || isExpired(plan, now))
        throw new ActionError('invalid-code', MESSAGES.invalidCode);
      return listAnswer(plan.price, DISCOUNT_STATUS.none);
    }
    const userId = await pricedUser(deps.db, context.session, input, now);
    // The schema guarantees a product when no plan is named.
    const productId = input.productId ?? 0;
    const product = await loadProduct(deps.db, productId);
    if (!product) throw invalid('productId', PAYMENT_MESSAGES.productUnknown);
    let price = product.price;
    let booking: { vendorId: number; byOwner: boolean } | undefined;
    const type = consultationTypeOfProduct(productId);
    if (type && input.vendorServiceId != null) {
      const consultation = await loadListingConsultation(deps.db, input.vendorServiceId, type);
      if (!consultation?.enabled || consultation.price === null)
        throw new ActionError('not-found', ORDER_MESSAGES.notAvailable);
      price = consultation.price;
      booking = { vendorId: consultation.vendorId, byOwner: context.session.role === 'user' };
    }
    const priced = await priceForUser(deps.db, {
      userId,
      productId,
      price,
      code: input.code,
      now,
      booking,
    });
    if (!priced.ok) return listAnswer(price, DISCOUNT_STATUS.invalid);
    const { quote } = priced;
    return answerOf(
      quote,
      quote.source !== 'none' ? DISCOUNT_STATUS.applied : DISCOUNT_STATUS.none,
    );
  },
});
