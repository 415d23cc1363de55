import type { ReactNode } from 'react';

export function EmptyState({
  icon,
  title,
  description,
  action,
  headingLevel = 2,
}: {
  icon?: ReactNode;
  title: string;
  description?: string;
  action?: ReactNode;
  headingLevel?: 1 | 2 | 3;
}) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div className="ag-empty-state">
      {icon && (
        <div className="ag-empty-state__icon" aria-hidden="true">
          {icon}
        </div>
      )}
      <Heading className="ag-empty-state__title">{title}</Heading>
      {description && <p className="ag-muted">{description}</p>}
      {action}
    </div>
  );
}
