import type { ReactedPost } from '@agora/contracts';
import { apiResponse } from '@agora/ui';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { LIKES_KEY, REACTION_PATHS, SAVES_KEY } from './reaction-keys';
import type { ReactionKind } from './toggle-reaction';

/** The server sends the next page's cursor in this header (absent on the last page). */
export const NEXT_CURSOR_HEADER = 'X-Next-Cursor';

export interface ReactedPostsPage {
  posts: ReactedPost[];
  nextCursor: string | null;
}

/** GET /api/user/likes or /api/user/saves: a page of the posts the user liked or saved, newest first. */
export const getReactedPosts = async (
  kind: ReactionKind,
  cursor: string | null,
): Promise<ReactedPostsPage> => {
  const query = cursor ? `?${new URLSearchParams({ cursor }).toString()}` : '';
  const { data, headers } = await apiResponse<ReactedPost[]>(
    'GET',
    `${REACTION_PATHS[kind]}${query}`,
  );
  return { posts: data, nextCursor: headers.get(NEXT_CURSOR_HEADER) };
};

export const reactedPostsQueryOptions = (kind: ReactionKind) =>
  infiniteQueryOptions({
    queryKey: kind === 'like' ? LIKES_KEY : SAVES_KEY,
    queryFn: ({ pageParam }) => getReactedPosts(kind, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    staleTime: 0,
  });

/** The Liked or Saved Posts list, a page at a time. */
export const useReactedPosts = (kind: ReactionKind, enabled = true) =>
  useInfiniteQuery({ ...reactedPostsQueryOptions(kind), enabled });
