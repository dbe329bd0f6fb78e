import {
  type ActivePlan,
  BOOKING_STATUS,
  bestQuote,
  ENTITLEMENT_PRODUCTS,
  ENTITLEMENTS,
  type Entitlement,
  IHM_STATUS,
  includedConsultationQuote,
  parseOffers,
  planYearStart,
  type PriceQuote,
  type PromoCode,
  promoQuote,
} from '@petwell/domain';
import { one, type Queryable } from './db';

/**
 * The data behind prices (functions/README.md, "Prices and discounts"): products, the user's
 * active plan and what it has used this plan year, and codes. The rules themselves are pure and
 * live in domain/src/pricing.ts.
 */
export interface Product {
  id: number;
  name: string;
  /** Whole US dollars. */
  price: number;
  currency: 'USD';
}

export async function loadProduct(db: Queryable, productId: number): Promise<Product | undefined> {
  return one<Product>(db, 'select id, name, price, currency from public.products where id = $1', [
    productId,
  ]);
}

export interface ActivePlanRow extends ActivePlan {
  code: string;
  startedAt: Date;
  yearStart: Date;
}

interface PlanRow {
  id: number;
  code: string;
  name: string;
  offers: unknown;
  plan_started_at: Date | string;
}

/**
 * The user's plan when it is active: users.signup_plan_id names a plan of kind 'plan' and
 * plan_started_at is set (and not in the future). Its entitlements count from the start of the
 * current plan year (the latest anniversary of plan_started_at).
 */
export async function loadActivePlan(
  db: Queryable,
  userId: number,
  now: Date,
): Promise<ActivePlanRow | undefined> {
  const row = await one<PlanRow>(
    db,
    `select p.id, p.code, p.name, p.offers, u.plan_started_at
       from public.users u
       join public.plans p on p.id = u.signup_plan_id
      where u.id = $1 and p.kind = 'plan'
        and u.plan_started_at is not null and u.plan_started_at <= $2`,
    [userId, now.toISOString()],
  );
  if (!row) return undefined;
  const startedAt = new Date(row.plan_started_at);
  const yearStart = planYearStart(startedAt, now);
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    offers: parseOffers(row.offers),
    startedAt,
    yearStart,
    used: await entitlementUse(db, userId, row.id, yearStart),
  };
}

/**
 * What the plan paid for since the start of the plan year, per entitlement: payments priced by
 * the plan (payments.plan_id) for the entitlement's products that were not voided, declined,
 * failed or refunded. A canceled booking gives its use back.
 */
export async function entitlementUse(
  db: Queryable,
  userId: number,
  planId: number,
  since: Date,
): Promise<Partial<Record<Entitlement, number>>> {
  const { rows } = await db.query<{ product_id: number; uses: number | string }>(
    `select p.product_id, count(*) as uses
       from public.payments p
      where p.user_id = $1 and p.plan_id = $2 and p.created_at >= $3
        and p.product_id is not null
        and p.status in ('authorized', 'captured')
        and not exists (
          select 1 from public.bookings b where b.payment_id = p.id and b.status = $4)
      group by p.product_id`,
    [userId, planId, since.toISOString(), BOOKING_STATUS.canceled],
  );
  const used: Partial<Record<Entitlement, number>> = {};
  for (const entitlement of ENTITLEMENTS) {
    const uses = rows
      .filter((r) => ENTITLEMENT_PRODUCTS[entitlement].includes(r.product_id))
      .reduce((sum, r) => sum + Number(r.uses), 0);
    if (uses > 0) used[entitlement] = uses;
  }
  return used;
}

/**
 * How often the user has used a promo code: payments it priced that were not voided, declined,
 * failed or refunded, a canceled booking giving its use back (as for entitlements). Run inside
 * the payment's transaction, after the buyer's row is locked, so concurrent redemptions by one
 * user are counted one after the other.
 */
