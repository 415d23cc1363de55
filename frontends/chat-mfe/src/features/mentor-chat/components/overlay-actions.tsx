import { Button, PlusIcon } from '@agora/ui';
import { useTranslation } from 'react-i18next';
import { type ChatSession, shareUrlOf } from '../hooks/use-chat-session';

/** History, New chat, Share and the message count above the conversation, and the share link once shared. */
export function OverlayActions({
  session,
  showHistory,
  onToggleHistory,
  onNewChat,
  onShare,
}: {
  session: ChatSession;
  showHistory: boolean;
  onToggleHistory(): void;
  onNewChat(): void;
  onShare(): void;
}) {
  const { t } = useTranslation('chat');
  const shareUrl = session.shareId ? shareUrlOf(session.shareId) : null;
  return (
    <>
      <div className="chat-overlay__actions">
        {session.signedIn && (
          <Button size="sm" variant="ghost" aria-expanded={showHistory} onClick={onToggleHistory}>
            {`🕘 ${t('history.title')}`}
          </Button>
        )}
        <Button size="sm" variant="ghost" onClick={onNewChat}>
          <PlusIcon size={16} />
          {t('newChat')}
        </Button>
        {session.signedIn && (
          <Button
            size="sm"
            variant="ghost"
            disabled={!session.chatId || session.messages.length === 0}
            onClick={onShare}
          >
            {`🔗 ${t('share.button')}`}
          </Button>
        )}
        <span className="ag-muted chat-overlay__count" aria-live="polite">
          {t('messageCount', { count: session.messages.length })}
        </span>
      </div>
      {shareUrl && (
        <p className="chat-overlay__share">
          {t('share.linkLabel')}{' '}
          <a href={shareUrl} target="_blank" rel="noreferrer" data-testid="share-link">
            {shareUrl}
          </a>
        </p>
      )}
    </>
  );
}
