import {
  checkDiscountInputSchema,
  consultationTypeOfProduct,
  DISCOUNT_STATUS,
  PAYMENT_MESSAGES,
} from '@petwell/domain';
import { defineAction } from '../lib/action';
import { ActionError } from '../lib/errors';
import { loadProduct, priceForUser } from '../lib/pricing-data';
import { requireOwner } from '../lib/session';
import { loadListingConsultation } from '../lib/slot-data';
import { invalid, ORDER_MESSAGES } from './payment-order';

export interface CheckDiscountAnswer {
  /** 'Promo Applied!', 'Error! Invalid code.' or 'No discount applied.' */
  status: string;
  /** List price in whole dollars: the listing's for an appointment, else the product's. */
  price: number;
  /** What the payment will charge. */
  newPrice: number;
  /** What applied: the promo code's description or the plan entitlement used. */
  description: string | null;
  applied: boolean;
}

/**
 * `check_discount` (POST /api/payment/check_discount): the price of a
 * product for the calling owner, with their active plan's entitlements and an optional promo code.
 * A bad code is an answer ('Error! Invalid code.'), not an error, so the checkout shows it. The
 * client's `price` and `userId` are ignored: the server prices and the token says who asks.
 */
export const checkDiscountAction = defineAction({
  name: 'check_discount',
  roles: ['user'],
  input: checkDiscountInputSchema,
  async run(input, context, deps): Promise<CheckDiscountAnswer> {
    const userId = requireOwner(context.session);
    const product = await loadProduct(deps.db, input.productId);
    if (!product) throw invalid('productId', PAYMENT_MESSAGES.productUnknown);
    let price = product.price;
    const type = consultationTypeOfProduct(input.productId);
    if (type && input.vendorServiceId != null) {
      const consultation = await loadListingConsultation(deps.db, input.vendorServiceId, type);
      if (!consultation?.enabled || consultation.price === null)
        throw new ActionError('not-found', ORDER_MESSAGES.notAvailable);
      price = consultation.price;
    }
    const priced = await priceForUser(deps.db, {
      userId,
      productId: input.productId,
      price,
      code: input.code,
      now: deps.now(),
    });
    if (!priced.ok)
      return {
        status: DISCOUNT_STATUS.invalid,
        price,
        newPrice: price,
        description: null,
        applied: false,
      };
    const { quote } = priced;
    const applied = quote.source !== 'none';
    return {
      status: applied ? DISCOUNT_STATUS.applied : DISCOUNT_STATUS.none,
      price: quote.price,
      newPrice: quote.newPrice,
      description: quote.description,
      applied,
    };
  },
});
