import type { GroupChat } from '@agora/contracts';
import { apiRequest } from '@agora/ui';
import { queryOptions, useQuery } from '@tanstack/react-query';

export const getGroupChats = () => apiRequest<GroupChat[]>('GET', '/api/group-chats');

export const getGroupChatsQueryOptions = () =>
  queryOptions({ queryKey: ['/api/group-chats'], queryFn: getGroupChats });

/** The learner's study groups (a 403 with requiredCredits below 500 credits). */
export const useGroupChats = () => useQuery(getGroupChatsQueryOptions());
