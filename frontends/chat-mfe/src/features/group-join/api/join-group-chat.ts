import type { JoinGroupResult } from '@agora/contracts';
import { apiRequest } from '@agora/ui';
import { useMutation } from '@tanstack/react-query';

export const joinGroupChat = (id: string) =>
  apiRequest<JoinGroupResult>('POST', `/api/group-chats/${encodeURIComponent(id)}/join`, {
    isShareLink: true,
  });

export const useJoinGroupChat = () => useMutation({ mutationFn: joinGroupChat });
