import type { ChatMessage } from '@agora/contracts';

/** A message as the overlay shows it; `saved` tells whether the server has it (voice/image attach to it). */
export type LocalMessage = ChatMessage & {
  saved: boolean;
  streaming?: boolean;
  /** Which engine wrote a reply in this session ('offline' when no provider key was available). */
  provider?: string;
};

export function localMessage(
  fields: Pick<ChatMessage, 'role' | 'content' | 'persona'> & Partial<LocalMessage>,
): LocalMessage {
  return {
    id: crypto.randomUUID(),
    emotion: null,
    emotionConfidence: null,
    imageUrl: null,
    audioUrl: null,
    createdAt: new Date().toISOString(),
    saved: false,
    ...fields,
  };
}
