import { Card, CardContent, Spinner } from '@agora/ui';
import { useTranslation } from 'react-i18next';

/**
 * 'Processing Your Payment' while the purchase is verified. Once confirmed, the outcome is the
 * toast's to tell (one notification at a time): the card only says the balance is being updated.
 */
export function PaymentProcessingCard({
  progress,
  confirmed,
}: {
  progress: number;
  confirmed: boolean;
}) {
  const { t } = useTranslation('billing');
  return (
    <Card className="billing-processing" aria-live={confirmed ? 'off' : 'polite'}>
      <CardContent className="ag-stack">
        <div className="ag-row billing-processing__title">
          {!confirmed && <Spinner size="sm" label={t('processing.verifying')} />}
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
        <p className="ag-muted">{t(confirmed ? 'processing.confirmed' : 'processing.verifying')}</p>
      </CardContent>
    </Card>
  );
}
