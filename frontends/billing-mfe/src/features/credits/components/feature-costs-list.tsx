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
        {costs.data?.length === 0 && <p className="ag-muted">{t('features.empty')}</p>}
        {costs.data && costs.data.length > 0 && (
          <ul className="ag-rows">
            {costs.data.map((feature) => (
              <li key={feature.id} className="ag-rows__item">
                <div>
                  <p className="billing-features__name" dir="auto">
                    {feature.name}
                  </p>
                  <p className="ag-muted" dir="auto">
                    {feature.description}
                  </p>
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
