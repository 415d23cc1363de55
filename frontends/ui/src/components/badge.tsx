import type { HTMLAttributes } from 'react';
import { cx } from './cx';

export type BadgeVariant =
  'default' | 'secondary' | 'success' | 'warning' | 'destructive' | 'outline';

export function Badge({
  variant = 'default',
  className,
  ...rest
}: HTMLAttributes<HTMLSpanElement> & { variant?: BadgeVariant }) {
  return <span className={cx('ag-badge', `ag-badge--${variant}`, className)} {...rest} />;
}
