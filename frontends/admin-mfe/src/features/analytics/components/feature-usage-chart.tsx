import { BarChart } from 'chartist';
import { useMemo } from 'react';
import { useChartist } from './use-chartist';

interface Bar {
  key: string;
  label: string;
  value: number;
}

const drawBars = (element: HTMLElement, data: { labels: string[]; series: number[][] }) =>
  new BarChart(element, data, {
    horizontalBars: true,
    reverseData: true,
    axisY: { offset: 120 },
    axisX: { onlyInteger: true },
    height: '220px',
  });

/** Feature Usage: a horizontal bar chart, with the numbers also listed for screen readers and tests. */
export function FeatureUsageChart({ bars, label }: { bars: Bar[]; label: string }) {
  const data = useMemo(
    () => ({ labels: bars.map((b) => b.label), series: [bars.map((b) => b.value)] }),
    [bars],
  );
  const ref = useChartist(drawBars, data);
  return (
    <figure className="admin-chart" aria-label={label}>
      <div ref={ref} className="admin-chart__canvas" aria-hidden="true" />
      <ul className="admin-chart__legend">
        {bars.map((bar) => (
          <li key={bar.key} data-feature={bar.key}>
            <span>{bar.label}</span> <strong>{bar.value}</strong>
          </li>
        ))}
      </ul>
    </figure>
  );
}
