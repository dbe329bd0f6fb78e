import {
  ENTITLEMENT_NAMES,
  entitlementUses,
  parseOffers,
  planYearEnd,
  planYearStart,
} from '@petwell/domain';
import { z } from 'zod';
import { defineAction } from '../lib/action';
import { one } from '../lib/db';
import { entitlementUse } from '../lib/pricing-data';
import { requireOwner } from '../lib/session';

/** PlanEntitlementOutput of actions.graphql: one allowance of the plan this plan year. */
export interface PlanEntitlementOutput {
  entitlement: string;
  name: string;
  /** Per plan year; null: unlimited. */
  allowance: number | null;
  used: number;
  /** null: unlimited. */
  remaining: number | null;
}

/** MyPlanOutput of actions.graphql. */
export interface MyPlanOutput {
  plan_id: number;
  code: string;
  name: string;
  description: string | null;
  /** The yearly price in whole dollars. */
  price: number;
  /** Paid for (or free) and started: its entitlements apply. */
  active: boolean;
  started_at: string | null;
  /** The current plan year: from its latest anniversary to the next, when it renews. */
  year_started_at: string | null;
  renews_at: string | null;
  entitlements: PlanEntitlementOutput[];
}

interface Row {
  id: number;
  code: string;
  name: string;
  description: string | null;
  price: number;
  offers: unknown;
  plan_started_at: Date | string | null;
}

/**
 * `my_plan`: the calling owner's plan as their profile shows it, or null when they have none
 * (Pay As You Go without a plan row, or only a partner code). A plan chosen at sign-up and not
 * paid yet is `active: false`, with nothing used; an active plan counts its entitlements this
 * plan year exactly as the checkout prices them (functions/src/lib/pricing-data.ts), and renews
 * on the next anniversary of its start.
 */
export const myPlanAction = defineAction({
  name: 'my_plan',
  roles: ['user'],
  input: z.object({}),
  async run(_input, context, deps): Promise<MyPlanOutput | null> {
    const userId = requireOwner(context.session);
    const now = deps.now();
    const row = await one<Row>(
      deps.db,
      `select p.id, p.code, p.name, p.description, p.price, p.offers, u.plan_started_at
         from public.users u
         join public.plans p on p.id = u.signup_plan_id
        where u.id = $1 and p.kind = 'plan'`,
      [userId],
    );
    if (!row) return null;
    const offers = parseOffers(row.offers);
    const startedAt = row.plan_started_at === null ? null : new Date(row.plan_started_at);
    const activeSince = startedAt && startedAt.getTime() <= now.getTime() ? startedAt : null;
    const yearStart = activeSince ? planYearStart(activeSince, now) : null;
    const used = yearStart ? await entitlementUse(deps.db, userId, row.id, yearStart) : {};
    return {
      plan_id: row.id,
      code: row.code,
      name: row.name,
      description: row.description,
      price: row.price,
      active: activeSince !== null,
      started_at: activeSince?.toISOString() ?? null,
      year_started_at: yearStart?.toISOString() ?? null,
      renews_at: yearStart ? planYearEnd(yearStart).toISOString() : null,
      entitlements: entitlementUses(offers, used).map((use) => ({
        ...use,
        name: ENTITLEMENT_NAMES[use.entitlement],
      })),
    };
  },
});
