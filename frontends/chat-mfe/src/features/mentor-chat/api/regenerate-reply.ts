import type { RedoLastBody, RedoLastResponse } from '@agora/contracts';
import { apiRequest } from '@agora/ui';

/** A new reply to the chat's last learner message, replacing the last reply (paid as a new reply). */
export const regenerateReply = (chatId: string, body: RedoLastBody) =>
  apiRequest<RedoLastResponse>('POST', `/api/chats/${encodeURIComponent(chatId)}/regenerate`, body);
