import { describe, expect, it } from 'vitest';
import {
  categoryChart,
  dailyChart,
  hourLabel,
  periodDays,
  type ReportTable,
} from './report-figures';

describe('report figures', () => {
  it('lists the UTC days of a period, today included, oldest first', () => {
    // 23:30 in New York is already the next day in UTC.
    expect(periodDays(3, new Date('2026-03-01T04:30:00Z'))).toEqual([
      '2026-02-27',
      '2026-02-28',
      '2026-03-01',
    ]);
  });

  it('charts every day of the period, days without bookings at zero', () => {
    const table: ReportTable = {
      id: 't',
      title: 'T',
      columns: ['Day', 'Video Consultation', 'Total'],
      rows: [['2026-02-28', 2, 2]],
    };
    const chart = dailyChart(table, ['2026-02-27', '2026-02-28', '2026-03-01']);
    expect(chart.x).toEqual([
      Date.UTC(2026, 1, 27) / 1000,
      Date.UTC(2026, 1, 28) / 1000,
      Date.UTC(2026, 2, 1) / 1000,
    ]);
    expect(chart.series).toEqual([{ label: 'Video Consultation', values: [0, 2, 0] }]);
  });

  it('draws a ranking as one bar per row, named by its first column', () => {
    const table: ReportTable = {
      id: 'h',
      title: 'Busiest hours',
      columns: ['Hour', 'Bookings'],
      rows: [
        [hourLabel(9), 2],
        [hourLabel(14), 1],
      ],
    };
    expect(categoryChart(table)).toEqual({
      kind: 'categories',
      x: [0, 1],
      xLabels: ['09:00', '14:00'],
      series: [{ label: 'Bookings', values: [2, 1] }],
    });
  });
});
