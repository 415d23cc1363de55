import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { cx } from './cx';

export interface TabItem<T extends string> {
  value: T;
  label: ReactNode;
  content: ReactNode;
  disabled?: boolean;
}

/**
 * Accessible tabs (arrow keys, Home, End move between tabs; in a right-to-left page ArrowRight goes
 * to the previous tab, as the tabs read). Controlled by `value`.
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
  const baseId = useId();
  const list = useRef<HTMLDivElement>(null);
  const enabled = items.filter((item) => !item.disabled);

  const onKeyDown = (event: KeyboardEvent) => {
    const index = enabled.findIndex((item) => item.value === value);
    const forward = isRightToLeft(list.current) ? -1 : 1;
    const moves: Record<string, number> = {
      ArrowRight: index + forward,
      ArrowLeft: index - forward,
      Home: 0,
      End: enabled.length - 1,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const next = enabled[(target + enabled.length) % enabled.length];
    if (!next) return;
    onValueChange(next.value);
    list.current?.querySelector<HTMLElement>(`[data-value="${next.value}"]`)?.focus();
  };

  const active = items.find((item) => item.value === value);
  return (
    <div className={cx('ag-tabs', className)}>
      <div
        ref={list}
        role="tablist"
        aria-label={label}
        className="ag-tabs__list"
        onKeyDown={onKeyDown}
      >
        {items.map((item) => {
          const selected = item.value === value;
          return (
            <button
              key={item.value}
              type="button"
              role="tab"
              id={`${baseId}-tab-${item.value}`}
              aria-selected={selected}
              aria-controls={`${baseId}-panel-${item.value}`}
              tabIndex={selected ? 0 : -1}
              disabled={item.disabled}
              data-value={item.value}
              className={cx('ag-tabs__tab', selected && 'ag-tabs__tab--active')}
              onClick={() => onValueChange(item.value)}
            >
              {item.label}
            </button>
          );
        })}
      </div>
      {active && (
        <div
          role="tabpanel"
          id={`${baseId}-panel-${active.value}`}
          aria-labelledby={`${baseId}-tab-${active.value}`}
          className="ag-tabs__panel"
          tabIndex={0}
        >
          {active.content}
        </div>
      )}
    </div>
  );
}

/** The nearest `dir` decides (the shell sets it on <html> for Arabic). */
function isRightToLeft(element: HTMLElement | null): boolean {
  return element?.closest('[dir]')?.getAttribute('dir') === 'rtl';
}
