import { EmptyState } from '@agora/ui';
import { useTranslation } from 'react-i18next';
import type { AdminActivity } from '../api/admin-types';
import { formatDate } from '../lib/admin-stats';

export function ActivityList({ items }: { items: AdminActivity[] }) {
  const { t, i18n } = useTranslation('admin');
  if (items.length === 0) return <EmptyState headingLevel={3} title={t('activity.empty')} />;
  return (
    <ul className="ag-rows admin-list">
      {items.map((item, index) => (
        <li key={`${item.timestamp ?? item.createdAt ?? ''}-${index}`} className="ag-rows__item">
          <div>
            <strong>{item.userName || item.userId || t('activity.someone')}</strong>{' '}
            <span>{item.action ?? item.type}</span>
            {item.details && <p className="ag-muted">{item.details}</p>}
          </div>
          <time className="ag-muted" dateTime={item.timestamp ?? item.createdAt}>
            {formatDate(item.timestamp ?? item.createdAt, i18n.language, true)}
          </time>
        </li>
      ))}
    </ul>
  );
}
