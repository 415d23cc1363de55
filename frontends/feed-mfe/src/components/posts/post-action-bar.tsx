import { BookmarkIcon, Button, ChatIcon, HeartIcon, ShareIcon, ToggleIconButton } from '@agora/ui';
import { useTranslation } from 'react-i18next';
import type { PostActions } from '../../lib/posts/post-actions';

/** Like, save, share and chat with the author; reply and explore where the card offers them. */
export function PostActionBar({ author, actions }: { author: string; actions: PostActions }) {
  const { t } = useTranslation('feed');
  return (
    <footer className="feed-post__actions">
      <ToggleIconButton
        label={t('post.like')}
        icon={HeartIcon}
        pressed={actions.liked}
        onToggle={actions.onLike}
      />
      <ToggleIconButton
        label={t('post.bookmark')}
        icon={BookmarkIcon}
        pressed={actions.saved}
        onToggle={actions.onSave}
      />
      <Button variant="ghost" size="sm" onClick={actions.onShare} aria-label={t('post.share')}>
        <ShareIcon size={18} />
      </Button>
      <Button
        variant="ghost"
        size="sm"
        onClick={actions.onChat}
        aria-label={t('post.chat', { author: author })}
      >
        <ChatIcon size={18} />
      </Button>
      {actions.onReply && (
        <Button variant="ghost" size="sm" onClick={actions.onReply}>
          {t('thread.reply')}
        </Button>
      )}
      {actions.onExplore && (
        <Button variant="outline" size="sm" onClick={actions.onExplore}>
          {t('post.explore')}
        </Button>
      )}
    </footer>
  );
}
