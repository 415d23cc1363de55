import type { FeatureCost } from '@agora/contracts';
import { apiRequest } from '@agora/ui';
import { queryOptions, useQuery } from '@tanstack/react-query';

export const getFeatureCosts = () => apiRequest<FeatureCost[]>('GET', '/api/feature-costs');

export const getFeatureCostsQueryOptions = () =>
  queryOptions({ queryKey: ['/api/feature-costs'], queryFn: getFeatureCosts });

export const useFeatureCosts = () => useQuery(getFeatureCostsQueryOptions());
