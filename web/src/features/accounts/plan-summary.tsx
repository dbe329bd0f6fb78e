import { Link } from 'react-router';
import { Alert } from '../../components/alert';
import { Loading } from '../../components/loading';
import { config } from '../../config/config';
import { type MyPlanQuery, useMyPlanQuery } from '../../generated/graphql';
import { useSite } from '../../lib/site-context';
import { PLAN_CHECKOUT_PATH } from './plan-checkout-path';
import { PLAN_TEXT, PROFILE_TEXT } from './profile-messages';

type MyPlan = NonNullable<MyPlanQuery['my_plan']>;

const day = new Intl.DateTimeFormat('en-US', { dateStyle: 'long' });
const dollars = (amount: number) => `$${String(amount)}`;

/** Each entitlement of the plan: what is left this plan year, or what a year includes. */
function Entitlements({ plan }: { plan: MyPlan }) {
  if (plan.entitlements.length === 0) return null;
  return (
    <table className="plan-entitlements">
      <thead>
        <tr>
          <th scope="col">
            <span className="visually-hidden">Service</span>
          </th>
          <th scope="col">{plan.active ? PLAN_TEXT.leftThisYear : PLAN_TEXT.includes}</th>
        </tr>
      </thead>
      <tbody>
        {plan.entitlements.map((e) => (
          <tr key={e.entitlement}>
            <th scope="row">{e.name}</th>
            <td>
              {e.allowance == null || e.remaining == null
                ? PLAN_TEXT.unlimited
                : plan.active
                  ? PLAN_TEXT.left(e.remaining, e.allowance)
                  : PLAN_TEXT.perYear(e.allowance)}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** A plan chosen at sign-up and not paid: its price and the way to pay for it. */
function PayForPlan({ plan }: { plan: MyPlan }) {
  const site = useSite();
  return (
    <>
      <p>{PLAN_TEXT.payToStart(dollars(plan.price))}</p>
      {site.kind === 'vendor' ? (
        <p>{PLAN_TEXT.payOnMainSite(config.mainDomain)}</p>
      ) : (
        <Link className="button button-primary plan-pay" to={PLAN_CHECKOUT_PATH}>
          {PLAN_TEXT.pay(plan.name)}
        </Link>
      )}
    </>
  );
}

/**
 * The owner's plan on their profile (my_plan): active, with what is left of each entitlement this
 * plan year and when it renews; chosen at sign-up and not paid yet, with what it includes and the
 * way to pay for it; or Pay As You Go.
 */
export function PlanSummary() {
  const [{ data, fetching, error }] = useMyPlanQuery({ requestPolicy: 'cache-and-network' });
  const plan = data?.my_plan;

  let body;
  if (fetching && !data) body = <Loading />;
  else if (error && !data) body = <Alert tone="error">{PLAN_TEXT.failed}</Alert>;
  else if (!plan)
    body = (
      <>
        <p className="profile-plan">{PROFILE_TEXT.payAsYouGo}</p>
        <p>
          <Link to="/pricing/">{PROFILE_TEXT.comparePlans}</Link>
        </p>
      </>
    );
  else
    body = (
      <>
        <p className="profile-plan">
          <strong>{plan.active ? PLAN_TEXT.active(plan.name) : PLAN_TEXT.chosen(plan.name)}</strong>
          {plan.active && plan.renews_at ? (
            <> {PLAN_TEXT.renews(day.format(new Date(plan.renews_at)))}</>
          ) : null}
        </p>
        <Entitlements plan={plan} />
        {plan.active ? null : <PayForPlan plan={plan} />}
      </>
    );

  return (
    <section className="profile-section" aria-labelledby="profile-plan">
      <h2 id="profile-plan">{PROFILE_TEXT.planHeading}</h2>
      {body}
    </section>
  );
}
