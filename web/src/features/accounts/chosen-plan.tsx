import { useEffect } from 'react';
import { SIGNUP_PLAN_TEXT } from './messages';
import { isPaidPlan, useSignupPlan } from './signup-plan';

/** Which plan a `cc` sign-up link carries, its code matched case-insensitively. */
export function ChosenPlan({ code }: { code: string }) {
  const [{ data, fetching, error }] = useSignupPlan(code);
  const plan = data?.plans[0];
  if (plan) {
    return (
      <div className="signup-plan" role="status">
        <p className="signup-plan-name">{SIGNUP_PLAN_TEXT.signingUpWith(plan.name)}</p>
        {plan.description ? <p>{plan.description}</p> : null}
        {isPaidPlan(plan) ? <p>{SIGNUP_PLAN_TEXT.payNext(plan.price)}</p> : null}
      </div>
    );
  }
  if (fetching) return <p className="signup-plan loading">{SIGNUP_PLAN_TEXT.lookingUp}</p>;
  if (error && !data) {
    return (
      <p className="signup-plan" role="status">
        {SIGNUP_PLAN_TEXT.lookupFailed(code)}
      </p>
    );
  }
  return (
    <p className="signup-plan" role="status">
      {SIGNUP_PLAN_TEXT.unknown(code)}
    </p>
  );
}

/**
 * Tells the sign-up form whether the plan of its `cc` link is a paid one, which is paid for right
 * after sign-up (the promo above shares the query through the cache). Renders nothing.
 */
export function PlanToPay({ code, onChange }: { code: string; onChange: (paid: boolean) => void }) {
  const [{ data }] = useSignupPlan(code);
  const paid = data?.plans.some(isPaidPlan) ?? false;
  useEffect(() => {
    onChange(paid);
  }, [paid, onChange]);
  return null;
}
