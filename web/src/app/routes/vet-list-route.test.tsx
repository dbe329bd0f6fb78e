import { screen, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadCheckout } from '../../features/checkout/checkout-data';
import { renderRoutes, renderWithApp } from '../../test/render';
import { server } from '../../test/server';
import { mainRoutes } from '../router';
import { VetListRoute } from './vet-list-route';
import type { AvailableSlotsQuery, AvailableSlotsQueryVariables } from '../../generated/booking';
import type { ClinicVetsQuery, ClinicVetsQueryVariables } from '../../generated/graphql';

const NOW = new Date('2026-11-23T06:00:00.000Z');
const SLOT = '2026-11-23T16:00:00.000Z';
const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;

const happyPaws = {
  id: 1,
  vendor_id: 2,
  title: 'Happy Paws Veterinary Clinic',
  line1: 'Dr. Maria Gonzalez, DVM',
  address: '418 Atlantic Avenue',
  city: 'Brooklyn',
  state: 'NY',
  zipcode: '11217',
  avatar: null,
  specialization: [1000, 1004],
  categories: [1000, 1001],
  consultations: [{ id: 1, price: 65, duration: 30 }],
};

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  sessionStorage.clear();
  server.use(
    graphql.query<ClinicVetsQuery, ClinicVetsQueryVariables>('ClinicVets', () =>
      HttpResponse.json({ data: { vendor_listings: [happyPaws] } }),
    ),
    graphql.query<AvailableSlotsQuery, AvailableSlotsQueryVariables>(
      'AvailableSlots',
      ({ variables }) =>
        HttpResponse.json({
          data: {
            available_slots: {
              slots:
                variables['listingId'] === 1 && variables['type'] === 'clinic_visit' ? [SLOT] : [],
            },
          },
        }),
    ),
  );
});
afterEach(() => {
  vi.useRealTimers();
});

describe('/vet-appointments/list', () => {
  it('is where the landing page sends visitors who want to book', async () => {
    const { router, user } = renderRoutes(mainRoutes('main'), { path: '/vet-appointments/' });
    const [cta] = await screen.findAllByRole('link', { name: 'Book an Appointment' });
    if (!cta) throw new Error('no call to action');
    await user.click(cta);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Book a Clinic Visit' }),
    ).toBeVisible();
    expect(router.state.location.pathname).toBe('/vet-appointments/list');
    expect(await screen.findByRole('article', { name: 'Dr. Maria Gonzalez, DVM' })).toBeVisible();
  });

  it('stores the picked clinic visit for the checkout and goes there', async () => {
    const { user, router } = renderWithApp(<VetListRoute />, {
      path: '/vet-appointments/list',
      pattern: '/vet-appointments/list',
      routes: [{ path: '/checkout', element: <h1>Checkout</h1> }],
    });
    const card = await screen.findByRole('article', { name: 'Dr. Maria Gonzalez, DVM' });
    await user.click(within(card).getByRole('button', { name: 'Book Appointment' }));
    const label = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      weekday: 'long',
      year: 'numeric',
      month: 'long',
      day: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
    }).format(new Date(SLOT));
    await user.click(await within(card).findByRole('button', { name: label }));

    expect(await screen.findByRole('heading', { name: 'Checkout' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/checkout');
    expect(loadCheckout()).toEqual({
      paymentType: 300,
      productId: 2000,
      vendorId: 2,
      vendorServiceId: 1,
      consultationType: 'clinic_visit',
      for_ts: SLOT,
      userTZ: zone,
      details: {
        clinicName: 'Happy Paws Veterinary Clinic',
        docName: 'Dr. Maria Gonzalez, DVM',
        speciality: 'General Practice, Preventive Medicine',
        pic: null,
        price: 65,
        address: '418 Atlantic Avenue, Brooklyn, NY 11217',
      },
    });
  });
});
