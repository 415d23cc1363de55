import type { ChatMessage, SaveMessageBody } from '@agora/contracts';
import { apiRequest } from '@agora/ui';

export const saveMessage = (chatId: string, body: SaveMessageBody) =>
  apiRequest<ChatMessage>('POST', `/api/chats/${encodeURIComponent(chatId)}/messages`, body);
