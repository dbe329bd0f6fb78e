import { randomUUID } from 'node:crypto';
import { addDays, localToInstants, todayIn } from '@petwell/domain';
import type { Queryable } from '../src/lib/db';
import type { Owner, Staff } from './factories';
import type { TestStack } from './harness';

/** Rows and helpers for the money tests (check_discount, payment, create_paypal_order). */

export const GOLD_OFFERS = { pets: 2, assessments: 1, econsults: 1, smo: 1, chats: 2 };
export const PLATINUM_OFFERS = { pets: 4, assessments: 2, econsults: 3, smo: 1, chats: null };

/** A code no other test uses (plans.code is unique case-insensitively). */
export const uniqueCode = (prefix: string) =>
  `${prefix}${randomUUID().replace(/-/g, '').slice(0, 10)}`.toUpperCase();

export async function createPlan(
  db: Queryable,
  overrides: Partial<{
    code: string;
    name: string;
    kind: 'plan' | 'client' | 'promo';
    description: string;
    offers: Record<string, unknown>;
    price: number;
    expiresAt: Date | null;
  }> = {},
): Promise<{ id: number; code: string }> {
  const code = overrides.code ?? uniqueCode('PLAN');
  const { rows } = await db.query<{ id: number }>(
    `insert into public.plans (code, name, kind, description, offers, price, expires_at)
     values ($1, $2, $3, $4, $5, $6, $7) returning id`,
    [
      code,
      overrides.name ?? 'Gold',
      overrides.kind ?? 'plan',
      overrides.description ?? null,
      JSON.stringify(overrides.offers ?? {}),
      overrides.price ?? 0,
      overrides.expiresAt?.toISOString() ?? null,
    ],
  );
  return { id: rows[0]?.id ?? 0, code };
}

export async function createAssessment(db: Queryable, userId: number, status = 1): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    `insert into public.ihm (user_id, answers, status) values ($1, '{}', $2) returning id`,
    [userId, status],
  );
  return rows[0]?.id ?? 0;
}

export async function ownerToken(stack: TestStack, owner: Owner): Promise<string> {
  const issued = await stack.deps.tokens.issue(
    { id: owner.id, vendor_id: null, email: owner.email, role: 'user', subrole: null, pic: null },
    new Date(),
  );
  return issued.token;
}

export async function staffToken(stack: TestStack, staff: Staff): Promise<string> {
  const issued = await stack.deps.tokens.issue(
    {
      id: staff.id,
      vendor_id: staff.vendorId,
      email: staff.email,
      role: 'vendor',
      subrole: staff.subrole,
      pic: null,
    },
    new Date(),
  );
  return issued.token;
}

/** The instant at which the listing's clock reads `time`, `daysAhead` days from today there. */
export function slotAt(daysAhead: number, time: string, timeZone = 'America/New_York'): Date {
  const date = addDays(todayIn(new Date(), timeZone), daysAhead);
  const slot = localToInstants(date, time, timeZone)[0];
  if (!slot) throw new Error(`no ${time} on ${date} in ${timeZone}`);
  return slot;
}

export const newKey = () => `key-${randomUUID()}`;

export const VISA = {
  cardNumber: '4242424242424242',
  name: 'Olivia Owner',
  ccv: '123',
  expDt: '12/40',
};