export async function promoUses(db: Queryable, userId: number, promoId: number): Promise<number> {
  const row = await one<{ uses: number | string }>(
    db,
    `select count(*) as uses
       from public.payments p
      where p.user_id = $1 and p.plan_id = $2
        and p.status in ('authorized', 'captured')
        and not exists (
          select 1 from public.bookings b where b.payment_id = p.id and b.status = $3)`,
    [userId, promoId, BOOKING_STATUS.canceled],
  );
  return Number(row?.uses ?? 0);
}

export interface PlanRecord {
  id: number;
  code: string;
  name: string;
  kind: 'plan' | 'client' | 'promo';
  description: string | null;
  offers: unknown;
  price: number;
  expires_at: Date | string | null;
}

/** A plan, partner code or promo code by its code, matched case-insensitively. */
export async function findPlanByCode(db: Queryable, code: string): Promise<PlanRecord | undefined> {
  return one<PlanRecord>(
    db,
    `select id, code, name, kind, description, offers, price, expires_at
       from public.plans where lower(code) = lower($1)`,
    [code],
  );
}

export async function findPlanById(db: Queryable, id: number): Promise<PlanRecord | undefined> {
  return one<PlanRecord>(
    db,
    `select id, code, name, kind, description, offers, price, expires_at
       from public.plans where id = $1`,
    [id],
  );
}

export const isExpired = (plan: PlanRecord, now: Date) =>
  plan.expires_at !== null && new Date(plan.expires_at).getTime() <= now.getTime();

export type Pricing =
  | {
      ok: true;
      quote: PriceQuote;
      /** The user's active plan, when they have one. */
      plan: ActivePlanRow | undefined;
    }
  | { ok: false; price: number };

/**
 * The price of a product for a user: the best of the active plan's entitlement and the promo
 * code. A code that is unknown, expired, gives nothing for this product, or is a plan or partner
 * code other than the user's own active plan is refused (`ok: false`).
 */
export async function priceForUser(
  db: Queryable,
  args: {
    userId: number;
    productId: number;
    price: number;
    code: string | undefined;
    now: Date;
    /**
     * The practice of the booking and whether the owner books it themselves: the assessment's
     * included consultation is an e-consultation the owner books with the platform.
     */
    booking?: { vendorId: number; byOwner: boolean } | undefined;
  },
): Promise<Pricing> {
  const plan = await loadActivePlan(db, args.userId, args.now);
  let promo: PromoCode | undefined;
  if (args.code !== undefined) {
    const found = await findPlanByCode(db, args.code);
    if (!found || isExpired(found, args.now)) return { ok: false, price: args.price };
    if (found.kind === 'promo') {
      promo = {
        id: found.id,
        name: found.name,
        description: found.description,
        offers: parseOffers(found.offers),
      };
      if (!promoQuote(args.price, args.productId, promo)) return { ok: false, price: args.price };
      const limit = promo.offers.uses_per_user;
      if (limit !== undefined && (await promoUses(db, args.userId, promo.id)) >= limit)
        return { ok: false, price: args.price };
    } else if (found.id !== plan?.id) {
      return { ok: false, price: args.price };
    }
  }
  const included =
    args.booking?.byOwner && (await hasIncludedConsultation(db, args.userId, args.booking.vendorId))
      ? includedConsultationQuote(args.price, args.productId)
      : undefined;
  return {
    ok: true,
    quote: included ?? bestQuote({ price: args.price, productId: args.productId, plan, promo }),
    plan,
  };
}

/**
 * The owner paid for the assessment's consultation and has not booked it yet, and the practice
 * is the platform.
 */
async function hasIncludedConsultation(
  db: Queryable,
  userId: number,
  vendorId: number,
): Promise<boolean> {
  const row = await one<{ id: number }>(
    db,
    `select i.id from public.ihm i
      where i.user_id = $1 and i.status = $2 and i.booking_id is null
        and exists (select 1 from public.vendors v where v.id = $3 and v.is_platform)`,
    [userId, IHM_STATUS.paid, vendorId],
  );
  return row !== undefined;
}
