import { classifyEmotion } from '@agora/emotion';
import { statusOfError, toastError, useCreditsErrorToast, useHost } from '@agora/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useEffectEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BREAKTHROUGH_VOLUME, playChime } from '../../../lib/play-chime';
import { createChat } from '../api/create-chat';
import { deleteChat } from '../api/delete-chat';
import { getChat } from '../api/get-chat';
import { getChatsQueryOptions } from '../api/get-chats';
import { saveMessage } from '../api/save-message';
import { sendCharacterChat } from '../api/send-character-chat';
import { shareChat } from '../api/share-chat';
import { type LocalMessage, localMessage } from '../lib/local-message';
import { replyClaims, replyText } from '../lib/reply-text';
import { useAiTokenStream } from './use-ai-token-stream';

export const shareUrlOf = (shareId: string) => `${window.location.origin}/shared-chat/${shareId}`;

/** The chat session rules of spec 01 §4: create on open, history, new chat, share, delete, and each turn. */
export function useChatSession(initialPersona: string) {
  const { t } = useTranslation('chat');
  const host = useHost();
  const signedIn = host.user !== null;
  const queries = useQueryClient();
  const creditsToast = useCreditsErrorToast();
  const stream = useAiTokenStream(signedIn);
  const [persona, setPersona] = useState(initialPersona);
  const [chatId, setChatId] = useState<string | null>(null);
  const [shareId, setShareId] = useState<string | null>(null);
  const [messages, setMessages] = useState<LocalMessage[]>([]);
  const [pending, setPending] = useState(false);
  // Each create or load takes a ticket; only the latest one may set the open chat, so a slow
  // create for the previous persona cannot win over the one the learner switched to.
  const latest = useRef(0);

  const refreshHistory = useCallback(
    () => queries.invalidateQueries({ queryKey: getChatsQueryOptions().queryKey }),
    [queries],
  );

  const startChat = useCallback(
    async (forPersona: string) => {
      const ticket = ++latest.current;
      try {
        const chat = await createChat(forPersona);
        if (ticket !== latest.current) return;
        setChatId(chat.id);
        setShareId(null);
        void refreshHistory();
      } catch {
        if (ticket === latest.current) toastError(t('errors.createChat'));
      }
    },
    [refreshHistory, t],
  );

  // Opening the overlay while signed in creates a chat for the persona: once per sign-in, not per
  // persona change (newChat does that), so the event reads the persona without depending on it.
  const startChatOnSignIn = useEffectEvent(() => void startChat(persona));
  useEffect(() => {
    if (signedIn) startChatOnSignIn();
  }, [signedIn]);

  const reset = useCallback(() => {
    setMessages([]);
    setShareId(null);
    setChatId(null);
  }, []);

  const newChat = useCallback(
    (forPersona = persona) => {
      setPersona(forPersona);
      reset();
      if (signedIn) void startChat(forPersona);
    },
    [persona, signedIn, startChat, reset],
  );

  const loadChat = useCallback(
    async (id: string) => {
      const ticket = ++latest.current;
      try {
        const chat = await getChat(id);
        if (ticket !== latest.current) return;
        setChatId(chat.id);
        setPersona(chat.persona);
        setShareId(chat.shareId);
        setMessages(chat.messages.map((m) => ({ ...m, saved: true })));
      } catch {
        toastError(t('errors.loadChat'));
      }
    },
    [t],
  );

  const removeChat = useCallback(
    async (id: string) => {
      try {
        await deleteChat(id);
        if (id === chatId) {
          // Clears the current chat and starts a fresh one for the same persona.
          reset();
          void startChat(persona);
        }
        void refreshHistory();
        host.toast({ title: t('chatDeleted') });
      } catch {
        toastError(t('errors.deleteChat'));
      }
    },
    [chatId, persona, host, refreshHistory, reset, startChat, t],
  );

  const share = useCallback(async (): Promise<string | null> => {
    if (!chatId) {
      toastError(t('errors.shareChat'));
      return null;
    }
    try {
      const result = await shareChat(chatId);
      if (!result?.shareId) {
        toastError(t('errors.shareLink'));
        return null;
      }
      setShareId(result.shareId);
      const url = shareUrlOf(result.shareId);
      await navigator.clipboard?.writeText(url).catch(() => undefined);
      host.toast({ title: t('share.copiedTitle'), description: url });
      return url;
    } catch {
      toastError(t('errors.shareChat'));
      return null;
    }
  }, [chatId, host, t]);

  const send = useCallback(
    async (raw: string) => {
      const text = raw.trim();
      if (!text || pending) return;
      const { emotion, confidence } = classifyEmotion(text);
      const history = messages.map(({ role, content }) => ({ role, content }));
      const userMessage = localMessage({
        role: 'user',
        content: text,
        persona,
        emotion,
        emotionConfidence: confidence,
      });
      const reply = localMessage({ role: 'assistant', content: '', persona, streaming: true });
      setMessages((list) => [...list, userMessage, reply]);
      setPending(true);
      if (emotion === 'breakthrough') playChime(BREAKTHROUGH_VOLUME);
      if (chatId) {
        try {
          const saved = await saveMessage(chatId, {
            role: 'user',
            content: text,
            persona,
            emotion,
            emotionConfidence: confidence,
          });
          setMessages((list) =>
            list.map((m) => (m.id === userMessage.id ? { ...m, id: saved.id, saved: true } : m)),
          );
        } catch (error) {
          console.error('Failed to save message', error); // spec 01 §8: a failed save is only logged
        }
      }
      const streamId = stream.listen((token) =>
        setMessages((list) =>
          list.map((m) => (m.id === reply.id ? { ...m, content: m.content + token } : m)),
        ),
      );
      const dropTurn = () =>
        setMessages((list) => list.filter((m) => m.id !== reply.id && m.id !== userMessage.id));
      try {
        const answer = await sendCharacterChat({
          message: text,
          persona,
          conversationHistory: history,
          emotion,
          emotionConfidence: confidence,
          language: host.settings.language,
          ...(chatId ? { chatId } : {}),
          ...(streamId ? { streamId } : {}),
        });
        const content = replyText(answer).trim();
        if (!content) {
          dropTurn();
          toastError(t('errors.emptyResponse'));
          return;
        }
        const { messageId, provider } = (answer ?? {}) as { messageId?: string; provider?: string };
        setMessages((list) =>
          list.map((m) =>
            m.id === reply.id
              ? {
                  ...m,
                  provider,
                  ...replyClaims(answer),
                  id: messageId ?? m.id,
                  content,
                  streaming: false,
                  saved: Boolean(messageId),
                }
              : m,
          ),
        );
        if (chatId) void refreshHistory();
      } catch (error) {
        dropTurn();
        if (!creditsToast(error))
          toastError(
            statusOfError(error) === 404 ? t('errors.personaUnavailable') : t('errors.response'),
          );
      } finally {
        stream.stop(streamId);
        setPending(false);
      }
    },
    [
      pending,
      messages,
      persona,
      chatId,
      stream,
      host.settings.language,
      refreshHistory,
      creditsToast,
      t,
    ],
  );

  const updateMessage = useCallback((id: string, patch: Partial<LocalMessage>) => {
    setMessages((list) => list.map((m) => (m.id === id ? { ...m, ...patch } : m)));
  }, []);

  return {
    persona,
    chatId,
    shareId,
    messages,
    pending,
    signedIn,
    send,
    newChat,
    loadChat,
    removeChat,
    share,
    updateMessage,
  };
}
