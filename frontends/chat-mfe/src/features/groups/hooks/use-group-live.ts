import type { GroupAnswerTokenEvent, GroupMessage, RealtimeTypingEvent } from '@agora/contracts';
import { useRealtimeEvent, useRealtimeRoom } from '@agora/ui';
import { useCallback, useEffect, useRef, useState } from 'react';
import { draftKeyOf } from '../lib/merge-group-messages';

const CHANNEL = 'group';
const TYPING_MS = 2000;

export interface AnswerDraft {
  key: string;
  characterId: string;
  text: string;
}

/**
 * A group's room on the page's shared socket (members only): pushed messages go to `onMessages`,
 * figures' answers stream into drafts, and someone typing shows for a moment.
 */
export function useGroupLive(groupId: string, onMessages: (messages: GroupMessage[]) => void) {
  const [drafts, setDrafts] = useState<AnswerDraft[]>([]);
  const [typing, setTyping] = useState(false);
  const typingTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  /** Drops the drafts of answers that have arrived as messages. */
  const settle = useCallback((incoming: GroupMessage[]) => {
    const done = new Set(
      incoming
        .filter((m) => m.characterId && m.replyToMessage)
        .map((m) => draftKeyOf(m.replyToMessage!.id, m.characterId!)),
    );
    if (done.size) setDrafts((list) => list.filter((d) => !done.has(d.key)));
  }, []);

  const room = useRealtimeRoom<GroupMessage>(CHANNEL, groupId, {
    onMessage: (message) => {
      onMessages([message]);
      settle([message]);
    },
    onTyping: (event: RealtimeTypingEvent) => {
      clearTimeout(typingTimer.current);
      setTyping(event.isTyping);
      if (event.isTyping)
        typingTimer.current = setTimeout(() => setTyping(false), TYPING_MS + 1000);
    },
  });
  useEffect(() => () => clearTimeout(typingTimer.current), []);

  useRealtimeEvent<GroupAnswerTokenEvent>(room.socket, 'group-token', (e) => {
    if (e.groupId !== groupId) return;
    setDrafts((list) =>
      list.some((d) => d.key === e.streamId)
        ? list.map((d) => (d.key === e.streamId ? { ...d, text: d.text + e.token } : d))
        : [...list, { key: e.streamId, characterId: e.characterId, text: e.token }],
    );
  });

  return { drafts, settle, typing, sendTyping: room.sendTyping };
}
