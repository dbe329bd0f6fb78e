import { ENTITLEMENTS, type Entitlement, type PlanCover } from '@petwell/domain';
import type { CheckoutDiscountQuery } from '../../generated/graphql';

/** check_discount's answer, as the Payment step reads it. */
export type DiscountAnswer = NonNullable<CheckoutDiscountQuery['check_discount']>;

/** The server's price of the order, and what of the buyer's plan covers it. */
export interface Quote {
  price: number;
  newPrice: number;
  /** When the plan pays: which plan and allowance, and what is left after this order. */
  cover: PlanCover | undefined;
}

const isEntitlement = (value: string | null | undefined): value is Entitlement =>
  (ENTITLEMENTS as readonly (string | null | undefined)[]).includes(value);

/** The server's answer as a quote; the plan's cover only when the plan priced it. */
export function quoteOf(answer: DiscountAnswer): Quote {
  const cover =
    answer.source === 'plan' && answer.plan_name && isEntitlement(answer.plan_entitlement)
      ? {
          entitlement: answer.plan_entitlement,
          planName: answer.plan_name,
          allowance: answer.plan_allowance ?? null,
          remainingAfter: answer.plan_remaining ?? null,
        }
      : undefined;
  return { price: answer.price, newPrice: answer.newPrice, cover };
}
