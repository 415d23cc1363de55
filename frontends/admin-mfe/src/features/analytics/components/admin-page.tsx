import { EmptyState, FullScreenSpinner, LockIcon, useHost } from '@agora/ui';
import { useEffect, useEffectEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { AdminDashboard } from './admin-dashboard';
import 'chartist/dist/index.css';
import './admin.css';

/** /admin: only the site admin may stay; anyone else is sent to / with 'Access Denied'. */
export function AdminPage() {
  const { t } = useTranslation('admin');
  const host = useHost();
  const denied = !host.authLoading && !host.user?.isAdmin;

  // Once per denial, not on every host re-render: the event reads the latest host and t.
  const sendAway = useEffectEvent(() => {
    host.toast({
      variant: 'destructive',
      title: t('accessDenied'),
      description: t('adminRequired'),
    });
    host.navigate('/', { replace: true });
  });
  useEffect(() => {
    if (denied) sendAway();
  }, [denied]);

  if (host.authLoading) return <FullScreenSpinner message={t('checking')} />;
  if (denied)
    return (
      <EmptyState
        icon={<LockIcon size={40} />}
        title={t('accessDenied')}
        description={t('adminRequired')}
      />
    );
  return <AdminDashboard />;
}
