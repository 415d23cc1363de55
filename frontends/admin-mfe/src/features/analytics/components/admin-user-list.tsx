import { EmptyState } from '@agora/ui';
import { useTranslation } from 'react-i18next';
import type { AdminUser } from '../api/admin-types';
import { formatDate } from '../lib/admin-stats';

/** The newest users: initial, email and id, credits and when they joined. */
export function AdminUserList({ users }: { users: AdminUser[] }) {
  const { t, i18n } = useTranslation('admin');
  if (users.length === 0) return <EmptyState headingLevel={3} title={t('users.empty')} />;
  return (
    <ul className="ag-rows admin-list">
      {users.map((user) => (
        <li key={user.id} className="ag-rows__item">
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
        </li>
      ))}
    </ul>
  );
}
