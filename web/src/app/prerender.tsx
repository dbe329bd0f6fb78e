/**
 * The build's prerender entry (scripts/prerender-web.ts builds it for Node and runs it after
 * `vite build`): the HTML of each page of the main site that depends on nothing but the config
 * (`isPrerendered` in app/lazy-page.ts), rendered by the same App the browser hydrates.
 */
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { type RouteObject, StaticRouter } from 'react-router';
import { App, type RouterComponent } from './app';
import { isPrerendered } from './lazy-page';
import { mainRoutes } from './router';
import { config } from '../config/config';
import { prerenderKey } from '../lib/prerender-key';

/** The key written on every prerendered page's root (lib/prerender-key.ts). */
export const PRERENDER_KEY = prerenderKey(config);

/** The paths of the main site's prerendered pages, each without a trailing slash ('/' for home). */
export function prerenderedPaths(routes: RouteObject[] = mainRoutes('main')): string[] {
  const paths: string[] = [];
  const walk = (list: RouteObject[], base: string) => {
    for (const route of list) {
      const path = route.path ? `${base.replace(/\/$/, '')}/${route.path}` : base;
      if (isPrerendered(route.Component) && !/[:*]/.test(path)) paths.push(path);
      if (route.children) walk(route.children, path);
    }
  };
  walk(routes, '/');
  return [...new Set(paths)];
}

/** The HTML of `#root` for a path, once every lazy part of the page has loaded. */
export async function renderPage(path: string): Promise<string> {
  const Router: RouterComponent = ({ children }) => (
    <StaticRouter location={path}>{children}</StaticRouter>
  );
  const { prelude } = await prerender(
    <StrictMode>
      <App hostname={config.mainDomain} router={Router} />
    </StrictMode>,
  );
  return new Response(prelude).text();
}
