import { useEffect, useState } from 'react';
import { SignupPlanDocument } from '../../generated/public';
import { fetchGraphql } from '../../lib/fetch-graphql';
import { withoutLikeWildcards } from '../../lib/like-pattern';
import { SIGNUP_PLAN_TEXT } from './messages';
import type { PlanAnswer, PlanLookup } from './signup-plan';

/**
 * Looks up the plan a sign-up link's `cc` code names (matched case-insensitively, its LIKE
 * wildcards taken literally), with fetch alone: the page opens without the GraphQL client.
 */
export function lookUpSignupPlan(code: string): PlanLookup {
  return fetchGraphql(SignupPlanDocument, { code: withoutLikeWildcards(code) }).then(
    (data): PlanAnswer => {
      const plan = data.plans[0];
      // A plan with a yearly price is paid for right after sign-up, and active once paid.
      return plan ? { ...plan, paid: plan.kind === 'plan' && plan.price > 0 } : null;
    },
    (): PlanAnswer => 'failed',
  );
}

/** A look-up's answer once it has come (undefined until then). */
function usePlanAnswer(lookup: PlanLookup): PlanAnswer | undefined {
  const [settled, setSettled] = useState<{ lookup: PlanLookup; answer: PlanAnswer }>();
  useEffect(() => {
    let current = true;
    void lookup.then((answer) => {
      if (current) setSettled({ lookup, answer });
    });
    return () => {
      current = false;
    };
  }, [lookup]);
  return settled?.lookup === lookup ? settled.answer : undefined;
}

/** Which plan a `cc` sign-up link carries, its code matched case-insensitively. */
export function ChosenPlan({ code, lookup }: { code: string; lookup: PlanLookup }) {
  const plan = usePlanAnswer(lookup);
  if (plan === undefined)
    return <p className="signup-plan loading">{SIGNUP_PLAN_TEXT.lookingUp}</p>;
  if (plan === 'failed') {
    return (
      <p className="signup-plan" role="status">
        {SIGNUP_PLAN_TEXT.lookupFailed(code)}
      </p>
    );
  }
  if (!plan) {
    return (
      <p className="signup-plan" role="status">
        {SIGNUP_PLAN_TEXT.unknown(code)}
      </p>
    );
  }
  return (
    <div className="signup-plan" role="status">
      <p className="signup-plan-name">{SIGNUP_PLAN_TEXT.signingUpWith(plan.name)}</p>
      {plan.description ? <p>{plan.description}</p> : null}
      {plan.paid ? <p>{SIGNUP_PLAN_TEXT.payNext(plan.price)}</p> : null}
    </div>
  );
}
