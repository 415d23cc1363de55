import type { CreateGroup, GroupChat } from '@agora/contracts';
import { apiRequest } from '@agora/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getGroupChatsQueryOptions } from './get-group-chats';

export const createGroupChat = (input: CreateGroup) =>
  apiRequest<GroupChat>('POST', '/api/group-chats', input);

export function useCreateGroupChat() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createGroupChat,
    onSuccess: () => client.invalidateQueries({ queryKey: getGroupChatsQueryOptions().queryKey }),
  });
}
