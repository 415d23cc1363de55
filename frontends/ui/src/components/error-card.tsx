import { useTranslation } from 'react-i18next';
import { Button } from './button';

/** An error message with a Retry button; used for failed queries and remotes that would not load. */
export function ErrorCard({
  title,
  message,
  onRetry,
}: {
  title?: string;
  message?: string;
  onRetry?: () => void;
}) {
  const { t } = useTranslation('ui');
  return (
    <div className="ag-card ag-error-card" role="alert">
      <p className="ag-error-card__title">{title ?? t('somethingWentWrong')}</p>
      {message && <p className="ag-muted ag-error-card__message">{message}</p>}
      {onRetry && (
        <Button variant="outline" onClick={onRetry}>
          {t('retry')}
        </Button>
      )}
    </div>
  );
}
