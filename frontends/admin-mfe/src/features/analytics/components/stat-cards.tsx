import { Card } from '@agora/ui';
import { useTranslation } from 'react-i18next';
import { formatEuros, type AdminSummary } from '../lib/admin-stats';

// The spec's change percentages are fixed decorative numbers, not computed.
const DECORATIVE_CHANGE = {
  totalUsers: '+12%',
  activeUsers: '+8%',
  totalRevenue: '+23%',
  transactions: '+15%',
} as const;

export function StatCards({ summary }: { summary: AdminSummary }) {
  const { t, i18n } = useTranslation('admin');
  const number = new Intl.NumberFormat(i18n.language);
  const cards = [
    { key: 'totalUsers', value: number.format(summary.totalUsers), hint: null },
    { key: 'activeUsers', value: number.format(summary.activeUsers), hint: t('stats.activeHint') },
    { key: 'totalRevenue', value: formatEuros(summary.totalRevenue, i18n.language), hint: null },
    { key: 'transactions', value: number.format(summary.transactionCount), hint: null },
  ] as const;
  return (
    <div className="ag-stat-grid admin-stat-grid">
      {cards.map((card) => (
        <Card key={card.key} className="admin-stat">
          <span className="ag-muted">{t(`stats.${card.key}`)}</span>
          <strong className="ag-stat__value">{card.value}</strong>
          {card.hint && <span className="ag-muted">{card.hint}</span>}
          <span className="admin-stat__change">
            {t('stats.change', { value: DECORATIVE_CHANGE[card.key] })}
          </span>
        </Card>
      ))}
    </div>
  );
}
