import type { RedoLastResponse } from '@agora/contracts';
import { classifyEmotion } from '@agora/emotion';
import { toastError, useCreditsErrorToast, useHost } from '@agora/ui';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { editLastMessage } from '../api/edit-last-message';
import { regenerateReply } from '../api/regenerate-reply';
import { type LocalMessage, localMessage } from '../lib/local-message';
import type { ChatLifecycle } from './use-chat-lifecycle';
import type { ChatMessages } from './use-chat-messages';
import type { ReplyStream } from './use-reply-stream';

/**
 * Regenerate the last reply, or edit the last learner message and resend it: the last exchange is
 * shown anew while the reply streams, and put back as it was when that fails. Paid as a new reply;
 * each press carries its own request key, so a double submit runs once.
 */
export function useRedoLast(
  lifecycle: ChatLifecycle,
  messages: ChatMessages,
  replies: ReplyStream,
) {
  const { t } = useTranslation('chat');
  const host = useHost();
  const creditsToast = useCreditsErrorToast();
  const [pending, setPending] = useState(false);
  const { chatId, refreshHistory, persona } = lifecycle;
  const { messages: list, replaceAll } = messages;
  const lastUser = lastIndexOfUser(list);

  const redo = useCallback(
    async (edited?: string) => {
      if (!chatId || lastUser < 0 || pending) return;
      const before = list;
      const asked = list[lastUser]!;
      const emotion = edited ? classifyEmotion(edited) : null;
      const shown: LocalMessage = edited
        ? { ...asked, content: edited, emotion: emotion!.emotion }
        : asked;
      const reply = localMessage({ role: 'assistant', content: '', persona, streaming: true });
      replaceAll([...list.slice(0, lastUser), shown, reply]);
      setPending(true);
      const handle = replies.begin(reply.id);
      try {
        const streamId = await handle.streamId;
        const common = {
          requestKey: crypto.randomUUID(),
          language: host.settings.language,
          ...(streamId ? { streamId } : {}),
        };
        const answer: RedoLastResponse = edited
          ? await editLastMessage(chatId, {
              ...common,
              content: edited,
              emotion: emotion!.emotion,
              emotionConfidence: emotion!.confidence,
            })
          : await regenerateReply(chatId, common);
        if (!answer.reply) return replaceAll(before);
        replaceAll([
          ...list.slice(0, lastUser),
          { ...answer.userMessage, saved: true },
          { ...answer.reply, saved: true, provider: answer.provider },
        ]);
        void refreshHistory();
      } catch (error) {
        replaceAll(before);
        if (!creditsToast(error)) toastError(t('errors.response'));
      } finally {
        replies.finish(handle);
        setPending(false);
      }
    },
    [
      chatId,
      lastUser,
      pending,
      list,
      persona,
      replaceAll,
      replies,
      host,
      refreshHistory,
      creditsToast,
      t,
    ],
  );

  return {
    pending,
    canRedo: chatId !== null && lastUser >= 0,
    regenerate: useCallback(() => redo(), [redo]),
    editLast: useCallback((text: string) => redo(text.trim() || undefined), [redo]),
  };
}

function lastIndexOfUser(list: readonly LocalMessage[]): number {
  for (let index = list.length - 1; index >= 0; index -= 1)
    if (list[index]!.role === 'user') return index;
  return -1;
}
