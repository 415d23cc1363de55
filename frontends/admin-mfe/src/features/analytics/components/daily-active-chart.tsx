import { LineChart } from 'chartist';
import { useMemo } from 'react';
import { useChartist } from './use-chartist';

interface Day {
  date: string;
  label: string;
  count: number;
}

const drawLine = (element: HTMLElement, data: { labels: string[]; series: number[][] }) =>
  new LineChart(element, data, {
    low: 0,
    showArea: true,
    fullWidth: true,
    axisY: { onlyInteger: true, offset: 32 },
    chartPadding: { right: 24 },
    height: '200px',
  });

/** Daily Active Users: a line over the last 7 days, with the numbers also listed. */
export function DailyActiveChart({ days, label }: { days: Day[]; label: string }) {
  const data = useMemo(
    () => ({ labels: days.map((d) => d.label), series: [days.map((d) => d.count)] }),
    [days],
  );
  const ref = useChartist(drawLine, data);
  return (
    <figure className="admin-chart" aria-label={label}>
      <div ref={ref} className="admin-chart__canvas" aria-hidden="true" />
      <ul className="admin-chart__legend admin-chart__legend--days">
        {days.map((day) => (
          <li key={day.date} data-date={day.date}>
            <span>{day.label}</span> <strong>{day.count}</strong>
          </li>
        ))}
      </ul>
    </figure>
  );
}
