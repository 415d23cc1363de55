import type { SharedChat } from '@agora/contracts';
import { apiRequest } from '@agora/ui';
import { queryOptions } from '@tanstack/react-query';

/** Spec 02 §4: the shared chat is also polled every 2 s (fallback when the socket is down). */
export const SHARED_CHAT_POLL_MS = 2000;

export const getSharedChat = (shareId: string) =>
  apiRequest<SharedChat>('GET', `/api/shared-chats/${encodeURIComponent(shareId)}`);

export const getSharedChatQueryOptions = (shareId: string) =>
  queryOptions({
    queryKey: ['/api/shared-chats', shareId],
    queryFn: () => getSharedChat(shareId),
    refetchInterval: SHARED_CHAT_POLL_MS,
  });
