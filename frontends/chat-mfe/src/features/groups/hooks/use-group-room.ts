import type { GroupMessage } from '@agora/contracts';
import { useCallback, useEffect, useState } from 'react';
import { getGroupMessagesPage, useGroupMessages } from '../api/get-group-messages';
import { mergeGroupMessages } from '../lib/merge-group-messages';
import { useGroupLive } from './use-group-live';

export type { AnswerDraft } from './use-group-live';

/**
 * A group's room, live: joins its socket room (members only), merges pushed messages with the 3 s
 * poll, shows figures' answers as they stream in, and reports who is typing.
 */
export function useGroupRoom(groupId: string) {
  const page = useGroupMessages(groupId);
  const [messages, setMessages] = useState<GroupMessage[]>([]);
  // Where older history starts: the first page's cursor, then each earlier page's.
  const [earlier, setEarlier] = useState<{ cursor: string | null; known: boolean }>({
    cursor: null,
    known: false,
  });
  const [loadingEarlier, setLoadingEarlier] = useState(false);

  const merge = useCallback(
    (incoming: GroupMessage[]) => setMessages((list) => mergeGroupMessages(list, incoming)),
    [],
  );
  const live = useGroupLive(groupId, merge);
  const { settle } = live;
  const add = useCallback(
    (incoming: GroupMessage[]) => {
      merge(incoming);
      settle(incoming);
    },
    [merge, settle],
  );

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

  return {
    messages,
    drafts: live.drafts,
    typing: live.typing,
    sendTyping: live.sendTyping,
    add,
    hasEarlier: earlier.cursor !== null,
    loadingEarlier,
    loadEarlier,
  };
}
