import { type ComponentType, lazy } from 'react';

const loadProvider = () => import('./graphql-provider');

/**
 * Starts loading the GraphQL client ahead of the part that needs it (a failed load is tried again
 * when that part renders).
 */
export function preloadGraphqlClient(): void {
  loadProvider().catch(() => undefined);
}

/**
 * A lazily loaded component that sends GraphQL: its module loads together with the GraphQL
 * client's (urql, in parallel, not one after the other) and it renders under the client's
 * Provider. The app shell holds no urql: the pages and parts of the header that send no query
 * load none (the initial JavaScript budget, scripts/web-budget.ts).
 */
export async function withGraphql<P extends object>(
  load: Promise<ComponentType<P>>,
): Promise<ComponentType<P>> {
  const [Component, { GraphqlProvider }] = await Promise.all([load, loadProvider()]);
  function WithGraphql(props: P) {
    return (
      <GraphqlProvider>
        <Component {...props} />
      </GraphqlProvider>
    );
  }
  WithGraphql.displayName = `WithGraphql(${Component.displayName ?? Component.name})`;
  return WithGraphql;
}

/**
 * `React.lazy` of a component that sends GraphQL: its code and the client's load together
 * (withGraphql). Render it under a Suspense boundary, whose fallback keeps its room.
 */
export function lazyWithGraphql<P extends object>(load: () => Promise<ComponentType<P>>) {
  return lazy(async () => ({ default: await withGraphql(load()) }));
}
