import { PLAN_PRICES } from '@petwell/domain';
import { lazy, Suspense, useId } from 'react';
import { Link } from 'react-router';
import { config } from '../../config/config';
import { SIGNUP_PLAN_TEXT } from './messages';
import type { PlanLookup } from './signup-plan';

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

/**
 * The plan of a `cc` link: it loads only on such a link (with the page: preload-account-parts.ts),
 * saying it is looking the plan up meanwhile.
 */
const LazyChosenPlan = lazy(() => import('./chosen-plan').then((m) => ({ default: m.ChosenPlan })));

/**
 * The sign-up page's promo section: shown on the main site only, never on a practice's white-label
 * site.
 */
export function SignupPromo({
  planCode,
  planLookup,
}: {
  planCode: string | undefined;
  planLookup: PlanLookup | undefined;
}) {
  const headingId = useId();
  return (
    <aside className="auth-promo" aria-labelledby={headingId}>
      <h2 id={headingId}>Care for your pet with {config.brandName}</h2>
      {planCode && planLookup ? (
        <Suspense fallback={<p className="signup-plan loading">{SIGNUP_PLAN_TEXT.lookingUp}</p>}>
          <LazyChosenPlan code={planCode} lookup={planLookup} />
        </Suspense>
      ) : null}
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
