import type { HomeFeedEarlierReplies } from '@agora/contracts';
import { apiRequest } from '@agora/ui';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { HOME_FEED_KEY } from './get-home-feed';

/** Under the feed's key: whatever re-reads the feed (a reply, a like, a delete) re-reads these too. */
export const earlierRepliesKey = (postId: string) =>
  [...HOME_FEED_KEY, 'earlier-replies', postId] as const;

/**
 * GET /api/home-feed/posts/{id}/earlier-replies: without a cursor, the replies just older than those
 * the feed shows; with one, those older than the page before. Oldest first, flat.
 */
export const getEarlierReplies = (postId: string, cursor: string | null) =>
  apiRequest<HomeFeedEarlierReplies>(
    'GET',
    `/api/home-feed/posts/${encodeURIComponent(postId)}/earlier-replies${
      cursor ? `?${new URLSearchParams({ cursor }).toString()}` : ''
    }`,
  );

export const getEarlierRepliesQueryOptions = (postId: string) =>
  infiniteQueryOptions({
    queryKey: earlierRepliesKey(postId),
    queryFn: ({ pageParam }) => getEarlierReplies(postId, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

/** A conversation's earlier replies, a page at a time, read only once asked for (`enabled`). */
export const useEarlierReplies = (postId: string, enabled: boolean) =>
  useInfiniteQuery({ ...getEarlierRepliesQueryOptions(postId), enabled });
