import { BOOKING_STATUS, CONSULTATION_TYPE_LABELS, type ConsultationType } from '@petwell/domain';
import { GENERIC_ERROR } from '../../lib/api';
import type { PracticeReportsQuery } from '../../generated/practice';

/**
 * The Reports screen's figures as tables: the one shape the screen, the charts and the CSV files
 * all read, so what is drawn, shown and downloaded cannot disagree.
 */

export const REPORT_TEXT = {
  title: 'Reports',
  failed: GENERIC_ERROR,
  empty: 'No bookings or payments in this period.',
  period: 'Period',
  practice: 'Practice',
  allPractices: 'All practices',
  practicesFailed: 'The practices could not be loaded; the reports cover all of them.',
  timeNote:
    'Days are UTC days: a booking counts on the day it was made, a payment on the day it was taken. Hours are appointment start times in each listing’s time zone. Canceled bookings are left out of the busiest listings and hours.',
  download: 'Download CSV',
  noRows: 'Nothing in this period.',
} as const;

/** The periods to choose from, in days (today included); 30 by default (issue 19). */
export const REPORT_PERIODS = [7, 30, 90, 365] as const;
export const DEFAULT_REPORT_PERIOD = 30;
export const periodLabel = (days: number) => `Last ${String(days)} days`;

/** Booking statuses by the key the reports give (spec: in progress 0 is shown as Upcoming). */
export const STATUS_LABELS: Record<string, string> = {
  [String(BOOKING_STATUS.upcoming)]: 'Upcoming',
  [String(BOOKING_STATUS.complete)]: 'Complete',
  [String(BOOKING_STATUS.rescheduled)]: 'Rescheduled',
  [String(BOOKING_STATUS.canceled)]: 'Canceled',
};

export type Cell = string | number;

export interface ReportTable {
  /** Used for ids and the CSV file's name. */
  id: string;
  title: string;
  columns: string[];
  rows: Cell[][];
}

/** Whole cents as dollars, e.g. 10500 -> "105.00". */
export const dollars = (cents: number) => (cents / 100).toFixed(2);
/** The hour of the day, e.g. 9 -> "09:00". */
export const hourLabel = (hour: number) => `${String(hour).padStart(2, '0')}:00`;

/** The UTC days of the last `days` days up to `today`, oldest first, as YYYY-MM-DD. */
export function periodDays(days: number, today: Date): string[] {
  const end = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
  return Array.from({ length: days }, (_, i) =>
    new Date(end - (days - 1 - i) * 86_400_000).toISOString().slice(0, 10),
  );
}

type Daily = { day: string | null; key: string | null; bookings: number | null }[];

/** Day rows (days with bookings only) by key, with a total; keys in `order` first. */
function dailyTable(
  id: string,
  title: string,
  rows: Daily,
  order: string[],
  label: (key: string) => string,
): ReportTable {
  const present = new Set(rows.map((r) => r.key ?? ''));
  const keys = [
    ...order.filter((k) => present.has(k)),
    ...[...present].filter((k) => !order.includes(k)),
  ];
  const byDay = new Map<string, Map<string, number>>();
  for (const r of rows) {
    const day = r.day ?? '';
    const counts = byDay.get(day) ?? new Map<string, number>();
    counts.set(r.key ?? '', (counts.get(r.key ?? '') ?? 0) + (r.bookings ?? 0));
    byDay.set(day, counts);
  }
  return {
    id,
    title,
    columns: ['Day', ...keys.map(label), 'Total'],
    rows: [...byDay.keys()].sort().map((day) => {
      const counts = keys.map((k) => byDay.get(day)?.get(k) ?? 0);
      return [day, ...counts, counts.reduce((a, b) => a + b, 0)];
    }),
  };
}

const typeLabel = (key: string) =>
  key in CONSULTATION_TYPE_LABELS ? CONSULTATION_TYPE_LABELS[key as ConsultationType] : key;

export interface ReportFigures {
  bookingsByType: ReportTable;
  bookingsByStatus: ReportTable;
  revenue: ReportTable;
  cancellations: ReportTable;
  customers: ReportTable;
  busiestListings: ReportTable;
  busiestHours: ReportTable;
  totals: {
    bookings: number;
    canceled: number;
    sharePercent: number | null;
    netCents: number;
    newCustomers: number;
    returningCustomers: number;
  };
  /** Nothing booked or paid in the period. */
  empty: boolean;
}

