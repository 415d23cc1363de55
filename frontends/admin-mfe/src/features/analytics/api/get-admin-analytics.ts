import { apiRequest } from '@agora/ui';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminAnalytics } from './admin-types';

// The admin page is "live": its data is re-read every 30 seconds while open.
const LIVE_REFRESH_MS = 30_000;

export const getAdminAnalytics = () => apiRequest<AdminAnalytics>('GET', '/api/admin/analytics');

export const getAdminAnalyticsQueryOptions = (enabled: boolean) =>
  queryOptions({
    queryKey: ['/api/admin/analytics'],
    queryFn: getAdminAnalytics,
    enabled,
    refetchInterval: enabled ? LIVE_REFRESH_MS : false,
  });

export const useAdminAnalytics = (enabled: boolean) =>
  useQuery(getAdminAnalyticsQueryOptions(enabled));
