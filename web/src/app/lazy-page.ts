import { type ComponentType, lazy } from 'react';
import { withGraphql } from '../lib/with-graphql';

/**
 * A code-split route: the page's module loads when the route is first rendered (React.lazy; the
 * root layout's Suspense holds the page until it is there, and a navigation keeps the page it
 * leaves on screen meanwhile, as the router's updates are transitions), so the home page's
 * JavaScript holds no other page. The page renders under the GraphQL client's Provider, whose
 * code (urql) loads beside the page's (lib/with-graphql.tsx). `preload` starts what the page will
 * show at once but loads apart, as the page starts loading.
 */
export function lazyPage<M>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType,
  preload?: () => void,
) {
  return clientPage(
    () => withGraphql(load().then(pick)),
    (page) => page,
    preload,
  );
}

/**
 * A code-split page that sends no GraphQL (a marketing or legal page): no GraphQL client loads
 * with it. A part of it that does send a query wraps itself in `withGraphql`.
 */
export function staticPage<M>(load: () => Promise<M>, pick: (module: M) => ComponentType) {
  return prerendered(lazy(async () => ({ default: pick(await load()) })));
}

/**
 * A code-split page that sends no GraphQL when it opens (the login and contact pages). It is not
 * prerendered unless marked `prerendered` (the account pages are: without a query string their
 * HTML depends on the address alone). A part of it that sends a query loads the client with
 * itself (`lazyWithGraphql`); `preload` starts the parts the address will show as the page
 * starts loading.
 */
export function clientPage<M>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType,
  preload?: () => void,
) {
  return lazy(async () => {
    preload?.();
    return { default: pick(await load()) };
  });
}

const prerenderedPages = new WeakSet<object>();

/**
 * Marks a page the build prerenders (app/prerender.tsx): its HTML depends on nothing but the
 * run-time config (no GraphQL, no signed-in user, no query string), so the main site's host gets
 * it painted before any JavaScript runs. Every `staticPage` is one.
 */
export function prerendered<C extends object>(page: C): C {
  prerenderedPages.add(page);
  return page;
}

export const isPrerendered = (page: unknown): boolean =>
  (typeof page === 'function' || (typeof page === 'object' && page !== null)) &&
  prerenderedPages.has(page);
