import { RECORDS_TEXT } from './messages';
import { detailText, formatDay, type HealthRecord } from './record-values';

interface Series {
  label: string;
  /** The value of a record, or null when it has none. */
  value: (details: Readonly<Record<string, unknown>>) => number | null;
}

interface Chart {
  label: string;
  unit: string;
  series: Series[];
}

const numberOf = (value: unknown) => {
  const text = detailText(value);
  const number = text === '' ? Number.NaN : Number(text);
  return Number.isFinite(number) ? number : null;
};

const field = (name: string) => (details: Readonly<Record<string, unknown>>) =>
  numberOf(details[name]);

/** The measurements a person would rather see as a line than read as a list. */
export const CHARTS: Readonly<Record<string, Chart>> = {
  ht_weight: {
    label: 'Weight',
    unit: 'lbs',
    series: [
      {
        label: 'Weight',
        value: (details) => {
          const lbs = numberOf(details['lbs']);
          return lbs === null ? null : lbs + (numberOf(details['oz']) ?? 0) / 16;
        },
      },
    ],
  },
  ht_temperature: {
    label: 'Temperature',
    unit: '°F',
    series: [{ label: 'Temperature', value: field('fahrenheit') }],
  },
  ht_bp: {
    label: 'Blood pressure',
    unit: 'mmHg',
    series: [
      { label: 'Systolic', value: field('systolic') },
      { label: 'Diastolic', value: field('diastolic') },
    ],
  },
};

const WIDTH = 320;
const HEIGHT = 160;
const PAD = { left: 40, right: 12, top: 12, bottom: 28 };

const round = (n: number) => Math.round(n * 10) / 10;

/** The points of each series over time (by the record's date), oldest first. */
function pointsOf(chart: Chart, records: readonly HealthRecord[]) {
  const dated = records
    .map((record) => ({ day: detailText(record.details['date']), details: record.details }))
    .filter((r) => /^\d{4}-\d{2}-\d{2}$/.test(r.day))
    .sort((a, b) => a.day.localeCompare(b.day));
  return chart.series.map((series) =>
    dated.flatMap((r) => {
      const value = series.value(r.details);
      return value === null ? [] : [{ day: r.day, time: Date.parse(r.day), value }];
    }),
  );
}

/**
 * A small line chart of a measurement over time (weight, temperature, blood pressure), drawn as
 * inline SVG; its accessible name says the range, and the records below list every value.
 */
export function MeasurementChart({
  category,
  records,
}: {
  category: string;
  records: readonly HealthRecord[];
}) {
  const chart = CHARTS[category];
  if (!chart) return null;
  const lines = pointsOf(chart, records);
  const all = lines.flat();
  if (all.length === 0) return null;
  const times = all.map((p) => p.time);
  const values = all.map((p) => p.value);
  const [minT, maxT] = [Math.min(...times), Math.max(...times)];
  const [low, high] = [Math.min(...values), Math.max(...values)];
  const margin = high === low ? Math.max(1, Math.abs(high) * 0.05) : (high - low) * 0.1;
  const [minV, maxV] = [low - margin, high + margin];
  const x = (time: number) =>
    maxT === minT
      ? (PAD.left + WIDTH - PAD.right) / 2
      : PAD.left + ((time - minT) / (maxT - minT)) * (WIDTH - PAD.left - PAD.right);
  const y = (value: number) =>
    PAD.top + (1 - (value - minV) / (maxV - minV)) * (HEIGHT - PAD.top - PAD.bottom);
  const first = all.reduce((a, b) => (a.time <= b.time ? a : b));
  const last = all.reduce((a, b) => (a.time >= b.time ? a : b));
  const summary = `${RECORDS_TEXT.chartOf(chart.label)}: ${String(all.length)} values from ${formatDay(first.day)} to ${formatDay(last.day)}, between ${String(round(low))} and ${String(round(high))} ${chart.unit}.`;
  return (
    <figure className="measurement-chart">
      <svg viewBox={`0 0 ${String(WIDTH)} ${String(HEIGHT)}`} role="img" aria-label={summary}>
        <line
          className="chart-axis"
          x1={PAD.left}
          x2={WIDTH - PAD.right}
          y1={HEIGHT - PAD.bottom}
          y2={HEIGHT - PAD.bottom}
        />
        <text className="chart-tick" x={PAD.left - 6} y={y(high) + 4} textAnchor="end">
          {round(high)}
        </text>
        <text className="chart-tick" x={PAD.left - 6} y={y(low) + 4} textAnchor="end">
          {round(low)}
        </text>
        <text className="chart-tick" x={PAD.left} y={HEIGHT - 8} textAnchor="start">
          {formatDay(first.day)}
        </text>
        {last.day !== first.day ? (
          <text className="chart-tick" x={WIDTH - PAD.right} y={HEIGHT - 8} textAnchor="end">
            {formatDay(last.day)}
          </text>
        ) : null}
        {lines.map((points, index) => (
          <g
            key={chart.series[index]?.label}
            className={`chart-series chart-series-${String(index)}`}
          >
            <polyline
              points={points.map((p) => `${String(x(p.time))},${String(y(p.value))}`).join(' ')}
            />
            {points.map((p, at) => (
              <circle key={`${p.day}-${String(at)}`} cx={x(p.time)} cy={y(p.value)} r={3} />
            ))}
          </g>
        ))}
      </svg>
      <figcaption>
        {RECORDS_TEXT.chartOf(chart.label)} ({chart.unit})
        {chart.series.length > 1 ? (
          <span className="chart-legend">
            {chart.series.map((series, index) => (
              <span key={series.label} className={`chart-key chart-key-${String(index)}`}>
                {series.label}
              </span>
            ))}
          </span>
        ) : null}
      </figcaption>
    </figure>
  );
}
