import * as RadixPopover from '@radix-ui/react-popover';
import type { ReactElement, ReactNode } from 'react';
import { cx } from './cx';

export interface PopoverProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** The button that opens it (rendered as is; it gets `aria-expanded` and `aria-controls`). */
  trigger: ReactElement;
  /** What the panel is, for assistive technology. */
  label: string;
  children: ReactNode;
  side?: 'top' | 'bottom';
  className?: string;
}

/**
 * A non-modal panel beside its button (Radix Popover): focus moves into it, Escape or a press
 * outside closes it and focus goes back to the button; the rest of the page stays usable.
 */
export function Popover({
  open,
  onOpenChange,
  trigger,
  label,
  children,
  side = 'bottom',
  className,
}: PopoverProps) {
  return (
    <RadixPopover.Root open={open} onOpenChange={onOpenChange}>
      <RadixPopover.Trigger asChild>{trigger}</RadixPopover.Trigger>
      {/* Not portalled, so it also works inside a modal Dialog. */}
      <RadixPopover.Content
        className={cx('ag-popover', className)}
        aria-label={label}
        side={side}
        align="start"
        sideOffset={6}
        collisionPadding={8}
      >
        {children}
      </RadixPopover.Content>
    </RadixPopover.Root>
  );
}
