import { toastError } from '@agora/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { createChat } from '../api/create-chat';
import { getChatQueryOptions } from '../api/get-chat';
import { getChatsQueryOptions } from '../api/get-chats';
import type { ChatMessages } from './use-chat-messages';
import { useRemoveChat } from './use-remove-chat';

/**
 * Which chat is open: none until the learner's first message creates one (opening the overlay
 * creates nothing), a saved one loaded from history, or none again after New chat or delete.
 */
export function useChatLifecycle(initialPersona: string, messages: ChatMessages) {
  const { t } = useTranslation('chat');
  const queries = useQueryClient();
  const [persona, setPersona] = useState(initialPersona);
  const [chatId, setChatId] = useState<string | null>(null);
  const [shareId, setShareId] = useState<string | null>(null);
  /** Where the shown messages of a saved chat begin, when it has older ones (else null). */
  const [olderCursor, setOlderCursor] = useState<string | null>(null);
  // Each load or new chat takes a ticket; only the latest may set the open chat, so a slow load
  // cannot win over the chat the learner switched to since.
  const latest = useRef(0);
  const { replaceAll } = messages;

  const refreshHistory = useCallback(
    () => queries.invalidateQueries({ queryKey: getChatsQueryOptions().queryKey }),
    [queries],
  );

  /** The open chat's id, creating the chat now when this is its first message (null: failed, told). */
  const ensureChat = useCallback(async (): Promise<string | null> => {
    if (chatId) return chatId;
    const ticket = latest.current;
    try {
      const chat = await createChat(persona);
      if (ticket === latest.current) setChatId(chat.id);
      void refreshHistory();
      return chat.id;
    } catch {
      toastError(t('errors.createChat'));
      return null;
    }
  }, [chatId, persona, refreshHistory, t]);

  const newChat = useCallback(
    (forPersona = persona) => {
      latest.current += 1;
      setPersona(forPersona);
      setChatId(null);
      setShareId(null);
      setOlderCursor(null);
      replaceAll([]);
    },
    [persona, replaceAll],
  );

  const loadChat = useCallback(
    async (id: string) => {
      const ticket = ++latest.current;
      try {
        const chat = await queries.fetchQuery({ ...getChatQueryOptions(id), staleTime: 0 });
        if (ticket !== latest.current) return;
        setChatId(chat.id);
        setPersona(chat.persona);
        setShareId(chat.shareId);
        setOlderCursor(chat.olderCursor ?? null);
        replaceAll(chat.messages.map((m) => ({ ...m, saved: true })));
      } catch {
        toastError(t('errors.loadChat'));
      }
    },
    [queries, replaceAll, t],
  );

  const removeChat = useRemoveChat(chatId, newChat, refreshHistory);

  return {
    persona,
    chatId,
    shareId,
    setShareId,
    olderCursor,
    setOlderCursor,
    ensureChat,
    newChat,
    loadChat,
    removeChat,
    refreshHistory,
  };
}

export type ChatLifecycle = ReturnType<typeof useChatLifecycle>;
