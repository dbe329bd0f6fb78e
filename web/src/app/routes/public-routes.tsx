import type { RouteObject } from 'react-router';
import { brandSlug } from '../../config/config';
import { preloadAccountParts } from '../../features/accounts/preload-account-parts';
import { clientPage, lazyPage, prerendered, staticPage } from '../lazy-page';
import { preloadOrderPages } from './order-preload';
// The prerendered pages' own styles ship with the shell, so their HTML paints styled before any
// page chunk loads (scripts/prerender-web.ts); a page chunk brings no stylesheet of its own.
import '../../components/content/content.css';
import '../../features/accounts/accounts.css';
import '../../features/for-vets/for-vets.css';
import '../../features/legal/legal.css';
import '../../features/marketing/marketing.css';
import '../../features/vet-list/vet-list.css';

/**
 * The public pages, each its own chunk. The home page too: its HTML is prerendered, so it paints
 * before any JavaScript, and the shell every other page loads does not carry it.
 */
export const publicRoutes: RouteObject[] = [
  {
    index: true,
    Component: staticPage(
      () => import('../../features/marketing/pages/home-page'),
      (m) => m.HomePage,
    ),
  },
  {
    path: 'pet-health-assessment',
    Component: staticPage(
      () => import('../../features/marketing/pages/assessment-landing-page'),
      (m) => m.AssessmentLandingPage,
    ),
  },
  {
    path: 'e-consultation',
    Component: staticPage(
      () => import('../../features/marketing/pages/e-consultation-page'),
      (m) => m.EConsultationPage,
    ),
  },
  // The platform's online vets (video, phone, chat) in the booking wizard.
  {
    path: 'e-consultation/order',
    Component: lazyPage(
      () => import('./booking-routes'),
      (m) => m.EConsultationOrderRoute,
    ),
  },
  {
    path: 'talk-to-a-vet',
    Component: staticPage(
      () => import('../../features/marketing/pages/talk-to-a-vet-page'),
      (m) => m.TalkToAVetPage,
    ),
  },
  {
    path: 'second-medical-opinion',
    Component: staticPage(
      () => import('../../features/marketing/pages/second-opinion-page'),
      (m) => m.SecondOpinionPage,
    ),
  },
  {
    path: 'pet-medical-records',
    Component: staticPage(
      () => import('../../features/marketing/pages/medical-records-page'),
      (m) => m.MedicalRecordsPage,
    ),
  },
  {
    path: 'pricing',
    Component: staticPage(
      () => import('../../features/marketing/pages/pricing-page'),
      (m) => m.PricingPage,
    ),
  },
  {
    path: 'download-app',
    Component: staticPage(
      () => import('../../features/marketing/pages/download-app-page'),
      (m) => m.DownloadAppPage,
    ),
  },
  {
    path: 'about',
    Component: staticPage(
      () => import('../../features/marketing/pages/about-page'),
      (m) => m.AboutPage,
    ),
  },
  {
    path: 'leadership-team',
    Component: staticPage(
      () => import('../../features/marketing/pages/leadership-page'),
      (m) => m.LeadershipPage,
    ),
  },
  {
    path: 'our-partners',
    Component: staticPage(
      () => import('../../features/marketing/pages/partners-page'),
      (m) => m.PartnersPage,
    ),
  },
  {
    path: 'faqs',
    Component: staticPage(
      () => import('../../features/marketing/pages/faq-page'),
      (m) => m.FaqPage,
    ),
  },
  {
    path: 'news',
    Component: staticPage(
      () => import('../../features/marketing/pages/news-page'),
      (m) => m.NewsPage,
    ),
  },
  {
    path: 'vet-appointments',
    Component: staticPage(
      () => import('../../features/marketing/pages/vet-appointments-landing-page'),
      (m) => m.VetAppointmentsLandingPage,
    ),
  },
  {
    path: 'vet-appointments/list',
    // Prerendered without its results (the search, and the cards' places while they load):
    // the list itself is fetched once the app runs.
    Component: prerendered(
      lazyPage(
        () => import('./vet-list-route'),
        (m) => m.VetListRoute,
      ),
    ),
  },
  {
    path: 'vet-appointments/book/:vendorId',
    Component: lazyPage(
      () => import('./booking-routes'),
      (m) => m.BookAppointmentRoute,
    ),
  },
  {
    path: 'vet-house-call',
    Component: staticPage(
      () => import('../../features/marketing/pages/vet-house-call-landing-page'),
      (m) => m.VetHouseCallLandingPage,
    ),
  },
  // The assessment's wizard: open to visitors, who sign up after Finish.
  {
    path: 'pet-health-assessment/order',
    Component: lazyPage(
      () => import('./assessment-routes'),
      (m) => m.AssessmentOrderRoute,
    ),
  },
  // The order pages: owners only; each stores its order for /checkout. No GraphQL client loads
  // with the route: a visitor is sent to the login page (order-routes.tsx).
  {
    path: 'vet-house-call/order',
    Component: clientPage(
      () => import('./order-routes'),
      (m) => m.HouseCallOrderRoute,
      preloadOrderPages,
    ),
  },
  {
    path: 'second-medical-opinion/order',
    Component: clientPage(
      () => import('./order-routes'),
      (m) => m.SmoOrderRoute,
      preloadOrderPages,
    ),
  },
  {
    path: 'talk-to-a-vet/order',
    Component: clientPage(
      () => import('./order-routes'),
      (m) => m.FreeQuestionOrderRoute,
      preloadOrderPages,
    ),
  },
  {
    path: 'for-vet',
    Component: staticPage(
      () => import('../../features/for-vets/pages/for-vet-page'),
      (m) => m.ForVetPage,
    ),
  },
  {
    path: 'vet-practice-management-solution',
    Component: staticPage(
      () => import('../../features/for-vets/pages/practice-management-page'),
      (m) => m.PracticeManagementPage,
    ),
  },
  {
    path: `become-${brandSlug()}-vet`,
    Component: staticPage(
      () => import('../../features/for-vets/pages/panel-vet-page'),
      (m) => m.PanelVetPage,
    ),
  },
  {
    path: 'partner-relief-vet',
    Component: staticPage(
      () => import('../../features/for-vets/pages/relief-vet-page'),
      (m) => m.ReliefVetPage,
    ),
  },
  {
    path: 'shelter-partnership',
    Component: clientPage(
      () => import('../../features/shelter/pages/shelter-partnership-page'),
      (m) => m.ShelterPartnershipPage,
    ),
  },
  {
    path: 'shelter-program',
    Component: clientPage(
      () => import('../../features/shelter/pages/shelter-form-page'),
      (m) => m.ShelterFormPage,
    ),
  },
  {
    path: 'contact-us',
    Component: clientPage(
      () => import('../../features/shelter/pages/contact-page'),
      (m) => m.ContactPage,
    ),
  },
  ...legalRoutes(),
];

