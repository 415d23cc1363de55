import type { ChatMessage } from '@agora/contracts';
import { apiRequest } from '@agora/ui';

export const postSharedMessage = (shareId: string, content: string) =>
  apiRequest<ChatMessage>('POST', `/api/shared-chats/${encodeURIComponent(shareId)}/messages`, {
    content,
  });
