import type { ReactNode } from 'react';
import { cx } from './cx';
import { InfoIcon } from './icons';

/** A short warning said in words beside an icon, not only in colour (e.g. whose words a post holds). */
export function WarningNote({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <p className={cx('ag-warning-note', className)} role="note">
      <InfoIcon size={14} />
      {children}
    </p>
  );
}
