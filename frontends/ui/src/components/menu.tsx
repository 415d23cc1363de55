import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import type { ReactNode } from 'react';
import { cx } from './cx';

export interface MenuItem {
  key: string;
  label: ReactNode;
  onSelect(): void;
  destructive?: boolean;
}

/**
 * A button that opens a list of actions (Radix dropdown menu: opens on press, Enter, Space or
 * ArrowDown; arrows, Home, End and typing move; Escape closes and returns focus to the button).
 */
export function Menu({
  label,
  items,
  className,
  triggerClassName,
}: {
  label: ReactNode;
  items: MenuItem[];
  className?: string;
  triggerClassName?: string;
}) {
  return (
    <div className={cx('ag-menu', className)}>
      <DropdownMenu.Root>
        <DropdownMenu.Trigger className={triggerClassName}>{label}</DropdownMenu.Trigger>
        {/* Not portalled: the list stays inside a modal that makes the rest of the page inert. */}
        <DropdownMenu.Content
          className="ag-menu__list"
          align="end"
          sideOffset={4}
          collisionPadding={8}
          loop
        >
          {items.map((item) => (
            <DropdownMenu.Item
              key={item.key}
              className={cx('ag-menu__item', item.destructive && 'ag-menu__item--destructive')}
              onSelect={item.onSelect}
            >
              {item.label}
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Root>
    </div>
  );
}
