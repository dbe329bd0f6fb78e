import { type RouteObject, useRoutes } from 'react-router';

/**
 * The routes' element for the location: under the app's BrowserRouter, or a MemoryRouter in
 * tests (test/render.tsx). A module of its own, so tests render routes without the app's tree.
 */
export function AppRoutes({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}
