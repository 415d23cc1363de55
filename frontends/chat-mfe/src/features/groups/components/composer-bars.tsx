import type { GroupMessage } from '@agora/contracts';
import { Button } from '@agora/ui';
import { useTranslation } from 'react-i18next';
import { authorOf } from './group-message-item';

/** Above the group composer: whom the message replies to, the recording timer, the picked @mentions. */
export function ComposerBars({
  replyTo,
  onClearReply,
  recordingSeconds,
  onStopRecording,
  mentions,
}: {
  replyTo: GroupMessage | null;
  onClearReply(): void;
  /** Null while not recording. */
  recordingSeconds: number | null;
  onStopRecording(): void;
  mentions: string[];
}) {
  const { t } = useTranslation('chat');
  return (
    <>
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
      {recordingSeconds !== null && (
        <div className="group-composer__bar" role="status">
          <span>{t('groups.room.recording', { seconds: recordingSeconds })}</span>
          <Button variant="destructive" size="sm" onClick={onStopRecording}>
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
    </>
  );
}
