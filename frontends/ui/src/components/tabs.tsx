import * as RadixTabs from '@radix-ui/react-tabs';
import type { ReactNode } from 'react';
import { useTextDirection } from '../i18n/use-text-direction';
import { cx } from './cx';

export interface TabItem<T extends string> {
  value: T;
  label: ReactNode;
  content: ReactNode;
  disabled?: boolean;
}

/**
 * Accessible tabs (Radix: arrow keys, Home and End move and select; right to left, ArrowRight goes
 * to the previous tab, as the tabs read). Controlled by `value`; only the selected panel is mounted.
 */
export function Tabs<T extends string>({
  items,
  value,
  onValueChange,
  className,
  label,
}: {
  items: TabItem<T>[];
  value: T;
  onValueChange(value: T): void;
  className?: string;
  label?: string;
}) {
  const dir = useTextDirection();
  return (
    <RadixTabs.Root
      className={cx('ag-tabs', className)}
      value={value}
      // Radix hands back any string; only our items' values reach it.
      onValueChange={(next) => onValueChange(next as T)}
      dir={dir}
    >
      <RadixTabs.List className="ag-tabs__list" aria-label={label}>
        {items.map((item) => (
          <RadixTabs.Trigger
            key={item.value}
            value={item.value}
            disabled={item.disabled}
            className="ag-tabs__tab"
          >
            {item.label}
          </RadixTabs.Trigger>
        ))}
      </RadixTabs.List>
      {items.map((item) => (
        <RadixTabs.Content key={item.value} value={item.value} className="ag-tabs__panel">
          {item.content}
        </RadixTabs.Content>
      ))}
    </RadixTabs.Root>
  );
}
