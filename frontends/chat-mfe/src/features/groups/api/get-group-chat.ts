import type { GroupChat } from '@agora/contracts';
import { apiRequest } from '@agora/ui';
import { queryOptions, useQuery } from '@tanstack/react-query';

export const getGroupChat = (id: string) =>
  apiRequest<GroupChat>('GET', `/api/group-chats/${encodeURIComponent(id)}`);

export const getGroupChatQueryOptions = (id: string) =>
  queryOptions({ queryKey: ['/api/group-chats', id], queryFn: () => getGroupChat(id) });

export const useGroupChat = (id: string) => useQuery(getGroupChatQueryOptions(id));
