/** A horizontal bar chart in plain HTML (readable by screen readers as a list of label: value). */
export function BarChart({
  bars,
  label,
}: {
  bars: Array<{ key: string; label: string; value: number }>;
  label: string;
}) {
  const max = Math.max(1, ...bars.map((bar) => bar.value));
  return (
    <ul className="admin-bars" aria-label={label}>
      {bars.map((bar) => (
        <li key={bar.key} className="admin-bars__row">
          <span className="admin-bars__label">{bar.label}</span>
          <span className="admin-bars__track" aria-hidden="true">
            <span className="admin-bars__fill" style={{ width: `${(bar.value / max) * 100}%` }} />
          </span>
          <span className="admin-bars__value">{bar.value}</span>
        </li>
      ))}
    </ul>
  );
}
