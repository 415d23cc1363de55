import type { HomeFeedConversationPage } from '@agora/contracts';
import { apiRequest } from '@agora/ui';
import { queryOptions, useQuery } from '@tanstack/react-query';

export const HOME_FEED_KEY = ['/api/home-feed'] as const;

/** The first page: each post with the newest replies of its conversation (and how many are older). */
export const getHomeFeed = () => apiRequest<HomeFeedConversationPage>('GET', '/api/home-feed');

export const getHomeFeedQueryOptions = () =>
  queryOptions({ queryKey: HOME_FEED_KEY, queryFn: getHomeFeed });

/** The first page of the feed, re-read every `refreshMs()` (2 s while waiting for AI, 30 s otherwise). */
export const useHomeFeed = (refreshMs: () => number) =>
  useQuery({ ...getHomeFeedQueryOptions(), refetchInterval: () => refreshMs() });
