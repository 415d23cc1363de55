import type { ChatMessage, SharedChat } from '@agora/contracts';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Socket } from 'socket.io-client';
import { NEW_MESSAGE_VOLUME, playChime } from '../../../lib/play-chime';
import { connectRealtime } from '../../../lib/realtime-socket';
import { getSharedChatQueryOptions } from '../api/get-shared-chat';
import { mergeMessages, type ReceivedMessage } from '../lib/merge-messages';

const CHANNEL = 'shared-chat';
/** Spec 01 §9: reconnect 3 s after the connection closes. */
export const RECONNECT_MS = 3000;
/** Spec 02 §4: a typing indicator lasts 2 s after the last key. */
export const TYPING_MS = 2000;

type MessageEvent = { type: 'message'; channel: string; id: string; data: ChatMessage };
type TypingEvent = {
  type: 'typing';
  channel: string;
  id: string;
  userId: string | null;
  isTyping: boolean;
};

/**
 * A shared chat, live: joins its room, merges socket messages and the 2 s poll without duplicates,
 * plays a chime for new messages, and reports who is typing.
 */
export function useSharedChatRoom(shareId: string) {
  const chat = useQuery(getSharedChatQueryOptions(shareId));
  const [messages, setMessages] = useState<ReceivedMessage[]>([]);
  const [connected, setConnected] = useState(false);
  const [typers, setTypers] = useState<Set<string>>(new Set());
  const socket = useRef<Socket | null>(null);
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

  useEffect(() => {
    const s = connectRealtime({ reconnectionDelay: RECONNECT_MS });
    socket.current = s;
    const join = () =>
      s.emit('join', { channel: CHANNEL, id: shareId }, (ack: { ok: boolean }) =>
        setConnected(ack?.ok === true),
      );
    s.on('connect', join);
    s.on('disconnect', () => setConnected(false));
    s.on(
      'message',
      (event: MessageEvent) =>
        event.channel === CHANNEL && event.id === shareId && add([event.data], true),
    );
    const timers = new Map<string, ReturnType<typeof setTimeout>>();
    s.on('typing', (event: TypingEvent) => {
      if (event.id !== shareId) return;
      const who = event.userId ?? 'visitor';
      clearTimeout(timers.get(who));
      setTypers((set) => {
        const next = new Set(set);
        if (event.isTyping) next.add(who);
        else next.delete(who);
        return next;
      });
      if (event.isTyping)
        timers.set(
          who,
          setTimeout(
            () => setTypers((set) => new Set([...set].filter((w) => w !== who))),
            TYPING_MS + 1000,
          ),
        );
    });
    return () => {
      timers.forEach(clearTimeout);
      s.close();
      socket.current = null;
    };
  }, [shareId, add]);

  const sendTyping = useCallback(
    (isTyping: boolean) =>
      socket.current?.emit('typing', { channel: CHANNEL, id: shareId, isTyping }),
    [shareId],
  );

  return { chat, messages, connected, someoneTyping: typers.size > 0, sendTyping, add };
}
