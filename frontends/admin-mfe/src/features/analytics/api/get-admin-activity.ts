import { apiRequest } from '@agora/ui';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminPage, AdminActivity } from './admin-types';

/** The first page (newest first); the live feed adds to it as things happen. */
export const getAdminActivity = (limit: number) =>
  apiRequest<AdminPage<AdminActivity>>('GET', `/api/admin/activity?limit=${limit}`);

export const getAdminActivityQueryOptions = (limit: number) =>
  queryOptions({
    queryKey: ['/api/admin/activity', limit],
    queryFn: () => getAdminActivity(limit),
  });

export const useAdminActivity = (limit: number) => useQuery(getAdminActivityQueryOptions(limit));
