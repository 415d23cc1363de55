import type { SubscriptionSummary } from '@agora/contracts';
import { apiRequest } from '@agora/ui';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** Same key as the shell's header badge, so refreshing it here updates the badge too. */
export const SUBSCRIPTION_QUERY_KEY = ['/api/user/subscription'] as const;

export const getSubscription = () =>
  apiRequest<SubscriptionSummary>('GET', '/api/user/subscription');

export const getSubscriptionQueryOptions = () =>
  queryOptions({ queryKey: SUBSCRIPTION_QUERY_KEY, queryFn: getSubscription });

export const useSubscription = () => useQuery(getSubscriptionQueryOptions());
