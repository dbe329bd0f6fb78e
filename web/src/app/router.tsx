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
    {
      path: 'my-appointments',
      lazy: lazyPage(
        () => import('../features/appointments/pages/my-appointments-page'),
        (m) => m.MyAppointmentsPage,
      ),
    },
    {
      path: 'appointments',
      lazy: lazyPage(
        () => import('./routes/appointments-routes'),
        (m) => m.AppointmentsRoute,
      ),
    },
    {
      path: 'record-sharing',
      lazy: lazyPage(
        () => import('./routes/record-sharing-route'),
        (m) => m.RecordSharingRoute,
      ),
    },
    {
      path: 'practices',
      lazy: lazyPage(
        () => import('../features/practice-vetting/pages/practices-page'),
        (m) => m.PracticesPage,
      ),
    },
    { path: '*', Component: NotFound },
  ],
};

/** A consultation link's page (/appointments?z=...): full width, no header or footer. */
const consultationRoute: RouteObject = {
  path: 'appointments',
  lazy: lazyPage(
    () => import('../features/consultation/pages/consultation-page'),
    (m) => m.ConsultationPage,
  ),
};

/** On a practice's site the consultation page is the main site's, in a frame (spec 001 s. 2). */
const vendorConsultationRoute: RouteObject = {
  path: 'appointments',
  lazy: lazyPage(
    () => import('../features/consultation/pages/vendor-consultation-frame-page'),
    (m) => m.VendorConsultationFramePage,
  ),
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
        consultationRoute,
        // No header or footer (spec 000 section 2); main site only: practice sites book
        // through their own booking widget.
        {
          path: 'checkout',
          lazy: lazyPage(
            () => import('./routes/checkout-route'),
            (m) => m.CheckoutRoute,
          ),
        },
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
 * terms (spec 001 section 2), /appointments (the main site's consultation page in a frame), and
 * the logged-in app its visitors land in after logging in.
 */
export function vendorRoutes(): RouteObject[] {
  const allowedAccountPaths = new Set(['login', 'signup', 'vendor/login']);
  return [
    {
      Component: RootLayout,
      ErrorBoundary: RouteError,
      children: [
        vendorConsultationRoute,
        {
          Component: PublicLayout,
          children: [
            {
              index: true,
              lazy: lazyPage(
                () => import('./routes/booking-routes'),
                (m) => m.VendorSiteHomeRoute,
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
