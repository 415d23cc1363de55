import { Badge } from '@agora/ui';
import { useTranslation } from 'react-i18next';

/** The dashboard's title with a badge telling whether live updates are coming in. */
export function AdminHeader({ connected }: { connected: boolean }) {
  const { t } = useTranslation('admin');
  return (
    <div className="admin-header">
      <h1>{t('title')}</h1>
      <Badge variant={connected ? 'success' : 'warning'} className="admin-live" aria-live="polite">
        <span className="admin-live__dot" aria-hidden="true" />{' '}
        {connected ? t('live') : t('offline')}
      </Badge>
    </div>
  );
}
