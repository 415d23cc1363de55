import type { Coupons } from '@agora/contracts';
import { apiRequest } from '@agora/ui';
import { queryOptions, useQuery } from '@tanstack/react-query';

export const getCoupons = () => apiRequest<Coupons>('GET', '/api/coupons');

export const getCouponsQueryOptions = () =>
  queryOptions({ queryKey: ['/api/coupons'], queryFn: getCoupons });

export const useCoupons = () => useQuery(getCouponsQueryOptions());
