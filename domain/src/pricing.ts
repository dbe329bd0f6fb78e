import { z } from 'zod';
import { CONSULTATION_PRODUCT, PRODUCT_IDS } from './constants';

/**
 * Pricing rules shared by check_discount, create_paypal_order and payment: the
 * server prices every order from `products`, listings and plan offers; a client's price is never
 * trusted. Prices are whole US dollars; payments store cents.
 *
 * A plan's offers are entitlements for one plan year: a number is the allowance, null is
 * unlimited, a missing key is not included. A promo code's offers carry `percent_off`, and may
 * name the products it is for (`product_ids`; all products when absent).
 */
export const ENTITLEMENTS = ['econsults', 'chats', 'smo', 'assessments'] as const;
export type Entitlement = (typeof ENTITLEMENTS)[number];

/** Which products each entitlement covers (functions/README.md, "Prices and discounts"). */
export const ENTITLEMENT_PRODUCTS: Record<Entitlement, readonly number[]> = {
  econsults: [PRODUCT_IDS.video, PRODUCT_IDS.telephone],
  chats: [PRODUCT_IDS.chat],
  smo: [PRODUCT_IDS.secondMedicalOpinion],
  assessments: [PRODUCT_IDS.assessmentConsultation],
};

/** What each entitlement is called in a sentence ('0 of 1 e-consults left'). */
export const ENTITLEMENT_LABELS: Record<Entitlement, string> = {
  econsults: 'e-consults',
  chats: 'chats',
  smo: 'second medical opinions',
  assessments: 'health assessment consultations',
};

/** What each entitlement is called where it heads a line of the plan's summary. */
export const ENTITLEMENT_NAMES: Record<Entitlement, string> = {
  econsults: 'E-consults (video or phone)',
  chats: 'Chat consultations',
  smo: 'Second medical opinions',
  assessments: 'Health assessment consultations',
};

/**
 * How a plan's cover of an order is told: to its owner ('your') or to the practice booking for
 * them ('the customer's'), then what is left of the allowance once this order is placed.
 */
export const PLAN_COVER_TEXT = {
  included: (planName: string) => `Included in your ${planName} plan.`,
  includedForCustomer: (planName: string) => `Included in the customer's ${planName} plan.`,
  leftAfter: (left: number, allowance: number, label: string) =>
    `After this one, ${String(left)} of ${String(allowance)} ${label} left this plan year.`,
  unlimited: (label: string) => `Unlimited ${label} this plan year.`,
} as const;

/** What a plan's cover leaves: a number, or null when the allowance is unlimited. */
export interface PlanCover {
  entitlement: Entitlement;
  planName: string;
  /** The allowance per plan year; null: unlimited. */
  allowance: number | null;
  /** Left once this order is placed; null: unlimited. */
  remainingAfter: number | null;
}

/** The sentences that say a plan covers an order and what it leaves. */
export function planCoverSentences(
  cover: PlanCover,
  whose: 'owner' | 'customer' = 'owner',
): [string, string] {
  const label = ENTITLEMENT_LABELS[cover.entitlement];
  return [
    whose === 'owner'
      ? PLAN_COVER_TEXT.included(cover.planName)
      : PLAN_COVER_TEXT.includedForCustomer(cover.planName),
    cover.allowance === null || cover.remainingAfter === null
      ? PLAN_COVER_TEXT.unlimited(label)
      : PLAN_COVER_TEXT.leftAfter(cover.remainingAfter, cover.allowance, label),
  ];
}

/** The entitlement that covers a product, if any. */
export function entitlementFor(productId: number): Entitlement | undefined {
  return ENTITLEMENTS.find((e) => ENTITLEMENT_PRODUCTS[e].includes(productId));
}

const allowanceSchema = z.number().int().min(0).nullable().optional();

/** plans.offers as stored (unknown keys such as `pets` are kept and ignored here). */
export const planOffersSchema = z.looseObject({
  econsults: allowanceSchema,
  chats: allowanceSchema,
  smo: allowanceSchema,
  assessments: allowanceSchema,
  percent_off: z.number().min(0).max(100).optional(),
  /** How many times one user may use a promo code (unset: no limit). */
  uses_per_user: z.number().int().min(1).optional(),
  product_ids: z.array(z.number().int()).optional(),
});
export type PlanOffers = z.output<typeof planOffersSchema>;

/** Offers that do not parse give nothing (a broken row must not make anything free). */
export function parseOffers(value: unknown): PlanOffers {
  const parsed = planOffersSchema.safeParse(value);
  return parsed.success ? parsed.data : {};
}

/** The allowance per plan year: a number, null for unlimited, undefined when not included. */
export function allowance(offers: PlanOffers, entitlement: Entitlement): number | null | undefined {
  return offers[entitlement];
}

/**
 * Start of the current plan year: the latest anniversary of `startedAt` that is not after `now`
 * (the plan year rolls on every anniversary). A 29 February start counts from 1 March in other
 * years.
 */
export function planYearStart(startedAt: Date, now: Date): Date {
  if (now.getTime() < startedAt.getTime()) return startedAt;
  let years = now.getUTCFullYear() - startedAt.getUTCFullYear();
  const at = (n: number) => {
    const d = new Date(startedAt.getTime());
    d.setUTCFullYear(startedAt.getUTCFullYear() + n);
    return d;
  };
  while (years > 0 && at(years).getTime() > now.getTime()) years--;
  return at(years);
}

/** The end of the plan year that starts at `yearStart` (exclusive). */
export function planYearEnd(yearStart: Date): Date {
  const d = new Date(yearStart.getTime());
  d.setUTCFullYear(d.getUTCFullYear() + 1);
  return d;
}

