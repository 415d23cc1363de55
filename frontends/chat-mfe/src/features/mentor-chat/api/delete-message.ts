import { apiRequest } from '@agora/ui';

/** Removes one saved message (the learner's message of a turn whose reply failed). */
export const deleteMessage = (chatId: string, messageId: string) =>
  apiRequest<{ success: true }>(
    'DELETE',
    `/api/chats/${encodeURIComponent(chatId)}/messages/${encodeURIComponent(messageId)}`,
  );
