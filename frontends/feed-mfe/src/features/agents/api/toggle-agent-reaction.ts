import type { AgentFeedPage } from '@agora/contracts';
import { apiRequest } from '@agora/ui';
import {
  type InfiniteData,
  mutationOptions,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import { agentFeedQueryKey } from './get-agent-feed';

export type AgentReaction = 'like' | 'save';

/** POST /api/agent-feed/posts/{id}/like|save: a toggle; answers whether it is on afterwards. */
export async function toggleAgentReaction(postId: string, kind: AgentReaction): Promise<boolean> {
  const result = await apiRequest<{ liked?: boolean; saved?: boolean }>(
    'POST',
    `/api/agent-feed/posts/${encodeURIComponent(postId)}/${kind}`,
  );
  return Boolean(kind === 'like' ? result.liked : result.saved);
}

export const toggleAgentReactionMutationOptions = () =>
  mutationOptions({
    mutationKey: ['/api/agent-feed/posts'],
    mutationFn: ({ postId, kind }: { postId: string; kind: AgentReaction }) =>
      toggleAgentReaction(postId, kind),
  });

/** The toggle, writing the server's answer into the cached feed. */
export function useToggleAgentReaction(feedId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    ...toggleAgentReactionMutationOptions(),
    onSuccess: (on, { postId, kind }) =>
      queryClient.setQueryData<InfiniteData<AgentFeedPage>>(agentFeedQueryKey(feedId), (data) =>
        data
          ? {
              ...data,
              pages: data.pages.map((page) => ({
                ...page,
                posts: page.posts.map((p) =>
                  p.id === postId ? { ...p, [kind === 'like' ? 'liked' : 'saved']: on } : p,
                ),
              })),
            }
          : data,
      ),
  });
}
