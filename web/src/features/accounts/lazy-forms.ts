import { lazy } from 'react';

/**
 * The account pages' forms, each loaded when its mode is shown (and with the page, for the mode of
 * its address: preload-account-parts.ts), so each address's first JavaScript holds its own form
 * only. None sends GraphQL as it opens (the sign-up form's look-up of a `cc` plan is a part of its
 * own, which brings the client). The page has no Suspense boundary of its own: a first visit waits
 * for the form with the page, and a switch of mode (a navigation, a transition) keeps the form on
 * screen until the next one is there.
 */
export const LazyLoginForm = lazy(() =>
  import('./login-form').then((m) => ({ default: m.LoginForm })),
);

export const LazySignupForm = lazy(() =>
  import('./signup-form').then((m) => ({ default: m.SignupForm })),
);

export const LazyForgotPasswordForm = lazy(() =>
  import('./forgot-password-form').then((m) => ({ default: m.ForgotPasswordForm })),
);

export const LazyChangePasswordForm = lazy(() =>
  import('./change-password-form').then((m) => ({ default: m.ChangePasswordForm })),
);
