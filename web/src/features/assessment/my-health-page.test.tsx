import { basicReport, type CheckoutOrder } from '@petwell/domain';
import { screen, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import type { MyAssessmentQuery, MyAssessmentQueryVariables } from '../../generated/graphql';
import { clearToken } from '../../lib/auth';
import { fakeToken, renderWithApp } from '../../test/render';
import { server } from '../../test/server';
import { CATEGORY_LABELS, consultationReason } from './assessment-text';
import { RISK_CONSULTATIONS, RISK_LABELS } from './assessment-report';
import { MyHealthPage } from './pages/my-health-page';

type Row = MyAssessmentQuery['ihm'][number];
type Pet = MyAssessmentQuery['pets'][number];

const ANSWERS: Record<string, string | number> = {
  'g-name': 'Rex',
  'g-type': 'Dog',
  'g-age': 4,
  'g-sex': 'Male',
  // Cardiovascular 10 + 10 + 8 = 28 / 40 = 70 %: red. Gastro 8 + 1 = 9 / 40 = 23 %: blue.
  'g-cv1': 'Severe',
  'g-cv3': 'Severe',
  'g-cv4': 'Moderate',
  'g-gi1': 'Moderate',
  'g-gi4': 'Mild',
};

function assessment(overrides: Partial<Row> = {}): Row {
  return {
    id: 5,
    answers: ANSWERS,
    basic_report: basicReport(ANSWERS),
    final_report: null,
    status: 1,
    booking_id: null,
    submitted_at: '2026-11-20T10:00:00Z',
    previous_basic_report: null,
    previous_submitted_at: null,
    ...overrides,
  };
}

function assessmentServer(rows: Row[], pets: Pet[] = []) {
  server.use(
    graphql.query<MyAssessmentQuery, MyAssessmentQueryVariables>('MyAssessment', () =>
      HttpResponse.json({
        data: {
          ihm: rows.map((row) => ({ __typename: 'ihm', ...row })),
          pets: pets.map((pet) => ({ __typename: 'pets', ...pet })),
        },
      }),
    ),
  );
}

/** The words of a risk's booking link. */
function bookLabel(risk: 'red' | 'blue'): string {
  const label = RISK_CONSULTATIONS[risk]?.label;
  if (!label) throw new Error(`no consultation for ${risk}`);
  return label;
}

/** A link's path and its search parameters. */
function linkTarget(link: HTMLElement) {
  const url = new URL(link.getAttribute('href') ?? '', 'http://localhost');
  return { path: url.pathname, params: Object.fromEntries(url.searchParams) };
}

function render() {
  const saved: CheckoutOrder[] = [];
  const result = renderWithApp(
    <MyHealthPage
      saveOrder={(order) => {
        saved.push(order);
      }}
    />,
    {
      path: '/app/my-health',
      pattern: '/app/my-health',
      routes: [{ path: '/checkout', element: <h1>Checkout</h1> }],
      token: fakeToken(),
    },
  );
  return { ...result, saved };
}

const card = (name: string) => {
  const item = screen.getByRole('heading', { level: 3, name }).closest('li');
  if (!item) throw new Error(`no card ${name}`);
  return within(item);
};

afterEach(() => {
  clearToken();
});

describe("the owner's Health Assessment (/app/my-health)", () => {
  it("shows the status 'none' and the way to the test when there is no assessment", async () => {
    assessmentServer([]);
    render();
    expect(await screen.findByText('none')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Take Test' })).toHaveAttribute(
      'href',
      '/pet-health-assessment/order/',
    );
    expect(screen.queryByRole('button', { name: 'Buy Now' })).toBeNull();
  });

  it('shows the basic risk report: each category with its colour, the answers behind it and the tests from 20 %', async () => {
    assessmentServer([assessment()]);
    render();
    expect(await screen.findByText('basic report')).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Rex’s risk report' })).toBeVisible();
    const cardio = card('Cardiovascular');
    expect(cardio.getByText('High risk')).toBeVisible();
    expect(cardio.getByText('70 %')).toBeVisible();
    expect(cardio.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Repeated coughing: Severe',
      'Rapid respiration at rest: Severe',
      'Open mouth breathing: Moderate',
      'CBC',
      'CHEM',
      'HWT',
      'proBNP',
      'UA',
      'Imaging',
      'EKG',
      'Blood pressure',
    ]);
    expect(cardio.getByRole('link', { name: bookLabel('red') })).toBeVisible();
    const gastro = card('Gastro-intestinal');
    expect(gastro.getByText('Moderate risk')).toBeVisible();
    expect(gastro.getByText('23 %')).toBeVisible();
    expect(gastro.getByRole('link', { name: bookLabel('blue') })).toBeVisible();
    const skin = card('Dermatology');
    expect(skin.getByText('Low risk')).toBeVisible();
    expect(skin.getByText('No signs reported.')).toBeVisible();
    expect(skin.queryByText('Tests a vet may consider')).toBeNull();
    expect(skin.queryByRole('link')).toBeNull();
  });

  it("sends a high risk to the online vets' order with video, the pet and a reason naming the category", async () => {
    assessmentServer(
      [assessment()],
      [
        { id: 8, name: 'Milo' },
        { id: 9, name: ' rex ' },
      ],
    );
    render();
    await screen.findByText('basic report');
    const link = card('Cardiovascular').getByRole('link', { name: bookLabel('red') });
    expect(linkTarget(link)).toEqual({
      path: '/e-consultation/order',
      params: {
        type: 'video',
        pet: '9',
        reason: 'Health assessment for Rex: Cardiovascular, high risk (70 %).',
      },
    });
    expect(linkTarget(link).params['reason']).toBe(
      consultationReason('Rex', CATEGORY_LABELS.cardiovascular, RISK_LABELS.red, 70),
    );
  });

  it('sends a moderate risk to the clinic vet list with the reason: the owner picks a practice near them, and the pet at the checkout', async () => {
    assessmentServer([assessment()], [{ id: 9, name: 'Rex' }]);
    render();
    await screen.findByText('basic report');
    const link = card('Gastro-intestinal').getByRole('link', { name: bookLabel('blue') });
    expect(linkTarget(link)).toEqual({
      path: '/vet-appointments/list',
      params: {
        reason: consultationReason('Rex', CATEGORY_LABELS.gastroIntestinal, RISK_LABELS.blue, 23),
      },
    });
  });

  it('leaves the pet out when no pet, or more than one, has the name the assessment gives', async () => {
    assessmentServer(
      [assessment()],
      [
        { id: 9, name: 'Rex' },
        { id: 10, name: 'REX' },
      ],
    );
    render();
    await screen.findByText('basic report');
    const twoRexes = card('Cardiovascular').getByRole('link', { name: bookLabel('red') });
    expect(linkTarget(twoRexes).params).not.toHaveProperty('pet');
    expect(linkTarget(twoRexes).params).toHaveProperty('type', 'video');
  });

  it('compares with the result a retake replaced', async () => {
    const before = { ...ANSWERS, 'g-cv3': 'N/A', 'g-cv4': 'N/A', 'g-os1': 'Severe' };
    assessmentServer([
      assessment({
        previous_basic_report: basicReport(before),
        previous_submitted_at: '2026-10-01T10:00:00Z',
      }),
    ]);
    render();
    await screen.findByText('basic report');
    expect(card('Cardiovascular').getByText('Last time 25 % (up 45 points)')).toBeVisible();
    expect(card('Orthopedic').getByText('Last time 25 % (down 25 points)')).toBeVisible();
    expect(card('Dermatology').getByText('Last time 0 % (no change)')).toBeVisible();
    expect(screen.getByText(/compared with Oct 1, 2026/)).toBeVisible();
  });

  it("'Buy Now' keeps a $49 order of payment type IHM for the checkout and opens it", async () => {
    assessmentServer([assessment()]);
    const { user, saved, router } = render();
    await user.click(await screen.findByRole('button', { name: 'Buy Now' }));
    expect(saved).toEqual([
      { paymentType: 400, productId: 9000, details: { price: 49, petName: 'Rex' } },
    ]);
    expect(await screen.findByRole('heading', { name: 'Checkout' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/checkout');
  });

  it("shows 'paid' with the consultation to book instead of 'Buy Now'", async () => {
    assessmentServer([assessment({ status: 2 })]);
    render();
    expect(await screen.findByText('paid')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Buy Now' })).toBeNull();
    const book = screen.getByRole('link', { name: 'Book your consultation' });
    expect(book).toBeVisible();
    // The included consultation is an e-consultation with the platform's online vets.
    const link = new URL(book.getAttribute('href') ?? '', 'http://petwell.test');
    expect(link.pathname).toBe('/e-consultation/order');
    expect(link.searchParams.get('type')).toBe('video');
    expect(link.searchParams.get('reason')).toBe(
      'Health assessment for Rex: go through the report and write the advanced report.',
    );
    expect(screen.getByRole('heading', { name: 'Rex’s risk report' })).toBeVisible();
  });

  it("shows 'booked appointment' with the booking", async () => {
    assessmentServer([assessment({ status: 3, booking_id: 41 })]);
    render();
    expect(await screen.findByText('booked appointment')).toBeVisible();
    expect(screen.getByText(/PQC-41/)).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Book your consultation' })).toBeNull();
  });

  it('says so when the assessment cannot be loaded', async () => {
    server.use(
      graphql.query('MyAssessment', () => HttpResponse.json({ errors: [{ message: 'down' }] })),
    );
    render();
    expect(
      await screen.findByText('Sorry! Something went wrong. Please try again later.'),
    ).toBeVisible();
  });
});
