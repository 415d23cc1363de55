import type { ChatDetail } from '@agora/contracts';
import { apiRequest } from '@agora/ui';
import { queryOptions } from '@tanstack/react-query';

export const getChat = (id: string) =>
  apiRequest<ChatDetail>('GET', `/api/chats/${encodeURIComponent(id)}`);

export const getChatQueryOptions = (id: string) =>
  queryOptions({ queryKey: ['/api/chats', id], queryFn: () => getChat(id) });
