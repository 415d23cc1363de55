import { useSubscription } from '@agora/ui';

/** The credit balance from GET /api/user/subscription (0 if missing), re-read every 5 s. */
export function useCredits(signedIn: boolean): number {
  return useSubscription({ enabled: signedIn, poll: true }).data?.credits ?? 0;
}
