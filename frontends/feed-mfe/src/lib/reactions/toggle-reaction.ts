import type { ExplorePost } from '@agora/contracts';
import { apiRequest } from '@agora/ui';

export type ReactionKind = 'like' | 'save';

/** Toggles a like or save; answers whether it is on afterwards (the server's `liked` / `saved`). */
export async function toggleReaction(
  kind: ReactionKind,
  post: Pick<ExplorePost, 'id' | 'content' | 'author' | 'topic'>,
): Promise<boolean> {
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
