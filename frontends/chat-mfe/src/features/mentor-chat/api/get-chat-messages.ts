import type { ChatMessagesPage } from '@agora/contracts';
import { apiRequest } from '@agora/ui';

/** GET /api/chats/{id}/messages?before=: the page of messages older than `before`, oldest first. */
export const getChatMessages = (id: string, before: string) =>
  apiRequest<ChatMessagesPage>(
    'GET',
    `/api/chats/${encodeURIComponent(id)}/messages?before=${encodeURIComponent(before)}`,
  );
