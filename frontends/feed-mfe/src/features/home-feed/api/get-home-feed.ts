import type { HomeFeedPage } from '@agora/contracts';
import { apiRequest } from '@agora/ui';
import { queryOptions, useQuery } from '@tanstack/react-query';

export const HOME_FEED_KEY = ['/api/home-feed'] as const;

export const getHomeFeed = () => apiRequest<HomeFeedPage>('GET', '/api/home-feed');

export const getHomeFeedQueryOptions = () =>
  queryOptions({ queryKey: HOME_FEED_KEY, queryFn: getHomeFeed });

/** The first page of the feed, re-read every `refreshMs()` (2 s while waiting for AI, 30 s otherwise). */
export const useHomeFeed = (refreshMs: () => number) =>
  useQuery({ ...getHomeFeedQueryOptions(), refetchInterval: () => refreshMs() });