/** Privacy policy and terms: on the main site and on every practice site. */
export function legalRoutes(): RouteObject[] {
  return [
    {
      path: 'privacy-policy',
      Component: staticPage(
        () => import('../../features/legal/pages/privacy-policy-page'),
        (m) => m.PrivacyPolicyPage,
      ),
    },
    {
      path: 'terms-conditions',
      Component: staticPage(
        () => import('../../features/legal/pages/terms-page'),
        (m) => m.TermsPage,
      ),
    },
  ];
}

/**
 * Login, sign-up (owners) and the vet forms: a header without navigation. Their first JavaScript
 * holds the form of the address's mode only; the other modes' forms load when shown
 * (lazy-forms.ts). Without a query string their HTML is prerendered for the main site: what it
 * shows depends on the address's mode alone (a signed-in owner is sent on once the app runs), and
 * the form waits for the app (auth-layout.tsx).
 */
export function accountRoutes(): RouteObject[] {
  const authPage = prerendered(
    clientPage(
      () => import('../../features/accounts/pages/auth-page'),
      (m) => m.AuthPage,
      preloadAccountParts,
    ),
  );
  const vendorAuthPage = prerendered(
    clientPage(
      () => import('../../features/accounts/pages/vendor-auth-page'),
      (m) => m.VendorAuthPage,
      preloadAccountParts,
    ),
  );
  return [
    { path: 'login', Component: authPage },
    { path: 'signup', Component: authPage },
    { path: 'vendor/login', Component: vendorAuthPage },
    { path: 'vendor/signup', Component: vendorAuthPage },
    { path: 'for-vet/signup', Component: vendorAuthPage },
  ];
}
