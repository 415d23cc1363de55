import { apiRequest } from '@agora/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getGroupChatsQueryOptions } from './get-group-chats';

export const deleteGroupChat = (id: string) =>
  apiRequest<{ success: true }>('DELETE', `/api/group-chats/${encodeURIComponent(id)}`);

export function useDeleteGroupChat() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteGroupChat,
    onSuccess: () => client.invalidateQueries({ queryKey: getGroupChatsQueryOptions().queryKey }),
  });
}
