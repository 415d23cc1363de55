import type { JoinGroupResult } from '@agora/contracts';
import { apiRequest, SUBSCRIPTION_QUERY_KEY } from '@agora/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';

/** Joins by the invitation: the share link's id is the proof the server asks for. */
export const joinGroupChat = ({ id, shareId }: { id: string; shareId: string }) =>
  apiRequest<JoinGroupResult>('POST', `/api/group-chats/${encodeURIComponent(id)}/join`, {
    shareId,
    isShareLink: true,
  });

/**
 * Joining may grant the join bonus: the balance is read again, so the shell's header badge (the
 * same query, one QueryClient for the host and its remotes) shows it at once.
 */
export const useJoinGroupChat = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: joinGroupChat,
    // Not awaited: the welcome toast and the room need not wait for the balance.
    onSuccess: (result) => {
      if (result.creditsGranted)
        void client.invalidateQueries({ queryKey: SUBSCRIPTION_QUERY_KEY });
    },
  });
};
