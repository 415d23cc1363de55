import { apiRequest } from '@agora/ui';

export const deleteChat = (id: string) =>
  apiRequest<{ success: true }>('DELETE', `/api/chats/${encodeURIComponent(id)}`);
