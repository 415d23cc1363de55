import type { ActivityItem, ReactedPost } from '@agora/contracts';
import { useQuery } from '@tanstack/react-query';
import { ACTIVITY_KEY, LIKES_KEY, SAVES_KEY } from '../../../lib/reactions/reaction-keys';
import type { ReactionKind } from '../../../lib/reactions/toggle-reaction';

export function useReactedPosts(kind: ReactionKind) {
  return useQuery<ReactedPost[]>({
    queryKey: kind === 'like' ? LIKES_KEY : SAVES_KEY,
    staleTime: 0,
  });
}

export function useActivity() {
  return useQuery<ActivityItem[]>({ queryKey: ACTIVITY_KEY, staleTime: 0 });
}
