import { planCheckoutOrder, type CheckoutOrder } from '@petwell/domain';
import { screen, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import type { MyPlanQuery, MyPlanQueryVariables } from '../../generated/graphql';
import { fakeToken, renderWithApp } from '../../test/render';
import { server } from '../../test/server';
import { PlanCheckoutPage } from './pages/plan-checkout-page';
import { PLAN_CHECKOUT_PATH } from './plan-checkout-path';
import { PlanSummary } from './plan-summary';
import { PLAN_TEXT, PROFILE_TEXT } from './profile-messages';

type MyPlan = NonNullable<MyPlanQuery['my_plan']>;

const GOLD_USES: MyPlan['entitlements'] = [
  {
    entitlement: 'econsults',
    name: 'E-consults (video or phone)',
    allowance: 1,
    used: 1,
    remaining: 0,
  },
  { entitlement: 'chats', name: 'Chat consultations', allowance: 2, used: 1, remaining: 1 },
  { entitlement: 'smo', name: 'Second medical opinions', allowance: 1, used: 0, remaining: 1 },
];

const gold = (over: Partial<MyPlan> = {}): MyPlan => ({
  plan_id: 2,
  code: 'GOLD',
  name: 'Gold',
  description: 'Gold membership.',
  price: 144,
  active: true,
  started_at: '2025-03-01T09:00:00.000Z',
  renews_at: '2027-03-01T09:00:00.000Z',
  entitlements: GOLD_USES,
  ...over,
});

function answerPlan(plan: MyPlan | null) {
  server.use(
    graphql.query<MyPlanQuery, MyPlanQueryVariables>('MyPlan', () =>
      HttpResponse.json({ data: { my_plan: plan } }),
    ),
  );
}

const section = () => screen.getByRole('region', { name: PROFILE_TEXT.planHeading });
const leftOf = (name: string) =>
  within(section())
    .getByRole('row', { name: new RegExp(`^${name}`) })
    .querySelector('td')?.textContent;

describe('the plan on the profile', () => {
  it('shows an active plan, what is left of each entitlement this plan year and when it renews', async () => {
    answerPlan(gold());
    renderWithApp(<PlanSummary />, { token: fakeToken() });
    expect(await screen.findByText(PLAN_TEXT.active('Gold'))).toBeVisible();
    const renews = new Intl.DateTimeFormat('en-US', { dateStyle: 'long' }).format(
      new Date('2027-03-01T09:00:00.000Z'),
    );
    expect(section()).toHaveTextContent(PLAN_TEXT.renews(renews));
    expect(
      within(section()).getByRole('columnheader', { name: PLAN_TEXT.leftThisYear }),
    ).toBeVisible();
    expect(leftOf('E-consults')).toBe(PLAN_TEXT.left(0, 1));
    expect(leftOf('Chat consultations')).toBe('1 of 2');
    expect(leftOf('Second medical opinions')).toBe('1 of 1');
    expect(within(section()).queryByRole('link', { name: /Pay for/ })).not.toBeInTheDocument();
  });

  it('says unlimited where the plan has no limit', async () => {
    answerPlan(
      gold({
        name: 'Platinum',
        entitlements: [
          {
            entitlement: 'chats',
            name: 'Chat consultations',
            allowance: null,
            used: 9,
            remaining: null,
          },
        ],
      }),
    );
    renderWithApp(<PlanSummary />, { token: fakeToken() });
    await screen.findByText(PLAN_TEXT.active('Platinum'));
    expect(leftOf('Chat consultations')).toBe(PLAN_TEXT.unlimited);
  });

  it('shows a plan chosen at sign-up and not paid: what it includes and the way to pay for it', async () => {
    answerPlan(gold({ active: false, started_at: null, renews_at: null }));
    renderWithApp(<PlanSummary />, { token: fakeToken() });
    expect(await screen.findByText(PLAN_TEXT.chosen('Gold'))).toBeVisible();
    expect(section()).toHaveTextContent(PLAN_TEXT.payToStart('$144'));
    expect(within(section()).getByRole('columnheader', { name: PLAN_TEXT.includes })).toBeVisible();
    expect(leftOf('Chat consultations')).toBe(PLAN_TEXT.perYear(2));
    expect(within(section()).getByRole('link', { name: PLAN_TEXT.pay('Gold') })).toHaveAttribute(
      'href',
      PLAN_CHECKOUT_PATH,
    );
  });

  it("on a practice's site, says where to pay instead of linking to a checkout it does not have", async () => {
    answerPlan(gold({ active: false, started_at: null, renews_at: null }));
    renderWithApp(<PlanSummary />, {
      token: fakeToken(),
      site: {
        kind: 'vendor',
        website: {
          id: 1,
          vendorId: 2,
          name: 'Happy Paws',
          logo: null,
          headerSection: null,
          bodySection: null,
        },
      },
    });
    expect(await screen.findByText(PLAN_TEXT.chosen('Gold'))).toBeVisible();
    expect(screen.queryByRole('link', { name: PLAN_TEXT.pay('Gold') })).not.toBeInTheDocument();
  });

  it('shows Pay As You Go without a plan, with the way to compare plans', async () => {
    answerPlan(null);
    renderWithApp(<PlanSummary />, { token: fakeToken() });
    expect(await screen.findByText(PROFILE_TEXT.payAsYouGo)).toBeVisible();
    expect(screen.getByRole('link', { name: PROFILE_TEXT.comparePlans })).toHaveAttribute(
      'href',
      '/pricing/',
    );
  });

  it('says so when the plan cannot be loaded', async () => {
    server.use(
      graphql.query<MyPlanQuery, MyPlanQueryVariables>('MyPlan', () =>
        HttpResponse.json({ errors: [{ message: 'boom', extensions: { code: 'unexpected' } }] }),
      ),
    );
    renderWithApp(<PlanSummary />, { token: fakeToken() });
    expect(await screen.findByRole('alert')).toHaveTextContent(PLAN_TEXT.failed);
  });
});

describe('the way from a chosen plan to the checkout', () => {
  function renderStart(plan: MyPlan | null, token: string | null = fakeToken()) {
    answerPlan(plan);
    const saveOrder = vi.fn<(order: CheckoutOrder) => void>();
    const view = renderWithApp(<PlanCheckoutPage saveOrder={saveOrder} />, {
      path: PLAN_CHECKOUT_PATH,
      pattern: PLAN_CHECKOUT_PATH,
      ...(token ? { token } : {}),
      routes: [
        { path: '/checkout', element: <h1>Checkout page</h1> },
        { path: '/app/my-profile', element: <h1>Profile page</h1> },
        { path: '/login', element: <h1>Login page</h1> },
      ],
    });
    return { ...view, saveOrder };
  }

  it('puts the unpaid plan into the checkout as a plan order and goes there', async () => {
    const { saveOrder, router } = renderStart(gold({ active: false }));
    expect(await screen.findByRole('heading', { name: 'Checkout page' })).toBeVisible();
    expect(saveOrder).toHaveBeenCalledWith(planCheckoutOrder({ id: 2, name: 'Gold', price: 144 }));
    expect(saveOrder.mock.calls[0]?.[0]).toMatchObject({ paymentType: 200, planId: 2 });
    expect(router.state.location.pathname).toBe('/checkout');
  });

  it('goes to the profile when there is nothing to pay for', async () => {
    for (const plan of [gold(), null]) {
      const { saveOrder, unmount } = renderStart(plan);
      expect(await screen.findByRole('heading', { name: 'Profile page' })).toBeVisible();
      expect(saveOrder).not.toHaveBeenCalled();
      unmount();
    }
  });

  it('asks a visitor to log in first and comes back', async () => {
    const { router } = renderStart(null, null);
    expect(await screen.findByRole('heading', { name: 'Login page' })).toBeVisible();
    expect(router.state.location.search).toBe(
      `?redirect=${encodeURIComponent(PLAN_CHECKOUT_PATH)}`,
    );
  });
});
