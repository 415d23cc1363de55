import { Badge } from '@agora/ui';
import { useTranslation } from 'react-i18next';
import type { AdminTransaction } from '../api/admin-types';
import { formatDate, formatEuros } from '../lib/admin-stats';
import { AdminList } from './admin-list';

/** The newest purchases: credits, amount, buyer, status and date. */
export function AdminRevenueList({ transactions }: { transactions: AdminTransaction[] }) {
  const { t, i18n } = useTranslation('admin');
  return (
    <AdminList
      items={transactions}
      empty={t('revenue.empty')}
      renderRow={(tx) => (
        <>
          <div className="admin-list__main">
            <strong>{t('users.credits', { count: tx.credits })}</strong> ·{' '}
            {formatEuros(tx.amount / 100, i18n.language)}
            <p className="ag-muted admin-mono">{tx.userId}</p>
          </div>
          <div className="admin-list__side">
            <Badge variant={tx.status === 'succeeded' ? 'success' : 'warning'}>
              {tx.status === 'succeeded' ? t('revenue.succeeded') : tx.status}
            </Badge>
            <span className="ag-muted">{formatDate(tx.createdAt, i18n.language)}</span>
          </div>
        </>
      )}
    />
  );
}
