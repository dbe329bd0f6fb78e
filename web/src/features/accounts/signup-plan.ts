import { useMemo } from 'react';
import type { SignupPlanQuery } from '../../generated/public';

/** A plan a `cc` code names; `paid`: it has a yearly price, paid for right after sign-up. */
export type SignupPlan = SignupPlanQuery['plans'][number] & { paid: boolean };

/** What a plan look-up found: the plan, null when no plan has the code, or 'failed'. */
export type PlanAnswer = SignupPlan | null | 'failed';
export type PlanLookup = Promise<PlanAnswer>;

/**
 * The sign-up page's one look-up of its `cc` plan (none without a code), which the promo and the
 * form share: a new code, a new look-up. It is sent by the promo's plan part (chosen-plan.tsx),
 * which loads only on such a link, with the page (preload-account-parts.ts): the account pages
 * without a plan carry none of it. (Only this page imports this module: a module that the forms
 * imported too would be a chunk of its own on every account page.)
 */
export function useSignupPlanLookup(code: string | undefined): PlanLookup | undefined {
  return useMemo(
    () =>
      code
        ? import('./chosen-plan').then(
            (part) => part.lookUpSignupPlan(code),
            (): PlanAnswer => 'failed',
          )
        : undefined,
    [code],
  );
}
