import { type CheckoutOrder, SLOT_REFUSAL_MESSAGES } from '@petwell/domain';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, http, HttpResponse } from 'msw';
import { MemoryRouter } from 'react-router';
import { Provider as UrqlProvider } from 'urql';
import { afterEach, describe, expect, it } from 'vitest';
import { DAY, listing, SLOT, wizardServer, ZONE } from '../../features/booking/wizard-test-helpers';
import { loadCheckout, saveCheckout } from '../../features/checkout/checkout-data';
import { getToken, setToken } from '../../lib/auth';
import { createGraphqlClient } from '../../lib/graphql-client';
import { SiteContext } from '../../lib/site-context';
import { fakeToken, renderRoutes } from '../../test/render';
import { ORIGIN, server } from '../../test/server';
import { dayButtonName } from '../../ui/scheduler/scheduler-format';
import { AppRoutes } from '../../lib/app-routes';
import { mainRoutes, vendorRoutes } from '../router';
import type {
  BookingWizardListingsQuery,
  BookingWizardListingsQueryVariables,
} from '../../generated/booking';
import type {
  CheckoutDiscountQuery,
  CheckoutDiscountQueryVariables,
  CheckoutPaymentMutation,
  CheckoutPaymentMutationVariables,
  MyPetsQuery,
  MyPetsQueryVariables,
} from '../../generated/graphql';

/** pets.phr_id is a non-null uuid (the pet's health record). */
const PHR_ID = '0f8e6a52-4c1b-4d2e-9a7b-3c5d1e2f4a6b';

const appointment: CheckoutOrder = {
  paymentType: 300,
  productId: 2000,
  vendorId: 2,
  vendorServiceId: 11,
  consultationType: 'clinic_visit',
  for_ts: '2026-11-23T14:00:00.000Z',
  petId: 5,
  userTZ: 'America/New_York',
  details: { price: 60, clinicName: 'Happy Paws Clinic', docName: 'Dr. Ada Vet', summary: 'Limp' },
};

const renderCheckout = (path = '/checkout') => renderRoutes(mainRoutes('main'), { path });

const steps = () =>
  within(screen.getByRole('list', { name: 'Checkout steps' })).getAllByRole('listitem');
