/**
 * Where an owner pays for the plan they chose at sign-up: the app routes it to the page that
 * puts the plan in the checkout and goes on to /checkout.
 */
export const PLAN_CHECKOUT_PATH = '/checkout/plan';
