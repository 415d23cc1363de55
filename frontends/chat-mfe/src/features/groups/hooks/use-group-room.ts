import type { GroupAnswerTokenEvent, GroupMessage } from '@agora/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Socket } from 'socket.io-client';
import { connectRealtime } from '../../../lib/realtime-socket';
import { getGroupMessagesPage, useGroupMessages } from '../api/get-group-messages';
import { draftKeyOf, mergeGroupMessages } from '../lib/merge-group-messages';

const CHANNEL = 'group';
const TYPING_MS = 2000;

type MessageEvent = { type: 'message'; channel: string; id: string; data: GroupMessage };
type TypingEvent = { channel: string; id: string; userId: string | null; isTyping: boolean };

export interface AnswerDraft {
  key: string;
  characterId: string;
  text: string;
}

/**
 * A group's room, live: joins its socket room (members only), merges pushed messages with the 3 s
 * poll, shows figures' answers as they stream in, and reports who is typing.
 */
export function useGroupRoom(groupId: string) {
  const page = useGroupMessages(groupId);
  const [messages, setMessages] = useState<GroupMessage[]>([]);
  const [drafts, setDrafts] = useState<AnswerDraft[]>([]);
  const [typing, setTyping] = useState(false);
  // Where older history starts: the first page's cursor, then each earlier page's.
  const [earlier, setEarlier] = useState<{ cursor: string | null; known: boolean }>({
    cursor: null,
    known: false,
  });
  const [loadingEarlier, setLoadingEarlier] = useState(false);
  const socket = useRef<Socket | null>(null);

  const add = useCallback((incoming: GroupMessage[]) => {
    setMessages((list) => mergeGroupMessages(list, incoming));
    const done = new Set(
      incoming
        .filter((m) => m.characterId && m.replyToMessage)
        .map((m) => draftKeyOf(m.replyToMessage!.id, m.characterId!)),
    );
    if (done.size) setDrafts((list) => list.filter((d) => !done.has(d.key)));
  }, []);

  useEffect(() => {
    if (!page.data) return;
    add(page.data.messages);
    const first = page.data.nextCursor;
    setEarlier((e) => (e.known ? e : { cursor: first, known: true }));
  }, [page.data, add]);

  const loadEarlier = useCallback(async () => {
    if (!earlier.cursor || loadingEarlier) return;
    setLoadingEarlier(true);
    try {
      const older = await getGroupMessagesPage(groupId, earlier.cursor);
      add(older.messages);
      setEarlier({ cursor: older.nextCursor, known: true });
    } finally {
      setLoadingEarlier(false);
    }
  }, [add, earlier.cursor, groupId, loadingEarlier]);

  useEffect(() => {
    const s = connectRealtime();
    socket.current = s;
    s.on('connect', () => s.emit('join', { channel: CHANNEL, id: groupId }));
    s.on('message', (e: MessageEvent) => {
      if (e.channel === CHANNEL && e.id === groupId) add([e.data]);
    });
    s.on('group-token', (e: GroupAnswerTokenEvent) => {
      if (e.groupId !== groupId) return;
      setDrafts((list) => {
        const known = list.find((d) => d.key === e.streamId);
        if (!known)
          return [...list, { key: e.streamId, characterId: e.characterId, text: e.token }];
        return list.map((d) => (d.key === e.streamId ? { ...d, text: d.text + e.token } : d));
      });
    });
    let timer: ReturnType<typeof setTimeout> | undefined;
    s.on('typing', (e: TypingEvent) => {
      if (e.channel !== CHANNEL || e.id !== groupId) return;
      clearTimeout(timer);
      setTyping(e.isTyping);
      if (e.isTyping) timer = setTimeout(() => setTyping(false), TYPING_MS + 1000);
    });
    return () => {
      clearTimeout(timer);
      s.close();
      socket.current = null;
    };
  }, [groupId, add]);

  const sendTyping = useCallback(
    (isTyping: boolean) =>
      socket.current?.emit('typing', { channel: CHANNEL, id: groupId, isTyping }),
    [groupId],
  );

  return {
    messages,
    drafts,
    typing,
    sendTyping,
    add,
    hasEarlier: earlier.cursor !== null,
    loadingEarlier,
    loadEarlier,
  };
}
