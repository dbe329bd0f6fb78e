import { screen } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { consultationPath, mainSiteOrigin } from '../features/consultation/main-site';
import { consultationAnswer, LINK } from '../features/consultation/test-helpers';
import type {
  BookingWizardListingsQuery,
  BookingWizardListingsQueryVariables,
} from '../generated/booking';
import type { ConsultationQuery, ConsultationQueryVariables } from '../generated/graphql';
import type { Site } from '../lib/site-context';
import { renderRoutes } from '../test/render';
import { server } from '../test/server';
import { mainRoutes, vendorRoutes } from './router';

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

function answerPhoneBooking(seen: unknown[] = []) {
  server.use(
    graphql.query<ConsultationQuery, ConsultationQueryVariables>(
      'Consultation',
      ({ variables }) => {
        seen.push(variables);
        return HttpResponse.json({
          data: { consultation: consultationAnswer({ type: 'phone', room: null }) },
        });
      },
    ),
  );
  return seen;
}

describe('the consultation link routes', () => {
  it('sends a main-site page with z in its query to /appointments, keeping z', async () => {
    const seen = answerPhoneBooking();
    const { router } = renderRoutes(mainRoutes('main'), {
      path: `/pricing/?utm=mail&z=${LINK}`,
      site: {
        kind: 'main',
      },
    });
    expect(
      await screen.findByText('The doctor will call you at the appointment time'),
    ).toBeVisible();
    expect(router.state.location.pathname).toBe('/appointments');
    expect(router.state.location.search).toBe(`?z=${LINK}`);
    expect(seen).toEqual([{ z: LINK }]);
  });

  it('redirects from the home page of a consult host too', async () => {
    answerPhoneBooking();
    const { router } = renderRoutes(mainRoutes('consult'), {
      path: `/?z=${LINK}`,
      site: { kind: 'consult' },
    });
    expect(
      await screen.findByText('The doctor will call you at the appointment time'),
    ).toBeVisible();
    expect(router.state.location.pathname).toBe('/appointments');
  });

  it('shows /appointments itself without redirecting again', async () => {
    answerPhoneBooking();
    const { router } = renderRoutes(mainRoutes('main'), {
      path: `/appointments?z=${LINK}`,
      site: { kind: 'main' },
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Phone consultation PQC-12' }),
    ).toBeVisible();
    expect(router.state.location.pathname).toBe('/appointments');
    expect(router.state.historyAction).toBe('POP');
  });

  it("frames the main site's consultation page on a practice's site", async () => {
    renderRoutes(vendorRoutes(), { path: `/appointments?z=${LINK}`, site: happyPaws });
    const frame = await screen.findByTitle('Consultation');
    expect(frame.tagName).toBe('IFRAME');
    // happy-dom's page is http://localhost:3000 and the main domain defaults to localhost.
    expect(frame).toHaveAttribute('src', `http://localhost:3000/appointments?z=${LINK}`);
    expect(frame.getAttribute('allow')).toEqual(
      expect.stringContaining('camera; microphone; fullscreen; display-capture'),
    );
  });

  it("leaves z alone on a practice's other pages", async () => {
    server.use(
      graphql.query<BookingWizardListingsQuery, BookingWizardListingsQueryVariables>(
        'BookingWizardListings',
        () => HttpResponse.json({ data: { vendor_listings: [] } }),
      ),
    );
    const { router } = renderRoutes(vendorRoutes(), { path: `/?z=${LINK}`, site: happyPaws });
    expect(await screen.findByRole('heading', { name: 'Book an Appointment' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/');
  });
});

describe('the main site seen from a practice site', () => {
  it("is the main domain on the page's own scheme and port", () => {
    expect(mainSiteOrigin({ protocol: 'http:', port: '8080' }, 'localhost')).toBe(
      'http://localhost:8080',
    );
    expect(mainSiteOrigin({ protocol: 'https:', port: '' }, 'petwell.com')).toBe(
      'https://petwell.com',
    );
  });

  it('carries the link code, or none', () => {
    expect(consultationPath(LINK)).toBe(`/appointments?z=${LINK}`);
    expect(consultationPath(null)).toBe('/appointments');
  });
});
