import { Card, CardContent, Spinner } from '@agora/ui';
import { useTranslation } from 'react-i18next';

export function PaymentProcessingCard({ progress }: { progress: number }) {
  const { t } = useTranslation('billing');
  return (
    <Card className="billing-processing" aria-live="polite">
      <CardContent className="ag-stack">
        <div className="ag-row billing-processing__title">
          <Spinner size="sm" label={t('processing.verifying')} />
          <h2>{t('processing.title')}</h2>
        </div>
        <div
          className="billing-progress"
          role="progressbar"
          aria-label={t('processing.title')}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={Math.round(progress)}
        >
          <div className="billing-progress__bar" style={{ width: `${progress}%` }} />
        </div>
        <p className="ag-muted">{t('processing.verifying')}</p>
      </CardContent>
    </Card>
  );
}
