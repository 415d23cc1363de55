import type { SubscriptionPlan } from '@agora/contracts';
import { apiRequest } from '@agora/ui';
import { queryOptions, useQuery } from '@tanstack/react-query';

export const getSubscriptionPlans = () =>
  apiRequest<SubscriptionPlan[]>('GET', '/api/subscription-plans');

export const getSubscriptionPlansQueryOptions = () =>
  queryOptions({ queryKey: ['/api/subscription-plans'], queryFn: getSubscriptionPlans });

export const useSubscriptionPlans = () => useQuery(getSubscriptionPlansQueryOptions());
