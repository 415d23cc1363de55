import { apiRequest } from '@agora/ui';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminPage, AdminTransaction } from './admin-types';

/** The first page (newest first); the live feed adds to it as things happen. */
export const getAdminTransactions = (limit: number) =>
  apiRequest<AdminPage<AdminTransaction>>('GET', `/api/admin/transactions?limit=${limit}`);

export const getAdminTransactionsQueryOptions = (limit: number) =>
  queryOptions({
    queryKey: ['/api/admin/transactions', limit],
    queryFn: () => getAdminTransactions(limit),
  });

export const useAdminTransactions = (limit: number) =>
  useQuery(getAdminTransactionsQueryOptions(limit));