/** Every figure of one answer of PracticeReports. */
export function reportFigures(data: PracticeReportsQuery): ReportFigures {
  const cancellation = data.cancellations[0];
  const customer = data.customers[0];
  const revenue = data.revenue.map((r) => ({
    day: r.day ?? '',
    captured: r.captured_cents ?? 0,
    refunded: r.refunded_cents ?? 0,
    net: r.net_cents ?? 0,
  }));
  const totals = {
    bookings: cancellation?.bookings ?? 0,
    canceled: cancellation?.canceled ?? 0,
    sharePercent: cancellation?.share_percent ?? null,
    netCents: revenue.reduce((sum, r) => sum + r.net, 0),
    newCustomers: customer?.new_customers ?? 0,
    returningCustomers: customer?.returning_customers ?? 0,
  };
  return {
    bookingsByType: dailyTable(
      'bookings-by-type',
      'Bookings per day by consultation type',
      data.bookingsByType,
      Object.keys(CONSULTATION_TYPE_LABELS),
      typeLabel,
    ),
    bookingsByStatus: dailyTable(
      'bookings-by-status',
      'Bookings per day by status',
      data.bookingsByStatus,
      Object.keys(STATUS_LABELS),
      (key) => STATUS_LABELS[key] ?? key,
    ),
    revenue: {
      id: 'revenue',
      title: 'Revenue per day (USD)',
      columns: ['Day', 'Captured', 'Refunded', 'Net'],
      rows: revenue.map((r) => [r.day, dollars(r.captured), dollars(r.refunded), dollars(r.net)]),
    },
    cancellations: {
      id: 'cancellations',
      title: 'Cancellations',
      columns: ['Bookings', 'Canceled', 'Share of bookings (%)'],
      rows: [[totals.bookings, totals.canceled, totals.sharePercent ?? '']],
    },
    customers: {
      id: 'customers',
      title: 'New and returning customers',
      columns: ['New customers', 'Returning customers'],
      rows: [[totals.newCustomers, totals.returningCustomers]],
    },
    busiestListings: {
      id: 'busiest-listings',
      title: 'Busiest listings',
      columns: ['Listing', 'Bookings'],
      rows: data.busiestListings.map((r) => [
        r.label ?? `Listing ${String(r.key)}`,
        r.bookings ?? 0,
      ]),
    },
    busiestHours: {
      id: 'busiest-hours',
      title: 'Busiest hours',
      columns: ['Hour', 'Bookings'],
      rows: data.busiestHours.map((r) => [hourLabel(r.key ?? 0), r.bookings ?? 0]),
    },
    totals,
    empty: totals.bookings === 0 && revenue.length === 0,
  };
}

/**
 * A table as CSV (RFC 4180: comma-separated, CRLF, quotes doubled). A text cell that a
 * spreadsheet would run as a formula (=, +, -, @, tab, CR) is prefixed with an apostrophe.
 */
export function toCsv(table: ReportTable): string {
  const cell = (value: Cell) => {
    let text = String(value);
    if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
    return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
  };
  return [table.columns, ...table.rows].map((row) => row.map(cell).join(',')).join('\r\n') + '\r\n';
}

/** What a chart draws: a series per column over days (x: UTC midnights) or over categories. */
export interface ChartSpec {
  kind: 'days' | 'categories';
  x: number[];
  /** Category names (kind 'categories'). */
  xLabels: string[];
  series: { label: string; values: number[] }[];
}

/**
 * A per-day table over the whole period, days without rows at 0. `columns`: which columns to
 * draw (default: all but the day and the total).
 */
export function dailyChart(table: ReportTable, days: string[], columns?: string[]): ChartSpec {
  const drawn = columns ?? table.columns.slice(1, -1);
  const rowsByDay = new Map(table.rows.map((row) => [String(row[0]), row]));
  return {
    kind: 'days',
    x: days.map((day) => Date.parse(`${day}T00:00:00Z`) / 1000),
    xLabels: [],
    series: drawn.map((label) => {
      const index = table.columns.indexOf(label);
      return { label, values: days.map((day) => Number(rowsByDay.get(day)?.[index] ?? 0)) };
    }),
  };
}

/** A two-column table (name, count) as bars, one per row. */
export function categoryChart(table: ReportTable): ChartSpec {
  return {
    kind: 'categories',
    x: table.rows.map((_, i) => i),
    xLabels: table.rows.map((row) => String(row[0])),
    series: [{ label: table.columns[1] ?? '', values: table.rows.map((row) => Number(row[1])) }],
  };
}
