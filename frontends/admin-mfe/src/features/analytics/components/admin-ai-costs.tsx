import { useTranslation } from 'react-i18next';
import type { AdminAnalytics } from '../api/admin-types';
import { aiCosts } from '../lib/admin-stats';
import { Metric } from './metric';

/** What the AI providers cost: per provider with its request count, in total and per user. */
export function AdminAiCosts({ analytics }: { analytics: AdminAnalytics | undefined }) {
  const { t, i18n } = useTranslation('admin');
  const costs = aiCosts(analytics);
  const usd = (value: number) =>
    new Intl.NumberFormat(i18n.language, { style: 'currency', currency: 'USD' }).format(value);
  return (
    <div className="ag-stack">
      <div className="ag-stat-grid admin-stat-grid">
        {costs.providers.map((p) => (
          <Metric
            key={p.provider}
            label={t(`aiCosts.${p.provider}`)}
            value={usd(p.cost)}
            hint={t('aiCosts.requests', { count: p.requests })}
          />
        ))}
      </div>
      <div className="ag-stat-grid admin-stat-grid">
        <Metric label={t('aiCosts.total')} value={usd(costs.total)} />
        <Metric label={t('aiCosts.perUser')} value={usd(costs.perUser)} />
      </div>
    </div>
  );
}
