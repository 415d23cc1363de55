import type { ShareChatResponse } from '@agora/contracts';
import { apiRequest } from '@agora/ui';

export const shareChat = (chatId: string) =>
  apiRequest<ShareChatResponse>('PATCH', `/api/chats/${encodeURIComponent(chatId)}/share`, {
    isPublic: true,
  });
