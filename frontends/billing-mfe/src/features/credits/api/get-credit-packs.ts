import type { CreditPack } from '@agora/contracts';
import { apiRequest } from '@agora/ui';
import { queryOptions, useQuery } from '@tanstack/react-query';

export const getCreditPacks = () => apiRequest<CreditPack[]>('GET', '/api/credit-packs');

export const getCreditPacksQueryOptions = () =>
  queryOptions({ queryKey: ['/api/credit-packs'], queryFn: getCreditPacks });

export const useCreditPacks = () => useQuery(getCreditPacksQueryOptions());
