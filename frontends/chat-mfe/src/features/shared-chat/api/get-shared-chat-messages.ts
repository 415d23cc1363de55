import type { ChatMessagesPage } from '@agora/contracts';
import { apiRequest } from '@agora/ui';

/** GET /api/shared-chats/{shareId}/messages?before=: messages older than `before`, oldest first. */
export const getSharedChatMessages = (shareId: string, before: string) =>
  apiRequest<ChatMessagesPage>(
    'GET',
    `/api/shared-chats/${encodeURIComponent(shareId)}/messages?before=${encodeURIComponent(before)}`,
  );
