import type { ActivityItem, ReactedPost } from '@agora/contracts';
import { useQuery } from '@tanstack/react-query';
import type { ReactionKind } from './toggle-reaction';

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
