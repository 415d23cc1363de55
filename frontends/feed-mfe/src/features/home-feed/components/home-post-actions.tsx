import type { HomeFeedPost } from '@agora/contracts';
import { BookmarkIcon, Button, ChatIcon, HeartIcon, ToggleIconButton } from '@agora/ui';
import { useTranslation } from 'react-i18next';
import type { HomePostHandlers } from './home-post-card';

/** Like (count), save, comment (count), chat with the figure, and delete for the author. */
export function HomePostActions({
  post,
  handlers,
}: {
  post: HomeFeedPost;
  handlers: HomePostHandlers;
}) {
  const { t } = useTranslation('feed');
  return (
    <footer className="home-post__actions">
      <ToggleIconButton
        label={t('homeFeed.like')}
        icon={HeartIcon}
        pressed={post.liked}
        onToggle={() => handlers.like(post.id)}
      >
        {post.likes}
      </ToggleIconButton>
      <ToggleIconButton
        label={t('homeFeed.save')}
        icon={BookmarkIcon}
        pressed={handlers.isSaved(post.id)}
        onToggle={() => handlers.save(post)}
      />
      <Button
        variant="ghost"
        size="sm"
        aria-expanded={handlers.commentingOn === post.id}
        onClick={() => handlers.toggleComment(post.id)}
      >
        {t('homeFeed.comment')} {post.comments > 0 && `(${post.comments})`}
      </Button>
      {post.aiAuthor && (
        <Button
          variant="ghost"
          size="sm"
          aria-label={t('homeFeed.chatWith', { author: post.aiAuthor })}
          onClick={() => handlers.chat(post.aiAuthor!)}
        >
          <ChatIcon size={18} />
        </Button>
      )}
      {handlers.userId && post.userId === handlers.userId && (
        <Button variant="ghost" size="sm" onClick={() => handlers.remove(post.id)}>
          {t('homeFeed.delete')}
        </Button>
      )}
    </footer>
  );
}
