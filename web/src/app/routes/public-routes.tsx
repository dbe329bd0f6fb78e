import type { RouteObject } from 'react-router';
import { brandSlug } from '../../config/config';
import { HomePage } from '../../features/marketing/pages/home-page';
import { lazyPage, staticPage } from '../lazy-page';

/**
 * The public pages, each its own chunk, except the home page: it is the landing page of most visits
 * and small (a few KB), so it ships with the app shell and paints without a second round trip
 * (the Lighthouse LCP target in bench/README.md).
 */
export const publicRoutes: RouteObject[] = [
  { index: true, Component: HomePage },
  {
    path: 'pet-health-assessment',
    lazy: staticPage(
      () => import('../../features/marketing/pages/assessment-landing-page'),
      (m) => m.AssessmentLandingPage,
    ),
  },
  {
    path: 'e-consultation',
    lazy: staticPage(
      () => import('../../features/marketing/pages/e-consultation-page'),
      (m) => m.EConsultationPage,
    ),
  },
  // The platform's online vets (video, phone, chat) in the booking wizard.
  {
    path: 'e-consultation/order',
    lazy: lazyPage(
      () => import('./booking-routes'),
      (m) => m.EConsultationOrderRoute,
    ),
  },
  {
    path: 'talk-to-a-vet',
    lazy: staticPage(
      () => import('../../features/marketing/pages/talk-to-a-vet-page'),
      (m) => m.TalkToAVetPage,
    ),
  },
  {
    path: 'second-medical-opinion',
    lazy: staticPage(
      () => import('../../features/marketing/pages/second-opinion-page'),
      (m) => m.SecondOpinionPage,
    ),
  },
  {
    path: 'pet-medical-records',
    lazy: staticPage(
      () => import('../../features/marketing/pages/medical-records-page'),
      (m) => m.MedicalRecordsPage,
    ),
  },
  {
    path: 'pricing',
    lazy: staticPage(
      () => import('../../features/marketing/pages/pricing-page'),
      (m) => m.PricingPage,
    ),
  },
  {
    path: 'download-app',
    lazy: staticPage(
      () => import('../../features/marketing/pages/download-app-page'),
      (m) => m.DownloadAppPage,
    ),
  },
  {
    path: 'about',
    lazy: staticPage(
      () => import('../../features/marketing/pages/about-page'),
      (m) => m.AboutPage,
    ),
  },
  {
    path: 'leadership-team',
    lazy: staticPage(
      () => import('../../features/marketing/pages/leadership-page'),
      (m) => m.LeadershipPage,
    ),
  },
  {
    path: 'our-partners',
    lazy: staticPage(
      () => import('../../features/marketing/pages/partners-page'),
      (m) => m.PartnersPage,
    ),
  },
  {
    path: 'faqs',
    lazy: staticPage(
      () => import('../../features/marketing/pages/faq-page'),
      (m) => m.FaqPage,
    ),
  },
  {
    path: 'news',
    lazy: staticPage(
      () => import('../../features/marketing/pages/news-page'),
      (m) => m.NewsPage,
    ),
  },
  {
    path: 'vet-appointments',
    lazy: staticPage(
      () => import('../../features/marketing/pages/vet-appointments-landing-page'),
      (m) => m.VetAppointmentsLandingPage,
    ),
  },
  {
    path: 'vet-appointments/list',
    lazy: lazyPage(
      () => import('./vet-list-route'),
      (m) => m.VetListRoute,
    ),
  },
  {
    path: 'vet-appointments/book/:vendorId',
    lazy: lazyPage(
      () => import('./booking-routes'),
      (m) => m.BookAppointmentRoute,
    ),
  },
  {
    path: 'vet-house-call',
    lazy: staticPage(
      () => import('../../features/marketing/pages/vet-house-call-landing-page'),
      (m) => m.VetHouseCallLandingPage,
    ),
  },
  // The assessment's wizard: open to visitors, who sign up after Finish.
  {
    path: 'pet-health-assessment/order',
    lazy: lazyPage(
      () => import('./assessment-routes'),
      (m) => m.AssessmentOrderRoute,
    ),
  },
  // The order pages: owners only; each stores its order for /checkout.
  {
    path: 'vet-house-call/order',
    lazy: lazyPage(
      () => import('./order-routes'),
      (m) => m.HouseCallOrderRoute,
    ),
  },
  {
    path: 'second-medical-opinion/order',
    lazy: lazyPage(
      () => import('./order-routes'),
      (m) => m.SmoOrderRoute,
    ),
  },
  {
    path: 'talk-to-a-vet/order',
    lazy: lazyPage(
      () => import('./order-routes'),
      (m) => m.FreeQuestionOrderRoute,
    ),
  },
  {
    path: 'for-vet',
    lazy: staticPage(
      () => import('../../features/for-vets/pages/for-vet-page'),
      (m) => m.ForVetPage,
    ),
  },
  {
    path: 'vet-practice-management-solution',
    lazy: staticPage(
      () => import('../../features/for-vets/pages/practice-management-page'),
      (m) => m.PracticeManagementPage,
    ),
  },
  {
    path: `become-${brandSlug()}-vet`,
    lazy: staticPage(
      () => import('../../features/for-vets/pages/panel-vet-page'),
      (m) => m.PanelVetPage,
    ),
  },
  {
    path: 'partner-relief-vet',
    lazy: staticPage(
      () => import('../../features/for-vets/pages/relief-vet-page'),
      (m) => m.ReliefVetPage,
    ),
  },
  {
    path: 'shelter-partnership',
    lazy: lazyPage(
      () => import('../../features/shelter/pages/shelter-partnership-page'),
      (m) => m.ShelterPartnershipPage,
    ),
  },
  {
    path: 'shelter-program',
    lazy: lazyPage(
      () => import('../../features/shelter/pages/shelter-form-page'),
      (m) => m.ShelterFormPage,
    ),
  },
  {
    path: 'contact-us',
    lazy: lazyPage(
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
      lazy: staticPage(
        () => import('../../features/legal/pages/privacy-policy-page'),
        (m) => m.PrivacyPolicyPage,
      ),
    },
    {
      path: 'terms-conditions',
      lazy: staticPage(
        () => import('../../features/legal/pages/terms-page'),
        (m) => m.TermsPage,
      ),
    },
  ];
}

/** Login, sign-up (owners) and the vet forms: a header without navigation. */
export function accountRoutes(): RouteObject[] {
  const authPage = lazyPage(
    () => import('../../features/accounts/pages/auth-page'),
    (m) => m.AuthPage,
  );
  const vendorAuthPage = lazyPage(
    () => import('../../features/accounts/pages/vendor-auth-page'),
    (m) => m.VendorAuthPage,
  );
  return [
    { path: 'login', lazy: authPage },
    { path: 'signup', lazy: authPage },
    { path: 'vendor/login', lazy: vendorAuthPage },
    { path: 'vendor/signup', lazy: vendorAuthPage },
    { path: 'for-vet/signup', lazy: vendorAuthPage },
  ];
}
