import { type AuthMode, authMode } from './auth-mode';

/** A part of an account page that loads apart from the page's own chunk. */
export type AccountPart = `${AuthMode} form` | 'chosen plan';

/**
 * The parts an address of an account page shows: the form of its mode (lazy-forms.ts), and with
 * a plan's `cc` the promo's part that says which plan it is (chosen-plan.tsx).
 */
export function accountPartsOf(pathname: string, search: string): AccountPart[] {
  const params = new URLSearchParams(search);
  const plan = params.has('cc');
  return [`${authMode(pathname, params)} form`, ...(plan ? (['chosen plan'] as const) : [])];
}

const LOADERS: Record<AccountPart, () => Promise<unknown>> = {
  'login form': () => import('./login-form'),
  'signup form': () => import('./signup-form'),
  'forgot form': () => import('./forgot-password-form'),
  'change form': () => import('./change-password-form'),
  'chosen plan': () => import('./chosen-plan'),
};

/**
 * Loads the parts this address will show with the page's chunk, not after it (the route calls it
 * as the page starts loading). A failed load is no failure here: the part loads again when it
 * renders, and says so there.
 */
export function preloadAccountParts(): void {
  if (typeof window === 'undefined') return;
  for (const part of accountPartsOf(window.location.pathname, window.location.search)) {
    LOADERS[part]().catch(() => undefined);
  }
}
