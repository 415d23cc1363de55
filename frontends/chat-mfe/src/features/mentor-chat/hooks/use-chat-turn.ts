import { classifyEmotion } from '@agora/emotion';
import { useHost } from '@agora/ui';
import { useCallback, useState } from 'react';
import { BREAKTHROUGH_VOLUME, playChime } from '../../../lib/play-chime';
import { saveMessage } from '../api/save-message';
import { sendCharacterChat } from '../api/send-character-chat';
import { localMessage } from '../lib/local-message';
import { replyPatch, replyText } from '../lib/reply-text';
import type { ChatLifecycle } from './use-chat-lifecycle';
import type { ChatMessages } from './use-chat-messages';
import type { ReplyStream } from './use-reply-stream';
import { useTurnFailure } from './use-turn-failure';

/**
 * One turn (spec 01 §4): the learner's message is shown and saved (creating the chat on its first
 * message), the reply streams in; a failed or empty reply removes the message again, here and on
 * the server. The input waits while a reply is pending. `send` resolves to whether the message
 * stayed, so the composer can give a dropped one back to the learner.
 */
export function useChatTurn(
  lifecycle: ChatLifecycle,
  messages: ChatMessages,
  replies: ReplyStream,
) {
  const host = useHost();
  const signedIn = host.user !== null;
  const [pending, setPending] = useState(false);
  const failure = useTurnFailure(messages);
  const { ensureChat, persona, refreshHistory } = lifecycle;
  const { add, patch } = messages;
  const history = messages.messages;

  const send = useCallback(
    async (raw: string): Promise<boolean> => {
      const text = raw.trim();
      if (!text || pending) return false;
      const { emotion, confidence } = classifyEmotion(text);
      const fields = { role: 'user' as const, content: text, persona, emotion };
      const asked = localMessage({ ...fields, emotionConfidence: confidence });
      const reply = localMessage({ role: 'assistant', content: '', persona, streaming: true });
      add(asked, reply);
      setPending(true);
      if (emotion === 'breakthrough') playChime(BREAKTHROUGH_VOLUME);
      const turn = { chatId: null as string | null, ids: [asked.id, reply.id] };
      const handle = replies.begin(reply.id);
      try {
        turn.chatId = signedIn ? await ensureChat() : null;
        if (signedIn && !turn.chatId) return failure.drop(turn, null);
        if (turn.chatId) {
          const saved = await saveMessage(turn.chatId, {
            ...fields,
            emotionConfidence: confidence,
          }).catch((error: unknown) => void console.error('Failed to save message', error));
          if (saved) {
            patch(asked.id, { id: saved.id, saved: true });
            turn.ids.push(saved.id);
          }
        }
        const streamId = await handle.streamId;
        const answer = await sendCharacterChat({
          message: text,
          persona,
          conversationHistory: history.map(({ role, content }) => ({ role, content })),
          emotion,
          emotionConfidence: confidence,
          language: host.settings.language,
          ...(turn.chatId ? { chatId: turn.chatId } : {}),
          ...(streamId ? { streamId } : {}),
        });
        const content = replyText(answer).trim();
        if (!content || (handle.stopped() && !streamId))
          return failure.drop(turn, handle.stopped() ? null : 'errors.emptyResponse');
        patch(reply.id, replyPatch(answer, content));
        if (turn.chatId) void refreshHistory();
        return true;
      } catch (error) {
        return failure.drop(turn, error);
      } finally {
        replies.finish(handle);
        setPending(false);
      }
    },
    [
      pending,
      persona,
      add,
      patch,
      replies,
      signedIn,
      ensureChat,
      history,
      host,
      failure,
      refreshHistory,
    ],
  );

  return { send, pending };
}
