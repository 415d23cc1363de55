import type { ImageResponse } from '@agora/contracts';
import { apiRequest } from '@agora/ui';

/** Spec 01 §5: the prompt is the first 200 characters of the message; the server adds the persona's style. */
export const IMAGE_PROMPT_MAX = 200;

export const generateImage = (content: string, persona: string, messageId?: string) =>
  apiRequest<ImageResponse>('POST', '/api/character-chat/image', {
    prompt: content.trim().slice(0, IMAGE_PROMPT_MAX),
    size: '1024x1024',
    persona,
    ...(messageId ? { messageId } : {}),
  });
