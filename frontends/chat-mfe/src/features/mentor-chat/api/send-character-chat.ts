import type { CharacterChatBody } from '@agora/contracts';
import { apiRequest } from '@agora/ui';

/** Asks the figure for a reply; the answer may be an object or plain text (see `replyText`). */
export const sendCharacterChat = (body: CharacterChatBody) =>
  apiRequest<unknown>('POST', '/api/character-chat', body);
