import { OwnerGate } from '../../features/orders/owner-gate';
import { lazyWithGraphql } from '../../lib/with-graphql';

const loadPages = () => import('./order-pages');
const HouseCallOrder = lazyWithGraphql(() => loadPages().then((m) => m.HouseCallOrder));
const SmoOrder = lazyWithGraphql(() => loadPages().then((m) => m.SmoOrder));
const FreeQuestionOrder = lazyWithGraphql(() => loadPages().then((m) => m.FreeQuestionOrder));

/**
 * The order pages' routes (house call, SMO, free question): owners only. A visitor goes to the
 * login page with this page as the return URL before the forms, their rules and the GraphQL
 * client load; for an owner they load with the route (public-routes.tsx preloads them).
 */
export function HouseCallOrderRoute() {
  return (
    <OwnerGate>
      <HouseCallOrder />
    </OwnerGate>
  );
}

export function SmoOrderRoute() {
  return (
    <OwnerGate>
      <SmoOrder />
    </OwnerGate>
  );
}

export function FreeQuestionOrderRoute() {
  return (
    <OwnerGate>
      <FreeQuestionOrder />
    </OwnerGate>
  );
}
