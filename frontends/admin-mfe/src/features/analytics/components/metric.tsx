import { Card } from '@agora/ui';

/** One figure on a tab: its label, its value and an optional hint below. */
export function Metric({ label, value, hint }: { label: string; value: string; hint?: string }) {
  return (
    <Card className="admin-stat">
      <span className="ag-muted">{label}</span>
      <strong className="ag-stat__value">{value}</strong>
      {hint && <span className="ag-muted">{hint}</span>}
    </Card>
  );
}
