import { screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type {
  PracticeReportsQuery,
  PracticeReportsQueryVariables,
  ReportPracticesQuery,
} from '../../generated/practice';
import { GENERIC_ERROR } from '../../lib/api';
import { fakeToken, renderWithApp } from '../../test/render';
import { server } from '../../test/server';
import { ReportsPage } from './pages/reports-page';
import { REPORT_TEXT } from './report-figures';

const rootAdmin = () => fakeToken({ id: 3, role: 'root_admin', vendor_id: 2, subrole: 1 });
const platformAdmin = () =>
  fakeToken({ id: 1, role: 'root_admin', vendor_id: 1, subrole: 1, main_vendor: true });

const FIGURES: PracticeReportsQuery = {
  bookingsByType: [
    { day: '2026-11-20', key: 'video', bookings: 2 },
    { day: '2026-11-20', key: 'clinic_visit', bookings: 1 },
    { day: '2026-11-22', key: 'phone', bookings: 1 },
  ],
  bookingsByStatus: [
    { day: '2026-11-20', key: '0', bookings: 2 },
    { day: '2026-11-20', key: '3', bookings: 1 },
    { day: '2026-11-22', key: '1', bookings: 1 },
  ],
  revenue: [{ day: '2026-11-20', captured_cents: 10500, refunded_cents: 3000, net_cents: 7500 }],
  cancellations: [{ bookings: 4, canceled: 1, share_percent: 25 }],
  customers: [{ new_customers: 2, returning_customers: 1 }],
  busiestListings: [
    { key: 11, label: 'Happy Paws Clinic', bookings: 3 },
    { key: 12, label: '=HYPERLINK("http://evil.example")', bookings: 1 },
  ],
  busiestHours: [
    { key: 9, bookings: 2 },
    { key: 14, bookings: 1 },
  ],
};

const EMPTY: PracticeReportsQuery = {
  bookingsByType: [],
  bookingsByStatus: [],
  revenue: [],
  cancellations: [{ bookings: 0, canceled: 0, share_percent: null }],
  customers: [{ new_customers: 0, returning_customers: 0 }],
  busiestListings: [],
  busiestHours: [],
};

function reportsBackend(answer: () => Response) {
  const asked: PracticeReportsQueryVariables[] = [];
  server.use(
    graphql.query<PracticeReportsQuery, PracticeReportsQueryVariables>(
      'PracticeReports',
      ({ variables }) => {
        asked.push(variables);
        return answer();
      },
    ),
    graphql.query<ReportPracticesQuery>('ReportPractices', () =>
      HttpResponse.json({
        data: {
          vendors: [
            { id: 2, name: 'Happy Paws' },
            { id: 3, name: 'BrightCare' },
          ],
        },
      }),
    ),
  );
  return asked;
}

/** The CSV files the screen offers, captured where the browser would save them. */
let saved: Blob[] = [];
beforeEach(() => {
  saved = [];
  URL.createObjectURL = vi.fn((blob: Blob) => {
    saved.push(blob);
    return 'blob:report';
  });
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('the Reports screen', () => {
  it('loads the last 30 days and shows every figure as totals and tables', async () => {
    const asked = reportsBackend(() => HttpResponse.json({ data: FIGURES }));
    renderWithApp(<ReportsPage />, { token: rootAdmin() });
    expect(screen.getByRole('heading', { level: 1, name: 'Reports' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('loading...');
    const totals = await screen.findByLabelText('Totals, last 30 days');
    expect(asked).toEqual([{ days: 30, practiceId: null }]);
    expect(within(totals).getByText('Bookings').nextSibling).toHaveTextContent('4');
    expect(within(totals).getByText('Canceled').nextSibling).toHaveTextContent('1 (25%)');
    expect(within(totals).getByText('Net revenue').nextSibling).toHaveTextContent('$75.00');
    expect(within(totals).getByText('New customers').nextSibling).toHaveTextContent('2');
    expect(within(totals).getByText('Returning customers').nextSibling).toHaveTextContent('1');
    expect(screen.getByText(REPORT_TEXT.timeNote)).toBeInTheDocument();

    const byType = screen.getByRole('table', { name: 'Bookings per day by consultation type' });
    const rows = within(byType).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'DayClinic VisitVideo ConsultationPhone ConsultationTotal',
      '2026-11-201203',
      '2026-11-220011',
    ]);
    const hours = screen.getByRole('table', { name: 'Busiest hours' });
    expect(
      within(hours)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['HourBookings', '09:002', '14:001']);
    // The practice filter is the platform's only.
    expect(screen.queryByLabelText(REPORT_TEXT.practice)).not.toBeInTheDocument();
  });

  it('downloads each figure as CSV, with a formula-like listing title made harmless', async () => {
    reportsBackend(() => HttpResponse.json({ data: FIGURES }));
    const { user } = renderWithApp(<ReportsPage />, { token: rootAdmin() });
    await user.click(
      await screen.findByRole('button', { name: `${REPORT_TEXT.download}: Busiest listings` }),
    );
    await user.click(
      screen.getByRole('button', { name: `${REPORT_TEXT.download}: Revenue per day (USD)` }),
    );
    const [listings, revenue] = await Promise.all(saved.map((blob) => blob.text()));
    expect(listings).toBe(
      '\ufeffListing,Bookings\r\nHappy Paws Clinic,3\r\n"\'=HYPERLINK(""http://evil.example"")",1\r\n',
    );
    expect(revenue).toBe('\ufeffDay,Captured,Refunded,Net\r\n2026-11-20,105.00,30.00,75.00\r\n');
  });

  it('asks again for the period chosen', async () => {
    const asked = reportsBackend(() => HttpResponse.json({ data: FIGURES }));
    const { user } = renderWithApp(<ReportsPage />, { token: rootAdmin() });
    await screen.findByLabelText('Totals, last 30 days');
    await user.selectOptions(screen.getByLabelText(REPORT_TEXT.period), 'Last 7 days');
    await screen.findByLabelText('Totals, last 7 days');
    expect(asked.at(-1)).toEqual({ days: 7, practiceId: null });
  });

  it('says so when nothing was booked or paid in the period', async () => {
    reportsBackend(() => HttpResponse.json({ data: EMPTY }));
    renderWithApp(<ReportsPage />, { token: rootAdmin() });
    expect(await screen.findByText(REPORT_TEXT.empty)).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows the error message when the reports cannot be loaded', async () => {
    reportsBackend(() =>
      HttpResponse.json({ errors: [{ message: 'database query error' }] }, { status: 200 }),
    );
    renderWithApp(<ReportsPage />, { token: rootAdmin() });
    expect(await screen.findByRole('alert')).toHaveTextContent(GENERIC_ERROR);
    expect(screen.queryByText('database query error')).not.toBeInTheDocument();
  });

  it("lets the platform's root admin narrow the reports to one practice", async () => {
    const asked = reportsBackend(() => HttpResponse.json({ data: FIGURES }));
    const { user } = renderWithApp(<ReportsPage />, { token: platformAdmin() });
    const filter = await screen.findByLabelText(REPORT_TEXT.practice);
    await screen.findByRole('option', { name: 'BrightCare' });
    expect(filter).toHaveDisplayValue(REPORT_TEXT.allPractices);
    await user.selectOptions(filter, 'BrightCare');
    await waitFor(() => {
      expect(asked.at(-1)).toEqual({ days: 30, practiceId: 3 });
    });
  });
});
