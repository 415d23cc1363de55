import type { ChatMessage, RealtimeTypingEvent, SharedChat } from '@agora/contracts';
import { SHARED_CHAT_CHANNEL } from '@agora/contracts/src/chat-constants';
import { REALTIME_RECONNECT_MS, useRealtimeRoom } from '@agora/ui';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { NEW_MESSAGE_VOLUME, playChime } from '../../../lib/play-chime';
import { getSharedChatQueryOptions } from '../api/get-shared-chat';
import { mergeMessages, type ReceivedMessage } from '../lib/merge-messages';
import { useTypers } from './use-typers';

/** Spec 01 §9: reconnect 3 s after the connection closes (the page's shared socket does). */
export const RECONNECT_MS = REALTIME_RECONNECT_MS;

/**
 * A shared chat, live: joins its room, merges socket messages and the 2 s poll without duplicates,
 * plays a chime for new messages, and reports who is typing.
 */
export function useSharedChatRoom(shareId: string) {
  const chat = useQuery(getSharedChatQueryOptions(shareId));
  const [messages, setMessages] = useState<ReceivedMessage[]>([]);
  const typers = useTypers();
  const initialised = useRef(false);

  const add = useCallback((incoming: ChatMessage[], chime: boolean) => {
    setMessages((list) => {
      const next = mergeMessages(list, incoming, Date.now());
      if (chime && next !== list) playChime(NEW_MESSAGE_VOLUME);
      return next;
    });
  }, []);

  // The poll result (and the first load) merge like socket messages; only later arrivals chime.
  useEffect(() => {
    if (!chat.data) return;
    add((chat.data as SharedChat).messages, initialised.current);
    initialised.current = true;
  }, [chat.data, add]);

  const room = useRealtimeRoom<ChatMessage>(SHARED_CHAT_CHANNEL, shareId, {
    onMessage: (message) => add([message], true),
    onTyping: (event: RealtimeTypingEvent) =>
      typers.seen(event.userId ?? 'visitor', event.isTyping),
  });

  return {
    chat,
    messages,
    connected: room.joined,
    someoneTyping: typers.any,
    sendTyping: room.sendTyping,
    add,
  };
}
