import type { ChatSummary } from '@agora/contracts';
import { apiRequest } from '@agora/ui';
import { queryOptions, useQuery } from '@tanstack/react-query';

export const getChats = () => apiRequest<ChatSummary[]>('GET', '/api/chats');

export const getChatsQueryOptions = () =>
  queryOptions({ queryKey: ['/api/chats'], queryFn: getChats });

/** The signed-in user's chat history (not fetched for visitors). */
export const useChats = (enabled: boolean) => useQuery({ ...getChatsQueryOptions(), enabled });
