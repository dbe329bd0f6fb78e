import { PLAN_PRICES } from '@petwell/domain';
import { useId } from 'react';
import { Link } from 'react-router';
import { config } from '../../config/config';
import { SIGNUP_PLAN_TEXT } from './messages';
import { isPaidPlan, useSignupPlan } from './signup-plan';

/** The yearly plans, as the pricing page sells them. */
const PLANS = [
  {
    name: 'Pay As You Go',
    price: 'No yearly fee',
    summary: 'Pay for each service when you use it.',
  },
  {
    name: 'Gold',
    price: `$${String(PLAN_PRICES.GOLD)} per year`,
    summary: 'Everyday cover for one or two pets.',
  },
  {
    name: 'Platinum',
    price: `$${String(PLAN_PRICES.PLATINUM)} per year`,
    summary: 'For multi-pet homes, with unlimited chats.',
  },
] as const;

/** Which plan a `cc` sign-up link carries, its code matched case-insensitively. */
function ChosenPlan({ code }: { code: string }) {
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
 * The sign-up page's promo section: shown on the main site only, never on a practice's white-label
 * site.
 */
export function SignupPromo({ planCode }: { planCode: string | null }) {
  const headingId = useId();
  return (
    <aside className="auth-promo" aria-labelledby={headingId}>
      <h2 id={headingId}>Care for your pet with {config.brandName}</h2>
      {planCode ? <ChosenPlan code={planCode} /> : null}
      <p>
        Talk to a vet online, keep your pet&apos;s medical records in one place and book clinic
        visits. Choose the plan that fits your home:
      </p>
      <ul className="auth-promo-plans">
        {PLANS.map((plan) => (
          <li key={plan.name}>
            <strong>{plan.name}</strong> <span className="auth-promo-price">{plan.price}</span>
            <br />
            {plan.summary}
          </li>
        ))}
      </ul>
      <p>
        <Link to="/pricing/">Compare plans and prices</Link>
      </p>
    </aside>
  );
}
