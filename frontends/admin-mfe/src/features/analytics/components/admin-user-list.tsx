import { useTranslation } from 'react-i18next';
import type { AdminUser } from '../api/admin-types';
import { formatDate } from '../lib/admin-stats';
import { AdminList } from './admin-list';

/** The newest users: initial, email and id, credits and when they joined. */
export function AdminUserList({ users }: { users: AdminUser[] }) {
  const { t, i18n } = useTranslation('admin');
  return (
    <AdminList
      items={users}
      empty={t('users.empty')}
      renderRow={(user) => (
        <>
          <span className="ag-avatar admin-initial" aria-hidden="true">
            {(user.firstName || user.email || '?').charAt(0).toUpperCase()}
          </span>
          <div className="admin-list__main">
            <strong>{user.email ?? '—'}</strong>
            <p className="ag-muted admin-mono">{user.id}</p>
          </div>
          <div className="admin-list__side">
            <span>{t('users.credits', { count: user.credits })}</span>
            <span className="ag-muted">
              {t('users.joined', { date: formatDate(user.createdAt, i18n.language) })}
            </span>
          </div>
        </>
      )}
    />
  );
}
