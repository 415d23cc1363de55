import type { ActivityItem, ReactedPost } from '@agora/contracts';
import { apiRequest } from '@agora/ui';
import { useQuery } from '@tanstack/react-query';

export type ReactionKind = 'like' | 'save';

export const LIKES_KEY = ['/api/user/likes'];
export const SAVES_KEY = ['/api/user/saves'];
export const ACTIVITY_KEY = ['/api/activity'];

export function useReactedPosts(kind: ReactionKind) {
  return useQuery<ReactedPost[]>({
    queryKey: kind === 'like' ? LIKES_KEY : SAVES_KEY,
    staleTime: 0,
  });
}

export function useActivity() {
  return useQuery<ActivityItem[]>({ queryKey: ACTIVITY_KEY, staleTime: 0 });
}

export async function toggleReaction(kind: ReactionKind, post: ReactedPost): Promise<boolean> {
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