const currentStep = () => steps().find((li) => li.getAttribute('aria-current') === 'step');
const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}(\\s*\\*)?$`));

function priceCheck() {
  server.use(
    graphql.query<CheckoutDiscountQuery, CheckoutDiscountQueryVariables>('CheckoutDiscount', () =>
      HttpResponse.json({
        data: {
          check_discount: {
            status: 'No discount applied.',
            price: 60,
            newPrice: 60,
            description: null,
            applied: false,
            source: 'none',
            plan_name: null,
            plan_entitlement: null,
            plan_allowance: null,
            plan_remaining: null,
          },
        },
      }),
    ),
  );
}

async function payByCard(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByLabelText(/^Name on card/), 'Ann Lee');
  await user.type(field('Card number'), '4242424242424242');
  await user.type(field('Expiry month \\(MM/YY\\)'), '12/39');
  await user.type(field('Security code'), '123');
  await user.click(screen.getByRole('button', { name: 'Confirm and Pay' }));
}

describe('/checkout', () => {
  afterEach(() => {
    sessionStorage.clear();
  });

  it('is the 404 page when there is no checkout data', async () => {
    setToken(fakeToken());
    renderCheckout();
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  });

  it('is the 404 page when the stored checkout is not one', async () => {
    sessionStorage.setItem('petwell.checkout', JSON.stringify({ paymentType: 1 }));
    setToken(fakeToken());
    renderCheckout();
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  });

  it('has three steps, no header or footer, and shows the login form to a visitor', async () => {
    saveCheckout(appointment);
    const { router } = renderCheckout();
    expect(await screen.findByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
    await waitFor(() => {
      expect(document.title).toBe('Checkout | Petwell');
    });
    expect(steps().map((li) => li.textContent)).toEqual(['1Login', '2Payment', '3Confirmation']);
    expect(currentStep()).toHaveTextContent('Login');
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Login' })).toBeVisible();
    expect(field('Email')).toBeVisible();
    expect(field('Password')).toBeVisible();
    await waitFor(() => {
      expect(router.state.location.search).toBe('?redirect=%2Fcheckout');
    });
  });

  it('moves to the Payment step after login, without leaving the page', async () => {
    saveCheckout(appointment);
    priceCheck();
    server.use(http.post('/api/account/login', () => HttpResponse.json({ token: fakeToken() })));
    const { router, user } = renderCheckout();
    await user.type(await screen.findByLabelText(/^Email/), 'ann@example.com');
    await user.type(field('Password'), 'secret-password');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Payment' })).toBeVisible();
    expect(currentStep()).toHaveTextContent('Payment');
    expect(router.state.location.pathname).toBe('/checkout');
    expect(getToken()).not.toBeNull();
    // The step's landmark and the payment section inside it do not share a name.
    expect(screen.getByRole('region', { name: 'Step 2 of 3: Payment' })).toHaveFocus();
    expect(screen.getAllByRole('region', { name: 'Payment' })).toHaveLength(1);
  });

  it("offers the login page's 'Forgot password?' link in the Login step", async () => {
    saveCheckout(appointment);
    const { router, user } = renderCheckout();
    const forgot = await screen.findByRole('link', { name: 'Forgot password?' });
    expect(forgot).toHaveAttribute('href', '/login?redirect=%2Fcheckout&mode=forgot');
    await user.click(forgot);
    expect(await screen.findByRole('heading', { level: 1, name: 'Forgot Password' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/login');
    // The login page shows the same link to a visitor sent there from the checkout.
    await user.click(screen.getByRole('link', { name: 'Back to Login' }));
    expect(await screen.findByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      forgot.getAttribute('href'),
    );
  });

  it('offers the sign-up form in the Login step', async () => {
    saveCheckout(appointment);
    const { user } = renderCheckout();
    await user.click(await screen.findByRole('button', { name: 'Sign Up' }));
    expect(screen.getByRole('heading', { level: 2, name: 'Sign Up' })).toBeVisible();
    expect(field('First name')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(screen.getByRole('heading', { level: 2, name: 'Login' })).toBeVisible();
  });

  it('tells a practice account that checkout is for pet owners and lets it log out here', async () => {
    saveCheckout(appointment);
    setToken(fakeToken({ role: 'vendor', vendor_id: 2 }));
    server.use(http.post('/api/account/logout', () => HttpResponse.json({ message: 'ok' })));
    const { user, router } = renderCheckout();
    expect(
      await screen.findByText(
        'Checkout is for pet owners. You are logged in with a practice account.',
      ),
    ).toBeVisible();
    expect(currentStep()).toHaveTextContent('Login');
    await user.click(screen.getByRole('button', { name: 'Log out and continue as a pet owner' }));
    expect(await screen.findByLabelText(/^Email/)).toBeVisible();
    expect(getToken()).toBeNull();
    expect(router.state.location.pathname).toBe('/checkout');
  });

  it("stays on Payment with the server's status on a result 'Error'", async () => {
    saveCheckout(appointment);
    setToken(fakeToken());
    priceCheck();
    const taken = 'Sorry, this slot was just booked. Please pick another time.';
    server.use(
      graphql.mutation<CheckoutPaymentMutation, CheckoutPaymentMutationVariables>(
        'CheckoutPayment',
        () =>
          HttpResponse.json({
            data: { payment: { result: 'Error', status: taken, id: null, code: 'slot-taken' } },
          }),
      ),
    );
    const { user } = renderCheckout();
    await screen.findByRole('heading', { level: 2, name: 'Payment' });
    await payByCard(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(taken);
    expect(currentStep()).toHaveTextContent('Payment');
    expect(loadCheckout()).toEqual(appointment);
  });

  it('offers to pick another time when the time was taken: the wizard on the same listing and consultation', async () => {
    const order: CheckoutOrder = { ...appointment, for_ts: SLOT, userTZ: ZONE, petId: 5 };
    saveCheckout({ ...order, details: { ...order.details, petName: 'Rex' } });
    setToken(fakeToken());
    priceCheck();
    wizardServer([
      listing({ id: 10, title: 'Happy Paws Dental' }),
      listing({
        id: 11,
        title: 'Happy Paws Clinic',
        consultations: [
          { id: 21, type: 'clinic_visit', price: 60, duration: 30 },
          { id: 22, type: 'video', price: 40, duration: 30 },
        ],
      }),
    ]);
    server.use(
      graphql.mutation<CheckoutPaymentMutation, CheckoutPaymentMutationVariables>(
        'CheckoutPayment',
        () =>
          HttpResponse.json({
            data: {
              payment: {
                result: 'Error',
                status: SLOT_REFUSAL_MESSAGES.taken,
                id: null,
                code: 'slot-taken',
              },
            },
          }),
      ),
    );
    const { router, user } = renderCheckout();
    await screen.findByRole('heading', { level: 2, name: 'Payment' });
    await payByCard(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(SLOT_REFUSAL_MESSAGES.taken);
    const again = screen.getByRole('link', { name: 'Pick another time' });
    expect(again).toHaveAttribute('href', '/vet-appointments/book/2');

    await user.click(again);
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Consultation type, date and time' }),
    ).toBeVisible();
    expect(router.state.location.pathname).toBe('/vet-appointments/book/2');
    expect(screen.getByRole('radio', { name: /^Clinic visit/ })).toBeChecked();
    expect(screen.getByRole('button', { name: dayButtonName(DAY) })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByText('Happy Paws Clinic', { selector: '.wizard-summary *' })).toBeVisible();
  });

  it('offers no other time for a refusal that is not about the time', async () => {
    saveCheckout(appointment);
    setToken(fakeToken());
    priceCheck();
    server.use(
      graphql.mutation<CheckoutPaymentMutation, CheckoutPaymentMutationVariables>(
        'CheckoutPayment',
        () =>
          HttpResponse.json({
            data: {
              payment: {
                result: 'Error',
                status: 'Your card was declined.',
                id: null,
                code: 'payment-declined',
              },
            },
          }),
      ),
    );
    const { user } = renderCheckout();
    await screen.findByRole('heading', { level: 2, name: 'Payment' });
    await payByCard(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('Your card was declined.');
    expect(screen.queryByRole('link', { name: 'Pick another time' })).not.toBeInTheDocument();
  });

  it('asks for the pet and the reason for consult when the vet list sent none, before the card', async () => {
    // The clinic vet list goes from a slot straight to the checkout; the practice still needs the
    // pet and the reason, and the server requires them.
    const fromVetList: CheckoutOrder = {
      paymentType: 300,
      productId: 2000,
      vendorId: 2,
      vendorServiceId: 11,
      consultationType: 'clinic_visit',
      for_ts: '2026-11-23T14:00:00.000Z',
      userTZ: 'America/New_York',
      details: { price: 60, clinicName: 'Happy Paws Clinic', docName: 'Dr. Ada Vet' },
    };
    saveCheckout(fromVetList);
    setToken(fakeToken({ id: 7 }));
    priceCheck();
    const orders: unknown[] = [];
    server.use(
      graphql.query<MyPetsQuery, MyPetsQueryVariables>('MyPets', () =>
        HttpResponse.json({
          data: {
            pets: [{ id: 31, name: 'Biscuit', type: 1, breed: null, notes: null, phr_id: PHR_ID }],
          },
        }),
      ),
      graphql.mutation<CheckoutPaymentMutation, CheckoutPaymentMutationVariables>(
        'CheckoutPayment',
        ({ variables }) => {
          orders.push(variables['order']);
          return HttpResponse.json({
            data: {
              payment: { result: 'Success', status: 'Thanks for your Order!', id: 58, code: null },
            },
          });
        },
      ),
    );
    const { user } = renderCheckout();
    await screen.findByRole('heading', { level: 2, name: 'About the visit' });
    expect(screen.queryByLabelText(/^Card number/)).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    expect(await screen.findByText('Please select a pet.')).toBeVisible();
    expect(screen.getByText('Reason for consult is required.')).toBeVisible();

    await user.click(await screen.findByRole('radio', { name: /Biscuit/ }));
    await user.type(screen.getByLabelText(/^Reason for consult/), 'Sneezing since Monday');
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    await payByCard(user);
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Thanks for your Order!' }),
    ).toBeVisible();
    expect(orders).toHaveLength(1);
    expect(orders[0]).toMatchObject({
      petId: 31,
      details: { summary: 'Sneezing since Monday', petName: 'Biscuit' },
    });
  });

  it('confirms a paid appointment with its PQC id, and forgets the checkout', async () => {
    saveCheckout(appointment);
    setToken(fakeToken({ email: 'ann@example.com' }));
    priceCheck();
    server.use(
      graphql.mutation<CheckoutPaymentMutation, CheckoutPaymentMutationVariables>(
        'CheckoutPayment',
        () =>
          HttpResponse.json({
            data: {
              payment: { result: 'Success', status: 'Thanks for your Order!', id: 57, code: null },
            },
          }),
      ),
    );
    const { user } = renderCheckout();
    await screen.findByRole('heading', { level: 2, name: 'Payment' });
    expect(
      await screen.findByText('$60.00', { selector: '.order-summary-total dd' }),
    ).toBeVisible();
    await payByCard(user);
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Thanks for your Order!' }),
    ).toBeVisible();
    expect(currentStep()).toHaveTextContent('Confirmation');
    expect(screen.getByText('PQC-57')).toBeVisible();
    expect(screen.getByText(/A confirmation e-mail is on its way/)).toHaveTextContent(
      'A confirmation e-mail is on its way to ann@example.com.',
    );
    expect(screen.getByRole('link', { name: 'Go Home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Go To Dashboard' })).toHaveAttribute('href', '/app');
    expect(loadCheckout()).toBeUndefined();
  });

  it("is not served on a practice's site, which books through its own widget", async () => {
    saveCheckout(appointment);
    setToken(fakeToken());
    server.use(
      graphql.query<BookingWizardListingsQuery, BookingWizardListingsQueryVariables>(
        'BookingWizardListings',
        () => HttpResponse.json({ data: { vendor_listings: [] } }),
      ),
    );
    render(
      <UrqlProvider value={createGraphqlClient(`${ORIGIN}/v1/graphql`)}>
        <SiteContext.Provider
          value={{
            kind: 'vendor',
            website: {
              id: 1,
              vendorId: 2,
              name: 'Happy Paws',
              logo: null,
              headerSection: null,
              bodySection: null,
            },
          }}
        >
          <MemoryRouter initialEntries={['/checkout']}>
            <AppRoutes routes={vendorRoutes()} />
          </MemoryRouter>
        </SiteContext.Provider>
      </UrqlProvider>,
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  });
});
