// One weekly chart of the metrics page, drawn with uPlot (loaded with this page only) and resized with its box, and
// the same numbers as a table: visible with 'Show as table', otherwise read by screen readers only.
import { useEffect, useId, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';

export type ChartSeries = {
  label: string;
  values: (number | null)[];
  color: string;
  dash?: number[];
};

const HEIGHT = 220;

function options(width: number, labels: string[], series: ChartSeries[], unit: string): uPlot.Options {
  // Rates run 0-100 %; counts and hours from 0 to a little above their largest value.
  const top = (max: number | null) => (unit === '%' ? 100 : Math.max(1, max ?? 1) * 1.1);
  return {
    width,
    height: HEIGHT,
    scales: { x: { time: false }, y: { range: (_u, _min, max) => [0, top(max)] } },
    axes: [
      {
        incrs: [1, 2, 4],
        values: (_u, splits) => splits.map((i) => (labels[i] ?? '').replace(/^\d{4}-/, '')),
      },
      { label: unit, size: 50 },
    ],
    series: [
      { label: 'Week', value: (_u, i) => (i == null ? '' : (labels[i] ?? '')) },
      ...series.map((s) => ({
        label: s.label,
        stroke: s.color,
        width: 2,
        dash: s.dash,
        points: { size: 6 },
      })),
    ],
    legend: { live: false },
    cursor: { drag: { x: false, y: false } },
  };
}

export function MetricChart({
  title,
  unit,
  labels,
  series,
  format,
  showTable,
}: {
  title: string;
  unit: string;
  labels: string[];
  series: ChartSeries[];
  format: (value: number | null) => string;
  showTable: boolean;
}) {
  const box = useRef<HTMLDivElement>(null);
  const headingId = useId();

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const data: uPlot.AlignedData = [labels.map((_, i) => i), ...series.map((s) => s.values)];
    const chart = new uPlot(options(element.clientWidth || 320, labels, series, unit), data, element);
    const observer = new ResizeObserver(() => chart.setSize({ width: element.clientWidth, height: HEIGHT }));
    observer.observe(element);
    return () => {
      observer.disconnect();
      chart.destroy();
    };
  }, [labels, series, unit]);

  return (
    <section aria-labelledby={headingId} className="min-w-0 space-y-2 rounded-md border border-slate-200 p-3">
      <h2 id={headingId} className="font-semibold">
        {title}
      </h2>
      <div ref={box} role="img" aria-label={`${title}: chart of the weeks in the table`} className="w-full" />
      <div className={showTable ? 'overflow-x-auto' : 'sr-only'}>
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{title}</caption>
          <thead>
            <tr>
              <th scope="col" className="py-1 pr-3">
                Week
              </th>
              {series.map((s) => (
                <th key={s.label} scope="col" className="py-1 pr-3">
                  {s.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {labels.map((label, i) => (
              <tr key={label} className="border-t border-slate-100">
                <th scope="row" className="py-1 pr-3 font-normal">
                  {label}
                </th>
                {series.map((s) => (
                  <td key={s.label} className="py-1 pr-3 tabular-nums">
                    {format(s.values[i] ?? null)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
