import type { GroupSpeech, TextToSpeech } from '@agora/contracts';
import { apiRequest } from '@agora/ui';
import { useMutation } from '@tanstack/react-query';

/** A figure's answer read aloud in its voice (paid as a voice message). */
export const textToSpeech = (input: TextToSpeech) =>
  apiRequest<GroupSpeech>('POST', '/api/group-chats/text-to-speech', input);

export const useTextToSpeech = () => useMutation({ mutationFn: textToSpeech });
