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

/**
 * A room message the overlay already shows: the same id, or (while the owner's own turn is still
 * being saved) the same words as one of its last two messages.
 */
export function isEcho(list: readonly LocalMessage[], incoming: ChatMessage): boolean {
  if (list.some((m) => m.id === incoming.id)) return true;
  return list
    .slice(-2)
    .some((m) => m.role === incoming.role && m.content.trim() === incoming.content.trim());
}
