import { EmptyState } from '@agora/ui';
import type { ReactNode } from 'react';

interface Props<T extends { id: string }> {
  items: readonly T[];
  /** The caller's translated message for an empty list. */
  empty: string;
  /** What one row shows; the list owns the <li> around it. */
  renderRow: (item: T) => ReactNode;
  /** Data attributes on a row's <li>, e.g. the one e2e tests find a row by. */
  rowData?: (item: T) => { [name: `data-${string}`]: string };
}

/** The admin's dense list of rows (users, purchases, activity), or its empty state when there are none. */
export function AdminList<T extends { id: string }>({
  items,
  empty,
  renderRow,
  rowData,
}: Props<T>) {
  if (items.length === 0) return <EmptyState headingLevel={3} title={empty} />;
  return (
    <ul className="ag-rows admin-list">
      {items.map((item) => (
        <li key={item.id} className="ag-rows__item" {...rowData?.(item)}>
          {renderRow(item)}
        </li>
      ))}
    </ul>
  );
}
