import { apiRequest } from '@agora/ui';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminAnalytics } from './admin-types';

export const getAdminAnalytics = () => apiRequest<AdminAnalytics>('GET', '/api/admin/analytics');

export const getAdminAnalyticsQueryOptions = () =>
  queryOptions({ queryKey: ['/api/admin/analytics'], queryFn: getAdminAnalytics });

export const useAdminAnalytics = () => useQuery(getAdminAnalyticsQueryOptions());
