import { Badge, Button, Spinner } from '@agora/ui';
import { useTranslation } from 'react-i18next';
import { MentorAvatar } from '../../../components/mentor-avatar';
import { ReplyHonesty } from '../../../components/reply-honesty';
import { MessageActions, type MessageActionsProps } from './message-actions';
import { SafeMarkdown } from './safe-markdown';

export interface MessageBubbleProps extends MessageActionsProps {
  avatar: string;
  /** Only the learner's last message of a saved chat can be edited and resent. */
  onEdit?(): void;
}

/** One message: the learner's with its emotion label, or the figure's as Markdown with its actions. */
export function MessageBubble({ avatar, onEdit, ...actions }: MessageBubbleProps) {
  const { t } = useTranslation('chat');
  const { message } = actions;
  if (message.role === 'user') {
    return (
      <li className="chat-message chat-message--user">
        <p className="chat-message__text" dir="auto">
          {message.content}
        </p>
        {message.emotion && message.emotion !== 'neutral' && (
          <Badge variant="secondary" className="chat-message__emotion">
            {t(`emotion.${message.emotion}`)}
          </Badge>
        )}
        {onEdit && (
          <Button size="sm" variant="ghost" onClick={onEdit}>
            {`✎ ${t('controls.edit')}`}
          </Button>
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
          <ReplyHonesty
            claimKind={message.claimKind}
            sources={message.sources}
            unverified={message.unverified}
          />
        )}
        {message.provider === 'offline' && (
          <p className="ag-muted chat-message__notice">{t('offlineAnswer')}</p>
        )}
        {message.provider === 'stopped' && (
          <p className="ag-muted chat-message__notice">{t('controls.stoppedNote')}</p>
        )}
        {message.imageUrl && (
          <img
            className="chat-message__image"
            src={message.imageUrl}
            alt={t('imageAlt', { persona: message.persona ?? '' })}
            loading="lazy"
          />
        )}
        {ready && <MessageActions {...actions} />}
      </div>
    </li>
  );
}
