import type { ReactedPost } from '@agora/contracts';
import { apiRequest } from '@agora/ui';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { LIKES_KEY, SAVES_KEY } from './reaction-keys';
import type { ReactionKind } from './toggle-reaction';

/** GET /api/user/likes or /api/user/saves: the posts the user liked or saved, newest first. */
export const getReactedPosts = (kind: ReactionKind) =>
  apiRequest<ReactedPost[]>('GET', kind === 'like' ? '/api/user/likes' : '/api/user/saves');

export const reactedPostsQueryOptions = (kind: ReactionKind) =>
  queryOptions({
    queryKey: kind === 'like' ? LIKES_KEY : SAVES_KEY,
    queryFn: () => getReactedPosts(kind),
    staleTime: 0,
  });

export const useReactedPosts = (kind: ReactionKind, enabled = true) =>
  useQuery({ ...reactedPostsQueryOptions(kind), enabled });
