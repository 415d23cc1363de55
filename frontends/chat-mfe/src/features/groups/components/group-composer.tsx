import type { GroupMessage } from '@agora/contracts';
import { Button, showCreditsErrorToast, Textarea, toastError, useHost } from '@agora/ui';
import { type KeyboardEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSendGroupMessage } from '../api/send-group-message';
import { useSendGroupVoice } from '../api/send-group-voice';
import { type Recording, useVoiceRecorder } from '../hooks/use-voice-recorder';
import { authorOf } from './group-message-item';
import { MentionPicker } from './mention-picker';

/** Reply bar, recording bar, mention picker, text input (Enter sends), record and send buttons. */
export function GroupComposer({
  groupId,
  replyTo,
  onClearReply,
  onSent,
  sendTyping,
}: {
  groupId: string;
  replyTo: GroupMessage | null;
  onClearReply(): void;
  onSent(message: GroupMessage): void;
  sendTyping(isTyping: boolean): void;
}) {
  const { t } = useTranslation('chat');
  const host = useHost();
  const send = useSendGroupMessage(groupId);
  const sendVoice = useSendGroupVoice(groupId);
  const [text, setText] = useState('');
  const [mentions, setMentions] = useState<string[]>([]);
  const [picking, setPicking] = useState(false);

  const sent = (message: GroupMessage) => {
    onSent(message);
    setMentions([]);
    onClearReply();
  };

  const onRecorded = (recording: Recording) =>
    sendVoice.mutate(
      { ...recording, mentions, replyToId: replyTo?.id },
      {
        onSuccess: sent,
        onError: (error) =>
          showCreditsErrorToast(error, host) || toastError(t('groups.toast.voiceFailed')),
      },
    );
  const recorder = useVoiceRecorder(onRecorded);

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
        onError: (error) =>
          showCreditsErrorToast(error, host) || toastError(t('groups.toast.sendFailed')),
      },
    );
  };

  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key === 'Enter' && !e.shiftKey) {
      e.preventDefault();
      submit();
    }
  };

  return (
    <div className="group-composer">
      {replyTo && (
        <div className="group-composer__bar">
          <span>
            {t('groups.room.replyingTo', { name: authorOf(replyTo, t('shared.learner')) })}
          </span>
          <Button variant="ghost" size="sm" onClick={onClearReply} aria-label={t('cancel')}>
            ✕
          </Button>
        </div>
      )}
      {recorder.recording && (
        <div className="group-composer__bar" role="status">
          <span>{t('groups.room.recording', { seconds: recorder.seconds })}</span>
          <Button variant="destructive" size="sm" onClick={recorder.stop}>
            {t('groups.room.stopRecording')}
          </Button>
        </div>
      )}
      {mentions.length > 0 && (
        <ul className="group-composer__mentions" aria-label={t('groups.room.mention')}>
          {mentions.map((m) => (
            <li key={m}>@{m}</li>
          ))}
        </ul>
      )}
      {picking && (
        <MentionPicker
          onPick={(name) => {
            setMentions((list) => (list.includes(name) ? list : [...list, name]));
            setPicking(false);
          }}
        />
      )}
      <div className="group-composer__row">
        <Button
          variant="outline"
          size="icon"
          aria-label={t('groups.room.mention')}
          aria-expanded={picking}
          onClick={() => setPicking((p) => !p)}
        >
          @
        </Button>
        <Textarea
          value={text}
          rows={1}
          maxLength={2000}
          aria-label={t('inputLabel')}
          placeholder={t('groups.room.placeholder')}
          onChange={(e) => {
            setText(e.target.value);
            sendTyping(e.target.value.length > 0);
          }}
          onKeyDown={onKeyDown}
        />
        <Button
          variant="outline"
          size="icon"
          aria-label={recorder.recording ? t('groups.room.stopRecording') : t('groups.room.record')}
          onClick={recorder.recording ? recorder.stop : () => void recorder.start()}
          disabled={sendVoice.isPending}
        >
          🎤
        </Button>
        <Button onClick={submit} disabled={!text.trim() || send.isPending}>
          {t('send')}
        </Button>
      </div>
    </div>
  );
}
