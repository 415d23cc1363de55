import { Button, CopyIcon, toastError, useHost } from '@agora/ui';
import { useTranslation } from 'react-i18next';
import type { LocalMessage } from '../lib/local-message';

export interface MessageActionsProps {
  message: LocalMessage;
  playing: boolean;
  voiceBusy: boolean;
  imageBusy: boolean;
  /** Only the last reply of a saved chat can be regenerated. */
  onRegenerate?(): void;
  onVoice(message: LocalMessage): void;
  onImage(message: LocalMessage): void;
}

/** Under a finished reply: copy, regenerate (last reply only), voice and image. */
export function MessageActions({
  message,
  playing,
  voiceBusy,
  imageBusy,
  onRegenerate,
  onVoice,
  onImage,
}: MessageActionsProps) {
  const { t } = useTranslation('chat');
  const host = useHost();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(message.content);
      host.toast({ title: t('controls.copied') });
    } catch {
      toastError(t('controls.copyFailed'));
    }
  };
  return (
    <div className="chat-message__actions">
      <Button size="sm" variant="ghost" onClick={() => void copy()}>
        <CopyIcon size={16} />
        {t('controls.copy')}
      </Button>
      {onRegenerate && (
        <Button size="sm" variant="ghost" onClick={onRegenerate}>
          {`↻ ${t('controls.regenerate')}`}
        </Button>
      )}
      <Button
        size="sm"
        variant="ghost"
        onClick={() => onVoice(message)}
        disabled={voiceBusy}
        aria-pressed={message.audioUrl ? playing : undefined}
      >
        {voiceBusy
          ? t('voice.generating')
          : !message.audioUrl
            ? `🔊 ${t('voice.generate')}`
            : playing
              ? `⏸ ${t('voice.pause')}`
              : `▶ ${t('voice.play')}`}
      </Button>
      {!message.imageUrl && (
        <Button size="sm" variant="ghost" onClick={() => onImage(message)} disabled={imageBusy}>
          {imageBusy ? t('image.generating') : `🖼 ${t('image.generate')}`}
        </Button>
      )}
    </div>
  );
}
