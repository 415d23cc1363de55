import type { GroupMessage } from '@agora/contracts';
import { Button, Popover, Textarea } from '@agora/ui';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useGroupSend } from '../hooks/use-group-send';
import { ComposerBars } from './composer-bars';
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
  const composer = useGroupSend(groupId, { replyTo, onSent, onClearReply, sendTyping });
  const { recorder } = composer;
  const [picking, setPicking] = useState(false);
  const input = useRef<HTMLTextAreaElement>(null);

  return (
    <div className="group-composer">
      <ComposerBars
        replyTo={replyTo}
        onClearReply={onClearReply}
        recordingSeconds={recorder.recording ? recorder.seconds : null}
        onStopRecording={recorder.stop}
        mentions={composer.mentions}
      />
      <div className="group-composer__row">
        <Popover
          open={picking}
          onOpenChange={setPicking}
          label={t('groups.room.mention')}
          side="top"
          trigger={
            <Button variant="outline" size="icon" aria-label={t('groups.room.mention')}>
              @
            </Button>
          }
        >
          <MentionPicker
            onPick={(name) => {
              composer.mention(name);
              // Straight on to the message. Focus leaving the non-modal picker closes it without
              // sending focus back to @ (that is for Escape); done within the tap, so a phone's
              // keyboard opens too.
              input.current?.focus();
              setPicking(false);
            }}
          />
        </Popover>
        <Textarea
          ref={input}
          value={composer.text}
          rows={1}
          maxLength={2000}
          dir="auto"
          aria-label={t('inputLabel')}
          placeholder={t('groups.room.placeholder')}
          onChange={(e) => {
            composer.setText(e.target.value);
            sendTyping(e.target.value.length > 0);
          }}
          onKeyDown={(e) => {
            if (e.key !== 'Enter' || e.shiftKey) return;
            e.preventDefault();
            composer.submit();
          }}
        />
        <Button
          variant="outline"
          size="icon"
          aria-label={recorder.recording ? t('groups.room.stopRecording') : t('groups.room.record')}
          onClick={recorder.recording ? recorder.stop : () => void recorder.start()}
          disabled={composer.sendingVoice}
        >
          🎤
        </Button>
        <Button onClick={composer.submit} disabled={!composer.text.trim() || composer.sending}>
          {t('send')}
        </Button>
      </div>
    </div>
  );
}
