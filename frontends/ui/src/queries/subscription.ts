import type { SubscriptionSummary } from '@agora/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../api/api-request';

/** One key for every reader (header badge, feed tabs, credits page): a refresh anywhere shows everywhere. */
export const SUBSCRIPTION_QUERY_KEY = ['/api/user/subscription'] as const;

/** Spec 01 §4: the explore screen and the header re-read the balance every 5 s while signed in. */
export const SUBSCRIPTION_POLL_MS = 5000;

export const getSubscription = () =>
  apiRequest<SubscriptionSummary>('GET', '/api/user/subscription');

export const subscriptionQueryOptions = (options: { poll?: boolean } = {}) =>
  queryOptions({
    queryKey: SUBSCRIPTION_QUERY_KEY,
    queryFn: getSubscription,
    refetchInterval: options.poll ? SUBSCRIPTION_POLL_MS : false,
  });

/** Credits, plan and recent transactions of the signed-in user; nothing is asked for a visitor. */
export const useSubscription = ({ enabled = true, poll = false } = {}) =>
  useQuery({ ...subscriptionQueryOptions({ poll }), enabled });
