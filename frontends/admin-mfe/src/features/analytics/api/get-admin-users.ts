import { apiRequest } from '@agora/ui';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminPage, AdminUser } from './admin-types';

/** The first page (newest first); the live feed adds to it as things happen. */
export const getAdminUsers = (limit: number) =>
  apiRequest<AdminPage<AdminUser>>('GET', `/api/admin/users?limit=${limit}`);

export const getAdminUsersQueryOptions = (limit: number) =>
  queryOptions({
    queryKey: ['/api/admin/users', limit],
    queryFn: () => getAdminUsers(limit),
  });

export const useAdminUsers = (limit: number) => useQuery(getAdminUsersQueryOptions(limit));
