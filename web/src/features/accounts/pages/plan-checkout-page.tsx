import { type CheckoutOrder, planCheckoutOrder } from '@petwell/domain';
import { useEffect } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { Alert } from '../../../components/alert';
import { Loading } from '../../../components/loading';
import { PageTitle } from '../../../components/page-title';
import { useMyPlanQuery } from '../../../generated/graphql';
import { useAuthUser } from '../../../lib/auth';
import { PLAN_CHECKOUT_PATH } from '../plan-checkout-path';
import { PLAN_TEXT } from '../profile-messages';

/** The profile, where an active plan (or none) is shown. */
const PROFILE_PATH = '/app/my-profile';

/**
 * /checkout/plan: the owner's way from sign-up with a paid plan (or from the profile) to the
 * checkout. A plan chosen and not paid yet becomes the checkout's order (payment type promo 200)
 * and the owner goes on to /checkout; with no plan to pay for (none, free, or active already) the
 * owner goes to the profile. A visitor who is not logged in as an owner logs in first.
 */
export function PlanCheckoutPage({ saveOrder }: { saveOrder: (order: CheckoutOrder) => void }) {
  const user = useAuthUser();
  const owner = user?.role === 'user';
  const navigate = useNavigate();
  const [{ data, fetching, error }] = useMyPlanQuery({
    pause: !owner,
    requestPolicy: 'network-only',
  });
  const plan = data?.my_plan;
  const unpaid = plan && !plan.active ? plan : undefined;

  useEffect(() => {
    if (!unpaid) return;
    saveOrder(planCheckoutOrder({ id: unpaid.plan_id, name: unpaid.name, price: unpaid.price }));
    void navigate('/checkout', { replace: true });
  }, [unpaid, saveOrder, navigate]);

  if (!owner)
    return <Navigate to={`/login?redirect=${encodeURIComponent(PLAN_CHECKOUT_PATH)}`} replace />;
  if (data && !unpaid) return <Navigate to={PROFILE_PATH} replace />;
  return (
    <main id="main" tabIndex={-1} className="container">
      <PageTitle title="Checkout" />
      <h1 className="visually-hidden">Checkout</h1>
      {error && !data ? <Alert tone="error">{PLAN_TEXT.failed}</Alert> : null}
      {fetching || unpaid ? <Loading /> : null}
    </main>
  );
}
