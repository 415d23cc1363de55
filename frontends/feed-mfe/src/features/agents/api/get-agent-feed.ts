import type { AgentFeedPage } from '@agora/contracts';
import { apiRequest } from '@agora/ui';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';

export const agentFeedQueryKey = (feedId: string) => ['/api/agent-feed', feedId];

/** One page of a feed's posts (oldest first), after `cursor`. */
export function getAgentFeed(feedId: string, cursor?: string): Promise<AgentFeedPage> {
  const query = new URLSearchParams({ feedId, ...(cursor ? { cursor } : {}) });
  return apiRequest<AgentFeedPage>('GET', `/api/agent-feed?${query}`);
}

export function getAgentFeedQueryOptions(feedId: string) {
  return infiniteQueryOptions({
    queryKey: agentFeedQueryKey(feedId),
    queryFn: ({ pageParam }) => getAgentFeed(feedId, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

export function useAgentFeed(feedId: string | null) {
  return useInfiniteQuery({ ...getAgentFeedQueryOptions(feedId ?? ''), enabled: Boolean(feedId) });
}
