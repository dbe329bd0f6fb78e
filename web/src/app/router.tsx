import { createBrowserRouter, type RouteObject } from 'react-router';
import { NotFound } from '../components/not-found';
import { AppLayout } from './layouts/app-layout';
import { PublicLayout } from './layouts/public-layout';
import { RootLayout } from './layouts/root-layout';
import { RouteError } from './layouts/route-error';
import { lazyPage } from './lazy-page';
import { accountRoutes, legalRoutes, publicRoutes } from './routes/public-routes';

/** The logged-in area; screens join as their issues land (see app-menus.ts). */
const appRoutes: RouteObject = {
  path: 'app',
  Component: AppLayout,
  children: [
    {
      index: true,
      lazy: lazyPage(
        () => import('../features/dashboard/pages/dashboard-page'),
        (m) => m.DashboardPage,
      ),
    },
    {
      path: 'logout',
      lazy: lazyPage(
        () => import('../features/dashboard/pages/logout-page'),
        (m) => m.LogoutPage,
      ),
    },
    { path: '*', Component: NotFound },
  ],
};

/** The main site (and a consult host, whose home is the health assessment landing). */
export function mainRoutes(kind: 'main' | 'consult'): RouteObject[] {
  const routes =
    kind === 'consult'
      ? publicRoutes.map((route) =>
          route.index
            ? {
                index: true,
                lazy: lazyPage(
                  () => import('./routes/consult-home'),
                  (m) => m.ConsultHome,
                ),
              }
            : route,
        )
      : publicRoutes;
  return [
    {
      Component: RootLayout,
      ErrorBoundary: RouteError,
      children: [
        {
          Component: PublicLayout,
          children: [...routes, ...accountRoutes(), { path: '*', Component: NotFound }],
        },
        appRoutes,
      ],
    },
  ];
}

/**
 * A practice's site serves only its home, the login and sign-up pages, the privacy policy and
 * terms (spec 001 section 2), and the logged-in app its visitors land in after logging in.
 */
export function vendorRoutes(): RouteObject[] {
  const allowedAccountPaths = new Set(['login', 'signup', 'vendor/login']);
  return [
    {
      Component: RootLayout,
      ErrorBoundary: RouteError,
      children: [
        {
          Component: PublicLayout,
          children: [
            {
              index: true,
              lazy: lazyPage(
                () => import('../features/white-label/pages/vendor-home-page'),
                (m) => m.VendorHomePage,
              ),
            },
            ...accountRoutes().filter((route) => allowedAccountPaths.has(route.path ?? '')),
            ...legalRoutes(),
            { path: '*', Component: NotFound },
          ],
        },
        appRoutes,
      ],
    },
  ];
}

export const createRouter = (routes: RouteObject[]) => createBrowserRouter(routes);
