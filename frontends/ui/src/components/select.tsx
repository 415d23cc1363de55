import type { SelectHTMLAttributes } from 'react';
import { cx } from './cx';

/** A native select (best on phones); pass <option>/<optgroup> children. */
export function Select({ className, ...rest }: SelectHTMLAttributes<HTMLSelectElement>) {
  return <select className={cx('ag-input', 'ag-select', className)} {...rest} />;
}
