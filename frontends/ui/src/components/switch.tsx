import type { ButtonHTMLAttributes } from 'react';
import { cx } from './cx';

export interface SwitchProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'onChange'> {
  checked: boolean;
  onCheckedChange(checked: boolean): void;
}

export function Switch({ checked, onCheckedChange, className, ...rest }: SwitchProps) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      className={cx('ag-switch', checked && 'ag-switch--on', className)}
      onClick={() => onCheckedChange(!checked)}
      {...rest}
    >
      <span className="ag-switch__thumb" />
    </button>
  );
}
