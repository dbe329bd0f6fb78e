import { lazy } from 'react';
import { lazyWithGraphql } from '../../lib/with-graphql';

/**
 * The account pages' forms other than login, loaded when their mode is shown: /login's first
 * JavaScript holds only the login form, and no GraphQL client (only the sign-up form, which reads
 * the plan of a `cc` link, sends GraphQL). The page has no Suspense boundary of its own: a first
 * visit waits for the form with the page, and a switch of mode (a navigation, a transition) keeps
 * the form on screen until the next one is there.
 */
const loadSignupForm = () => import('./signup-form').then((m) => m.SignupForm);

export const LazySignupForm = lazyWithGraphql(loadSignupForm);

export const LazyForgotPasswordForm = lazy(() =>
  import('./forgot-password-form').then((m) => ({ default: m.ForgotPasswordForm })),
);

export const LazyChangePasswordForm = lazy(() =>
  import('./change-password-form').then((m) => ({ default: m.ChangePasswordForm })),
);
