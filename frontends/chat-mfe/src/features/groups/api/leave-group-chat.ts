import { apiRequest } from '@agora/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getGroupChatsQueryOptions } from './get-group-chats';

/** The signed-in learner leaves the group (a 409 for its creator, who deletes it instead). */
export const leaveGroupChat = (id: string) =>
  apiRequest<{ success: true }>('DELETE', `/api/group-chats/${encodeURIComponent(id)}/members/me`);

export function useLeaveGroupChat() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: leaveGroupChat,
    // Only the list: the left group's own queries would refetch into 404s while its room is open.
    onSuccess: () =>
      client.invalidateQueries({ queryKey: getGroupChatsQueryOptions().queryKey, exact: true }),
  });
}
