import { apiRequest } from '@agora/ui';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminTransaction } from './admin-types';

// The admin page is "live": its data is re-read every 30 seconds while open.
const LIVE_REFRESH_MS = 30_000;

export const getAdminTransactions = () =>
  apiRequest<AdminTransaction[]>('GET', '/api/admin/transactions');

export const getAdminTransactionsQueryOptions = (enabled: boolean) =>
  queryOptions({
    queryKey: ['/api/admin/transactions'],
    queryFn: getAdminTransactions,
    enabled,
    refetchInterval: enabled ? LIVE_REFRESH_MS : false,
  });

export const useAdminTransactions = (enabled: boolean) =>
  useQuery(getAdminTransactionsQueryOptions(enabled));
