import type { ComponentType, ReactNode } from 'react';
import { Button, type ButtonProps } from './button';

export interface ToggleIconButtonProps extends Omit<
  ButtonProps,
  'onClick' | 'aria-pressed' | 'aria-label' | 'children'
> {
  /**
   * What the button does, already translated by the caller; it stays the same pressed or not. With
   * `children` the name also carries what they show ("Like 12"): a name must contain the visible
   * text (WCAG 2.5.3, axe's label-content-name-mismatch).
   */
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
      aria-label={children === undefined ? label : undefined}
      onClick={() => onToggle()}
      {...rest}
    >
      <Icon size={18} filled={pressed} />
      {children !== undefined && (
        <>
          <span className="ag-visually-hidden">{label}</span> {children}
        </>
      )}
    </Button>
  );
}
