import { Navigate, type RouteObject } from 'react-router';
import { NotFound } from '../components/not-found';
import { AppHome, AppLayout, NOT_FOUND_PATH, RequireUser } from './layouts/app-layout';
import { PublicLayout } from './layouts/public-layout';
import { RootLayout } from './layouts/root-layout';
import { lazyPage, prerendered, staticPage } from './lazy-page';
import { accountRoutes, legalRoutes, publicRoutes } from './routes/public-routes';
import { preloadCheckoutPayment } from './routes/checkout-preload';
// The prerendered owner screen's styles ship with the shell, as the public pages' do
// (routes/public-routes.tsx): its HTML paints styled before the page's chunk loads.
import '../features/appointments/appointments.css';
import '../ui/paged-list/list-filters.css';

/** The pet owner's screens under /app. */
const ownerScreens: RouteObject[] = [
  {
    path: 'my-health',
    Component: lazyPage(
      () => import('./routes/my-health-route'),
      (m) => m.MyHealthRoute,
    ),
  },
  {
    // Prerendered: the owner's frame with the page's heading, its booking links and the list's
    // loading state, painted before any JavaScript (AppLayout); the bookings load once the app
    // runs and knows the session.
    path: 'my-appointments',
    Component: prerendered(
      lazyPage(
        () => import('../features/appointments/pages/my-appointments-page'),
        (m) => m.MyAppointmentsPage,
      ),
    ),
  },
  {
    path: 'medical-records',
    Component: lazyPage(
      () => import('../features/medical-records/pages/medical-records-page'),
      (m) => m.MedicalRecordsPage,
    ),
  },
  {
    path: 'my-pets',
    Component: lazyPage(
      () => import('../features/pets/pages/my-pets-page'),
      (m) => m.MyPetsPage,
    ),
  },
  {
    path: 'my-profile',
    Component: lazyPage(
      () => import('../features/accounts/pages/my-profile-page'),
      (m) => m.MyProfilePage,
    ),
  },
  {
    path: 'my-smo',
    Component: lazyPage(
      () => import('../features/service-requests/pages/my-smo-page'),
      (m) => m.MySmoPage,
    ),
  },
  {
    path: 'my-questions',
    Component: lazyPage(
      () => import('../features/service-requests/pages/my-questions-page'),
      (m) => m.MyQuestionsPage,
    ),
  },
  {
    path: 'my-house-calls',
    Component: lazyPage(
      () => import('../features/service-requests/pages/my-house-calls-page'),
      (m) => m.MyHouseCallsPage,
    ),
  },
  {
    path: 'record-sharing',
    Component: lazyPage(
      () => import('./routes/record-sharing-route'),
      (m) => m.RecordSharingRoute,
    ),
  },
];

/** The practice's screens under /app. */
const practiceScreens: RouteObject[] = [
  {
    path: 'appointments',
    Component: lazyPage(
      () => import('./routes/appointments-routes'),
      (m) => m.AppointmentsRoute,
    ),
  },
  {
    path: 'listings',
    Component: lazyPage(
      () => import('../features/listings/pages/listings-page'),
      (m) => m.ListingsPage,
    ),
  },
  {
    path: 'listings/item',
    Component: lazyPage(
      () => import('../features/listings/pages/listing-editor-page'),
      (m) => m.ListingEditorPage,
    ),
  },
  {
    // The main vendor's Users (spec) and, beyond the spec, every practice's Customers.
    path: 'users',
    Component: lazyPage(
      () => import('./routes/customers-route'),
      (m) => m.CustomersRoute,
    ),
  },
  {
    path: 'smo-requests',
    Component: lazyPage(
      () => import('../features/request-desk/pages/smo-requests-page'),
      (m) => m.SmoRequestsPage,
    ),
  },
  {
    path: 'questions',
    Component: lazyPage(
      () => import('../features/request-desk/pages/questions-desk-page'),
      (m) => m.QuestionsDeskPage,
    ),
  },
  {
    // Beyond the spec: the yearly house-call packages the practice serves and their visits.
    path: 'house-calls',
    Component: lazyPage(
      () => import('../features/house-calls/pages/house-calls-page'),
      (m) => m.HouseCallsPage,
    ),
  },
  {
    // The practice's Settings: every staff member's My Profile; the practice's own settings are
    // its root admins' (features/accounts/settings-tabs.ts), the 404 page for other staff.
    path: 'settings',
    Component: lazyPage(
      () => import('../features/accounts/settings-layout'),
      (m) => m.SettingsLayout,
    ),
    children: [
      {
        index: true,
        Component: lazyPage(
          () => import('../features/accounts/settings-layout'),
          (m) => m.SettingsHome,
        ),
      },
      {
        path: 'profile',
        Component: lazyPage(
          () => import('../features/accounts/pages/staff-profile-page'),
          (m) => m.StaffProfilePage,
        ),
      },
      {
        element: <RequireUser when={(user) => user.role === 'root_admin'} />,
        children: [
          {
            path: 'site',
            Component: lazyPage(
              () => import('../features/accounts/pages/website-page'),
              (m) => m.WebsitePage,
            ),
          },
          {
            path: 'domains',
            Component: lazyPage(
              () => import('../features/accounts/pages/domains-page'),
              (m) => m.DomainsPage,
            ),
          },
          {
            path: 'users',
            Component: lazyPage(
              () => import('../features/accounts/pages/team-page'),
              (m) => m.TeamPage,
            ),
          },
        ],
      },
    ],
  },
  {
    // The platform's root admins vet practices; the page tells a root admin of another
    // practice that only the platform does.
    element: <RequireUser when={(user) => user.role === 'root_admin'} />,
    children: [
      {
        path: 'practices',
        Component: lazyPage(
          () => import('../features/practice-vetting/pages/practices-page'),
          (m) => m.PracticesPage,
        ),
      },
      {
        // Spec 001: "Reports (/app/reports) shows for the root admin only"; the platform's root
        // admins see every practice.
        path: 'reports',
        Component: lazyPage(
          () => import('../features/reports/pages/reports-page'),
          (m) => m.ReportsPage,
        ),
      },
    ],
  },
];

