import { getUser } from '../../lib/auth';
import { preloadGraphqlClient } from '../../lib/with-graphql';

/**
 * The order pages' forms and the GraphQL client, loaded with the order route for a signed-in owner
 * (order-routes.tsx sends anyone else to the login page without them). A failed load is tried
 * again when the page renders.
 */
export function preloadOrderPages(): void {
  if (getUser()?.role !== 'user') return;
  import('./order-pages').catch(() => undefined);
  preloadGraphqlClient();
}
