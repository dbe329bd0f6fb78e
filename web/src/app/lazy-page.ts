import type { ComponentType } from 'react';

/**
 * A code-split route: the page's module loads when the route is first visited (react-router's
 * `lazy`), so the home page's JavaScript holds no other page.
 */
export function lazyPage<M>(load: () => Promise<M>, pick: (module: M) => ComponentType) {
  return async () => ({ Component: pick(await load()) });
}
