import type { ActivityItem } from '@agora/contracts';
import { apiRequest } from '@agora/ui';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ACTIVITY_KEY } from '../../../lib/reactions/reaction-keys';

/** GET /api/activity: the user's likes and saves as a timeline, newest first. */
export const getActivity = () => apiRequest<ActivityItem[]>('GET', '/api/activity');

export const activityQueryOptions = () =>
  queryOptions({ queryKey: ACTIVITY_KEY, queryFn: getActivity, staleTime: 0 });

export const useActivity = () => useQuery(activityQueryOptions());
