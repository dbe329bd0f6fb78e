import { screen } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { setToken } from '../lib/auth';
import type { Site } from '../lib/site-context';
import { fakeToken, renderRoutes } from '../test/render';
import { server } from '../test/server';
import { mainRoutes, vendorRoutes } from './router';
import type {
  BookingWizardListingsQuery,
  BookingWizardListingsQueryVariables,
  PlatformPracticeQuery,
  PlatformPracticeQueryVariables,
} from '../generated/booking';
import type { MyAssessmentQuery, MyAssessmentQueryVariables } from '../generated/graphql';
import { E_CONSULTATION_ORDER_TEXT } from '../features/booking/pages/e-consultation-order-page';

const happyPaws: Site = {
  kind: 'vendor',
  website: {
    id: 1,
    vendorId: 2,
    name: 'Happy Paws',
    logo: null,
    headerSection: null,
    bodySection: null,
  },
};

describe('the routes', () => {
  it('shows the 404 page with a link home for an unknown path', async () => {
    renderRoutes(mainRoutes('main'), { path: '/no/such/page', site: { kind: 'main' } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  });

  it("serves only the practice's own routes on a white-label host", async () => {
    server.use(
      graphql.query<BookingWizardListingsQuery, BookingWizardListingsQueryVariables>(
        'BookingWizardListings',
        () => HttpResponse.json({ data: { vendor_listings: [] } }),
      ),
    );
    renderRoutes(vendorRoutes(), { path: '/pricing/', site: happyPaws });
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  });

  it('sends a signed-in visitor of a consult host from / to the app (an owner: their Health Assessment)', async () => {
    server.use(
      graphql.query<MyAssessmentQuery, MyAssessmentQueryVariables>('MyAssessment', () =>
        HttpResponse.json({ data: { ihm: [], pets: [] } }),
      ),
    );
    setToken(fakeToken());
    const { router } = renderRoutes(mainRoutes('consult'), {
      path: '/',
      site: { kind: 'consult' },
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Health Assessment' }),
    ).toBeVisible();
    expect(router.state.location.pathname).toBe('/app/my-health');
  });

  it("opens the online vets' booking from the e-consultation landing's start button", async () => {
    server.use(
      graphql.query<PlatformPracticeQuery, PlatformPracticeQueryVariables>('PlatformPractice', () =>
        HttpResponse.json({ data: { vendors: [{ id: 1 }] } }),
      ),
      graphql.query<BookingWizardListingsQuery, BookingWizardListingsQueryVariables>(
        'BookingWizardListings',
        () => HttpResponse.json({ data: { vendor_listings: [] } }),
      ),
    );
    const { router, user } = renderRoutes(mainRoutes('main'), {
      path: '/e-consultation/',
      site: { kind: 'main' },
    });
    await user.click(
      (await screen.findAllByRole('link', { name: 'Start an e-Consultation' }))[0] as HTMLElement,
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: E_CONSULTATION_ORDER_TEXT.title }),
    ).toBeVisible();
    expect(router.state.location.pathname).toBe('/e-consultation/order');
  });

  it('serves no e-consultation order on a practice site', async () => {
    renderRoutes(vendorRoutes(), { path: '/e-consultation/order', site: happyPaws });
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  });

  it('shows the health assessment landing on a consult host to a visitor', async () => {
    renderRoutes(mainRoutes('consult'), { path: '/', site: { kind: 'consult' } });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Pet Health Assessment' }),
    ).toBeVisible();
  });
});
