import type { ChatSummary } from '@agora/contracts';
import { apiRequest } from '@agora/ui';

export const createChat = (persona: string) =>
  apiRequest<ChatSummary>('POST', '/api/chats', { persona });