/** Screens of both apps. */
const sharedScreens: RouteObject[] = [
  {
    path: 'logout',
    Component: lazyPage(
      () => import('../features/dashboard/pages/logout-page'),
      (m) => m.LogoutPage,
    ),
  },
];

const routedPaths = (routes: RouteObject[], base = '/app'): string[] =>
  routes.flatMap((route) => {
    const path = route.path ? `${base}/${route.path}` : base;
    return [...(route.path ? [path] : []), ...routedPaths(route.children ?? [], path)];
  });

/** Every routed /app screen: the menus list a screen once it is here (app-menus.ts). */
export const APP_SCREENS: ReadonlySet<string> = new Set(
  routedPaths([...ownerScreens, ...practiceScreens, ...sharedScreens]),
);

/**
 * The logged-in area: the owner's app and the practice's app, each under a layout that requires
 * its role; /app itself redirects to the role's home; anything else goes to /404.
 */
const appRoutes: RouteObject = {
  path: 'app',
  children: [
    { index: true, element: <AppHome /> },
    { element: <AppLayout area="owner" screens={APP_SCREENS} />, children: ownerScreens },
    { element: <AppLayout area="practice" screens={APP_SCREENS} />, children: practiceScreens },
    { element: <AppLayout area="any" screens={APP_SCREENS} />, children: sharedScreens },
    { path: '*', element: <Navigate to={NOT_FOUND_PATH} replace /> },
  ],
};

/** A consultation link's page (/appointments?z=...): full width, no header or footer. */
const consultationRoute: RouteObject = {
  path: 'appointments',
  Component: lazyPage(
    () => import('../features/consultation/pages/consultation-page'),
    (m) => m.ConsultationPage,
  ),
};

/** On a practice's site the consultation page is the main site's, in a frame. */
const vendorConsultationRoute: RouteObject = {
  path: 'appointments',
  Component: lazyPage(
    () => import('../features/consultation/pages/vendor-consultation-frame-page'),
    (m) => m.VendorConsultationFramePage,
  ),
};

/**
 * The read-only record view of one pet ('/3*' with pid and uid), for its
 * owner and for a practice the owner shares the pet with: both roles, so outside the role trees.
 * '3/*' matches '/3' and any path under it.
 */
const recordViewRoute: RouteObject = {
  path: '3/*',
  Component: lazyPage(
    () => import('../features/medical-records/pages/record-view-page'),
    (m) => m.RecordViewPage,
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
                Component: staticPage(
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
      children: [
        consultationRoute,
        // No header or footer; main site only: practice sites book through their own booking
        // widget.
        {
          path: 'checkout',
          Component: lazyPage(
            () => import('./routes/checkout-route'),
            (m) => m.CheckoutRoute,
            preloadCheckoutPayment,
          ),
        },
        // Puts the plan chosen at sign-up into the checkout (PLAN_CHECKOUT_PATH).
        {
          path: 'checkout/plan',
          Component: lazyPage(
            () => import('./routes/plan-checkout-route'),
            (m) => m.PlanCheckoutRoute,
          ),
        },
        {
          Component: PublicLayout,
          children: [
            ...routes,
            ...accountRoutes(),
            recordViewRoute,
            { path: '*', Component: NotFound },
          ],
        },
        appRoutes,
      ],
    },
  ];
}

/**
 * A practice's site serves only its home, the login and sign-up pages, the privacy policy and
 * terms, /appointments (the main site's consultation page in a frame), and the logged-in app its
 * visitors land in after logging in.
 */
export function vendorRoutes(): RouteObject[] {
  const allowedAccountPaths = new Set(['login', 'signup', 'vendor/login']);
  return [
    {
      Component: RootLayout,
      children: [
        vendorConsultationRoute,
        {
          Component: PublicLayout,
          children: [
            {
              index: true,
              Component: lazyPage(
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
