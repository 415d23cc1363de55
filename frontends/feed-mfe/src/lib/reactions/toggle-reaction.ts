import type { ExplorePost } from '@agora/contracts';
import { apiRequest } from '@agora/ui';
import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { ACTIVITY_KEY, LIKES_KEY, SAVES_KEY } from './reaction-keys';

export type ReactionKind = 'like' | 'save';

type ReactablePost = Pick<ExplorePost, 'id' | 'content' | 'author' | 'topic'>;

/** POST /api/posts/{id}/like|save toggles; answers whether it is on afterwards (`liked` / `saved`). */
export async function toggleReaction(kind: ReactionKind, post: ReactablePost): Promise<boolean> {
  const result = await apiRequest<{ liked?: boolean; saved?: boolean }>(
    'POST',
    `/api/posts/${encodeURIComponent(post.id)}/${kind}`,
    {
      postContent: post.content,
      postAuthor: post.author,
      postTopic: post.topic || 'General Knowledge',
    },
  );
  return Boolean(kind === 'like' ? result.liked : result.saved);
}

export const toggleReactionMutationOptions = (kind: ReactionKind) =>
  mutationOptions({
    mutationKey: ['/api/posts', kind],
    mutationFn: (post: ReactablePost) => toggleReaction(kind, post),
  });

/** Toggles a like or save, then re-reads the likes, saves and activity lists wherever shown. */
export function useToggleReaction(kind: ReactionKind) {
  const queryClient = useQueryClient();
  return useMutation({
    ...toggleReactionMutationOptions(kind),
    onSettled: () =>
      Promise.all(
        [LIKES_KEY, SAVES_KEY, ACTIVITY_KEY].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}
