import { screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import {
  listing,
  pickSlot,
  SLOT,
  wizardServer,
  ZONE,
} from '../../features/booking/wizard-test-helpers';
import { BOOKING_LINKS } from '../../features/appointments/pages/my-appointments-page';
import { E_CONSULTATION_ORDER_TEXT } from '../../features/booking/pages/e-consultation-order-page';
import { CONSULTATION_TYPE_LABELS } from '../../features/booking/wizard-format';
import { MESSAGES, SLOT_MESSAGES } from '@petwell/domain';
import { setToken } from '../../lib/auth';
import { bookingLink } from '../../lib/booking-links';
import { E_CONSULTATION_ORDER_PATH } from '../../lib/booking-paths';
import type { Site } from '../../lib/site-context';
import { fakeToken, renderRoutes } from '../../test/render';
import { server } from '../../test/server';
import { mainRoutes, vendorRoutes } from '../router';
import type {
  BookingWizardListingsQuery,
  BookingWizardListingsQueryVariables,
  PlatformPracticeQuery,
  PlatformPracticeQueryVariables,
} from '../../generated/booking';
import type {
  AppointmentBookingsQuery,
  AppointmentBookingsQueryVariables,
  AppointmentListingsQuery,
  AppointmentListingsQueryVariables,
  CheckoutDiscountQuery,
  CheckoutDiscountQueryVariables,
  CheckoutPaymentMutation,
  CheckoutPaymentMutationVariables,
  MyPetsQuery,
  MyPetsQueryVariables,
} from '../../generated/graphql';
import type { OwnPracticeQuery, OwnPracticeQueryVariables } from '../../generated/shell';

/** pets.phr_id is a non-null uuid (the pet's health record). */
const PHR_ID = '0f8e6a52-4c1b-4d2e-9a7b-3c5d1e2f4a6b';

const happyPaws: Site = {
  kind: 'vendor',
  website: {
    id: 1,
    vendorId: 2,
    name: 'Happy Paws',
    logo: null,
    headerSection: '<h1>Happy Paws Veterinary Clinic</h1>',
    bodySection: '<h2>Why families choose Happy Paws</h2>',
  },
};

const owner = () => fakeToken({ role: 'user', id: 7 });
const staff = () => fakeToken({ role: 'vendor', id: 21, vendor_id: 2, subrole: 1 });

const field = (label: string) =>
  screen.getByLabelText(new RegExp(`^${label.replace(/[()]/g, '\\$&')}(\\s*\\*)?$`));

afterEach(() => {
  sessionStorage.clear();
});

describe('/vet-appointments/book/:vendorId', () => {
  it("books an owner's appointment with the real pet picker and payment step", async () => {
    setToken(owner());
    wizardServer([listing({ id: 4, title: 'Happy Paws Clinic' })]);
    const payments: Record<string, unknown>[] = [];
    server.use(
      graphql.query<MyPetsQuery, MyPetsQueryVariables>('MyPets', () =>
        HttpResponse.json({
          data: {
            pets: [{ id: 3, name: 'Rex', type: 1, breed: null, notes: null, phr_id: PHR_ID }],
          },
        }),
      ),
      graphql.query<CheckoutDiscountQuery, CheckoutDiscountQueryVariables>('CheckoutDiscount', () =>
        HttpResponse.json({
          data: {
            check_discount: {
              status: 'No discount applied.',
              price: 40,
              newPrice: 40,
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
      graphql.mutation<CheckoutPaymentMutation, CheckoutPaymentMutationVariables>(
        'CheckoutPayment',
        ({ variables }) => {
          payments.push(variables);
          return HttpResponse.json({
            data: {
              payment: { result: 'Success', status: 'Thanks for your Order!', id: 91, code: null },
            },
          });
        },
      ),
    );
    const { user } = renderRoutes(mainRoutes('main'), { path: '/vet-appointments/book/2' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Book an appointment' }),
    ).toBeVisible();
    await waitFor(() => {
      expect(document.title).toBe('Book an appointment | Petwell');
    });
    await pickSlot(user);
    await user.click(await screen.findByRole('radio', { name: /Rex/ }));
    await user.type(screen.getByLabelText(/Reason for consult/), 'Limping');
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    await user.type(await screen.findByLabelText(/^Name on card/), 'Ann Lee');
    await user.type(field('Card number'), '4242424242424242');
    await user.type(field('Expiry month (MM/YY)'), '12/39');
    await user.type(field('Security code'), '123');
    await user.click(screen.getByRole('button', { name: 'Confirm and Pay' }));
    expect(await screen.findByRole('heading', { name: 'Thanks for your Order!' })).toBeVisible();
    expect(screen.getByText('PQC-91')).toBeVisible();
    expect(payments).toHaveLength(1);
    expect(payments[0]).toMatchObject({
      order: {
        paymentType: 300,
        productId: 4000,
        vendorServiceId: 4,
        consultationType: 'video',
        for_ts: SLOT,
        petId: 3,
        userTZ: ZONE,
        details: { summary: 'Limping', clinicName: 'Happy Paws Clinic' },
        paymentInfo: { name: 'Ann Lee', cardNumber: '4242424242424242' },
      },
    });
  });

  it('is the 404 page for a practice id that is not one', async () => {
    renderRoutes(mainRoutes('main'), { path: '/vet-appointments/book/abc' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  });
});

describe('/e-consultation/order', () => {
  /** The platform's practice (vendor 1) and its online vets' listing, with a clinic visit too. */
  function platformServer() {
    const asked: BookingWizardListingsQueryVariables[] = [];
    server.use(
      graphql.query<PlatformPracticeQuery, PlatformPracticeQueryVariables>('PlatformPractice', () =>
        HttpResponse.json({ data: { vendors: [{ id: 1 }] } }),
      ),
      graphql.query<BookingWizardListingsQuery, BookingWizardListingsQueryVariables>(
        'BookingWizardListings',
        ({ variables }) => {
          asked.push(variables);
          return HttpResponse.json({
            data: {
              vendor_listings: [
                listing({
                  id: 9,
                  title: 'Petwell Online Vets',
                  address: null,
                  city: null,
                  state: null,
                  zipcode: null,
                  consultations: [
                    { id: 19, type: 'clinic_visit', price: 60, duration: 30 },
                    { id: 20, type: 'video', price: 30, duration: 15 },
                    { id: 22, type: 'phone', price: 30, duration: 15 },
                    { id: 21, type: 'chat', price: 25, duration: 15 },
                  ],
                }),
              ],
            },
          });
        },
      ),
    );
    return asked;
  }

  const typeNames = () =>
    screen.getAllByRole('radio').map((radio) => radio.closest('label')?.textContent.trim());

  it("offers the platform's online vets by video, phone or chat", async () => {
    const asked = platformServer();
    renderRoutes(mainRoutes('main'), { path: E_CONSULTATION_ORDER_PATH });
    expect(
      await screen.findByRole('heading', { level: 1, name: E_CONSULTATION_ORDER_TEXT.title }),
    ).toBeVisible();
    await waitFor(() => {
      expect(document.title).toBe(`${E_CONSULTATION_ORDER_TEXT.title} | Petwell`);
    });
    expect(
      await screen.findByRole('heading', { name: 'Consultation type, date and time' }),
    ).toBeVisible();
    expect(typeNames()).toEqual([
      expect.stringMatching(new RegExp(`^${CONSULTATION_TYPE_LABELS.video}`)),
      expect.stringMatching(new RegExp(`^${CONSULTATION_TYPE_LABELS.phone}`)),
      expect.stringMatching(new RegExp(`^${CONSULTATION_TYPE_LABELS.chat}`)),
    ]);
    expect(asked).toEqual([{ vendorId: 1 }]);
  });

  it("books with the assessment's pre-fill: video chosen, the owner's pet picked, the reason written", async () => {
    setToken(owner());
    // The slots of the scheduler (wizardServer), the platform's listing (platformServer).
    wizardServer([]);
    platformServer();
    server.use(
      graphql.query<MyPetsQuery, MyPetsQueryVariables>('MyPets', () =>
        HttpResponse.json({
          data: {
            pets: [
              { id: 3, name: 'Rex', type: 1, breed: null, notes: null, phr_id: PHR_ID },
              { id: 9, name: 'Luna', type: 2, breed: null, notes: null, phr_id: PHR_ID },
            ],
          },
        }),
      ),
    );
    const reason = 'Health assessment for Luna: Cardiovascular, high risk (70 %).';
    const { user, router } = renderRoutes(mainRoutes('main'), {
      path: bookingLink(E_CONSULTATION_ORDER_PATH, { type: 'video', pet: 9, reason }),
    });
    expect(await screen.findByRole('group', { name: 'Date and time' })).toBeVisible();
    expect(screen.getByRole('radio', { name: /^Video consultation/ })).toBeChecked();
    // The pre-fill leaves the address once it is read (an effect after the first screen shows).
    await waitFor(() => {
      expect(router.state.location.search).toBe('');
    });
    await pickSlot(user);
    const luna = await screen.findByRole('radio', { name: /Luna/ });
    await waitFor(() => {
      expect(luna).toHaveAttribute('aria-checked', 'true');
    });
    expect(screen.getByRole('radio', { name: /Rex/ })).toHaveAttribute('aria-checked', 'false');
    expect(screen.getByLabelText(/Reason for consult/)).toHaveValue(reason);
  });

  it("says 'No listing found!' when there is no platform practice to book", async () => {
    server.use(
      graphql.query<PlatformPracticeQuery, PlatformPracticeQueryVariables>('PlatformPractice', () =>
        HttpResponse.json({ data: { vendors: [] } }),
      ),
    );
    renderRoutes(mainRoutes('main'), { path: E_CONSULTATION_ORDER_PATH });
    expect(await screen.findByText(SLOT_MESSAGES.noListing)).toBeVisible();
  });

  it('says so when the platform practice cannot be loaded', async () => {
    server.use(
      graphql.query<PlatformPracticeQuery, PlatformPracticeQueryVariables>('PlatformPractice', () =>
        HttpResponse.json({ errors: [{ message: 'down' }] }),
      ),
    );
    renderRoutes(mainRoutes('main'), { path: E_CONSULTATION_ORDER_PATH });
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.loadFailed);
  });
});

describe("a practice site's home", () => {
  it('shows the header HTML, the booking wizard for the practice, then the body HTML', async () => {
    const asked: unknown[] = [];
    server.use(
      graphql.query<BookingWizardListingsQuery, BookingWizardListingsQueryVariables>(
        'BookingWizardListings',
        ({ variables }) => {
          asked.push(variables);
          return HttpResponse.json({ data: { vendor_listings: [listing({ id: 4 })] } });
        },
      ),
    );
    renderRoutes(vendorRoutes(), { path: '/', site: happyPaws });
    expect(await screen.findByText('Happy Paws Veterinary Clinic')).toBeVisible();
    const section = screen.getByRole('region', { name: 'Book an Appointment' });
    expect(await within(section).findByRole('radio', { name: /Video consultation/ })).toBeVisible();
    expect(asked).toEqual([{ vendorId: 2 }]);
    const body = screen.getByText('Why families choose Happy Paws');
    // The body HTML comes after the booking section.
    expect(section.compareDocumentPosition(body) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it("says 'No listing found!' for a practice without listings", async () => {
    wizardServer([]);
    renderRoutes(vendorRoutes(), { path: '/', site: happyPaws });
    const section = await screen.findByRole('region', { name: 'Book an Appointment' });
    expect(await within(section).findByText('No listing found!')).toBeVisible();
  });
});

describe('the appointments screens', () => {
  /** The app layout reads a staff member's practice (its vetting status). */
  function approvedPractice() {
    server.use(
      graphql.query<OwnPracticeQuery, OwnPracticeQueryVariables>('OwnPractice', ({ variables }) =>
        HttpResponse.json({
          data: {
            vendors_by_pk: { id: variables['id'], status: 'approved' },
          },
        }),
      ),
    );
  }

  function noBookings() {
    server.use(
      graphql.query<AppointmentBookingsQuery, AppointmentBookingsQueryVariables>(
        'AppointmentBookings',
        () => HttpResponse.json({ data: { bookings: [] } }),
      ),
      graphql.query<AppointmentListingsQuery, AppointmentListingsQueryVariables>(
        'AppointmentListings',
        () => HttpResponse.json({ data: { vendor_listings: [] } }),
      ),
    );
  }

  it("show an owner's eConsults with the ways to book a clinic visit and an e-consultation", async () => {
    setToken(owner());
    noBookings();
    renderRoutes(mainRoutes('main'), { path: '/app/my-appointments' });
    expect(await screen.findByRole('heading', { level: 1, name: 'My Appointments' })).toBeVisible();
    expect(await screen.findByText('No Appointments Found')).toBeVisible();
    expect(screen.getByRole('link', { name: BOOKING_LINKS[0].label })).toHaveAttribute(
      'href',
      '/vet-appointments/list',
    );
    expect(screen.getByRole('link', { name: BOOKING_LINKS[1].label })).toHaveAttribute(
      'href',
      '/e-consultation/order',
    );
    expect(screen.getByRole('link', { name: 'eConsults' })).toHaveAttribute('aria-current', 'page');
    expect(screen.queryByLabelText('Listing')).toBeNull();
  });

  it('are each for their own role', async () => {
    setToken(owner());
    renderRoutes(mainRoutes('main'), { path: '/app/appointments' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  });

  it("are each for their own role (staff at an owner's list)", async () => {
    setToken(staff());
    approvedPractice();
    renderRoutes(mainRoutes('main'), { path: '/app/my-appointments' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  });

  it('send staff from /app to their appointments, where New Appointment books for a customer', async () => {
    setToken(staff());
    approvedPractice();
    noBookings();
    wizardServer([listing({ id: 4 })]);
    const { router, user } = renderRoutes(mainRoutes('main'), { path: '/app' });
    expect(await screen.findByRole('heading', { level: 1, name: 'My Appointments' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/app/appointments');
    expect(await screen.findByText('No Appointments Found')).toBeVisible();
    expect(screen.getByLabelText('Listing')).toBeVisible();
    expect(screen.getByRole('link', { name: 'My Appointments' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await user.click(screen.getByRole('button', { name: 'New Appointment' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'New Appointment' })).toBeVisible();
    await pickSlot(user);
    expect(screen.getByLabelText(/Customer e-mail/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Back to appointments' }));
    expect(await screen.findByText('No Appointments Found')).toBeVisible();
    await waitFor(() => {
      expect(screen.getByRole('button', { name: 'New Appointment' })).toHaveFocus();
    });
  });
});
