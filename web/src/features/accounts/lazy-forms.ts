import { lazy } from 'react';

/**
 * The account pages' forms other than login, loaded when their mode is shown: /login's first
 * JavaScript holds only the login form. None sends GraphQL as it opens (the sign-up form's look-up
 * of a `cc` plan is a part of its own, which brings the client). The page has no Suspense boundary
 * of its own: a first visit waits for the form with the page, and a switch of mode (a navigation,
 * a transition) keeps the form on screen until the next one is there.
 */
export const LazySignupForm = lazy(() =>
  import('./signup-form').then((m) => ({ default: m.SignupForm })),
);

export const LazyForgotPasswordForm = lazy(() =>
  import('./forgot-password-form').then((m) => ({ default: m.ForgotPasswordForm })),
);

export const LazyChangePasswordForm = lazy(() =>
  import('./change-password-form').then((m) => ({ default: m.ChangePasswordForm })),
);
