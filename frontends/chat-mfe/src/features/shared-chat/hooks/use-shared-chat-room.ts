import type { ChatMessage, RealtimeTypingEvent, SharedChat } from '@agora/contracts';
import { SHARED_CHAT_CHANNEL } from '@agora/contracts/src/chat-constants';
import { REALTIME_RECONNECT_MS, toastError, useRealtimeRoom } from '@agora/ui';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NEW_MESSAGE_VOLUME, playChime } from '../../../lib/play-chime';
import { getSharedChatQueryOptions } from '../api/get-shared-chat';
import { getSharedChatMessages } from '../api/get-shared-chat-messages';
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
  const { t } = useTranslation('chat');
  /** Where the shown messages begin when the chat has older ones (from the first load). */
  const [olderCursor, setOlderCursor] = useState<string | null>(null);
  const [loadingEarlier, setLoadingEarlier] = useState(false);

  const add = useCallback((incoming: ChatMessage[], chime: boolean) => {
    setMessages((list) => {
      const next = mergeMessages(list, incoming, Date.now());
      if (chime && next !== list) playChime(NEW_MESSAGE_VOLUME);
      return next;
    });
  }, []);

  // The poll result (and the first load) merge like socket messages; only later arrivals chime.
  // Where older messages begin is taken from the first load: later polls move with the newest.
  useEffect(() => {
    if (!chat.data) return;
    const loaded = chat.data as SharedChat;
    add(loaded.messages, initialised.current);
    if (!initialised.current) setOlderCursor(loaded.olderCursor ?? null);
    initialised.current = true;
  }, [chat.data, add]);

  const loadEarlier = useCallback(async () => {
    if (!olderCursor || loadingEarlier) return;
    setLoadingEarlier(true);
    try {
      const page = await getSharedChatMessages(shareId, olderCursor);
      add(page.messages, false);
      setOlderCursor(page.nextCursor);
    } catch {
      toastError(t('errors.loadEarlier'));
    } finally {
      setLoadingEarlier(false);
    }
  }, [shareId, olderCursor, loadingEarlier, add, t]);

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
    earlier: olderCursor
      ? { loading: loadingEarlier, onLoad: () => void loadEarlier() }
      : undefined,
  };
}
