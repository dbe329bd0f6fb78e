import { useEffect, useRef } from 'react';
import type UPlot from 'uplot';
import type { ChartSpec } from './report-figures';

/** Series colours, distinguishable and dark enough on white. */
const COLOURS = ['#1f6feb', '#d1242f', '#1a7f37', '#9a6700', '#8250df', '#57606a'];

/** uPlot and its stylesheet, loaded only when a chart is first drawn (not in the page's chunk). */
async function loadUPlot(): Promise<typeof UPlot> {
  const [module] = await Promise.all([import('uplot'), import('uplot/dist/uPlot.min.css')]);
  return module.default;
}

function options(uPlot: typeof UPlot, spec: ChartSpec, width: number): UPlot.Options {
  const bars = spec.kind === 'categories' ? uPlot.paths.bars?.({ size: [0.6, 48] }) : undefined;
  return {
    width,
    height: 220,
    legend: { show: spec.series.length > 1 },
    cursor: { show: true, drag: { x: false, y: false } },
    scales: {
      x: {
        time: spec.kind === 'days',
        ...(bars ? { range: [-0.5, spec.x.length - 0.5] as [number, number] } : {}),
      },
      // Counts and money start at zero.
      y: { range: (_u, _min, max) => [0, Math.max(1, max)] },
    },
    // Days are UTC days, whatever the browser's time zone.
    tzDate: (ts) => uPlot.tzDate(new Date(ts * 1000), 'Etc/UTC'),
    axes: [
      spec.kind === 'categories'
        ? {
            splits: () => spec.x,
            // Names cut to the room each bar has; the table gives them in full.
            values: (u, splits) =>
              splits.map((i) => shorten(spec.xLabels[i] ?? '', u.width / spec.x.length / 7)),
          }
        : {},
      { values: (_u, splits) => splits.map((v) => (Number.isInteger(v) ? String(v) : '')) },
    ],
    series: [
      { label: spec.kind === 'days' ? 'Day' : '' },
      ...spec.series.map((s, i) => ({
        label: s.label,
        stroke: COLOURS[i % COLOURS.length] ?? '#1f6feb',
        width: 2,
        ...(bars ? { paths: bars, fill: `${COLOURS[i % COLOURS.length] ?? '#1f6feb'}99` } : {}),
      })),
    ],
  };
}

function shorten(label: string, room: number): string {
  const chars = Math.max(4, Math.floor(room));
  return label.length <= chars ? label : `${label.slice(0, chars - 1)}…`;
}

/** Whether the browser can draw on a canvas (uPlot's surface). */
function canvasAvailable(): boolean {
  try {
    return document.createElement('canvas').getContext('2d') !== null;
  } catch {
    return false;
  }
}

/**
 * A figure drawn with uPlot. Decorative beside its table (which holds every number, for screen
 * readers too): when the library cannot load or draw, the table alone remains.
 */
export function ReportChart({ spec, label }: { spec: ChartSpec; label: string }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = box.current;
    if (!element || spec.x.length === 0 || !canvasAvailable()) return undefined;
    let plot: UPlot | undefined;
    let gone = false;
    const width = () => Math.max(240, element.clientWidth);
    const resize = () => plot?.setSize({ width: width(), height: 220 });
    loadUPlot()
      .then((uPlot) => {
        if (gone) return;
        plot = new uPlot(
          options(uPlot, spec, width()),
          [spec.x, ...spec.series.map((s) => s.values)],
          element,
        );
        window.addEventListener('resize', resize);
      })
      .catch(() => {
        // The table beside the chart shows the figure.
      });
    return () => {
      gone = true;
      window.removeEventListener('resize', resize);
      plot?.destroy();
    };
  }, [spec]);
  return <div ref={box} className="report-chart" role="img" aria-label={label} />;
}
