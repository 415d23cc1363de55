import type { StopReplyResponse } from '@agora/contracts';
import { apiRequest } from '@agora/ui';
import { useMutation } from '@tanstack/react-query';

/** Asks the server to stop the signed-in learner's streaming reply; what was said is kept. */
export const stopReply = (streamId: string) =>
  apiRequest<StopReplyResponse>('POST', '/api/character-chat/stop', { streamId });

export const useStopReply = () => useMutation({ mutationFn: stopReply });
