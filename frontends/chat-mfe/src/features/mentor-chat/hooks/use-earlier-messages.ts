import { toastError } from '@agora/ui';
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getChatMessages } from '../api/get-chat-messages';
import type { ChatLifecycle } from './use-chat-lifecycle';
import type { ChatMessages } from './use-chat-messages';

/** A saved chat opens on its newest messages; older ones come a page at a time, on request. */
export function useEarlierMessages(lifecycle: ChatLifecycle, messages: ChatMessages) {
  const { t } = useTranslation('chat');
  const [loading, setLoading] = useState(false);
  const { chatId, olderCursor, setOlderCursor } = lifecycle;
  const { prepend } = messages;
  // The chat open now: a page that arrives after the learner switched chats is dropped.
  const openChat = useRef(chatId);
  openChat.current = chatId;

  const loadEarlier = useCallback(async () => {
    if (!chatId || !olderCursor || loading) return;
    setLoading(true);
    try {
      const page = await getChatMessages(chatId, olderCursor);
      if (openChat.current !== chatId) return;
      prepend(...page.messages.map((m) => ({ ...m, saved: true })));
      setOlderCursor(page.nextCursor);
    } catch {
      toastError(t('errors.loadEarlier'));
    } finally {
      setLoading(false);
    }
  }, [chatId, olderCursor, loading, prepend, setOlderCursor, t]);

  return {
    hasEarlier: chatId !== null && olderCursor !== null,
    loadingEarlier: loading,
    loadEarlier,
  };
}
