import type { ComponentType, ReactNode } from 'react';
import { Button, type ButtonProps } from './button';

export interface ToggleIconButtonProps extends Omit<
  ButtonProps,
  'onClick' | 'aria-pressed' | 'aria-label' | 'children'
> {
  /** The accessible name, already translated by the caller; it stays the same pressed or not. */
  label: string;
  pressed: boolean;
  onToggle(): void;
  /** Drawn filled while pressed (HeartIcon, BookmarkIcon). */
  icon: ComponentType<{ size?: number; filled?: boolean }>;
  /** Shown after the icon, e.g. a count. */
  children?: ReactNode;
}

/** A ghost icon button that is on or off (like, save): `aria-pressed` and a filled icon when on. */
export function ToggleIconButton({
  label,
  pressed,
  onToggle,
  icon: Icon,
  children,
  variant = 'ghost',
  size = 'sm',
  ...rest
}: ToggleIconButtonProps) {
  return (
    <Button
      variant={variant}
      size={size}
      aria-pressed={pressed}
      aria-label={label}
      onClick={() => onToggle()}
      {...rest}
    >
      <Icon size={18} filled={pressed} />
      {children !== undefined && <> {children}</>}
    </Button>
  );
}
