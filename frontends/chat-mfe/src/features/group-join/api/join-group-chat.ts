import type { JoinGroupResult } from '@agora/contracts';
import { apiRequest } from '@agora/ui';
import { useMutation } from '@tanstack/react-query';

/** Joins by the invitation: the share link's id is the proof the server asks for. */
export const joinGroupChat = ({ id, shareId }: { id: string; shareId: string }) =>
  apiRequest<JoinGroupResult>('POST', `/api/group-chats/${encodeURIComponent(id)}/join`, {
    shareId,
    isShareLink: true,
  });

export const useJoinGroupChat = () => useMutation({ mutationFn: joinGroupChat });
