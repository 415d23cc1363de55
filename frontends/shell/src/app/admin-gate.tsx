import { toast } from '@agora/ui';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router-dom';
import { useAuth } from '../auth/use-auth';
import { RemoteRoute } from '../remotes/remote-route';

/**
 * /admin: the shell decides before loading anything, so a non-admin never downloads the admin
 * remote; they are sent to / with 'Access Denied' / 'Admin access required'.
 */
export function AdminGate() {
  const { user } = useAuth();
  const isAdmin = user?.isAdmin === true;
  return isAdmin ? <RemoteRoute remote="admin" path="/admin" /> : <AccessDenied />;
}

function AccessDenied() {
  const { t } = useTranslation('shell');
  useEffect(() => {
    toast({
      variant: 'destructive',
      title: t('admin.accessDenied'),
      description: t('admin.adminRequired'),
    });
  }, [t]);
  return <Navigate to="/" replace />;
}
