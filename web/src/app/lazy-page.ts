import type { ComponentType } from 'react';
import { withGraphql } from '../lib/with-graphql';

/**
 * A code-split route: the page's module loads when the route is first visited (react-router's
 * `lazy`), so the home page's JavaScript holds no other page. The page renders under the GraphQL
 * client's Provider, whose code (urql) loads beside the page's (lib/with-graphql.tsx).
 */
export function lazyPage<M>(load: () => Promise<M>, pick: (module: M) => ComponentType) {
  return async () => ({ Component: await withGraphql(load().then(pick)) });
}

/**
 * A code-split page that sends no GraphQL (a marketing or legal page): no GraphQL client loads
 * with it. A part of it that does send a query wraps itself in `withGraphql`.
 */
export function staticPage<M>(load: () => Promise<M>, pick: (module: M) => ComponentType) {
  return async () => ({ Component: pick(await load()) });
}
