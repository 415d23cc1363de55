import { useTranslation } from 'react-i18next';
import { cx } from './cx';

export function Spinner({
  label,
  size = 'md',
  className,
}: {
  label?: string;
  size?: 'sm' | 'md' | 'lg';
  className?: string;
}) {
  const { t } = useTranslation('ui');
  return (
    <span role="status" className={cx('ag-spinner-wrap', className)}>
      <span className={cx('ag-spinner', `ag-spinner--${size}`)} aria-hidden="true" />
      <span className="ag-visually-hidden">{label ?? t('loading')}</span>
    </span>
  );
}

/** Covers the screen while something essential (like the sign-in state) loads. */
export function FullScreenSpinner({ message }: { message: string }) {
  return (
    <div className="ag-fullscreen-center" role="status">
      <span className="ag-spinner ag-spinner--lg" aria-hidden="true" />
      <p className="ag-muted">{message}</p>
    </div>
  );
}
