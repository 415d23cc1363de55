import type { ReactNode } from 'react';

export function EmptyState({ icon, title, description, action }: { icon?: ReactNode; title: string; description?: string; action?: ReactNode }) {
  return (
    <div className="ag-empty-state">
      {icon && <div className="ag-empty-state__icon" aria-hidden="true">{icon}</div>}
      <p className="ag-empty-state__title">{title}</p>
      {description && <p className="ag-muted">{description}</p>}
      {action}
    </div>
  );
}
