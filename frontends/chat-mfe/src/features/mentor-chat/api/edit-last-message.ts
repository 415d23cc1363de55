import type { EditLastBody, RedoLastResponse } from '@agora/contracts';
import { apiRequest } from '@agora/ui';

/** Replaces the chat's last learner message and its reply with `content` and a new reply. */
export const editLastMessage = (chatId: string, body: EditLastBody) =>
  apiRequest<RedoLastResponse>('POST', `/api/chats/${encodeURIComponent(chatId)}/edit-last`, body);
