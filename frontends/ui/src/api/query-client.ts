import { QueryClient, type QueryFunction } from '@tanstack/react-query';
import { apiRequest } from './api-request';

/** GETs the URL made by joining the key's parts with slashes. */
export const defaultQueryFn: QueryFunction = ({ queryKey }) =>
  apiRequest('GET', queryKey.map(String).join('/'));

/** Spec 01 §4: no retries, no refetch on focus, no polling, data never stale unless a query says so. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: defaultQueryFn,
        retry: false,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        staleTime: Infinity,
      },
      mutations: { retry: false },
    },
  });
}