/**
 * A percentage off a whole-dollar price: the discount is rounded to whole dollars, halves in the
 * buyer's favour, and never more than the price.
 */
export function applyPercentOff(
  price: number,
  percent: number,
): { newPrice: number; discount: number } {
  const discount = Math.min(price, Math.max(0, Math.round((price * percent) / 100)));
  return { newPrice: price - discount, discount };
}

export interface ActivePlan {
  id: number;
  name: string;
  offers: PlanOffers;
  /** Uses of each entitlement this plan year. */
  used: Partial<Record<Entitlement, number>>;
}

export interface PromoCode {
  id: number;
  name: string;
  description: string | null;
  offers: PlanOffers;
}

export interface PriceQuote {
  /** List price in whole dollars (the listing's or the product's). */
  price: number;
  /** What is charged. */
  newPrice: number;
  discount: number;
  /**
   * What priced it: nothing, the user's plan (an entitlement), a promo code, or the paid health
   * assessment's included consultation.
   */
  source: 'none' | 'plan' | 'promo' | 'assessment';
  /** The plan or promo code behind the discount (payments.plan_id). */
  planId: number | null;
  description: string | null;
  /** When the user's plan covers it: which allowance, and what is left after it. */
  cover?: PlanCover;
}

/** The plan's entitlement for a product, if it has one left this plan year. */
export function entitlementQuote(
  price: number,
  productId: number,
  plan: ActivePlan,
): PriceQuote | undefined {
  const entitlement = entitlementFor(productId);
  if (!entitlement || price === 0) return undefined;
  const limit = allowance(plan.offers, entitlement);
  if (limit === undefined) return undefined;
  const used = plan.used[entitlement] ?? 0;
  if (limit !== null && used >= limit) return undefined;
  const cover: PlanCover = {
    entitlement,
    planName: plan.name,
    allowance: limit,
    remainingAfter: limit === null ? null : limit - used - 1,
  };
  return {
    price,
    newPrice: 0,
    discount: price,
    source: 'plan',
    planId: plan.id,
    description: planCoverSentences(cover).join(' '),
    cover,
  };
}

/** A promo code's percentage off, when it is for this product. */
export function promoQuote(
  price: number,
  productId: number,
  promo: PromoCode,
): PriceQuote | undefined {
  const percent = promo.offers.percent_off;
  if (percent === undefined || percent <= 0 || price === 0) return undefined;
  if (promo.offers.product_ids && !promo.offers.product_ids.includes(productId)) return undefined;
  const { newPrice, discount } = applyPercentOff(price, percent);
  return {
    price,
    newPrice,
    discount,
    source: 'promo',
    planId: promo.id,
    description: promo.description ?? promo.name,
  };
}

/** The products of an e-consultation: video, phone and chat. */
export const E_CONSULTATION_PRODUCTS: readonly number[] = [
  CONSULTATION_PRODUCT.video,
  CONSULTATION_PRODUCT.phone,
  CONSULTATION_PRODUCT.chat,
];

/**
 * A paid health assessment includes one consultation with a vet: an e-consultation (video, phone
 * or chat) with the platform's online vets, which sold the assessment and write its advanced
 * report. The owner's next such booking is free and becomes the assessment's booking; a booking
 * at another practice, a clinic visit or a booking staff make for the owner is priced as usual.
 * The caller checks the practice and who books (functions/src/lib/pricing-data.ts).
 */
export function includedConsultationQuote(
  price: number,
  productId: number,
): PriceQuote | undefined {
  if (!E_CONSULTATION_PRODUCTS.includes(productId)) return undefined;
  return {
    price,
    newPrice: 0,
    discount: price,
    source: 'assessment',
    planId: null,
    description: 'Included with your health assessment.',
  };
}

/** The list price, undiscounted. */
export function listQuote(price: number): PriceQuote {
  return { price, newPrice: price, discount: 0, source: 'none', planId: null, description: null };
}

/**
 * The best price for the buyer: the plan's entitlement (free) or the promo code's percentage,
 * whichever is lower; the list price when neither applies.
 */
export function bestQuote(args: {
  price: number;
  productId: number;
  plan?: ActivePlan | undefined;
  promo?: PromoCode | undefined;
}): PriceQuote {
  const candidates = [
    args.plan ? entitlementQuote(args.price, args.productId, args.plan) : undefined,
    args.promo ? promoQuote(args.price, args.productId, args.promo) : undefined,
  ].filter((q): q is PriceQuote => q !== undefined);
  return candidates.reduce<PriceQuote>(
    (best, q) => (q.newPrice < best.newPrice ? q : best),
    listQuote(args.price),
  );
}

/** One line of a plan's summary: an entitlement, its allowance and its use this plan year. */
export interface EntitlementUse {
  entitlement: Entitlement;
  /** Per plan year; null: unlimited. */
  allowance: number | null;
  used: number;
  /** null: unlimited. Never below 0. */
  remaining: number | null;
}

/** The entitlements a plan includes, in their fixed order, with what is used and left. */
export function entitlementUses(
  offers: PlanOffers,
  used: Partial<Record<Entitlement, number>>,
): EntitlementUse[] {
  return ENTITLEMENTS.flatMap((entitlement) => {
    const limit = allowance(offers, entitlement);
    if (limit === undefined) return [];
    const count = used[entitlement] ?? 0;
    return [
      {
        entitlement,
        allowance: limit,
        used: count,
        remaining: limit === null ? null : Math.max(0, limit - count),
      },
    ];
  });
}

/** Whole dollars to cents. */
export const toCents = (dollars: number) => Math.round(dollars * 100);
