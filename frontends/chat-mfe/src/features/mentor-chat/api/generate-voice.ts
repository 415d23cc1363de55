import type { VoiceResponse } from '@agora/contracts';
import { apiRequest } from '@agora/ui';

export const generateVoice = (text: string, messageId?: string) =>
  apiRequest<VoiceResponse>('POST', '/api/character-chat/voice', {
    text,
    voice: 'alloy',
    ...(messageId ? { messageId } : {}),
  });
