import type { GroupMessage, SendGroupMessage } from '@agora/contracts';
import { apiRequest } from '@agora/ui';
import { useMutation } from '@tanstack/react-query';

export const sendGroupMessage = (id: string, input: SendGroupMessage) =>
  apiRequest<GroupMessage>('POST', `/api/group-chats/${encodeURIComponent(id)}/messages`, input);

export const useSendGroupMessage = (id: string) =>
  useMutation({ mutationFn: (input: SendGroupMessage) => sendGroupMessage(id, input) });
