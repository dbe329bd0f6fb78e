/** A part of an account page that loads apart from the page's own chunk. */
export type AccountPart = 'signup form' | 'chosen plan' | 'graphql client';

/**
 * The parts an address of an account page shows besides the login form: on a sign-up address the
 * sign-up form (lazy-forms.ts); with a plan's `cc` the plan's look-up (the promo's and the sign-up
 * form's) and the GraphQL client it sends with.
 */
export function accountPartsOf(pathname: string, search: string): AccountPart[] {
  const signup = /\/signup\/?$/.test(pathname);
  const plan = new URLSearchParams(search).has('cc');
  return [
    ...(signup ? (['signup form'] as const) : []),
    ...(plan ? (['chosen plan'] as const) : []),
    ...(plan ? (['graphql client'] as const) : []),
  ];
}

const LOADERS: Record<AccountPart, () => Promise<unknown>> = {
  'signup form': () => import('./signup-form'),
  'chosen plan': () => import('./chosen-plan'),
  'graphql client': () => import('../../lib/graphql-provider'),
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
