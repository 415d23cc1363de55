import type { GroupShareInfo } from '@agora/contracts';
import { apiRequest } from '@agora/ui';
import { queryOptions, useQuery } from '@tanstack/react-query';

export const getGroupShare = (shareId: string) =>
  apiRequest<GroupShareInfo>('GET', `/api/group-chats/share/${encodeURIComponent(shareId)}`);

export const getGroupShareQueryOptions = (shareId: string) =>
  queryOptions({
    queryKey: ['/api/group-chats/share', shareId],
    queryFn: () => getGroupShare(shareId),
  });

export const useGroupShare = (shareId: string) => useQuery(getGroupShareQueryOptions(shareId));
