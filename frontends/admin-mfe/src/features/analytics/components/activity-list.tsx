import { useTranslation } from 'react-i18next';
import type { AdminActivity } from '../api/admin-types';
import { formatDate, formatEuros } from '../lib/admin-stats';
import { AdminList } from './admin-list';

/** A purchase shows what was paid (in the reader's format); other events their own details. */
function detailsOf(item: AdminActivity, locale: string): string {
  if (item.type === 'purchase' && item.amount !== null)
    return formatEuros(item.amount / 100, locale);
  return item.details;
}

export function ActivityList({ items }: { items: AdminActivity[] }) {
  const { t, i18n } = useTranslation('admin');
  return (
    <AdminList
      items={items}
      empty={t('activity.empty')}
      rowData={(item) => ({ 'data-activity-type': item.type })}
      renderRow={(item) => (
        <>
          <div>
            <strong>{item.userName || t('activity.someone')}</strong>{' '}
            <span>{t(`activity.types.${item.type}`, { defaultValue: item.action })}</span>
            {detailsOf(item, i18n.language) && (
              <p className="ag-muted">{detailsOf(item, i18n.language)}</p>
            )}
          </div>
          <time className="ag-muted" dateTime={item.timestamp}>
            {formatDate(item.timestamp, i18n.language, true)}
          </time>
        </>
      )}
    />
  );
}
