import * as RadixTabs from '@radix-ui/react-tabs';
import { useEffect, useRef, type ReactNode } from 'react';
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
 * On a phone, labels first wrap between words; a strip that still does not fit scrolls sideways
 * (snapping to whole tabs), and the selected tab, from a press or a link, is brought into view.
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
  const list = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const strip = list.current;
    const tab = strip?.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]');
    if (strip && tab) revealInStrip(strip, tab);
  }, [value, dir]);
  return (
    <RadixTabs.Root
      className={cx('ag-tabs', className)}
      value={value}
      // Radix hands back any string; only our items' values reach it.
      onValueChange={(next) => onValueChange(next as T)}
      dir={dir}
    >
      <RadixTabs.List ref={list} className="ag-tabs__list" aria-label={label}>
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

/**
 * Scrolls the strip sideways (never the page, as `scrollIntoView` would) until `tab` is wholly
 * inside it, with a little of the neighbour showing so that the strip reads as one that scrolls.
 */
export function revealInStrip(strip: HTMLElement, tab: HTMLElement, peek = 24): void {
  const outer = strip.getBoundingClientRect();
  const inner = tab.getBoundingClientRect();
  const before = inner.left - outer.left - peek;
  const after = inner.right - outer.right + peek;
  // Physical offsets: scrollBy moves the same way left to right and right to left.
  const left = before < 0 ? before : after > 0 ? Math.min(after, before) : 0;
  if (left !== 0) strip.scrollBy?.({ left, behavior: 'smooth' });
}
