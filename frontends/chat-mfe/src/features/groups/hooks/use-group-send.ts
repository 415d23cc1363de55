import type { GroupMessage } from '@agora/contracts';
import { showCreditsErrorToast, toastError, useHost } from '@agora/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSendGroupMessage } from '../api/send-group-message';
import { useSendGroupVoice } from '../api/send-group-voice';
import { comesBackIn, voiceQuotaOf } from '../lib/voice-quota';
import { type Recording, useVoiceRecorder } from './use-voice-recorder';

/**
 * What the group composer sends: the text or a recording, with the picked @mentions and the reply
 * target; a credits error shows the shared credits toast, a recording past the day's voice
 * allowance says which allowance and when it comes back.
 */
export function useGroupSend(
  groupId: string,
  {
    replyTo,
    onSent,
    onClearReply,
    sendTyping,
  }: {
    replyTo: GroupMessage | null;
    onSent(message: GroupMessage): void;
    onClearReply(): void;
    sendTyping(isTyping: boolean): void;
  },
) {
  const { t, i18n } = useTranslation('chat');
  const host = useHost();
  const send = useSendGroupMessage(groupId);
  const sendVoice = useSendGroupVoice(groupId);
  const [text, setText] = useState('');
  const [mentions, setMentions] = useState<string[]>([]);
  const failed = (key: string) => (error: unknown) =>
    showCreditsErrorToast(error, host) || toastError(t(key));
  const voiceFailed = (error: unknown) => {
    const quota = voiceQuotaOf(error);
    if (!quota) {
      failed('groups.toast.voiceFailed')(error);
      return;
    }
    host.toast({
      variant: 'destructive',
      title: t('groups.voice.quotaTitle'),
      description: t(
        quota.quota === 'group-voice-messages'
          ? 'groups.voice.quotaMessages'
          : 'groups.voice.quotaMegabytes',
        { limit: quota.limit, when: comesBackIn(quota.retryAfterSeconds, i18n.language) },
      ),
    });
  };

  const sent = (message: GroupMessage) => {
    onSent(message);
    setMentions([]);
    onClearReply();
  };

  const recorder = useVoiceRecorder((recording: Recording) =>
    sendVoice.mutate(
      { ...recording, mentions, replyToId: replyTo?.id },
      { onSuccess: sent, onError: voiceFailed },
    ),
  );

  const submit = () => {
    const content = text.trim();
    if (!content || send.isPending) return;
    send.mutate(
      { content, mentions, replyToId: replyTo?.id, language: host.settings.language },
      {
        onSuccess: (message) => {
          setText('');
          sendTyping(false);
          sent(message);
        },
        onError: failed('groups.toast.sendFailed'),
      },
    );
  };

  const mention = (name: string) =>
    setMentions((list) => (list.includes(name) ? list : [...list, name]));

  return {
    text,
    setText,
    mentions,
    mention,
    submit,
    recorder,
    sending: send.isPending,
    sendingVoice: sendVoice.isPending,
  };
}
