import type { GroupMessage, SendVoice } from '@agora/contracts';
import { apiRequest } from '@agora/ui';
import { useMutation } from '@tanstack/react-query';

export const sendGroupVoice = (id: string, input: SendVoice) =>
  apiRequest<GroupMessage>('POST', `/api/group-chats/${encodeURIComponent(id)}/voice`, input);

export const useSendGroupVoice = (id: string) =>
  useMutation({ mutationFn: (input: SendVoice) => sendGroupVoice(id, input) });
