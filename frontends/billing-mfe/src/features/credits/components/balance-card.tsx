import { Button, Card, CardContent, ErrorCard, Spinner } from '@agora/ui';
import { useTranslation } from 'react-i18next';
import { useSubscription } from '@agora/ui';

export function BalanceCard({ onBuyCredits }: { onBuyCredits(): void }) {
  const { t, i18n } = useTranslation('billing');
  const subscription = useSubscription();

  if (subscription.isError) {
    return (
      <ErrorCard message={t('balance.loadFailed')} onRetry={() => void subscription.refetch()} />
    );
  }
  return (
    <Card className="billing-balance">
      <CardContent className="billing-balance__content">
        <div>
          <p className="billing-balance__label">{t('balance.title')}</p>
          {subscription.isPending ? (
            <Spinner label={t('balance.loading')} />
          ) : (
            <>
              <p className="billing-balance__amount" data-testid="credit-balance">
                {new Intl.NumberFormat(i18n.language).format(subscription.data.credits ?? 0)}
                <span className="billing-balance__unit"> {t('balance.unit')}</span>
              </p>
              <p className="ag-muted">
                {t('balance.plan', { name: subscription.data.subscription?.name ?? 'Explorer' })}
              </p>
            </>
          )}
        </div>
        <Button onClick={onBuyCredits}>{t('balance.buy')}</Button>
      </CardContent>
    </Card>
  );
}
