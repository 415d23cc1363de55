import { apiRequest } from '@agora/ui';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminUser } from './admin-types';

// The admin page is "live": its data is re-read every 30 seconds while open.
const LIVE_REFRESH_MS = 30_000;

export const getAdminUsers = () => apiRequest<AdminUser[]>('GET', '/api/admin/users');

export const getAdminUsersQueryOptions = (enabled: boolean) =>
  queryOptions({
    queryKey: ['/api/admin/users'],
    queryFn: getAdminUsers,
    enabled,
    refetchInterval: enabled ? LIVE_REFRESH_MS : false,
  });

export const useAdminUsers = (enabled: boolean) => useQuery(getAdminUsersQueryOptions(enabled));
