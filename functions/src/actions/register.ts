import { registerSchema, MESSAGES } from '@petwell/domain';
import { findAccountById } from '../lib/accounts';
import { ANY_CLIENT } from '../lib/session';
import { defineAction } from '../lib/action';
import { isPostgresError, PG, type Queryable } from '../lib/db';
import { ActionError } from '../lib/errors';
import { hashPassword } from '../lib/passwords';
import { consumeVerifiedPhone } from '../lib/phone-verification';
import { signIn } from '../lib/refresh-sessions';

/** Rethrows a taken e-mail (users_ or vendor_logins_email_unique_ci) as the spec's message. */
export function rethrowDuplicateEmail(error: unknown): never {
  if (isPostgresError(error, PG.uniqueViolation) && /email_unique_ci$/.test(error.constraint ?? ''))
    throw new ActionError('duplicate-email', MESSAGES.duplicateEmail, {
      fields: { email: MESSAGES.duplicateEmail },
    });
  throw error;
}

interface PlanRow {
  id: number;
  kind: 'plan' | 'client' | 'promo';
  price: number;
}

/**
 * The sign-up plan (`?cc=` on the sign-up page): a public plan or a partner (client) code. A free
 * plan is active at once; a paid one (Gold, Platinum) becomes active when it is paid for
 * (payment type promo 200), so its entitlements cannot be had by typing its code.
 */
async function signupPlan(
  tx: Queryable,
  code: string | undefined,
  now: Date,
): Promise<PlanRow | undefined> {
  if (!code) return undefined;
  const { rows } = await tx.query<PlanRow>(
    `select id, kind, price from public.plans
      where lower(code) = lower($1) and kind in ('plan', 'client') and (expires_at is null or expires_at > $2)`,
    [code, now],
  );
  const plan = rows[0];
  if (!plan)
    throw new ActionError('invalid-code', MESSAGES.invalidCode, {
      fields: { plan_code: MESSAGES.invalidCode },
    });
  return plan;
}

/**
 * `register` (POST /api/account/register): an owner account, after the phone was verified by
 * OTP in the last 15 minutes. The server hashes the password; success logs the user in.
 */
export const registerAction = defineAction({
  name: 'register',
  roles: ANY_CLIENT,
  input: registerSchema,
  async run(input, context, deps) {
    const now = deps.now();
    const passwordHash = await hashPassword(input.password);
    const vendorId = input.vendor_id ?? input.source?.vendor_id ?? null;
    const id = await deps.db
      .transaction(async (tx) => {
        if (vendorId !== null) {
          const { rows } = await tx.query('select 1 from public.vendors where id = $1', [vendorId]);
          if (rows.length === 0)
            throw new ActionError('validation-failed', 'vendor_id: no such practice', {
              fields: { vendor_id: 'no such practice' },
            });
        }
        const plan = await signupPlan(tx, input.plan_code, now);
        await consumeVerifiedPhone(tx, input.phone, now);
        const source = { medium: 'Web', ...(input.source ?? {}) };
        const { rows } = await tx.query<{ id: number }>(
          `insert into public.users
             (first_name, last_name, email, phone, password, vendor_id, signup_plan_id, promocode_id, plan_started_at, source)
           values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
           returning id`,
          [
            input.first_name,
            input.last_name,
            input.email,
            input.phone,
            passwordHash,
            vendorId,
            plan?.kind === 'plan' ? plan.id : null,
            plan?.kind === 'client' ? plan.id : null,
            plan?.kind === 'plan' && plan.price === 0 ? now : null,
            JSON.stringify(source),
          ],
        );
        return rows[0]?.id;
      })
      .catch(rethrowDuplicateEmail);
    const account = id === undefined ? undefined : await findAccountById(deps.db, 'user', id);
    if (!account) throw new Error('the new user could not be read back');
    return signIn(account, context, deps);
  },
});
