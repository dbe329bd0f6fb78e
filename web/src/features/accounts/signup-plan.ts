import { useSignupPlanQuery } from '../../generated/graphql';
import { withoutLikeWildcards } from '../../lib/like-pattern';

/**
 * The plan a sign-up link's `cc` code names (matched case-insensitively, its LIKE wildcards
 * taken literally); the promo section and the form share the one query through the cache.
 */
export function useSignupPlan(code: string | undefined, pause = false) {
  const pattern = withoutLikeWildcards(code ?? '');
  return useSignupPlanQuery({ variables: { code: pattern }, pause: pause || pattern === '' });
}

/** A plan with a yearly price: paid for right after sign-up, active once paid. */
export const isPaidPlan = (plan: { kind: string; price: number }) =>
  plan.kind === 'plan' && plan.price > 0;
