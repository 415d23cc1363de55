import { apiRequest } from '@agora/ui';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminActivity } from './admin-types';

// The admin page is "live": its data is re-read every 30 seconds while open.
const LIVE_REFRESH_MS = 30_000;

export const getAdminActivity = () => apiRequest<AdminActivity[]>('GET', '/api/admin/activity');

export const getAdminActivityQueryOptions = (enabled: boolean) =>
  queryOptions({
    queryKey: ['/api/admin/activity'],
    queryFn: getAdminActivity,
    enabled,
    refetchInterval: enabled ? LIVE_REFRESH_MS : false,
  });

export const useAdminActivity = (enabled: boolean) =>
  useQuery(getAdminActivityQueryOptions(enabled));
