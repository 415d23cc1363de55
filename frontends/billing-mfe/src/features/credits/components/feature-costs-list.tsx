import { Card, CardContent, CardHeader, CardTitle, ErrorCard, Spinner } from '@agora/ui';
import { useTranslation } from 'react-i18next';
import { useFeatureCosts } from '../api/get-feature-costs';

export function FeatureCostsList() {
  const { t } = useTranslation('billing');
  const costs = useFeatureCosts();
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('features.title')}</CardTitle>
      </CardHeader>
      <CardContent>
        {costs.isPending && <Spinner label={t('features.loading')} />}
        {costs.isError && (
          <ErrorCard message={t('features.loadFailed')} onRetry={() => void costs.refetch()} />
        )}
        {costs.data && (
          <ul className="billing-features">
            {costs.data.map((feature) => (
              <li key={feature.id} className="billing-features__item">
                <div>
                  <p className="billing-features__name">{feature.name}</p>
                  <p className="ag-muted">{feature.description}</p>
                </div>
                <span className="billing-features__cost">
                  {t('creditCount', { count: feature.creditCost })}
                </span>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
