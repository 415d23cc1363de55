import { useHost } from '@agora/ui';
import { useCallback } from 'react';
import type { LocalMessage } from '../lib/local-message';
import { useChatLifecycle } from './use-chat-lifecycle';
import { useChatMessages } from './use-chat-messages';
import { useChatTurn } from './use-chat-turn';
import { useEarlierMessages } from './use-earlier-messages';
import { useRedoLast } from './use-redo-last';
import { useReplyStream } from './use-reply-stream';
import { useShareChat } from './use-share-chat';
import { useSharedRoomEcho } from './use-shared-room-echo';

export { shareUrlOf } from './use-share-chat';

/** The mentor chat overlay's state (spec 01 §4), put together from one hook per concern. */
export function useChatSession(initialPersona: string) {
  const host = useHost();
  const signedIn = host.user !== null;
  const messages = useChatMessages();
  const lifecycle = useChatLifecycle(initialPersona, messages);
  const replies = useReplyStream(signedIn, messages);
  const turn = useChatTurn(lifecycle, messages, replies);
  const redo = useRedoLast(lifecycle, messages, replies);
  const share = useShareChat(lifecycle);
  const earlier = useEarlierMessages(lifecycle, messages);
  useSharedRoomEcho(lifecycle.shareId, messages);
  const { patch } = messages;

  const updateMessage = useCallback(
    (id: string, changes: Partial<LocalMessage>) => patch(id, changes),
    [patch],
  );

  return {
    persona: lifecycle.persona,
    chatId: lifecycle.chatId,
    shareId: lifecycle.shareId,
    messages: messages.messages,
    pending: turn.pending || redo.pending,
    streaming: replies.streaming,
    signedIn,
    send: turn.send,
    stop: replies.stop,
    regenerate: redo.regenerate,
    editLast: redo.editLast,
    canRedo: redo.canRedo,
    newChat: lifecycle.newChat,
    loadChat: lifecycle.loadChat,
    removeChat: lifecycle.removeChat,
    share,
    earlier,
    updateMessage,
  };
}

export type ChatSession = ReturnType<typeof useChatSession>;
