import type { ChatSummary } from '@agora/contracts';
import { apiRequest } from '@agora/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getChatsQueryOptions } from './get-chats';

export const renameChat = (chatId: string, title: string) =>
  apiRequest<ChatSummary>('PATCH', `/api/chats/${encodeURIComponent(chatId)}`, { title });

/** Renames a chat and refreshes the history (and any search) that shows it. */
export function useRenameChat() {
  const queries = useQueryClient();
  return useMutation({
    mutationFn: ({ chatId, title }: { chatId: string; title: string }) => renameChat(chatId, title),
    onSuccess: () => queries.invalidateQueries({ queryKey: getChatsQueryOptions().queryKey }),
  });
}
