import { apiRequest } from '@agora/ui';
import { useQuery } from '@tanstack/react-query';

const SUBSCRIPTION_POLL_MS = 5000;

/** The credit balance from GET /api/user/subscription (0 if missing), re-read every 5 s. */
export function useCredits(signedIn: boolean): number {
  const subscription = useQuery({
    queryKey: ['/api/user/subscription'],
    queryFn: () => apiRequest<{ credits?: number }>('GET', '/api/user/subscription'),
    enabled: signedIn,
    refetchInterval: SUBSCRIPTION_POLL_MS,
  });
  return subscription.data?.credits ?? 0;
}
