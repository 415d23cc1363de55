import { Badge, Button, Spinner } from '@agora/ui';
import { useTranslation } from 'react-i18next';
import type { LocalMessage } from '../lib/local-message';
import { MentorAvatar } from '../../../components/mentor-avatar';
import { ReplyHonesty } from '../../../components/reply-honesty';
import { SafeMarkdown } from './safe-markdown';

export interface MessageBubbleProps {
  message: LocalMessage;
  avatar: string;
  playing: boolean;
  voiceBusy: boolean;
  imageBusy: boolean;
  onVoice(message: LocalMessage): void;
  onImage(message: LocalMessage): void;
}

/** One message: the learner's with its emotion label, or the figure's as Markdown with voice and image buttons. */
export function MessageBubble({
  message,
  avatar,
  playing,
  voiceBusy,
  imageBusy,
  onVoice,
  onImage,
}: MessageBubbleProps) {
  const { t } = useTranslation('chat');
  if (message.role === 'user') {
    return (
      <li className="chat-message chat-message--user">
        <p className="chat-message__text">{message.content}</p>
        {message.emotion && message.emotion !== 'neutral' && (
          <Badge variant="secondary" className="chat-message__emotion">
            {t(`emotion.${message.emotion}`)}
          </Badge>
        )}
      </li>
    );
  }
  const ready = !message.streaming && message.content.length > 0;
  return (
    <li className="chat-message chat-message--assistant" aria-busy={message.streaming || undefined}>
      <MentorAvatar avatar={avatar} className="chat-message__avatar" />
      <div className="chat-message__body">
        {message.content ? (
          <SafeMarkdown>{message.content}</SafeMarkdown>
        ) : (
          <Spinner size="sm" label={t('thinking')} />
        )}
        {!message.streaming && (
          <ReplyHonesty claimKind={message.claimKind} sources={message.sources} />
        )}
        {message.provider === 'offline' && (
          <p className="ag-muted chat-message__notice">{t('offlineAnswer')}</p>
        )}
        {message.imageUrl && (
          <img
            className="chat-message__image"
            src={message.imageUrl}
            alt={t('imageAlt', { persona: message.persona ?? '' })}
            loading="lazy"
          />
        )}
        {ready && (
          <div className="chat-message__actions">
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
              <Button
                size="sm"
                variant="ghost"
                onClick={() => onImage(message)}
                disabled={imageBusy}
              >
                {imageBusy ? t('image.generating') : `🖼 ${t('image.generate')}`}
              </Button>
            )}
          </div>
        )}
      </div>
    </li>
  );
}
