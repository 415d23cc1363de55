import { useQuery } from '@tanstack/react-query';

export const SUBSCRIPTION_POLL_MS = 5000;

/** The credit balance; re-read every 5 s while `poll` (the explore screen, signed in). */
export function useSubscription(enabled: boolean, poll = false) {
  return useQuery<{ credits?: number }>({
    queryKey: ['/api/user/subscription'],
    enabled,
    refetchInterval: poll ? SUBSCRIPTION_POLL_MS : false,
  });
}
